import { DEFAULT_LOCALE, type Locale } from "./locale.ts";

/*
 * Where the PDFs produced by the build are published: the data-sheet template links to
 * these addresses, and the build and the content validator use the same functions, so a
 * link can never point at a file the build does not write.
 */

/** Folder of the site that holds the generated PDFs (a reserved address, see collections.ts). */
export const PDF_FOLDER = "/catalogue/";

/**
 * A generated PDF's address in a language: the French one's under the language's prefix,
 * its name ending with the language, so that a buyer who downloads two languages keeps
 * both ("/catalogue/fiche-technique-rbn.pdf", "en" → "/en/catalogue/fiche-technique-rbn-en.pdf").
 * French addresses and a catalogue hosted elsewhere stay as they are.
 */
export function localizedPdfHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith("/")) return href;
  return `/${locale}${href.replace(/\.pdf$/, `-${locale}.pdf`)}`;
}

/** Address of a family's technical data sheet, e.g. "RBN" → "/catalogue/fiche-technique-rbn.pdf", in English "/en/catalogue/fiche-technique-rbn-en.pdf". */
export function dataSheetPdfHref(code: string, locale: Locale = DEFAULT_LOCALE): string {
  return localizedPdfHref(`${PDF_FOLDER}fiche-technique-${code.toLowerCase()}.pdf`, locale);
}

/** True when `fichier` in entreprise.json names the catalogue the build produces, false for an external URL. */
export function isGeneratedCatalogue(fichier: string): boolean {
  return fichier.startsWith("/");
}

/** The file name a download button offers: the last segment of the address. */
export function pdfFileName(href: string): string {
  return href.slice(href.lastIndexOf("/") + 1);
}

/** A language as the PDFs need it: its code, its name in itself and its direction. */
type PrintedLanguage = { code: Locale; nom: string; direction: "ltr" | "rtl" };

/**
 * The languages the build prints the PDFs in, among those built (French first): the ones
 * written left to right. The PDF writer lays out no right-to-left text (Arabic would need
 * the bidirectional algorithm and mirrored pages: docs/decisions/2026-11-27-pdfs-per-language.md).
 */
export const printedLocales = (built: readonly PrintedLanguage[]): Locale[] => built.filter((language) => language.direction === "ltr").map((language) => language.code);

/** The languages of the PDFs a page in `locale` offers: its own when they are printed, else every printed language, French first. */
export function pdfLocalesFor(locale: Locale, built: readonly PrintedLanguage[]): Locale[] {
  const printed = printedLocales(built);
  return printed.includes(locale) ? [locale] : printed;
}

/** A link to a PDF: its address, the file name a download offers, and its language when it is not the page's (named in itself beside the link). */
export interface PdfLink {
  href: string;
  fileName?: string;
  language?: { code: Locale; nom: string };
}

/**
 * The links a page in `locale` gives to a generated PDF (`href`: its French address): the
 * PDF in the page's language, or, where none is printed, in each printed language. A
 * catalogue hosted elsewhere is the same file for every language.
 */
export function pdfLinks(href: string, locale: Locale, built: readonly PrintedLanguage[]): PdfLink[] {
  if (!isGeneratedCatalogue(href)) return [{ href }];
  return pdfLocalesFor(locale, built).map((code) => {
    const localized = localizedPdfHref(href, code);
    const other = code === locale ? undefined : built.find((language) => language.code === code);
    return { href: localized, fileName: pdfFileName(localized), ...(other && { language: { code, nom: other.nom } }) };
  });
}
