import { fallbackFor, type Fallback, type ReloadMark } from "../lib/navigation-fallback.ts";

/*
 * The browser side of the navigation fallback's decision (navigation-fallback.ts):
 * probing the network, remembering the last fallback page load for the tab, starting it.
 * Loaded when the browser is idle (navigation-recovery.ts), not with the page.
 */

const MARK_KEY = "navigation-rechargee";

function remembered(): { lastReload: ReloadMark | undefined; canRemember: boolean } {
  try {
    const stored = JSON.parse(sessionStorage.getItem(MARK_KEY) ?? "null") as ReloadMark | null;
    return { lastReload: stored ?? undefined, canRemember: true };
  } catch {
    return { lastReload: undefined, canRemember: false };
  }
}

/** Whether the site answers: no network, or a network that does not reach it, both count as offline. */
async function reachable(href: string): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch(href, { method: "HEAD", cache: "no-store" });
    return true;
  } catch {
    return false;
  }
}

/** Decides what to do for an address that could not be loaded and, when the answer is a full page load, starts it. */
export async function recover(href: string, retry = false): Promise<Fallback> {
  const outcome = fallbackFor({ href, reachable: await reachable(href), ...remembered(), now: Date.now(), retry });
  if (outcome === "reload") {
    try {
      sessionStorage.setItem(MARK_KEY, JSON.stringify({ href, at: Date.now() } satisfies ReloadMark));
    } catch {
      // A retry reloads even when the tab cannot remember it.
    }
    window.location.assign(href);
  }
  return outcome;
}
