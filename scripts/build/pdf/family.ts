import type { Familles, FicheTechnique, Interface, Procedes } from "#app/generated/content-types.ts";
import { buyerFacts, type BuyerFactsView } from "#app/model/buyer-facts.ts";
import { dataSheetPdfHref } from "#app/model/pdf-files.ts";
import { typeset } from "#app/model/locale-typography.ts";
import { DATA_SHEET_SECTIONS, dataSheetSectionTitles, type DataSheetSection } from "#app/model/data-sheet-sections.ts";
import { productNames, type NamedSheet } from "#app/model/product-names.ts";
import { categoriesTable, comparisonTable as comparisonModel, specificationTable, type Table } from "#app/model/tables.ts";
import type { ContactLine } from "./contact.ts";
import type { PrintImage } from "./images.ts";
import { COLOURS, type PdfWriter, type TableColumn, type TextStyle } from "./writer.ts";

/*
 * One family as the data sheet page shows it: the same texts, tables and labels
 * (interface.json's "fiche" group), laid out for A4. Used by the family's own data
 * sheet and by the catalogue.
 */

/** Width of the family picture beside the description, in points. */
export const FAMILY_PICTURE_WIDTH = 190;

const NOTE: TextStyle = { size: 8.5, colour: COLOURS.muted };

/** A table of the model (app/model/tables.ts), as the site shows it, with the share of the width each column takes. */
function drawTable(writer: PdfWriter, table: Table, widths: (index: number) => number): void {
  const columns: TableColumn[] = table.columns.map((column, index) => ({ ...column, width: widths(index) }));
  writer.table(table.caption, columns, table.rows, { rowHeaders: true });
  for (const note of table.notes ?? []) writer.text(note, NOTE, 4);
}

const comparisonWidths = (index: number) => (index === 0 ? 1.6 : 1.2);

/** The families side by side, each under its code and short name (`sheets`: every data sheet). */
export function comparisonTable(writer: PdfWriter, families: Familles, sheets: readonly NamedSheet[], labels: Interface["fiche"]): void {
  drawTable(writer, comparisonModel(families, sheets, labels, writer.lang), comparisonWidths);
}

/** Height of the comparison table under its heading, notes included. */
export function comparisonHeight(writer: PdfWriter, families: Familles, sheets: readonly NamedSheet[], labels: Interface["fiche"]): number {
  const table = comparisonModel(families, sheets, labels, writer.lang);
  const columns = table.columns.map((column, index) => ({ ...column, width: comparisonWidths(index) }));
  const notes = (table.notes ?? []).reduce((sum, note) => sum + writer.measure(note, NOTE) + 4, 0);
  return writer.headingHeight(labels.comparatif) + writer.tableHeight(table.caption, columns, table.rows, { rowHeaders: true }) + notes;
}

/** The buyer facts as the web page shows them (app/model/buyer-facts.ts). */
export function printedBuyerFacts(sheet: FicheTechnique, sources: { processes: Procedes; ui: Interface; families: Familles; locale: string }): BuyerFactsView {
  return typeset(buyerFacts(sheet, sources, [{ href: dataSheetPdfHref(sheet.code, sources.locale) }], sources.locale), sources.locale);
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
  const specifications = specificationTable(sheet, labels, writer.lang);
  const processEntries = buyer.processes.rows.map(([term, value, note]) => ({ term, value, note: note || undefined }));
  const termEntries = buyer.terms.rows.map(([term, value]) => ({ term, value }));
  const sections: Record<DataSheetSection, { keep?: number; draw: () => void }> = {
    features: { draw: () => writer.features(sheet.caracteristiques.map((feature) => feature.libelle)) },
    specifications: {
      // The table stays whole with its revision date and disclaimer when it is short enough; a long one keeps its first rows.
      keep: Math.min(
        writer.tableHeight(specifications.caption, specifications.columns.map((column) => ({ ...column, width: 1 })), specifications.rows, { rowHeaders: true }) +
          writer.measure(buyer.revision, small) +
          writer.measure(buyer.disclaimer, small) +
          6,
        writer.height / 2,
      ),
      draw: () => {
        drawTable(writer, specifications, () => 1);
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
      ? { keep: 90, draw: () => drawTable(writer, categoriesTable(sheet.categories!, labels, writer.lang), (index) => (index === 2 ? 2.4 : 1)) }
      : { keep: 40, draw: () => writer.list(sheet.usages!, sheet.usages!.length > 2 ? 2 : 1) },
    // Two columns of entries rather than the web page's table: a third of the height, the same facts.
    processes: { keep: writer.gridKeep(buyer.processes.caption, processEntries), draw: () => writer.grid(buyer.processes.caption, processEntries) },
    foodContact: {
      keep: 40,
      draw: () => {
        const { status, text, regulation, declaration } = buyer.foodContact;
        writer.text(status, { font: "semibold" }, 2);
        for (const line of [text, regulation, declaration?.label]) if (line) writer.text(line, {}, 2);
      },
    },
    terms: { keep: writer.gridKeep(buyer.terms.caption, termEntries), draw: () => writer.grid(buyer.terms.caption, termEntries) },
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

interface ContactBoxText {
  title: string;
  text: string;
  /** Who to ask: the company and its address. */
  heading: string;
  details: ContactLine[];
  /** Phrases of the heading to keep on one line (the parts of the address). */
  keep?: string[];
}

const BOX = {
  padding: 12,
  title: { font: "semibold", size: 11 } as TextStyle,
  text: { size: 9, lineGap: 2.5 } as TextStyle,
  label: { font: "semibold", size: 7, colour: COLOURS.muted, characterSpacing: 0.4 } as TextStyle,
  value: { size: 9 } as TextStyle,
};

/**
 * The contact details side by side, label above value: in equal columns when each fits
 * its column, otherwise each as wide as it needs, in as many rows as it takes, so that an
 * e-mail or a web address is never broken (it shrinks only when it is wider than the box).
 */
function detailRows(writer: PdfWriter, details: ContactLine[], inner: number): { detail: ContactLine; x: number; width: number }[][] {
  const label = (detail: ContactLine) => writer.capitals(detail.label);
  const natural = details.map((detail) => Math.min(inner, Math.max(writer.textWidth(label(detail), BOX.label), writer.textWidth(detail.value, BOX.value)) + 12));
  const column = inner / details.length;
  if (natural.every((width) => width <= column)) return [details.map((detail, index) => ({ detail, x: index * column, width: column }))];
  const rows: { detail: ContactLine; x: number; width: number }[][] = [[]];
  details.forEach((detail, index) => {
    let row = rows.at(-1)!;
    const used = row.reduce((sum, cell) => sum + cell.width, 0);
    if (row.length > 0 && used + natural[index] > inner) rows.push((row = []));
    row.push({ detail, x: row.reduce((sum, cell) => sum + cell.width, 0), width: natural[index] });
  });
  return rows;
}

const detailRowHeight = (writer: PdfWriter, row: { detail: ContactLine; width: number }[]) =>
  Math.max(...row.map(({ detail, width }) => writer.measure(detail.value, BOX.value, width - 8))) + 11;

/** Height of the contact box, to leave room for it at the foot of a page. */
export function contactBoxHeight(writer: PdfWriter, box: ContactBoxText): number {
  const inner = writer.width - 2 * BOX.padding;
  const rows = detailRows(writer, box.details, inner);
  return (
    writer.measure(box.title, BOX.title, inner) +
    4 +
    writer.measure(box.text, BOX.text, inner) +
    8 +
    writer.measure(box.heading, { ...BOX.text, font: "medium", keep: box.keep }, inner) +
    7 +
    rows.reduce((sum, row) => sum + detailRowHeight(writer, row), 0) +
    (rows.length - 1) * 6 +
    2 * BOX.padding
  );
}

/**
 * A tinted box at the foot of the current page, where readers look for it: the site's
 * quote invitation, then who to ask (company and address on one line, the other details
 * label above value). The caller has made sure it fits.
 */
export function contactBox(writer: PdfWriter, box: ContactBoxText): void {
  const { padding } = BOX;
  const inner = writer.width - 2 * padding;
  const height = contactBoxHeight(writer, box);
  writer.y = writer.bottom - height;
  const x = writer.left + padding;
  writer.doc.lineWidth(0.6).roundedRect(writer.left, writer.y, writer.width, height, 5).fillAndStroke(COLOURS.accentTint, COLOURS.line);
  let y = writer.y + padding;
  y += writer.textAt(box.title, x, y, inner, BOX.title) + 4;
  y += writer.textAt(box.text, x, y, inner, BOX.text) + 8;
  y += writer.textAt(box.heading, x, y, inner, { ...BOX.text, font: "medium", keep: box.keep }) + 7;
  for (const row of detailRows(writer, box.details, inner)) {
    for (const { detail, x: offset, width } of row) {
      writer.textAt(writer.capitals(detail.label), x + offset, y, width - 8, BOX.label);
      writer.textAt(detail.value, x + offset, y + 11, width - 8, { ...BOX.value, link: detail.link });
    }
    y += detailRowHeight(writer, row) + 6;
  }
  writer.y += height;
}
