import type { Familles, FicheTechnique, Interface, Procedes } from "#app/generated/content-types.ts";
import { buyerFacts, type BuyerFactsView } from "#app/model/buyer-facts.ts";
import { dataSheetPdfHref } from "#app/model/pdf-files.ts";
import { typeset } from "#app/model/typography.ts";
import { DATA_SHEET_SECTIONS, dataSheetSectionTitles, type DataSheetSection } from "#app/model/data-sheet-sections.ts";
import { productNames, type NamedSheet } from "#app/model/product-names.ts";
import { categoriesTable, comparisonTable as comparisonModel, specificationTable, type Table } from "#app/model/tables.ts";
import type { ContactLine } from "./contact.ts";
import type { PrintImage } from "./images.ts";
import { COLOURS, type PdfWriter, type TableColumn, type TextStyle } from "./writer.ts";
import { DEFAULT_LOCALE } from "#app/model/locale.ts";

/*
 * One family as the data sheet page shows it: the same texts, tables and labels
 * (interface.json's "fiche" group), laid out for A4. Used by the family's own data
 * sheet and by the catalogue.
 */

/** Width of the family picture beside the description, in points. */
export const FAMILY_PICTURE_WIDTH = 190;

/** A table of the model (app/model/tables.ts), as the site shows it, with the share of the width each column takes. */
function drawTable(writer: PdfWriter, table: Table, widths: (index: number) => number): void {
  const columns: TableColumn[] = table.columns.map((column, index) => ({ ...column, width: widths(index) }));
  writer.table(table.caption, columns, table.rows, { rowHeaders: true });
  for (const note of table.notes ?? []) writer.text(note, { size: 8.5, colour: COLOURS.muted }, 4);
}

/** The families side by side, each under its code and short name (`sheets`: every data sheet). */
export function comparisonTable(writer: PdfWriter, families: Familles, sheets: readonly NamedSheet[], labels: Interface["fiche"]): void {
  drawTable(writer, comparisonModel(families, sheets, labels), (index) => (index === 0 ? 1.6 : 1.2));
}

/** The buyer facts as the web page shows them (app/model/buyer-facts.ts). */
export function printedBuyerFacts(sheet: FicheTechnique, sources: { processes: Procedes; ui: Interface; families: Familles }): BuyerFactsView {
  return typeset(buyerFacts(sheet, sources, dataSheetPdfHref(sheet.code)));
}

export function drawFamily(writer: PdfWriter, sheet: FicheTechnique, ui: Interface, picture: PrintImage, buyer: BuyerFactsView): void {
  const labels = ui.fiche;
  const small: TextStyle = { size: 8.5, colour: COLOURS.muted };
  writer.title(productNames(sheet, labels).title, 20);

  // Description beside the picture; whichever is taller sets where the page continues.
  const top = writer.y;
  const gap = 22;
  const textWidth = writer.width - FAMILY_PICTURE_WIDTH - gap;
  const pictureHeight = writer.image(picture, writer.right - FAMILY_PICTURE_WIDTH, top + 2, FAMILY_PICTURE_WIDTH);
  writer.paragraphs(sheet.description, {}, writer.left, textWidth);
  writer.y = Math.max(writer.y, top + pictureHeight + 14);

  // The sections of the web page, in its order; each heading is kept with enough of what follows it.
  const titles = dataSheetSectionTitles({ ...sheet, buyer }, { fiche: labels, faits: ui.faits });
  const sections: Record<DataSheetSection, { keep?: number; draw: () => void }> = {
    features: { draw: () => writer.features(sheet.caracteristiques.map((feature) => feature.libelle)) },
    specifications: {
      keep: 90,
      draw: () => {
        drawTable(writer, specificationTable(sheet, labels), () => 1);
        writer.text(buyer.revision, small, 4);
        writer.text(buyer.disclaimer, small, 2);
      },
    },
    measures: { keep: 60, draw: () => buyer.measures && drawTable(writer, buyer.measures, (index) => (index === 0 ? 1 : 1.4)) },
    properties: { keep: 60, draw: () => buyer.properties && drawTable(writer, buyer.properties, (index) => (index === 0 ? 2 : 1)) },
    note: {
      draw: () => {
        writer.text(sheet.note!, {}, 8);
        if (sheet.couleurs) writer.swatches(sheet.couleurs);
      },
    },
    uses: sheet.categories
      ? { keep: 90, draw: () => drawTable(writer, categoriesTable(sheet.categories!, labels), (index) => (index === 2 ? 2.4 : 1)) }
      : { keep: 40, draw: () => writer.list(sheet.usages!, sheet.usages!.length > 2 ? 2 : 1) },
    processes: { keep: 90, draw: () => drawTable(writer, buyer.processes, (index) => [1.3, 1.2, 2.6][index]) },
    foodContact: {
      keep: 40,
      draw: () => {
        const { status, text, regulation, declaration } = buyer.foodContact;
        writer.text(status, { font: "semibold" }, 2);
        for (const line of [text, regulation, declaration?.label]) if (line) writer.text(line, {}, 2);
      },
    },
    terms: { keep: 60, draw: () => drawTable(writer, buyer.terms, (index) => (index === 0 ? 1 : 2)) },
    documents: {
      keep: 40,
      draw: () => {
        for (const document of buyer.documents) writer.text(document.label, {}, 2);
        for (const line of buyer.certifications) writer.text(line, small, 2);
      },
    },
  };
  for (const section of DATA_SHEET_SECTIONS) {
    const title = titles[section];
    if (title === undefined) continue;
    writer.heading(title, sections[section].keep);
    sections[section].draw();
  }
}

/**
 * A tinted box at the end of a data sheet: the site's quote invitation, then who to ask
 * (company and address on one line, the other details side by side, label above value).
 */
export function contactBox(writer: PdfWriter, title: string, text: string, heading: string, details: ContactLine[], before?: () => void): void {
  const padding = 12;
  const inner = writer.width - 2 * padding;
  const titleStyle: TextStyle = { font: "semibold", size: 11 };
  const textStyle: TextStyle = { size: 9, lineGap: 2.5 };
  const labelStyle: TextStyle = { font: "semibold", size: 7, colour: COLOURS.muted, characterSpacing: 0.4 };
  const valueStyle: TextStyle = { size: 9 };
  const columnWidth = inner / details.length;
  const detailHeight = Math.max(...details.map((detail) => writer.measure(detail.value, valueStyle, columnWidth - 8))) + 11;
  const height =
    writer.measure(title, titleStyle, inner) + 4 + writer.measure(text, textStyle, inner) + 8 + writer.measure(heading, { ...textStyle, font: "medium" }, inner) + 7 + detailHeight + 2 * padding;
  // At the foot of the page, where readers look for it. When the sheet has filled its
  // page, the box opens a second one, after what `before` draws there.
  if (writer.y + height + 12 > writer.bottom) {
    writer.newPage();
    before?.();
  }
  writer.y = writer.bottom - height;
  const x = writer.left + padding;
  writer.doc.lineWidth(0.6).roundedRect(writer.left, writer.y, writer.width, height, 5).fillAndStroke(COLOURS.accentTint, COLOURS.line);
  let y = writer.y + padding;
  y += writer.textAt(title, x, y, inner, titleStyle) + 4;
  y += writer.textAt(text, x, y, inner, textStyle) + 8;
  y += writer.textAt(heading, x, y, inner, { ...textStyle, font: "medium" }) + 7;
  details.forEach((detail, index) => {
    const left = x + index * columnWidth;
    writer.textAt(detail.label.toLocaleUpperCase(DEFAULT_LOCALE), left, y, columnWidth - 8, labelStyle);
    writer.textAt(detail.value, left, y + 11, columnWidth - 8, { ...valueStyle, link: detail.link });
  });
  writer.y += height;
}
