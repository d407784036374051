import type { DocumentsPdf, Entreprise, Familles, FicheTechnique, Interface, Procedes } from "#app/generated/content-types.ts";
import { printedBuyerFacts } from "./family.ts";
import type { NamedSheet } from "#app/model/product-names.ts";
import { fillTemplate } from "#app/model/text.ts";
import { contactLines } from "./contact.ts";
import { comparisonHeight, comparisonTable, contactBox, contactBoxHeight, drawFamily } from "./family.ts";
import type { PrintImage } from "./images.ts";
import { PdfWriter } from "./writer.ts";

/** Everything a data sheet PDF is made of: its cache key is the hash of this object. */
export interface DataSheetInput {
  locale: string;
  company: Entreprise;
  ui: Interface;
  documents: DocumentsPdf;
  origin: string;
  sheet: FicheTechnique;
  /** The comparison table, shown when the sheet runs onto a second page. */
  families: Familles;
  /** The processes the sheet rates. */
  processes: Procedes;
  /** Code and names of every family, for the comparison table's rows. */
  names: NamedSheet[];
}

export interface DataSheetImages {
  picture: PrintImage;
  logo: PrintImage;
}

/** The first day of the edition year: the documents' fixed creation date. */
export const editionDate = (edition: number) => new Date(Date.UTC(edition, 0, 1));

/** A family's technical data sheet: its page of the site on A4 pages, each but the last at least half full. */
export async function renderDataSheet(input: DataSheetInput, images: DataSheetImages): Promise<Buffer> {
  const { company, ui, documents, origin, sheet, families, names } = input;
  const code = { code: sheet.code };
  const documentName = `${documents.fiche.surtitre} ${sheet.code}`;
  const edition = fillTemplate(documents.edition, { edition: company.catalogue.edition });
  const writer = new PdfWriter({
    title: sheet.meta.titre,
    author: company.nom,
    subject: sheet.meta.description,
    keywords: [sheet.code, documents.fiche.surtitre, company.nom].join(", "),
    date: editionDate(company.catalogue.edition),
    lang: input.locale,
  });
  writer.newPage();
  writer.eyebrow(documentName);
  drawFamily(writer, sheet, ui, images.picture, printedBuyerFacts(sheet, input));
  const [address, ...details] = contactLines(company, ui, { label: documents.site, origin }, sheet);
  const box = { title: fillTemplate(ui.fiche.devisTitre, code), text: ui.fiche.devisTexte, heading: `${company.nom} — ${address.value}`, keep: address.keep, details };
  const boxHeight = contactBoxHeight(writer, box) + 8;
  const comparison = () => {
    writer.heading(ui.fiche.comparatif);
    comparisonTable(writer, families, names, ui.fiche);
  };
  // The contact box at the foot of the last page. A sheet that runs past its first page
  // gets the family comparison of its web page above it, where there is room for both;
  // when the box itself does not fit, it opens a last page with the comparison.
  if (writer.y + boxHeight > writer.bottom) {
    writer.newPage();
    comparison();
  } else if (writer.doc.bufferedPageRange().count > 1 && writer.y + comparisonHeight(writer, families, names, ui.fiche) + boxHeight <= writer.bottom) comparison();
  contactBox(writer, box);
  writer.frame({
    from: 0,
    logo: images.logo,
    company: company.nom,
    documentName,
    // The contact line on every page, for a sheet printed or forwarded on its own.
    footer: [company.nom, company.telephone, company.email, origin.replace(/^https?:\/\//, ""), edition].join(" · "),
    pagination: (page, pages) => fillTemplate(documents.pagination, { page, pages }),
  });
  return writer.finish();
}
