import { isSitePage } from "../lib/href.ts";

/*
 * The links of the parts React keeps as pre-rendered (static-part.tsx) have no React
 * Router behind them: the site shell follows them and prefetches their page from here,
 * with one listener per kind of event on the document, as React Router's own links would
 * (a client-side navigation, the next page fetched on intent). Elsewhere the links are React Router's.
 */

/** The elements React keeps as pre-rendered on the page the visitor arrived on. */
export const preRenderedParts = new Set<Element>();

/** The page link (a page of the site, same tab, no download) an event landed in, inside a part kept as pre-rendered. */
export function preRenderedPageLink(target: EventTarget | null): HTMLAnchorElement | undefined {
  // Text nodes and the document have no closest(); an element of any window does.
  const anchor = typeof (target as Element | null)?.closest === "function" ? (target as Element).closest<HTMLAnchorElement>("a[href]") : null;
  if (!anchor || ![...preRenderedParts].some((part) => part.contains(anchor))) return undefined;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return undefined;
  return isSitePage(anchor.getAttribute("href")!) ? anchor : undefined;
}

/** Whether a click is one a router link takes over: the main button, no key held to open the page elsewhere. */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface LinkActions {
  /** `replace`: the link leads where the visitor is, which adds no history entry (as React Router's links do). */
  navigate(to: string, replace: boolean): void;
  prefetch(pathname: string): void;
}

/**
 * How long the pointer or focus stays on a link before its page is prefetched: React
 * Router's own delay for `prefetch="intent"`, so that passing over links fetches nothing,
 * and a click does not also prefetch (a prefetch whose module fails to load makes React
 * Router reload the page, where the click's own navigation shows the offline notice).
 */
export const INTENT_DELAY = 100;

/** Follows and prefetches the pre-rendered parts' page links; returns what removes the listeners. */
export function followPreRenderedLinks(document: Document, { navigate, prefetch }: LinkActions, delay = INTENT_DELAY): () => void {
  let pending: { anchor: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | undefined;
  const cancel = () => {
    if (pending) clearTimeout(pending.timer);
    pending = undefined;
  };
  const onClick = (event: MouseEvent) => {
    const anchor = isPlainClick(event) ? preRenderedPageLink(event.target) : undefined;
    if (!anchor) return;
    cancel();
    event.preventDefault();
    const to = anchor.pathname + anchor.search + anchor.hash;
    const { pathname, search, hash } = document.location;
    navigate(to, to === pathname + search + hash);
  };
  const onIntent = (event: Event) => {
    const anchor = preRenderedPageLink(event.target);
    if (!anchor || pending?.anchor === anchor) return;
    cancel();
    pending = { anchor, timer: setTimeout(() => (cancel(), prefetch(anchor.pathname)), delay) };
  };
  const onLeave = (event: Event) => {
    // Leaving the link, not moving between its own parts.
    const [from, to] = [event.target, (event as FocusEvent).relatedTarget] as (Node | null)[];
    if (pending && from && pending.anchor.contains(from) && !(to && pending.anchor.contains(to))) cancel();
  };
  const listeners = [
    ["click", onClick],
    ["pointerover", onIntent],
    ["focusin", onIntent],
    ["touchstart", onIntent],
    ["pointerout", onLeave],
    ["focusout", onLeave],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, { passive: type !== "click" });
  return () => {
    cancel();
    for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
  };
}
