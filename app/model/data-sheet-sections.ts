import type { FicheTechnique, Interface } from "#app/generated/content-types.ts";
import { fillTemplate } from "./text.ts";

/*
 * The sections of a data sheet, in the order its web page and its PDF (on its own and in
 * the catalogue) show them, with their headings: one list, so that the page and the
 * paper cannot drift apart.
 */

/**
 * Features, the specification table with its test methods and the other measured
 * properties, the note (with its colours), the uses (by category when the sheet groups its
 * thicknesses, otherwise a list), then what a buyer checks before ordering: processes, food
 * contact, formats and terms, documents.
 */
export const DATA_SHEET_SECTIONS = ["features", "specifications", "measures", "properties", "note", "uses", "processes", "foodContact", "terms", "documents"] as const;

export type DataSheetSection = (typeof DATA_SHEET_SECTIONS)[number];

export interface SectionLabels {
  fiche: Pick<Interface["fiche"], "caracteristiques" | "specifications" | "note" | "categories" | "usages">;
  faits: Pick<Interface["faits"], "titreMesures" | "titreProprietes" | "titreProcedes" | "titreContactAlimentaire" | "titreConditions" | "titreDocuments">;
}

/** Each section's heading, or undefined when the sheet has nothing for that section. */
export function dataSheetSectionTitles(
  sheet: Pick<FicheTechnique, "code" | "note" | "usages"> & { categories?: object; buyer?: { measures?: object; properties?: object } },
  { fiche, faits }: SectionLabels,
): Record<DataSheetSection, string | undefined> {
  const code = { code: sheet.code };
  return {
    features: fiche.caracteristiques,
    specifications: fiche.specifications,
    measures: sheet.buyer?.measures ? faits.titreMesures : undefined,
    properties: sheet.buyer?.properties ? faits.titreProprietes : undefined,
    note: sheet.note ? fiche.note : undefined,
    uses: sheet.categories ? fillTemplate(fiche.categories, code) : sheet.usages ? fillTemplate(fiche.usages, code) : undefined,
    processes: faits.titreProcedes,
    foodContact: faits.titreContactAlimentaire,
    terms: faits.titreConditions,
    documents: faits.titreDocuments,
  };
}
