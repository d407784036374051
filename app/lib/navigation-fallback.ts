/*
 * What to do when a client-side navigation cannot load what the next page needs: its
 * route module (a chunk a new deploy removed, or no network) or its navigation data
 * (a `.data` file). Every page exists as static HTML, so the answer is a full page load
 * of the address, unless the network is gone (then a message inside the site's shell)
 * or the same address was just loaded that way (a loop: the error screen).
 */

/** After a fallback page load of an address, the same address is not loaded that way again for this long. */
export const RELOAD_GUARD_MS = 15_000;

export interface ReloadMark {
  href: string;
  at: number;
}

export type Fallback = "reload" | "offline" | "error";

export interface FallbackInput {
  href: string;
  /** Whether the site answers at all (a HEAD request for the address). */
  reachable: boolean;
  /** The last fallback page load, undefined if none (or if it cannot be remembered). */
  lastReload: ReloadMark | undefined;
  /** Whether the last page load can be remembered: without it, a loop could not be stopped. */
  canRemember: boolean;
  now: number;
  /** A visitor's explicit retry: no loop to fear. */
  retry?: boolean;
}

export function fallbackFor({ href, reachable, lastReload, canRemember, now, retry = false }: FallbackInput): Fallback {
  if (!reachable) return "offline";
  if (retry) return "reload";
  if (!canRemember) return "error";
  if (lastReload?.href === href && now - lastReload.at >= 0 && now - lastReload.at < RELOAD_GUARD_MS) return "error";
  return "reload";
}
