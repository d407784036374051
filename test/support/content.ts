import { readFileSync } from "node:fs";
import path from "node:path";
import { CONTENT_DIR } from "#scripts/lib/paths.ts";
import { siteRoutes, type SiteRoute } from "#scripts/lib/site-routes.ts";

/** Reads a content file the way an editor wrote it, so tests assert what content says, not copies of it. */
export function readContent<T = any>(file: string): T {
  return JSON.parse(readFileSync(path.join(CONTENT_DIR, file), "utf8")) as T;
}

export function routeTitle(route: SiteRoute): string {
  return readContent<{ titre: string }>(`${route.collection}/${route.slug}.json`).titre;
}

export const routes = siteRoutes();
