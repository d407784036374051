/*
 * Where the PDFs produced by the build are published: the data-sheet template links to
 * these addresses, and the build and the content validator use the same functions, so a
 * link can never point at a file the build does not write.
 */

/** Folder of the site that holds the generated PDFs (a reserved address, see collections.ts). */
export const PDF_FOLDER = "/catalogue/";

/** Address of a family's technical data sheet, e.g. "RBN" → "/catalogue/fiche-technique-rbn.pdf". */
export function dataSheetPdfHref(code: string): string {
  return `${PDF_FOLDER}fiche-technique-${code.toLowerCase()}.pdf`;
}

/** True when `fichier` in entreprise.json names the catalogue the build produces, false for an external URL. */
export function isGeneratedCatalogue(fichier: string): boolean {
  return fichier.startsWith("/");
}

/** The file name a download button offers: the last segment of the address. */
export function pdfFileName(href: string): string {
  return href.slice(href.lastIndexOf("/") + 1);
}
