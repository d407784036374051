import { expect, test } from "vitest";
import { DATA_SHEET_SECTIONS, dataSheetSectionTitles } from "#app/model/data-sheet-sections.ts";

const labels = { caracteristiques: "Caractéristiques", specifications: "Spécifications", note: "Couleurs à cœur", categories: "Catégories et usages du {code}", usages: "Usages du {code}" };
const titled = (sheet: Parameters<typeof dataSheetSectionTitles>[0]) => {
  const titles = dataSheetSectionTitles(sheet, labels);
  return DATA_SHEET_SECTIONS.flatMap((section) => (titles[section] === undefined ? [] : [section]));
};

test("a data sheet shows its features, specifications, note and uses in that order, on the page and in the PDFs", () => {
  expect(DATA_SHEET_SECTIONS).toEqual(["features", "specifications", "note", "uses"]);
});

test("a section the sheet has nothing for is left out; the uses are headed by category when the sheet groups its thicknesses", () => {
  const categories = { legende: "", lignes: [] };
  expect(titled({ code: "SPN" })).toEqual(["features", "specifications"]);
  expect(titled({ code: "SPN", usages: ["Sacs"] })).toEqual(["features", "specifications", "uses"]);
  expect(titled({ code: "RBN", note: "Couleurs", categories } as never)).toEqual(["features", "specifications", "note", "uses"]);
  expect(dataSheetSectionTitles({ code: "RBN", categories } as never, labels).uses).toBe("Catégories et usages du RBN");
  expect(dataSheetSectionTitles({ code: "SPN", usages: ["Sacs"] }, labels).uses).toBe("Usages du SPN");
});
