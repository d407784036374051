import { expect, test } from "vitest";
import type { Application, FicheTechnique, Navigation, Page } from "#app/generated/content-types.ts";
import { readContent } from "#test/support/content.ts";

/* Wording slips found in a read-through of the site, checked on the texts as the site shows them. */

/** Every text of a content file, as one string per text. */
const texts = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(texts) : [];
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/’/g, "'");
const all = (file: string) => texts(readContent(file)).map(plain).join("\n");

test("the home's « about » heading is the menu's name for that page", () => {
  const about = readContent<Navigation>("site/navigation.json").menu.find((entry) => "href" in entry && entry.href === "/qui-sommes-nous")!;
  const home = readContent<Page>("pages/accueil.json");
  expect(home.blocs.map((block) => ("titre" in block ? block.titre : ""))).toContain(about.libelle);
  expect(all("pages/accueil.json")).not.toMatch(/Qui nous sommes/);
});

test("short series and long runs, said once each", () => {
  expect(all("applications/papiers-peints.json")).not.toMatch(/en petite série comme en série/);
});

test("a precise answer rather than a vague promise, not a « large » one", () => {
  expect(all("pages/qui-sommes-nous.json")).not.toMatch(/promesse large/);
});

test("the ice bucket is said where it helps, not on every line of the bottle-label page", () => {
  const page = all("applications/etiquette-bouteilles.json");
  expect(page).not.toMatch(/au seau à glace/);
  expect(page.match(/seau à glace/g)?.length ?? 0).toBeLessThanOrEqual(2);
});

test("a data sheet does not call stone paper « papier en stone paper »", () => {
  for (const code of ["rpn", "rbn", "spn", "stn"]) expect(all(`fiches/${code}.json`), code).not.toMatch(/papier en stone paper/i);
});

test("the synthetic paper is « non couché », as the trade says, not « non peint »", () => {
  const spn = readContent<FicheTechnique>("fiches/spn.json");
  expect(spn.nom.long).toMatch(/non couché/);
  expect(all("fiches/spn.json")).not.toMatch(/peint|peinture/);
});

test("the application pages keep their five example uses", () => {
  for (const slug of ["papeterie", "emballages-alimentaire", "etiquette-bouteilles", "emballages-luxe", "stone-paper-agricole", "papiers-peints"])
    expect(readContent<Application>(`applications/${slug}.json`).exemples, slug).toHaveLength(5);
});
