import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formatFrenchNumber } from "#app/model/number.ts";
import { slotHours } from "#app/model/opening-hours.ts";
import { productNames } from "#app/model/product-names.ts";
import { categoriesTable } from "#app/model/tables.ts";
import { fillTemplate, joinList } from "#app/model/text.ts";
import { tokens } from "#app/theme/tokens.ts";
import { dataSheetPdfHref, localizedPdfHref } from "#app/model/pdf-files.ts";
import { MAX_CATALOGUE_BYTES, publishPdfs, type PublishedPdf } from "#scripts/build/pdf/publish.ts";
import { readContent } from "#test/support/content.ts";
import { buyerFacts, ratingAt } from "#app/model/buyer-facts.ts";
import { TEXT_AREA } from "#scripts/build/pdf/writer.ts";
import { brokenValues, firstPagePixels, flatten, pdfFonts, pdfInfo, pdfLayoutText, pdfText, sparsePages } from "#test/support/pdf.ts";

/*
 * The PDFs generated from the real content, read back with poppler: every value of
 * every table, every family, the applications and the contact details are in the text;
 * metadata, page size, page count, weight and fonts are right; page 1 is drawn.
 */

const company = readContent("site/entreprise.json");
const ui = readContent("site/interface.json");
const documents = readContent("site/documents-pdf.json");
const families = readContent("familles.json");
const settings = readContent("site/reglages.json");
const labels = readContent("site/page-application.json");
const processes = readContent("site/procedes.json");
const slugs = ["rbn", "stn", "spn", "rpn"];
const appSlugs = ["papeterie", "emballages-alimentaire", "etiquette-bouteilles", "emballages-luxe", "stone-paper-agricole", "papiers-peints"];
const sheets = slugs.map((slug) => readContent(`fiches/${slug}.json`));
const applications = appSlugs.map((slug) => readContent(`applications/${slug}.json`));

let buildDir: string;
let cacheDir: string;
let published: PublishedPdf[];
const file = (href: string) => path.join(buildDir, href);
const catalogue = () => file(company.catalogue.fichier);

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), "pdf-build-"));
  cacheDir = mkdtempSync(path.join(tmpdir(), "pdf-cache-"));
  published = await publishPdfs({ buildDir, cacheDir });
}, 180_000);

afterAll(() => {
  for (const dir of [buildDir, cacheDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The specification table row as the site shows it: decimal comma, opacity as written. */
const row = (line: { epaisseur: number; densite: number; grammage: number; opacite: string }) =>
  flatten([line.epaisseur, line.densite, line.grammage].map(formatFrenchNumber).concat(line.opacite).join(" "));

/** Text whose line breaks fall anywhere: compared without white space. */
const squeezed = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, "");

function expectSheetContent(text: string, sheet: (typeof sheets)[number]) {
  expect(squeezed(text)).toContain(squeezed(productNames(sheet, ui.fiche).title));
  for (const line of sheet.lignes) expect(text).toContain(row(line));
  for (const feature of sheet.caracteristiques) expect(text).toContain(flatten(feature.libelle));
  for (const use of sheet.usages ?? []) expect(text).toContain(flatten(use));
  for (const paragraph of sheet.description) expect(squeezed(text)).toContain(squeezed(paragraph));
  if (sheet.note) expect(squeezed(text)).toContain(squeezed(sheet.note));
  for (const colour of sheet.couleurs ?? []) expect(text).toContain(colour.nom);
  // The categories as one table: name, thicknesses and uses of each, as the page shows them.
  for (const cells of sheet.categories ? categoriesTable(sheet.categories, ui.fiche).rows : []) expect(squeezed(text)).toContain(squeezed(cells.join("")));
  for (const label of Object.values(ui.fiche.colonnes) as string[]) expect(text).toContain(flatten(label));
  // What a buyer checks: the revision date, the disclaimer, the test methods and tolerances
  // supplied, each process with its rating and condition, the terms.
  const facts = buyerFacts(sheet, { processes, ui, families }, [{ href: dataSheetPdfHref(sheet.code) }]);
  for (const line of [facts.revision, facts.disclaimer]) expect(squeezed(text)).toContain(squeezed(line));
  for (const table of [facts.measures, facts.properties, facts.processes, facts.terms]) for (const cells of table?.rows ?? []) expect(squeezed(text)).toContain(squeezed(cells.join("")));
}

function expectContactDetails(text: string) {
  const { rue, codePostal, ville, pays } = company.adresse;
  for (const value of [company.nom, company.telephone, company.whatsapp, company.email, flatten(`${rue}, ${codePostal} ${ville}, ${pays}`), settings.origine.replace(/^https:\/\//, "")])
    expect(text).toContain(flatten(value));
}

test("one data sheet per family and the catalogue, in French and in English (the languages written left to right), at the addresses the site links to", () => {
  const french = [...sheets.map((sheet) => dataSheetPdfHref(sheet.code)), company.catalogue.fichier];
  expect(published.map((pdf) => pdf.href).sort()).toEqual([...french, ...french.map((href) => localizedPdfHref(href, "en"))].sort());
  expect(published.every((pdf) => !pdf.fromCache)).toBe(true);
  for (const pdf of published) expect(readFileSync(pdf.file).subarray(0, 5).toString()).toBe("%PDF-");
});

describe.each(slugs.map((slug, index) => ({ slug, sheet: sheets[index] })))("data sheet $slug", ({ sheet }) => {
  const pdf = () => file(dataSheetPdfHref(sheet.code));

  test("every value of its specification table, its features, uses, note and categories", () => {
    expectSheetContent(pdfText(pdf()), sheet);
  });

  test("the contact details from entreprise.json and the edition", () => {
    const text = pdfText(pdf());
    expectContactDetails(text);
    expect(text).toContain(flatten(fillTemplate(documents.edition, { edition: company.catalogue.edition })));
    expect(text).toContain(flatten(fillTemplate(ui.fiche.devisTitre, { code: sheet.code })));
  });

  // Two pages when the family's facts allow it, three for the longer ones (categories,
  // colours, a process rated per thickness), the last ending with the contact box.
  test("A4, two or three pages, light, with its title, author, language and the edition's date", () => {
    const info = pdfInfo(pdf());
    expect(info["Page size"]).toMatch(/^595\.2\d? x 841\.8\d? pts \(A4\)$/);
    expect(Number(info.Pages)).toBeGreaterThanOrEqual(2);
    expect(Number(info.Pages)).toBeLessThanOrEqual(3);
    expect(Number(info["File size"].split(" ")[0])).toBeLessThan(300 * 1024);
    expect(info.Title).toBe(sheet.meta.titre);
    expect(info.Author).toBe(company.nom);
    expect(info.CreationDate).toMatch(new RegExp(`^${company.catalogue.edition}-01-01T00:00:00`));
    expect(readFileSync(pdf()).toString("latin1")).toContain("/Lang (fr)");
  });
});

describe("catalogue", () => {
  test("is named after the company and the edition", () => {
    expect(company.catalogue.fichier).toBe(`/catalogue/catalogue-${company.nom.toLowerCase().replace(/\s+/g, "-")}-${company.catalogue.edition}.pdf`);
  });

  test("every family: name, full specification table, typical uses", () => {
    const text = pdfText(catalogue());
    for (const sheet of sheets) {
      expectSheetContent(text, sheet);
      expect(text).toContain(flatten(productNames(sheet, ui.fiche).cardTitle));
    }
  });

  test("the family comparison table, row by row", () => {
    const text = pdfText(catalogue());
    expect(text).toContain(flatten(families.legende));
    // Each family under its code and short name, its range from the rows, its note under the table.
    for (const family of families.familles) {
      const sheet = sheets.find((candidate) => candidate.code === family.code);
      expect(squeezed(text)).toContain(squeezed(`${productNames(sheet, ui.fiche).label}${family.epaisseur}${family.densite}`));
      if (family.note) expect(text).toContain(flatten(fillTemplate(ui.fiche.noteFamille, { code: family.code, note: family.note })));
    }
  });

  test("cover, presentation and composition (80 % / 20 %)", () => {
    const text = pdfText(catalogue());
    const squeezedText = squeezed(text);
    expect(text).toContain(flatten(fillTemplate(documents.catalogue.titre, { edition: company.catalogue.edition })));
    for (const paragraph of [...documents.catalogue.presentation.paragraphes, ...documents.catalogue.composition.paragraphes]) expect(squeezedText).toContain(squeezed(paragraph));
    for (const part of documents.catalogue.composition.repartition) {
      expect(text).toContain(`${part.pourcentage} %`);
      expect(text).toContain(flatten(part.libelle));
    }
    expect(documents.catalogue.composition.repartition.map((part: { pourcentage: number }) => part.pourcentage)).toEqual([80, 20]);
  });

  test("each application's page lists its recommended grades, thicknesses, reason and the family's rating of each process it needs", () => {
    const pages = Number(pdfInfo(catalogue())["Pages"]);
    const texts = Array.from({ length: pages }, (_, index) => squeezed(pdfText(catalogue(), { first: index + 1, last: index + 1 })));
    expect(squeezed(pdfText(catalogue()))).toContain(squeezed(labels.titreRecommandations));
    for (const application of applications) {
      // The block stays whole on one page: its title and its grades share it.
      const page = texts.find((text) => text.includes(squeezed(application.resume)));
      expect(page, application.menu).toBeDefined();
      for (const grade of application.recommandations) {
        const sheet = sheets[slugs.indexOf(grade.fiche)];
        expect(page).toContain(squeezed(productNames(sheet, ui.fiche).label));
        expect(page).toContain(squeezed(fillTemplate(labels.epaisseurs, { epaisseurs: joinList(grade.epaisseurs.map(formatFrenchNumber), ui.fiche.et) })));
        expect(page).toContain(squeezed(grade.raison));
        for (const key of grade.procedes ?? []) {
          const process = processes.procedes.find((candidate: { cle: string }) => candidate.cle === key);
          const statuses = new Set(grade.epaisseurs.map((thickness: number) => processes.statuts[ratingAt(sheet, key, thickness)?.statut ?? "non-renseigne"]));
          const name = process.nom.charAt(0).toUpperCase() + process.nom.slice(1);
          // « Flexographie : sous conditions », the family's rating at the recommended thicknesses (each status when they differ).
          const [first, ...others] = [...statuses] as string[];
          expect(page).toContain(squeezed(`${name} : ${first.charAt(0).toLowerCase()}${first.slice(1)}`));
          for (const status of others) expect(page).toContain(squeezed(status));
        }
      }
    }
  });

  test("the six applications with their examples", () => {
    const text = pdfText(catalogue());
    expect(text).toContain(flatten(labels.titreExemples));
    for (const application of applications) {
      expect(squeezed(text)).toContain(squeezed(application.titre));
      for (const example of application.exemples) expect(text).toContain(flatten(example));
    }
  });

  test("contact details and opening hours from entreprise.json", () => {
    const text = pdfText(catalogue());
    expectContactDetails(text);
    for (const slot of company.horaires) {
      expect(text).toContain(flatten(slot.libelle));
      expect(text).toContain(flatten(slotHours(slot) ?? ui.ferme));
    }
  });

  test("A4, 8 to 20 pages, under 5 MB, with its title, author, language and the edition's date", () => {
    const info = pdfInfo(catalogue());
    expect(info["Page size"]).toMatch(/^595\.2\d? x 841\.8\d? pts \(A4\)$/);
    expect(Number(info.Pages)).toBeGreaterThanOrEqual(8);
    expect(Number(info.Pages)).toBeLessThanOrEqual(20);
    const bytes = Number(info["File size"].split(" ")[0]);
    expect(bytes).toBeLessThan(MAX_CATALOGUE_BYTES);
    // Pictures are embedded: a catalogue of text alone would weigh far less.
    expect(bytes).toBeGreaterThan(100 * 1024);
    expect(info.Title).toBe(flatten(`${fillTemplate(documents.catalogue.titre, { edition: company.catalogue.edition })} — ${company.nom}`));
    expect(info.Author).toBe(company.nom);
    expect(info.CreationDate).toMatch(new RegExp(`^${company.catalogue.edition}-01-01T00:00:00`));
    expect(readFileSync(catalogue()).toString("latin1")).toContain("/Lang (fr)");
  });
});

describe.each(["catalogue", ...slugs])("%s: fonts and first page", (name) => {
  const pdf = () => (name === "catalogue" ? catalogue() : file(dataSheetPdfHref(name.toUpperCase())));

  test("every page but the last is at least about half full", async () => {
    expect(await sparsePages(pdf(), TEXT_AREA)).toEqual([]);
  }, 30_000);

  test("the e-mail, phone numbers, address and site are never broken across lines", () => {
    const { codePostal, ville } = company.adresse;
    const layout = pdfLayoutText(pdf());
    const values = [company.email, company.telephone, settings.origine.replace(/^https:\/\//, ""), `${codePostal} ${ville}`];
    for (const value of values) expect(layout).toContain(value);
    expect(brokenValues(layout, values)).toEqual([]);
  });

  test("text is real text in embedded, subset Inter with a Unicode map (selectable, searchable)", () => {
    const fonts = pdfFonts(pdf());
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toEqual({ name: expect.stringMatching(/^[A-Z]{6}\+Inter-/), embedded: true, subset: true, unicode: true });
    const text = pdfText(pdf());
    const characters = ["É", "é", "à", "µ", "³", "²", "—", ...(name === "catalogue" ? ["±", "œ"] : [])];
    for (const character of characters) expect(text).toContain(character);
  });

  test("page 1 drawn by pdftoppm is not blank and shows the brand's accent colour", async () => {
    const { data, width, height } = await firstPagePixels(pdf());
    expect(width / height).toBeCloseTo(210 / 297, 2);
    const pixels = width * height;
    const grey = (index: number) => (data[index] + data[index + 1] + data[index + 2]) / 3;
    const histogram = new Map<number, number>();
    for (let index = 0; index < data.length; index += 3) histogram.set(Math.round(grey(index)), (histogram.get(Math.round(grey(index))) ?? 0) + 1);
    const background = [...histogram.entries()].sort((a, b) => b[1] - a[1])[0][0];
    let drawn = 0;
    let accent = 0;
    const [r, g, b] = [1, 3, 5].map((offset) => parseInt(tokens.accent.slice(offset, offset + 2), 16));
    for (let index = 0; index < data.length; index += 3) {
      if (Math.abs(grey(index) - background) > 24) drawn += 1;
      if (Math.abs(data[index] - r) < 30 && Math.abs(data[index + 1] - g) < 30 && Math.abs(data[index + 2] - b) < 30) accent += 1;
    }
    expect(drawn / pixels).toBeGreaterThan(0.03);
    expect(drawn / pixels).toBeLessThan(0.9);
    expect(accent / pixels).toBeGreaterThan(0.001);
  });
});
