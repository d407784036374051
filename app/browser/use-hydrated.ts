import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true once React runs in the
 * browser: for controls that only work with JavaScript. No hydration mismatch, since
 * React hydrates with the server value and then re-renders.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
