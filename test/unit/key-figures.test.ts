import { expect, test } from "vitest";
import type { FicheTechnique, Interface } from "#app/generated/content-types.ts";
import { keyFigures } from "#app/model/key-figures.ts";
import { readContent } from "#test/support/content.ts";

const labels = readContent<Interface>("site/interface.json").fiche;
const opacity = (file: string) => keyFigures(readContent<FicheTechnique>(file), labels).at(-1)!.value;

test("a minimum opacity that varies with the thickness reads as a range of minimums, never as a sign before a range", () => {
  const rpn = opacity("fiches/rpn.json");
  expect(rpn).not.toMatch(/[<>≥]/);
  expect(rpn).toContain("60\u00a0à\u00a084\u202f%");
  expect(rpn).toMatch(/minimum/);
  expect(rpn).toMatch(/épaisseur/);
});

test("one minimum opacity for every thickness keeps its sign", () => {
  expect(opacity("fiches/rbn.json")).toBe(">\u00a084\u202f%");
});
