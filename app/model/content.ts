import type {
  Application,
  DocumentsPdf,
  Entreprise,
  Familles,
  FicheTechnique,
  Interface,
  Langues,
  Navigation,
  Page,
  PageApplication,
  Procedes,
  PageIntrouvable,
  Reglages,
} from "#app/generated/content-types.ts";
import { COLLECTION_NAMES, COLLECTIONS, collectionOf, slugFromFile, type CollectionName, type SingleFile } from "./collections.ts";
import { compareOrder } from "./ordering.ts";

/*
 * The whole of content/ as one typed value: every site-wide file and every collection
 * entry with its slug, collections in their one order (ordering.ts). Built from parsed
 * files by `assembleContent`; app/content/loader.server.ts reads the files.
 */

/** One file of a collection: its address and what it holds. */
export interface Entry<T> {
  slug: string;
  data: T;
}

export interface SiteContent {
  company: Entreprise;
  ui: Interface;
  navigation: Navigation;
  settings: Reglages;
  notFound: PageIntrouvable;
  applicationLabels: PageApplication;
  documents: DocumentsPdf;
  families: Familles;
  /** The printing and converting processes every data sheet rates (content/site/procedes.json). */
  processes: Procedes;
  /** The site's languages and their state (content/site/langues.json). */
  languages: Langues;
  pages: Entry<Page>[];
  applications: Entry<Application>[];
  sheets: Entry<FicheTechnique>[];
}

/** Which file each site-wide value comes from. */
export const SITE_FILES = {
  company: "site/entreprise.json",
  ui: "site/interface.json",
  navigation: "site/navigation.json",
  settings: "site/reglages.json",
  notFound: "site/page-introuvable.json",
  applicationLabels: "site/page-application.json",
  documents: "site/documents-pdf.json",
  families: "familles.json",
  processes: "site/procedes.json",
  languages: "site/langues.json",
} as const satisfies Record<string, SingleFile>;

type CollectionKeys = { [Name in CollectionName as (typeof COLLECTIONS)[Name]["key"]]: Name };

/** Which collection each list of entries comes from (the collections' `key`, collections.ts). */
export const COLLECTION_KEYS = Object.fromEntries(COLLECTION_NAMES.map((name) => [COLLECTIONS[name].key, name])) as CollectionKeys;

type CollectionKey = keyof CollectionKeys;

/** Which part of SiteContent a content file makes: a site-wide value or a collection's list. */
export function contentKeyOf(file: string): keyof SiteContent | undefined {
  const single = (Object.keys(SITE_FILES) as (keyof typeof SITE_FILES)[]).find((key) => SITE_FILES[key] === file);
  if (single) return single;
  const collection = collectionOf(file);
  return collection && COLLECTIONS[collection].key;
}

/**
 * The content as one value, from parsed files keyed by their path under content/. The
 * files must have passed their schemas (the content check runs first): the types are
 * the schemas' own.
 */
export function assembleContent(files: ReadonlyMap<string, unknown>): SiteContent {
  const single = <K extends keyof typeof SITE_FILES>(key: K) => files.get(SITE_FILES[key]) as SiteContent[K];
  const entries = <K extends CollectionKey>(key: K) =>
    [...files]
      .filter(([file]) => collectionOf(file) === COLLECTION_KEYS[key])
      .map(([file, data]) => ({ slug: slugFromFile(file), data }))
      .sort((a, b) => compareOrder({ slug: a.slug, ordre: ordreOf(a.data) }, { slug: b.slug, ordre: ordreOf(b.data) })) as SiteContent[K];
  return {
    company: single("company"),
    ui: single("ui"),
    navigation: single("navigation"),
    settings: single("settings"),
    notFound: single("notFound"),
    applicationLabels: single("applicationLabels"),
    documents: single("documents"),
    families: single("families"),
    processes: single("processes"),
    languages: single("languages"),
    pages: entries("pages"),
    applications: entries("applications"),
    sheets: entries("sheets"),
  };
}

/** Pages have no `ordre`: they are listed by file name. */
const ordreOf = (data: unknown) => ((data as { ordre?: unknown }).ordre as number | undefined) ?? 0;

/** The entry of `slug` in a collection, if there is one. */
export function findEntry<T>(entries: readonly Entry<T>[], slug: string): T | undefined {
  return entries.find((entry) => entry.slug === slug)?.data;
}
