/**
 * True for a page of the site, which the router can show without a page load; false for
 * other sites, mailto:/tel: links and files (a path with an extension, such as a PDF).
 */
export function isSitePage(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]);
}

/**
 * How every router link of the site behaves: no route discovery (every route is in the
 * manifest, and `data-discover` would add bytes to each link), and the next page's data
 * and route module fetched on intent (pointer, touch or focus), so that a click waits for
 * neither. Spread on each `Link`/`NavLink`, so the rule is written once.
 */
export const SITE_LINK = { discover: "none", prefetch: "intent" } as const;
