import { useSyncExternalStore } from "react";

/*
 * Which page the offline notice stands in for, shared by the code that notices a failed
 * navigation (navigation-recovery.ts) and the shell that shows the notice.
 */

/** The address that could not be opened offline, and the address it was tried from (the notice stands in for that page only). */
export interface OfflineNotice {
  href: string;
  from: string;
}

let notice: OfflineNotice | null = null;
const listeners = new Set<() => void>();

export function showOfflineNotice(next: OfflineNotice | null): void {
  notice = next;
  for (const listener of listeners) listener();
}

export function useOfflineNotice(): OfflineNotice | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notice,
    () => null,
  );
}
