/**
 * Which schema describes which content file. The folder decides: an editor adds a
 * page by dropping a JSON file in the right folder, never by touching code.
 */
export interface ContentKind {
  /** Schema file name in schema/. */
  schema: string;
  /** How the files of this kind become pages, if they do. */
  routeModule?: string;
}

export const SINGLE_FILES: Record<string, string> = {
  "site/entreprise.json": "entreprise.schema.json",
  "site/interface.json": "interface.schema.json",
  "site/navigation.json": "navigation.schema.json",
  "site/reglages.json": "reglages.schema.json",
  "site/page-introuvable.json": "page-introuvable.schema.json",
  "site/page-application.json": "page-application.schema.json",
  "site/documents-pdf.json": "documents-pdf.schema.json",
  "familles.json": "familles.schema.json",
};

export const COLLECTIONS = {
  pages: { schema: "page.schema.json", routeModule: "routes/page.tsx" },
  applications: { schema: "application.schema.json", routeModule: "routes/application.tsx" },
  fiches: { schema: "fiche-technique.schema.json", routeModule: "routes/data-sheet.tsx" },
} as const satisfies Record<string, ContentKind>;

export type CollectionName = keyof typeof COLLECTIONS;

/** The home page's file; it is served at "/" and at "/accueil". */
export const HOME_PAGE = "accueil";

/** Collection entries that must exist for the site to make sense. */
export const REQUIRED_PAGES = ["accueil", "qui-sommes-nous", "pourquoi-stone-paper", "contact", "applications"];

/** Path segments that cannot be used as page names: they are taken by the build output. */
export const RESERVED_SLUGS = ["404", "assets", "images", "catalogue", "fonts", "index", "sitemap", "robots"];

/** Expected `$schema` value for a content file, relative to that file. */
export function schemaRefFor(relativeFile: string, schema: string): string {
  const depth = relativeFile.split("/").length - 1;
  return `${"../".repeat(depth + 1)}schema/${schema}`;
}

export function schemaForFile(relativeFile: string): string | undefined {
  if (relativeFile in SINGLE_FILES) return SINGLE_FILES[relativeFile];
  const [folder, name, extra] = relativeFile.split("/");
  if (extra !== undefined || !name?.endsWith(".json")) return undefined;
  return (COLLECTIONS as Record<string, ContentKind>)[folder]?.schema;
}
