import { useLayoutEffect, type RefObject } from "react";
import { navFits } from "../lib/header-fit.ts";

/**
 * Marks the header `data-compact` while its navigation does not fit on one line, so that
 * CSS shows the menu button and drawer instead. Measured with the wide layout in place,
 * before the browser paints, whenever the header's width changes or the web font
 * arrives. Without JavaScript the list wraps instead (site-header.tsx).
 */
export function useHeaderFit(header: RefObject<HTMLElement | null>, row: RefObject<HTMLElement | null>, list: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    let measuredWidth = -1;
    const update = (force = false) => {
      const [headerEl, rowEl, listEl] = [header.current, row.current, list.current];
      if (!headerEl || !rowEl || !listEl || (!force && headerEl.clientWidth === measuredWidth)) return;
      measuredWidth = headerEl.clientWidth;
      delete headerEl.dataset.compact;
      // Hidden by the breakpoint: the drawer is already there.
      if (listEl.offsetParent === null) return;
      const entry = listEl.firstElementChild as HTMLElement | null;
      const fits = navFits({ listHeight: listEl.offsetHeight, entryHeight: entry?.offsetHeight ?? 0, rowScrollWidth: rowEl.scrollWidth, rowWidth: rowEl.clientWidth });
      if (!fits) headerEl.dataset.compact = "";
    };
    // Browsers without it (and test DOMs) keep the breakpoints and the wrapping list.
    if (typeof ResizeObserver === "undefined") return;
    let fontsWatched = false;
    const observer = new ResizeObserver(() => {
      update();
      // Asked here, once layout is clean: asked during hydration's commit, `document.fonts`
      // brings the page's style up to date inside that task (about 50 ms at 4× CPU).
      if (fontsWatched) return;
      fontsWatched = true;
      void document.fonts?.ready.then(() => update(true));
    });
    if (header.current) observer.observe(header.current);
    return () => observer.disconnect();
  }, [header, row, list]);
}
