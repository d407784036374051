import { COLLECTION_NAMES, COLLECTIONS, HOME_PAGE, type CollectionName } from "./collections.ts";

/*
 * Every page of the site, derived from the names of the content files: the route list of
 * app/routes.ts, the pre-rendered paths, the sitemap and the host configurations all
 * come from here.
 */

export interface SiteRoute {
  /** URL path, e.g. "/rbn". */
  path: string;
  /** Unique React Router route id. */
  id: string;
  /** Route module, relative to app/. */
  module: string;
  collection: CollectionName;
  /** File name without ".json"; also the last URL segment. */
  slug: string;
}

/** The slugs of each collection, as listed from content/ (see app/content/loader.server.ts). */
export type CollectionSlugs = Record<CollectionName, readonly string[]>;

/** The address each page declares as canonical: "/" for the home page, "/<slug>" for every other page. */
export function canonicalPath(collection: CollectionName, slug: string): string {
  return collection === "pages" && slug === HOME_PAGE ? "/" : `/${slug}`;
}

/** Every pre-rendered page: one per content file, plus "/accueil", the home page's second address. */
export function siteRoutes(slugs: CollectionSlugs): SiteRoute[] {
  const routes: SiteRoute[] = [];
  for (const collection of COLLECTION_NAMES) {
    const module = COLLECTIONS[collection].routeModule;
    for (const slug of [...slugs[collection]].sort()) {
      const id = `${collection}-${slug}`;
      const path = canonicalPath(collection, slug);
      routes.push({ path, id, module, collection, slug });
      if (path !== `/${slug}`) routes.push({ path: `/${slug}`, id: `${id}-alias`, module, collection, slug });
    }
  }
  return routes;
}

/** True for the route at a page's canonical address (false for "/accueil"). */
export const isCanonical = (route: SiteRoute) => route.path === canonicalPath(route.collection, route.slug);

/**
 * The content file a route module renders, from the route pattern React Router matched
 * (a loader's `pattern`): "/papeterie" → "papeterie", "/" → the home page.
 */
export function slugFromPattern(pattern: string): string {
  const path = pattern.replace(/\/+$/, "");
  return path === "" ? HOME_PAGE : path.slice(path.lastIndexOf("/") + 1);
}

/** The pre-rendered 404 page; the build moves it to 404.html. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

export function prerenderPaths(routes: readonly SiteRoute[]): string[] {
  return [...routes.map((route) => route.path), NOT_FOUND_PRERENDER_PATH];
}

/** The pre-rendered HTML file of a route, relative to build/client/. */
export function prerenderedFile(routePath: string): string {
  return routePath === "/" ? "index.html" : `${routePath.slice(1)}/index.html`;
}
