import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The current year. During hydration React uses the build year, which is what the
 * pre-rendered HTML shows, then re-renders with the visitor's clock: no mismatch,
 * and the copyright line is right even years after the build.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => __BUILD_YEAR__);
}
