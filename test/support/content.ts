import { loadContent, readSiteRoutes } from "#app/content/loader.server.ts";
import { collectionOf, slugFromFile } from "#app/model/collections.ts";
import { COLLECTION_KEYS, SITE_FILES, type SiteContent } from "#app/model/content.ts";
import type { SiteRoute } from "#app/model/site-routes.ts";
import { CONTENT_DIR } from "#scripts/lib/paths.ts";

/**
 * A content file as the site reads it (the site's own loader, French no-break spaces
 * applied), so tests assert what content says rather than copies of it.
 * `file` is its path under content/, e.g. "fiches/rbn.json".
 */
export function readContent<T = any>(file: string): T {
  const content: SiteContent = loadContent(CONTENT_DIR);
  const site = Object.entries(SITE_FILES).find(([, path]) => path === file);
  if (site) return content[site[0] as keyof typeof SITE_FILES] as T;
  const collection = collectionOf(file);
  const key = Object.entries(COLLECTION_KEYS).find(([, name]) => name === collection)?.[0] as keyof typeof COLLECTION_KEYS | undefined;
  const entry = key && content[key].find((candidate) => candidate.slug === slugFromFile(file));
  if (!entry) throw new Error(`content/${file} n'existe pas`);
  return entry.data as T;
}

export function routeTitle(route: SiteRoute): string {
  return readContent<{ titre: string }>(`${route.collection}/${route.slug}.json`).titre;
}

export const routes = readSiteRoutes(CONTENT_DIR);
