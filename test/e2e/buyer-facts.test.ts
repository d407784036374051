import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { Application, BlocFormulaireContact, FicheTechnique, Interface, Page as ContentPage, PageApplication, Procedes } from "#app/generated/content-types.ts";
import { dataSheetPdfHref, pdfFileName } from "#app/model/pdf-files.ts";
import { requestHref } from "#app/model/request.ts";
import { capitalise, fillTemplate } from "#app/model/text.ts";
import { readContent, routes } from "#test/support/content.ts";
import { flatten, pdfText } from "#test/support/pdf.ts";
import { BUILD_CLIENT_DIR } from "#scripts/lib/paths.ts";
import { origin, useBrowser } from "./browser.ts";

/*
 * Processes agree: what each data sheet says of a process (content/fiches/*.json, words
 * from content/site/procedes.json) reads the same on its page, in its PDF and in its
 * structured data; the application pages give each recommended family's rating of the
 * processes the application needs; the form offers the catalogue's printing processes.
 * Everything expected comes from content.
 */

const site = useBrowser();
const catalogue = readContent<Procedes>("site/procedes.json");
const ui = readContent<Interface>("site/interface.json");
const labels = readContent<PageApplication>("site/page-application.json");
const words = readContent<ContentPage>("pages/contact.json").blocs.find((block): block is BlocFormulaireContact => block.type === "formulaire-contact")!.demande;
const sheets = routes.filter((route) => route.collection === "fiches").map(({ slug }) => ({ slug, sheet: readContent<FicheTechnique>(`fiches/${slug}.json`) }));
const applications = routes.filter((route) => route.collection === "applications").map(({ slug }) => ({ slug, application: readContent<Application>(`applications/${slug}.json`) }));

type Rating = NonNullable<FicheTechnique["procedes"]>[number];
const escape = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const nameOf = (key: string) => capitalise(catalogue.procedes.find((process) => process.cle === key)!.nom);
/** A rating's status as written, followed by its thicknesses in brackets when it applies to some only. */
const status = (rating: Rating) => `${escape(catalogue.statuts[rating.statut])}${rating.epaisseurs ? ` \\((?=[^)]*${rating.epaisseurs.join(")(?=[^)]*")})[^)]*\\)` : ""}`;
/** Every rating of the sheet, in the catalogue's order. */
const ratingsOf = (sheet: FicheTechnique) => catalogue.procedes.flatMap((process) => (sheet.procedes ?? []).filter((rating) => rating.procede === process.cle));

/** The rows of the table under a heading, each as its cells' flattened texts. */
async function tableUnder(page: Page, heading: string): Promise<string[][]> {
  const section = page.locator("main section", { has: page.locator("h2", { hasText: heading }) });
  return section.locator("table tbody tr").evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell as HTMLElement).innerText)));
}

describe("processes agree", () => {
  test("every data sheet: its page's table, its PDF and its structured data say what the sheet's ratings say", async () => {
    const { page, problems } = await site.newPage({ width: 1280, height: 900 });
    for (const { slug, sheet } of sheets) {
      await page.goto(`${origin()}/${slug}`);
      const ratings = ratingsOf(sheet);

      // The page: one row per rating, in the catalogue's order, « Sur demande » for every process the sheet does not rate.
      const rows = (await tableUnder(page, ui.faits.titreProcedes)).map((cells) => cells.map(flatten));
      const rated = rows.filter(([name]) => ratings.some((rating) => flatten(nameOf(rating.procede)) === name));
      expect(rated.length, slug).toBe(ratings.length);
      rated.forEach(([name, shown, condition], index) => {
        const rating = ratings[index];
        expect(name, slug).toBe(flatten(nameOf(rating.procede)));
        expect(shown, `${slug} ${name}`).toMatch(new RegExp(`^${status(rating)}$`));
        expect(condition ?? "", `${slug} ${name}`).toBe(flatten(rating.precision ?? ""));
      });
      const unrated = catalogue.procedes.filter((process) => !ratings.some((rating) => rating.procede === process.cle));
      expect(rows.filter((row) => !rated.includes(row)), slug).toEqual(unrated.map((process) => [flatten(capitalise(process.nom)), flatten(catalogue.statuts["non-renseigne"]), ""]));

      // The PDF: each rating as a row of name, status and condition.
      const pdf = pdfText(path.join(BUILD_CLIENT_DIR, "catalogue", pdfFileName(dataSheetPdfHref(sheet.code))));
      for (const rating of ratings) {
        const row = `${escape(nameOf(rating.procede))} ${status(rating)}${rating.precision ? ` ${escape(rating.precision)}` : ""}`;
        expect(pdf, `${slug}.pdf ${rating.procede}`).toMatch(new RegExp(`(^| )${row}( |$)`));
      }

      // The structured data: a property per rating, its value the status; nothing for the others.
      const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
      const product = graphs.flatMap((text) => JSON.parse(text)["@graph"]).find((node: { "@type": string }) => node["@type"] === "Product");
      const names = new Set(catalogue.procedes.map((process) => flatten(capitalise(process.nom))));
      const stated = (product.additionalProperty as { name: string; value: string }[]).filter((property) => names.has(flatten(property.name)));
      expect(stated.map((property) => flatten(property.name)), slug).toEqual(ratings.map((rating) => flatten(nameOf(rating.procede))));
      stated.forEach((property, index) => {
        const rating = ratings[index];
        expect(flatten(property.value), `${slug} ${property.name}`).toMatch(new RegExp(`^${status(rating)}$`));
      });
    }
    expect(problems.pageErrors).toEqual([]);
  });

  test("every application page: each recommended family's rating of each process the application needs", async () => {
    const { page, problems } = await site.newPage({ width: 375, height: 800 });
    for (const { slug, application } of applications) {
      await page.goto(`${origin()}/${slug}`);
      const section = page.locator("main section", { has: page.locator("h2", { hasText: labels.titreRecommandations }) });
      for (const grade of application.recommandations) {
        const sheet = sheets.find((candidate) => candidate.slug === grade.fiche)!.sheet;
        const card = section.locator("li", { has: page.locator(`h3 a[href="/${grade.fiche}"]`) });
        const text = flatten(await card.innerText()).toLocaleLowerCase("fr");
        for (const key of grade.procedes ?? []) {
          const given = (sheet.procedes ?? []).filter((rating) => rating.procede === key && (!rating.epaisseurs || rating.epaisseurs.some((thickness) => grade.epaisseurs.includes(thickness))));
          if (given.length > 0) expect(text, `${slug} ${grade.fiche}`).toContain(flatten(labels.titreProcedes).toLocaleLowerCase("fr"));
          for (const rating of given) {
            const line = fillTemplate(labels.aptitude, { procede: nameOf(key), statut: catalogue.statuts[rating.statut] });
            expect(text, `${slug} ${grade.fiche} ${key}`).toContain(flatten(line).toLocaleLowerCase("fr"));
            if (rating.precision) expect(text, `${slug} ${grade.fiche} ${key}`).toContain(flatten(rating.precision).toLocaleLowerCase("fr"));
          }
        }
      }
      // Readable on a phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), slug).toBeLessThanOrEqual(375);
    }
    expect(problems.pageErrors).toEqual([]);
  });

  test("the form's « Procédé » choices are the catalogue's printing processes, then the undecided choice", async () => {
    // A pre-filled request opens the form's request part, whose fields are drawn once it is open.
    const { page, problems } = await site.openPage(requestHref({ type: "devis" }));
    await page.locator('main form select[name="procede"]').waitFor({ state: "attached" });
    const choices = await page.locator('main form select[name="procede"] option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).label));
    const printing = catalogue.procedes.filter((process) => process.genre === "impression").map((process) => capitalise(process.nom));
    expect(choices.filter((choice) => choice !== words.choisir)).toEqual([...printing, words.procedeIndecis]);
    expect(problems.pageErrors).toEqual([]);
  });
});
