import type { FicheTechnique, Interface } from "#app/generated/content-types.ts";
import { fillTemplate } from "./text.ts";

/*
 * The sections of a data sheet, in the order its web page and its PDF (on its own and in
 * the catalogue) show them, with their headings: one list, so that the page and the
 * paper cannot drift apart.
 */

/** Features, the specification table, the note (with its colours), then the uses: by category when the sheet groups its thicknesses, otherwise a list. */
export const DATA_SHEET_SECTIONS = ["features", "specifications", "note", "uses"] as const;

export type DataSheetSection = (typeof DATA_SHEET_SECTIONS)[number];

/** Each section's heading, or undefined when the sheet has nothing for that section. */
export function dataSheetSectionTitles(
  sheet: Pick<FicheTechnique, "code" | "note" | "usages"> & { categories?: object },
  labels: Pick<Interface["fiche"], "caracteristiques" | "specifications" | "note" | "categories" | "usages">,
): Record<DataSheetSection, string | undefined> {
  const code = { code: sheet.code };
  return {
    features: labels.caracteristiques,
    specifications: labels.specifications,
    note: sheet.note ? labels.note : undefined,
    uses: sheet.categories ? fillTemplate(labels.categories, code) : sheet.usages ? fillTemplate(labels.usages, code) : undefined,
  };
}
