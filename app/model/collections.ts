/**
 * Which schema describes which content file, and which content files become pages. The
 * folder decides: an editor adds a page by dropping a JSON file in the right folder,
 * never by touching code.
 */

export const SINGLE_FILES = {
  "site/entreprise.json": "entreprise.schema.json",
  "site/interface.json": "interface.schema.json",
  "site/navigation.json": "navigation.schema.json",
  "site/reglages.json": "reglages.schema.json",
  "site/page-introuvable.json": "page-introuvable.schema.json",
  "site/page-application.json": "page-application.schema.json",
  "site/documents-pdf.json": "documents-pdf.schema.json",
  "site/procedes.json": "procedes.schema.json",
  "site/langues.json": "langues.schema.json",
  "familles.json": "familles.schema.json",
} as const satisfies Record<string, string>;

export type SingleFile = keyof typeof SINGLE_FILES;

export interface Collection {
  /** Schema file name in schema/. */
  schema: string;
  /** The generic route module (relative to app/) that renders every file of the folder. */
  routeModule: string;
  /** The collection's name in code (the content's folders are French, the code's names English): its list in SiteContent. */
  key: string;
  /** What one of its files is, in code: the kind of page the editor's preview draws. */
  kind: string;
}

/**
 * The folders whose every file is a page, at the address of its file name. The one place
 * where a content folder's French name meets the code's English names.
 */
export const COLLECTIONS = {
  pages: { schema: "page.schema.json", routeModule: "routes/page.tsx", key: "pages", kind: "page" },
  applications: { schema: "application.schema.json", routeModule: "routes/application.tsx", key: "applications", kind: "application" },
  fiches: { schema: "fiche-technique.schema.json", routeModule: "routes/data-sheet.tsx", key: "sheets", kind: "sheet" },
} as const satisfies Record<string, Collection>;

export type CollectionName = keyof typeof COLLECTIONS;

export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

/** The home page's file in content/pages/; it is served at "/" and at "/accueil". */
export const HOME_PAGE = "accueil";

/** Collection entries that must exist for the site to make sense. */
export const REQUIRED_PAGES = ["accueil", "qui-sommes-nous", "pourquoi-stone-paper", "contact", "applications"];

/** Path segments that cannot be used as page names: they are taken by the build output. */
export const RESERVED_SLUGS = ["404", "assets", "images", "catalogue", "fonts", "index", "sitemap", "robots"];

/** A file name that can be a page address: lower case without accents, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** `/content/applications/papeterie.json` or `applications/papeterie.json` → `papeterie`: a content file's name is its page address. */
export function slugFromFile(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1, -".json".length);
}

/** The content file of a collection entry, relative to content/: `fiches/rbn.json`. */
export function collectionFile(collection: CollectionName, slug: string): string {
  return `${collection}/${slug}.json`;
}

/** Expected `$schema` value for a content file, relative to that file. */
export function schemaRefFor(relativeFile: string, schema: string): string {
  const depth = relativeFile.split("/").length - 1;
  return `${"../".repeat(depth + 1)}schema/${schema}`;
}

/** The collection a content file belongs to, if it is one collection entry (`fiches/rbn.json` → "fiches"). */
export function collectionOf(relativeFile: string): CollectionName | undefined {
  const [folder, name, extra] = relativeFile.split("/");
  if (extra !== undefined || !name?.endsWith(".json")) return undefined;
  return folder in COLLECTIONS ? (folder as CollectionName) : undefined;
}

/** The folder of the translations: content/traductions/<language code>/<the French file's path>. */
export const TRANSLATIONS_FOLDER = "traductions";

/** The schema of every translation file. */
export const TRANSLATION_SCHEMA = "traduction.schema.json";

/** The translation of a French content file into a language: `en`, `pages/accueil.json` → `traductions/en/pages/accueil.json`. */
export const translationFile = (locale: string, file: string) => `${TRANSLATIONS_FOLDER}/${locale}/${file}`;

/** `traductions/en/pages/accueil.json` → the language and the French file it translates; undefined for any other file. */
export function translatedFile(relativeFile: string): { locale: string; file: string } | undefined {
  const [folder, locale, ...rest] = relativeFile.split("/");
  if (folder !== TRANSLATIONS_FOLDER || !locale || !/^[a-z]{2}$/.test(locale) || rest.length === 0) return undefined;
  const file = rest.join("/");
  return frenchSchemaFor(file) ? { locale, file } : undefined;
}

/** The schema of a French content file (a site-wide file or a collection entry). */
function frenchSchemaFor(relativeFile: string): string | undefined {
  if (relativeFile in SINGLE_FILES) return SINGLE_FILES[relativeFile as SingleFile];
  const collection = collectionOf(relativeFile);
  return collection && COLLECTIONS[collection].schema;
}

/** The schema of a content file, or undefined for a file that has no place in content/. */
export function schemaForFile(relativeFile: string): string | undefined {
  if (translatedFile(relativeFile)) return TRANSLATION_SCHEMA;
  if (relativeFile in SINGLE_FILES) return SINGLE_FILES[relativeFile as SingleFile];
  const collection = collectionOf(relativeFile);
  return collection && COLLECTIONS[collection].schema;
}

/**
 * Files the system or an editor drops into folders on its own: Finder's .DS_Store,
 * Windows' Thumbs.db and desktop.ini, editors' backups (rbn.json~, .rbn.json.swp,
 * #rbn.json#) and other hidden files. Nobody means them as content: every listing of
 * content/ passes over them.
 */
export function isSystemFile(name: string): boolean {
  const base = name.slice(name.lastIndexOf("/") + 1);
  return (
    base.startsWith(".") ||
    /^(thumbs\.db|ehthumbs\.db|desktop\.ini|icon\r)$/i.test(base) ||
    base.endsWith("~") ||
    /\.sw[a-p]$/.test(base) ||
    /^#.*#$/.test(base)
  );
}
