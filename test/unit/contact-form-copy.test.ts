import { expect, test } from "vitest";
import type { BlocFormulaireContact, Page } from "#app/generated/content-types.ts";
import { emptyRequest, requestLines, type RequestCatalogue } from "#app/model/request.ts";
import { readContent } from "#test/support/content.ts";

/* The words of the contact form as the site shows them (content/pages/contact.json). */
const block = readContent<Page>("pages/contact.json").blocs.find((b): b is BlocFormulaireContact => b.type === "formulaire-contact")!;
const request = block.demande;

test("the empty choice of the lists agrees with every field: no participle made for one gender (« Non précisé » beside « Famille »)", () => {
  expect(request.choisir).not.toMatch(/(?<!\p{L})(précisé|renseigné|choisi|indiqué|défini)e?s?(?!\p{L})/iu);
});

test("the name field asks for the name only: the company has its own field", () => {
  expect(request.champs.societe).toMatch(/société/i);
  expect(block.champs.nom).not.toMatch(/société|entreprise/i);
});

test("dimensions in the printers' unit, millimetres, for a format and a reel width alike", () => {
  expect(request.champs.dimensions).toMatch(/\(mm\)/);
  expect(request.champs.dimensions).not.toMatch(/\bcm\b/);
});

test("the « Format » and « Unité » lists write their options alike: a capital first, except a unit symbol", () => {
  for (const option of [...request.formats, ...request.unites]) expect(option, option).toMatch(/^(\p{Lu}|kg$|t$)/u);
  for (const format of request.formats) expect(request.unites.filter((unit) => unit.toLowerCase() === format.toLowerCase() && unit !== format)).toEqual([]);
});

test("in the mail, a quantity reads as a phrase: « 500 feuilles », not « 500 Feuilles »", () => {
  const catalogue: RequestCatalogue = { families: [], applications: [], processes: [] };
  const [sheets] = request.unites;
  const lines = requestLines({ ...emptyRequest(), quantite: "500", unite: sheets }, catalogue, request);
  expect(lines).toEqual([expect.stringMatching(new RegExp(`500 ${sheets.toLocaleLowerCase("fr")}$`, "u"))]);
  // A unit chosen without a quantity is written as chosen.
  expect(requestLines({ ...emptyRequest(), unite: sheets }, catalogue, request)).toEqual([expect.stringMatching(new RegExp(`${sheets}$`, "u"))]);
});
