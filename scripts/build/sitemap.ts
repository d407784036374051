import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadContent, readSiteRoutes } from "#app/content/loader.server.ts";
import { isCanonical } from "#app/model/site-routes.ts";
import { CONTENT_DIR } from "../lib/paths.ts";

/*
 * sitemap.xml and robots.txt, written into the build from the same route list as the
 * pre-rendering, so a new page is listed as soon as its JSON file exists. The sitemap
 * gives canonical addresses only: "/" but not its alias "/accueil", and never the 404.
 */

export const SITEMAP_FILE = "sitemap.xml";
export const ROBOTS_FILE = "robots.txt";

/** Canonical paths of every page, in route order. */
export function canonicalPaths(contentDir = CONTENT_DIR): string[] {
  return readSiteRoutes(contentDir)
    .filter(isCanonical)
    .map((route) => route.path);
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
  const origin = loadContent(contentDir).settings.origine;
  const paths = canonicalPaths(contentDir);
  writeFileSync(path.join(buildDir, SITEMAP_FILE), sitemapXml(origin, paths));
  writeFileSync(path.join(buildDir, ROBOTS_FILE), robotsTxt(origin));
  return { urls: paths.length };
}
