import type { Familles, FicheTechnique, Interface, Tableau } from "#app/generated/content-types.ts";
import { decimalsIn, formatNumber, localeFormat, numberList } from "./locale-format.ts";
import { statedRangeText } from "./family-range.ts";
import { productNames, type NamedSheet } from "./product-names.ts";
import { fillTemplate } from "./text.ts";
import { DEFAULT_LOCALE } from "./locale.ts";

/*
 * The tables of the data sheets as one model: which columns, in which order, with which
 * labels and units, and each cell as the reader sees it (decimal comma). The page's HTML
 * table, the PDFs and the search engines' structured data all draw from here, so they
 * cannot disagree.
 */

export interface TableColumn {
  label: string;
  /** Numbers are right-aligned in tabular figures. */
  numeric?: boolean;
}

export interface Table {
  caption: string;
  columns: TableColumn[];
  /** Cells as displayed; the first cell of a row is its header. */
  rows: string[][];
  /** Footnotes printed under the table, in order. */
  notes?: string[];
}

type SpecificationRow = FicheTechnique["lignes"][number];

/**
 * The specification table's columns, in order. `unitCode` is the UN/CEFACT common code
 * schema.org asks for: 4H micrometre, 23 gram per cubic centimetre, GM gram per square metre.
 */
export const SPECIFICATION_COLUMNS = [
  { key: "epaisseur", unitCode: "4H" },
  { key: "densite", unitCode: "23" },
  { key: "grammage", unitCode: "GM" },
  { key: "opacite" },
] as const satisfies readonly { key: keyof SpecificationRow; unitCode?: string }[];

/** A cell as written on the page: numbers the page's language's way, texts (opacity "> 84") as they are. */
export const cellText = (value: string | number, locale: string = DEFAULT_LOCALE) => (typeof value === "number" ? formatNumber(value, locale) : value);

/** A data sheet's specification table: one row per thickness. */
export function specificationTable(sheet: Pick<FicheTechnique, "code" | "lignes">, labels: Interface["fiche"], locale: string = DEFAULT_LOCALE): Table {
  return {
    caption: fillTemplate(labels.legendeSpecifications, { code: sheet.code }),
    columns: SPECIFICATION_COLUMNS.map((column) => ({ label: labels.colonnes[column.key], numeric: true })),
    rows: sheet.lignes.map((row) => SPECIFICATION_COLUMNS.map((column) => cellText(row[column.key], locale))),
  };
}

/** "Épaisseur (µm)" → name "Épaisseur", unit "µm": the column labels name the properties and their units. */
export function labelParts(label: string): { name: string; unit?: string } {
  const match = /^(.*?)\s*\(([^)]+)\)$/.exec(label);
  return match ? { name: match[1], unit: match[2] } : { name: label };
}

export interface MeasuredRange {
  key: (typeof SPECIFICATION_COLUMNS)[number]["key"];
  name: string;
  unit?: string;
  unitCode: string;
  min: number;
  max: number;
}

/** The span of each measured column over a sheet's rows (thickness 200 to 400 µm…). */
export function measuredRanges(sheet: Pick<FicheTechnique, "lignes">, labels: Interface["fiche"]): MeasuredRange[] {
  return SPECIFICATION_COLUMNS.flatMap((column) => {
    if (!("unitCode" in column)) return [];
    const values = sheet.lignes.map((row) => row[column.key]);
    return [{ key: column.key, ...labelParts(labels.colonnes[column.key]), unitCode: column.unitCode, min: Math.min(...values), max: Math.max(...values) }];
  });
}

/**
 * The comparison of the families (familles.json), shown on every data sheet and in the
 * PDFs: each family under its code and short name from its own data sheet, its notes
 * (« RBN : coloris pastel sur demande ») under the table.
 */
export function comparisonTable(families: Familles, sheets: readonly NamedSheet[], labels: Pick<Interface["fiche"], "nomAvecCode" | "noteFamille">, locale: string = DEFAULT_LOCALE): Table {
  const label = (code: string) => {
    const sheet = sheets.find((candidate) => candidate.code === code);
    return sheet ? productNames(sheet, labels).label : code;
  };
  const notes = families.familles.flatMap((family) => (family.note ? [fillTemplate(labels.noteFamille, { code: family.code, note: family.note })] : []));
  return {
    caption: families.legende,
    columns: [{ label: families.colonnes.code }, { label: families.colonnes.epaisseur }, { label: families.colonnes.densite }],
    rows: families.familles.map((family) => [label(family.code), statedRangeText(family.epaisseur, locale), decimalsIn(family.densite, locale)]),
    ...(notes.length > 0 && { notes }),
  };
}

/** Items of a list run into one sentence: « Cartes de visite, brochures, livres pour enfants » (an acronym keeps its capitals). */
export function runOn(items: readonly string[], locale: string = DEFAULT_LOCALE): string {
  return items.map((item, index) => (index === 0 || /^\p{Lu}{2}/u.test(item) ? item : item.charAt(0).toLocaleLowerCase(DEFAULT_LOCALE) + item.slice(1))).join(localeFormat(locale).listSeparator);
}

/** A data sheet's categories (RBN's light, medium and strong board): each with its thicknesses and uses, the one list of uses of that sheet. */
export function categoriesTable(categories: NonNullable<FicheTechnique["categories"]>, labels: Pick<Interface["fiche"], "colonnesCategories" | "et">, locale: string = DEFAULT_LOCALE): Table {
  const columns = labels.colonnesCategories;
  return {
    caption: categories.legende,
    columns: [{ label: columns.categorie }, { label: columns.epaisseurs }, { label: columns.usages }],
    rows: categories.lignes.map((row) => [row.nom, numberList(row.epaisseurs, locale, labels.et), runOn(row.usages, locale)]),
  };
}

/** A table written in content as it is (a page's table block). */
export function contentTable(table: Tableau): Table {
  return { caption: table.legende, columns: table.colonnes.map((label) => ({ label })), rows: table.lignes };
}
