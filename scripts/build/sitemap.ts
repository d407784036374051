import { writeFileSync } from "node:fs";
import path from "node:path";
import { builtLocales, loadContent, readSiteRoutes } from "#app/content/loader.server.ts";
import { localizedPath, pathWithoutLocale } from "#app/model/locale.ts";
import { canonicalPath, isCanonical } from "#app/model/site-routes.ts";
import { CONTENT_DIR } from "../lib/paths.ts";

/*
 * sitemap.xml and robots.txt, written into the build from the same route list as the
 * pre-rendering, so a new page is listed as soon as its JSON file exists. The sitemap
 * gives canonical addresses only: "/" but not its alias "/accueil", and never the 404.
 * In a site of several languages, each address lists the same page in every language
 * (and French for any other reader), as the pages' own <link rel="alternate"> do.
 */

export const SITEMAP_FILE = "sitemap.xml";
export const ROBOTS_FILE = "robots.txt";

/** Canonical paths of every page, in route order (French, then each other language). */
export function canonicalPaths(contentDir = CONTENT_DIR): string[] {
  return readSiteRoutes(contentDir)
    .filter(isCanonical)
    .map((route) => canonicalPath(route.collection, route.slug, route.locale));
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The sitemap of `paths`; with `languages` (French first, when there are several), each address's alternates. */
export function sitemapXml(origin: string, paths: string[], languages: readonly string[] = []): string {
  const several = languages.length > 1;
  const alternates = (page: string) => {
    const french = pathWithoutLocale(page, languages);
    const link = (code: string, target: string) => `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(`${origin}${target}`)}"/>`;
    return [...languages.map((code) => link(code, localizedPath(french, code))), link("x-default", french)].join("");
  };
  const urls = paths.map((page) => `  <url><loc>${escapeXml(`${origin}${page}`)}</loc>${several ? alternates(page) : ""}</url>`);
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${several ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ""}`;
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset ${namespaces}>`, ...urls, "</urlset>", ""].join("\n");
}

/** Everything may be crawled (search engines need the scripts and styles to render pages); the sitemap says what to index. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${origin}/${SITEMAP_FILE}`, ""].join("\n");
}

export function writeSitemapAndRobots(buildDir: string, contentDir = CONTENT_DIR): { urls: number } {
  const origin = loadContent(contentDir).settings.origine;
  const paths = canonicalPaths(contentDir);
  writeFileSync(path.join(buildDir, SITEMAP_FILE), sitemapXml(origin, paths, builtLocales(contentDir)));
  writeFileSync(path.join(buildDir, ROBOTS_FILE), robotsTxt(origin));
  return { urls: paths.length };
}
