import type { Application, FicheTechnique, Page } from "#app/generated/content-types.ts";
import { loadContent } from "#app/content/loader.server.ts";
import { HOME_PAGE } from "#app/model/collections.ts";
import { DEFAULT_LOCALE } from "#app/model/locale.ts";
import { findEntry, type SiteContent } from "#app/model/content.ts";
import { CONTENT_DIR } from "../../lib/paths.ts";

/*
 * The content the PDFs are made of, read by the site's own loader (French no-break
 * spaces applied, collections in their one order). Plain data only: a document's cache
 * key is the hash of exactly what its renderer receives.
 */

export type PdfContent = Pick<SiteContent, "company" | "ui" | "documents" | "families" | "processes" | "applicationLabels"> & {
  /** The language the documents are written in: their texts, numbers and typography. */
  locale: string;
  origin: string;
  /** Data sheets with their slug, in menu order. */
  sheets: { slug: string; sheet: FicheTechnique }[];
  applications: { slug: string; application: Application }[];
  /** The home page's hero picture: the catalogue's cover. */
  cover?: Page["visuel"];
};

export function readPdfContent(contentDir = CONTENT_DIR, locale: string = DEFAULT_LOCALE): PdfContent {
  const content = loadContent(contentDir, locale);
  return {
    locale,
    company: content.company,
    ui: content.ui,
    documents: content.documents,
    origin: content.settings.origine,
    families: content.families,
    processes: content.processes,
    sheets: content.sheets.map(({ slug, data }) => ({ slug, sheet: data })),
    applications: content.applications.map(({ slug, data }) => ({ slug, application: data })),
    applicationLabels: content.applicationLabels,
    cover: findEntry(content.pages, HOME_PAGE)?.visuel,
  };
}

/** The interface texts the PDFs print (headings of the data sheets, contact labels). */
const PRINTED_INTERFACE = ["ferme", "piedHoraires", "reseauxSociaux", "adresse", "telephone", "whatsapp", "email"];

/**
 * Whether the PDFs print a text of content/ (a file under content/ and a JSON path in it):
 * every text of the files they are made of, and of the site-wide texts those they use.
 * The content check holds these texts to what the PDF font can draw.
 */
export function isPrintedInPdf(file: string, fieldPath: string): boolean {
  if (file === "site/interface.json") return fieldPath.startsWith("fiche.") || fieldPath.startsWith("faits.") || PRINTED_INTERFACE.includes(fieldPath);
  if (file === "site/page-application.json") return ["titreExemples", "titreRecommandations", "epaisseurs"].includes(fieldPath);
  return ["site/entreprise.json", "site/documents-pdf.json", "site/procedes.json", "familles.json"].includes(file) || /^(fiches|applications)\/[^/]+\.json$/.test(file);
}
