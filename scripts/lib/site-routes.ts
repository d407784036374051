import { readdirSync } from "node:fs";
import path from "node:path";
import { COLLECTIONS, HOME_PAGE, type CollectionName } from "./content-map.ts";
import { CONTENT_DIR } from "./paths.ts";

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

export function listSlugs(collection: CollectionName, contentDir = CONTENT_DIR): string[] {
  let names: string[];
  try {
    names = readdirSync(path.join(contentDir, collection));
  } catch {
    return [];
  }
  return names.filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -".json".length)).sort();
}

/** Every pre-rendered page of the site, derived from the files in content/. */
export function siteRoutes(contentDir = CONTENT_DIR): SiteRoute[] {
  const routes: SiteRoute[] = [];
  for (const collection of Object.keys(COLLECTIONS) as CollectionName[]) {
    const module = COLLECTIONS[collection].routeModule;
    for (const slug of listSlugs(collection, contentDir)) {
      const id = `${collection}-${slug}`;
      if (collection === "pages" && slug === HOME_PAGE) {
        routes.push({ path: "/", id, module, collection, slug });
        routes.push({ path: `/${slug}`, id: `${id}-alias`, module, collection, slug });
      } else {
        routes.push({ path: `/${slug}`, id, module, collection, slug });
      }
    }
  }
  return routes;
}

/** The pre-rendered 404 page; the build moves it to 404.html. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

export function prerenderPaths(): string[] {
  return [...siteRoutes().map((route) => route.path), NOT_FOUND_PRERENDER_PATH];
}

/** The pre-rendered HTML file of a route, relative to build/client/. */
export function prerenderedFile(routePath: string): string {
  return routePath === "/" ? "index.html" : `${routePath.slice(1)}/index.html`;
}
