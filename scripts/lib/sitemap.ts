import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { HOME_PAGE } from "./content-map.ts";
import { CONTENT_DIR } from "./paths.ts";
import { siteRoutes, type SiteRoute } from "./site-routes.ts";

/*
 * sitemap.xml and robots.txt, written into the build from the same route list as the
 * pre-rendering, so a new page is listed as soon as its JSON file exists. The sitemap
 * gives canonical addresses only: "/" but not its alias "/accueil", and never the 404.
 */

export const SITEMAP_FILE = "sitemap.xml";
export const ROBOTS_FILE = "robots.txt";

/** "/" for the home page, "/<slug>" for every other page: the address each page declares as canonical. */
export function canonicalPathOf(route: Pick<SiteRoute, "collection" | "slug">): string {
  return route.collection === "pages" && route.slug === HOME_PAGE ? "/" : `/${route.slug}`;
}

/** Canonical paths of every page, in route order. */
export function canonicalPaths(contentDir = CONTENT_DIR): string[] {
  return siteRoutes(contentDir)
    .filter((route) => route.path === canonicalPathOf(route))
    .map((route) => route.path);
}

/** The site's public origin, from content/site/reglages.json (the build has validated it). */
export function siteOrigin(contentDir = CONTENT_DIR): string {
  return (JSON.parse(readFileSync(path.join(contentDir, "site", "reglages.json"), "utf8")) as { origine: string }).origine;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((page) => `  <url><loc>${escapeXml(`${origin}${page}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}

/** Everything may be crawled (search engines need the scripts and styles to render pages); the sitemap says what to index. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${origin}/${SITEMAP_FILE}`, ""].join("\n");
}

export function writeSitemapAndRobots(buildDir: string, contentDir = CONTENT_DIR): { urls: number } {
  const origin = siteOrigin(contentDir);
  const paths = canonicalPaths(contentDir);
  writeFileSync(path.join(buildDir, SITEMAP_FILE), sitemapXml(origin, paths));
  writeFileSync(path.join(buildDir, ROBOTS_FILE), robotsTxt(origin));
  return { urls: paths.length };
}
