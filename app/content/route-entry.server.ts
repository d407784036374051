import { data } from "react-router";
import { COLLECTION_KEYS, type SiteContent } from "#app/model/content.ts";
import { DEFAULT_LOCALE, localeOfPath, type Locale } from "#app/model/locale.ts";
import { canonicalPath, LOCALE_PARAM, slugFromPattern } from "#app/model/site-routes.ts";
import { builtLocales, loadContent } from "./loader.server.ts";

type CollectionKey = keyof typeof COLLECTION_KEYS;
type EntryData<K extends CollectionKey> = SiteContent[K][number]["data"];

/**
 * The content entry a generic route module renders, found from the route pattern React
 * Router matched (app/routes.ts gives each content file its own route), with its
 * canonical address, in the language of its address ("/en/rbn": English). An unknown
 * entry is a 404, as for any unknown address.
 */
export function routeEntry<K extends CollectionKey>(
  key: K,
  { pattern, params }: { pattern: string; params: Record<string, string | undefined> },
): { slug: string; data: EntryData<K>; canonical: string; content: SiteContent; locale: Locale } {
  const codes = builtLocales();
  // The optional language segment (":lang?/rbn"), or a language's home page ("en": React Router's patterns have no leading slash).
  const written = params[LOCALE_PARAM];
  if (written !== undefined && (written === DEFAULT_LOCALE || !codes.includes(written))) throw data(null, { status: 404 });
  const locale = written ?? localeOfPath(`/${pattern.replace(/^\/+/, "")}`, codes);
  const slug = slugFromPattern(pattern, codes);
  const content = loadContent(undefined, locale);
  const entry = (content[key] as { slug: string; data: EntryData<K> }[]).find((candidate) => candidate.slug === slug);
  if (!entry) throw data(null, { status: 404 });
  return { slug, data: entry.data, canonical: canonicalPath(COLLECTION_KEYS[key], slug, locale), content, locale };
}
