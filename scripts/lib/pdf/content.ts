import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type {
  Application,
  DocumentsPdf,
  Entreprise,
  Familles,
  FicheTechnique,
  Interface,
  Page,
  PageApplication,
  Reglages,
} from "#app/generated/content-types.ts";
import { typeset } from "#app/lib/typography.ts";
import { CONTENT_DIR } from "../paths.ts";

/*
 * The content the PDFs are made of, read from content/ as the site reads it (French
 * no-break spaces applied, collections in their `ordre`). Plain data only: a document's
 * cache key is the hash of exactly what its renderer receives.
 */

export interface PdfContent {
  company: Entreprise;
  ui: Interface;
  documents: DocumentsPdf;
  origin: string;
  families: Familles;
  /** Data sheets with their slug, in menu order. */
  sheets: { slug: string; sheet: FicheTechnique }[];
  applications: { slug: string; application: Application }[];
  applicationLabels: PageApplication;
  /** The home page's hero picture: the catalogue's cover. */
  cover?: Page["visuel"];
}

function readJson<T>(contentDir: string, relative: string): T {
  return typeset(JSON.parse(readFileSync(path.join(contentDir, relative), "utf8")) as T);
}

function collection<T extends { ordre: number }>(contentDir: string, folder: string): { slug: string; entry: T }[] {
  return readdirSync(path.join(contentDir, folder))
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ slug: name.slice(0, -".json".length), entry: readJson<T>(contentDir, `${folder}/${name}`) }))
    .sort((a, b) => a.entry.ordre - b.entry.ordre || a.slug.localeCompare(b.slug));
}

export function readPdfContent(contentDir = CONTENT_DIR): PdfContent {
  return {
    company: readJson(contentDir, "site/entreprise.json"),
    ui: readJson(contentDir, "site/interface.json"),
    documents: readJson(contentDir, "site/documents-pdf.json"),
    origin: readJson<Reglages>(contentDir, "site/reglages.json").origine,
    families: readJson(contentDir, "familles.json"),
    sheets: collection<FicheTechnique>(contentDir, "fiches").map(({ slug, entry }) => ({ slug, sheet: entry })),
    applications: collection<Application>(contentDir, "applications").map(({ slug, entry }) => ({ slug, application: entry })),
    applicationLabels: readJson(contentDir, "site/page-application.json"),
    cover: readJson<Page>(contentDir, "pages/accueil.json").visuel,
  };
}
