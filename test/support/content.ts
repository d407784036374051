import { readFileSync } from "node:fs";
import path from "node:path";
import { typeset } from "#app/lib/typography.ts";
import { CONTENT_DIR } from "#scripts/lib/paths.ts";
import { siteRoutes, type SiteRoute } from "#scripts/lib/site-routes.ts";

/**
 * Reads a content file, so tests assert what content says rather than copies of it,
 * with the same French no-break spaces the site applies.
 */
export function readContent<T = any>(file: string): T {
  return typeset(JSON.parse(readFileSync(path.join(CONTENT_DIR, file), "utf8")) as T);
}

export function routeTitle(route: SiteRoute): string {
  return readContent<{ titre: string }>(`${route.collection}/${route.slug}.json`).titre;
}

export const routes = siteRoutes();
