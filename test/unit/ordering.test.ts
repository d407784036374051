import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { assembleContent } from "#app/model/content.ts";
import { compareOrder, inOrder } from "#app/model/ordering.ts";
import { SCHEMA_DIR } from "#scripts/lib/paths.ts";

test("by `ordre`, then, for equal values, by file name", () => {
  const items = [
    { slug: "stone-paper-agricole", ordre: 2 },
    { slug: "papeterie", ordre: 1 },
    { slug: "emballages-luxe", ordre: 2 },
    { slug: "etiquette-bouteilles", ordre: 1 },
  ];
  expect(inOrder(items, (item) => item).map((item) => item.slug)).toEqual(["etiquette-bouteilles", "papeterie", "emballages-luxe", "stone-paper-agricole"]);
  expect(compareOrder({ slug: "a", ordre: 1 }, { slug: "a", ordre: 1 })).toBe(0);
});

test("the content model lists each collection in that order, whatever order the files come in", () => {
  const files = new Map<string, unknown>([
    ["applications/papeterie.json", { ordre: 1, menu: "Papeterie" }],
    ["applications/stone-paper-agricole.json", { ordre: 1, menu: "Agriculture" }],
    ["applications/emballages-luxe.json", { ordre: 1, menu: "Emballages de luxe" }],
    ["fiches/rpn.json", { ordre: 2 }],
    ["fiches/stn.json", { ordre: 1 }],
  ]);
  const content = assembleContent(files);
  expect(content.applications.map((entry) => entry.slug)).toEqual(["emballages-luxe", "papeterie", "stone-paper-agricole"]);
  expect(content.sheets.map((entry) => entry.slug)).toEqual(["stn", "rpn"]);
});

test("the schema tells editors the same rule", () => {
  const common = JSON.parse(readFileSync(path.join(SCHEMA_DIR, "commun.schema.json"), "utf8"));
  expect(common.$defs.ordre.description).toMatch(/même ordre ; elles sont alors classées par nom de fichier, dans l'ordre alphabétique/);
});
