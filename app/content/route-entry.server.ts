import { data } from "react-router";
import { COLLECTION_KEYS, type SiteContent } from "#app/model/content.ts";
import { canonicalPath, slugFromPattern } from "#app/model/site-routes.ts";
import { loadContent } from "./loader.server.ts";

type CollectionKey = keyof typeof COLLECTION_KEYS;
type EntryData<K extends CollectionKey> = SiteContent[K][number]["data"];

/**
 * The content entry a generic route module renders, found from the route pattern React
 * Router matched (app/routes.ts gives each content file its own route), with its
 * canonical address. An unknown entry is a 404, as for any unknown address.
 */
export function routeEntry<K extends CollectionKey>(key: K, pattern: string): { slug: string; data: EntryData<K>; canonical: string; content: SiteContent } {
  const slug = slugFromPattern(pattern);
  const content = loadContent();
  const entry = (content[key] as { slug: string; data: EntryData<K> }[]).find((candidate) => candidate.slug === slug);
  if (!entry) throw data(null, { status: 404 });
  return { slug, data: entry.data, canonical: canonicalPath(COLLECTION_KEYS[key], slug), content };
}
