import { describe, expect, test } from "vitest";
import { overallRange, parseFamilyRange, rangeHolds, rangeText } from "#app/model/family-range.ts";
import { sheetFacts, siteFacts } from "#app/model/facts.ts";
import { loadContent } from "#app/content/loader.server.ts";
import { readContent } from "#test/support/content.ts";

describe("a family's stated range", () => {
  test("reads a span, a list or a single thickness, as the catalogue writes them", () => {
    expect(parseFamilyRange("50 à 250")).toEqual({ kind: "span", min: 50, max: 250 });
    expect(parseFamilyRange("60, 80 ou 100")).toEqual({ kind: "list", values: [60, 80, 100] });
    expect(parseFamilyRange("400")).toEqual({ kind: "list", values: [400] });
    expect(parseFamilyRange("1,5 à 2,5")).toEqual({ kind: "span", min: 1.5, max: 2.5 });
  });
  test("refuses what is neither", () => {
    for (const text of ["250 à 50", "100, 80 ou 60", "50-250", "{RPN.epaisseurs.plage}", "60, 80, 100", ""]) expect(parseFamilyRange(text)).toBeUndefined();
  });
  test("a span holds what lies between its ends, a list only its values", () => {
    const span = parseFamilyRange("50 à 250")!;
    const list = parseFamilyRange("60, 80 ou 100")!;
    expect([50, 60, 250].map((value) => rangeHolds(span, value))).toEqual([true, true, true]);
    expect([40, 260].map((value) => rangeHolds(span, value))).toEqual([false, false]);
    expect([60, 70, 100].map((value) => rangeHolds(list, value))).toEqual([true, false, true]);
  });
  test("is written back the same way, and the catalogue's whole span runs from the thinnest to the thickest", () => {
    expect(rangeText(parseFamilyRange("50 à 250")!)).toBe("50 à 250");
    expect(rangeText(parseFamilyRange("60, 80 ou 100")!)).toBe("60, 80 ou 100");
    expect(rangeText(overallRange(["50 à 250", "200 à 400", "400 à 500", "60, 80 ou 100"].map((text) => parseFamilyRange(text)!))!)).toBe("50 à 500");
  });
  test("gives the facts {RPN.gamme}, {fiche.gamme} and {fiches.gamme}, whatever the rows", () => {
    const rows = (...thicknesses: number[]) => thicknesses.map((epaisseur) => ({ epaisseur, densite: 1.2, grammage: epaisseur * 1.2, opacite: "> 60" }));
    const rpn = { code: "RPN", lignes: rows(60, 250) };
    const facts = siteFacts({ applications: 6, sheets: [rpn], families: [{ code: "RPN", epaisseur: "50 à 250" }] });
    expect(facts["RPN.gamme"]).toBe("50 à 250");
    expect(facts["RPN.epaisseurs.plage"]).toBe("60 à 250");
    expect(facts["fiches.gamme"]).toBe("50 à 250");
    expect(sheetFacts(facts, rpn)["fiche.gamme"]).toBe("50 à 250");
  });
});

/** Spaces as typed: the typesetting joins a range and its unit with no-break spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the content states the specification's ranges", () => {
  test("content/familles.json: RPN 50 à 250, RBN 200 à 400, STN 400 à 500, SPN 60, 80 ou 100", () => {
    const families = readContent("familles.json").familles as { code: string; epaisseur: string }[];
    expect(Object.fromEntries(families.map((family) => [family.code, plain(family.epaisseur)]))).toEqual({ RPN: "50 à 250", RBN: "200 à 400", STN: "400 à 500", SPN: "60, 80 ou 100" });
  });
  test("the texts that speak of a family's range say it as stated, a list for a discrete family", () => {
    const content = loadContent();
    const sheet = (code: string) => content.sheets.find(({ data }) => data.code === code)!.data;
    expect(plain(sheet("RPN").meta.description)).toContain("50 à 250 µm");
    expect(plain(sheet("SPN").carte.description)).toContain("60, 80 ou 100 µm");
    expect(plain(content.pages.find(({ slug }) => slug === "accueil")!.data.blocs.map((block) => JSON.stringify(block)).join())).toContain("de 50 à 500 µm");
  });
});
