import { expect, test } from "vitest";
import { DATA_SHEET_SECTIONS, dataSheetSectionTitles } from "#app/model/data-sheet-sections.ts";

const labels = {
  fiche: { caracteristiques: "Caractéristiques", specifications: "Spécifications", note: "Couleurs à cœur", categories: "Catégories et usages du {code}", usages: "Usages du {code}" },
  faits: {
    titreMesures: "Méthodes d'essai",
    titreProprietes: "Autres propriétés",
    titreProcedes: "Impression et transformation",
    titreContactAlimentaire: "Contact alimentaire",
    titreConditions: "Formats et commande",
    titreDocuments: "Documents",
  },
};
const BUYER = ["processes", "foodContact", "terms", "documents"];
const titled = (sheet: Parameters<typeof dataSheetSectionTitles>[0]) => {
  const titles = dataSheetSectionTitles(sheet, labels);
  return DATA_SHEET_SECTIONS.flatMap((section) => (titles[section] === undefined ? [] : [section]));
};

test("a data sheet shows its features and figures, then what it is for, then what a buyer checks before ordering, in that order on the page and in the PDFs", () => {
  expect(DATA_SHEET_SECTIONS).toEqual(["features", "specifications", "measures", "properties", "note", "uses", "processes", "foodContact", "terms", "documents"]);
});

test("a section the sheet has nothing for is left out; the buyer's sections are always there, saying « sur demande » for what is not supplied", () => {
  const categories = { legende: "", lignes: [] };
  expect(titled({ code: "SPN" })).toEqual(["features", "specifications", ...BUYER]);
  expect(titled({ code: "SPN", usages: ["Sacs"] })).toEqual(["features", "specifications", "uses", ...BUYER]);
  expect(titled({ code: "RBN", note: "Couleurs", categories } as never)).toEqual(["features", "specifications", "note", "uses", ...BUYER]);
  expect(titled({ code: "RPN", buyer: { measures: {}, properties: {} } })).toEqual(["features", "specifications", "measures", "properties", ...BUYER]);
  expect(dataSheetSectionTitles({ code: "RBN", categories } as never, labels).uses).toBe("Catégories et usages du RBN");
  expect(dataSheetSectionTitles({ code: "SPN", usages: ["Sacs"] }, labels).uses).toBe("Usages du SPN");
});
