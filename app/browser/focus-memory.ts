/*
 * Where focus was on each page of the history, so Back and Forward return the visitor's
 * focus to the link they followed, where the scroll position is restored: a keyboard or
 * screen-reader user goes on from the same place. Only links are remembered (by address
 * and rank among the links to the same address), since they are what leads away from a page.
 */

export interface FocusMark {
  href: string;
  /** Which of the links to `href` it was, in document order. */
  rank: number;
}

const linksTo = (href: string, root: ParentNode) => [...root.querySelectorAll<HTMLElement>("a[href]")].filter((link) => link.getAttribute("href") === href);

export function markOf(element: Element | null, root: ParentNode): FocusMark | undefined {
  const link = element?.closest("a[href]");
  if (!link) return undefined;
  const href = link.getAttribute("href")!;
  return { href, rank: linksTo(href, root).indexOf(link as HTMLElement) };
}

export function elementOf(mark: FocusMark | undefined, root: ParentNode): HTMLElement | undefined {
  return mark && linksTo(mark.href, root)[mark.rank];
}

/** Entirely between the sticky header's bottom edge and the bottom of the window. */
export function inView(element: Element, top = 0): boolean {
  const rect = element.getBoundingClientRect();
  return rect.height > 0 && rect.top >= top && rect.bottom <= window.innerHeight;
}
