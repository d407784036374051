/**
 * True for a page of the site, which the router can show without a page load; false for
 * other sites, mailto:/tel: links and files (a path with an extension, such as a PDF).
 */
export function isSitePage(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]);
}
