import { loadContent, readSiteRoutes } from "#app/content/loader.server.ts";
import { collectionOf, slugFromFile } from "#app/model/collections.ts";
import { contentKeyOf, type SiteContent } from "#app/model/content.ts";
import { shellContentOf, type ShellContent } from "#app/model/shell-content.ts";
import type { SiteRoute } from "#app/model/site-routes.ts";
import type { Interface } from "#app/generated/content-types.ts";
import { productNames } from "#app/model/product-names.ts";
import { CONTENT_DIR } from "#scripts/lib/paths.ts";

/**
 * A content file as the site reads it (the site's own loader, French no-break spaces
 * applied), so tests assert what content says rather than copies of it.
 * `file` is its path under content/, e.g. "fiches/rbn.json".
 */
export function readContent<T = any>(file: string): T {
  const content: SiteContent = loadContent(CONTENT_DIR);
  const key = contentKeyOf(file);
  if (key && !collectionOf(file)) return content[key] as T;
  const list = key && (content[key] as { slug: string; data: unknown }[]);
  const entry = list && list.find((candidate) => candidate.slug === slugFromFile(file));
  if (!entry) throw new Error(`content/${file} n'existe pas`);
  return entry.data as T;
}

/** What the shell shows (header, menus, footer, error screens), through the same door as the site's build. */
export function readShell(): ShellContent {
  return shellContentOf(loadContent(CONTENT_DIR));
}

/** A page's h1: its `titre`, or for a data sheet its code and long name, as the site composes them. */
export function routeTitle(route: SiteRoute): string {
  const data = readContent(`${route.collection}/${route.slug}.json`);
  if (route.collection !== "fiches") return data.titre;
  return productNames(data, readContent<Interface>("site/interface.json").fiche).title;
}

/** Every page of every built language. */
export const allRoutes = readSiteRoutes(CONTENT_DIR);

/**
 * The French pages: the specification's site, which the tests walk page by page. The
 * other languages' pages use the same templates, so their tests take one page of each
 * template in each language (test/e2e/languages.test.ts), not every page again.
 */
export const routes = allRoutes.filter((route) => route.locale === "fr");

/**
 * One French page of each template, for the tests that look at how a template behaves
 * (keyboard, axe, hydration, policies): every content page, since each has its own blocks,
 * and the first application and the first data sheet, since the others are the same
 * template with other content, which the content check holds (counts, lengths, pictures).
 * The home page's second address ("/accueil") is the same page: routes.test.ts checks it
 * serves the home page. Tests of what content puts on every page (words in their boxes,
 * links, metadata) still walk every page.
 */
export const templateRoutes = routes.filter(
  (route) => route.canonical && (route.collection === "pages" || routes.find((other) => other.collection === route.collection) === route),
);
