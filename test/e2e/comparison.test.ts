import type { Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import type { BlocComparateur, BlocFormulaireContact, FicheTechnique, Interface, Page as ContentPage, Procedes } from "#app/generated/content-types.ts";
import { formatFrenchNumber } from "#app/model/number.ts";
import { fillTemplate } from "#app/model/text.ts";
import { readContent } from "#test/support/content.ts";
import { axeViolations, settle } from "./a11y.ts";
import { useBrowser, type Problems } from "./browser.ts";

/*
 * The grade comparison (/comparer): ticked boxes choose the table's columns, with and
 * without JavaScript, on a phone and on a desktop; the address restores the choice and
 * follows it; the keyboard ticks; the button sends the grades to the contact form; print
 * shows the table alone. Every expected value is read from content.
 */

const block = readContent<ContentPage>("pages/comparer.json").blocs.find((item): item is BlocComparateur => item.type === "comparateur")!;
const form = readContent<ContentPage>("pages/contact.json").blocs.find((item): item is BlocFormulaireContact => item.type === "formulaire-contact")!;
const ui = readContent<Interface>("site/interface.json");
const processes = readContent<Procedes>("site/procedes.json");
const sheet = (slug: string) => readContent<FicheTechnique>(`fiches/${slug}.json`);

/** What a reader sees, spaces as typed: the typesetter's no-break spaces read as spaces. */
const plain = (text: string) => text.replace(/\s+/g, " ").trim();
const gradeName = (slug: string, epaisseur: number) => fillTemplate(block.grade, { code: sheet(slug).code, epaisseur });
/** A name as an accessible name matches it, whatever spaces the page puts in. */
const named = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s")}$`);

/** The column a grade should show: its sheet's row, its processes' status, its food contact, its sheet's link. */
function expectedColumn(slug: string, epaisseur: number): Record<string, string> {
  const data = sheet(slug);
  const row = data.lignes.find((line) => line.epaisseur === epaisseur)!;
  const cell = (value: string | number) => (typeof value === "number" ? formatFrenchNumber(value) : value);
  const food = data.contactAlimentaire?.statut;
  return {
    [ui.fiche.colonnes.epaisseur]: cell(row.epaisseur),
    [ui.fiche.colonnes.densite]: cell(row.densite),
    [ui.fiche.colonnes.grammage]: cell(row.grammage),
    [ui.fiche.colonnes.opacite]: cell(row.opacite),
    ...Object.fromEntries(
      processes.procedes.map((process) => {
        const rating = data.procedes?.find((item) => item.procede === process.cle && (!item.epaisseurs || item.epaisseurs.includes(epaisseur)));
        return [process.nom.charAt(0).toUpperCase() + process.nom.slice(1), processes.statuts[rating?.statut ?? "non-renseigne"]];
      }),
    ),
    [ui.faits.titreContactAlimentaire]: food
      ? { declaration: ui.faits.contactDeclaration, "sur-demande": ui.faits.contactSurDemande, "non-prevu": ui.faits.contactNonPrevu }[food]
      : ui.faits.surDemande,
    [block.ligneFiche]: fillTemplate(block.lienFiche, { code: data.code }),
  };
}

/** The table as shown: the visible cells of each row, keyed by the row's header; the header row under "". */
const shownTable = (page: Page) =>
  page.locator("main table").evaluate((table) => {
    const shown = (cell: Element) => getComputedStyle(cell).display !== "none" && (cell as HTMLElement).offsetWidth > 0;
    return Object.fromEntries(
      [...table.querySelectorAll("tr")].map((row, index) => {
        const cells = [...row.children].filter(shown).map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, " ").trim());
        return [index === 0 ? "" : cells[0], cells];
      }),
    );
  });

const site = useBrowser();
let problems: Problems | undefined;

afterEach(() => {
  expect(problems?.pageErrors ?? []).toEqual([]);
  expect(problems?.consoleErrors ?? []).toEqual([]);
  problems = undefined;
});

async function open(path: string, { width, javaScript }: { width: number; javaScript: boolean }) {
  const opened = await site.openPage(path, { width, height: 900, javaScript });
  problems = opened.problems;
  if (javaScript) await settle(opened.page);
  return opened.page;
}

const box = (page: Page, slug: string, epaisseur: number) => page.getByRole("checkbox", { name: named(gradeName(slug, epaisseur)) });

/** Only these grades' columns show, in the catalogue's order (the table's), each with its sheet's values. */
async function expectOnly(page: Page, grades: [string, number][]) {
  const table = await shownTable(page);
  const names = grades.map(([slug, epaisseur]) => plain(gradeName(slug, epaisseur)));
  expect([...table[""].slice(1)].sort()).toEqual([...names].sort());
  const inTableOrder = table[""].slice(1).map((name) => grades[names.indexOf(name)]);
  const columns = inTableOrder.map(([slug, epaisseur]) => expectedColumn(slug, epaisseur));
  for (const header of Object.keys(columns[0])) {
    expect(table[plain(header)], header).toEqual([header, ...columns.map((column) => column[header])].map(plain));
  }
  // No other row shows a cell of another grade.
  for (const cells of Object.values(table)) expect(cells).toHaveLength(grades.length + 1);
}

const RPN_RBN: [string, number][] = [
  ["rpn", 200],
  ["rbn", 200],
];

describe.each([375, 1280])("RPN 200 and RBN 200 at %i px", (width) => {
  test.each([true, false])("ticked, only their two columns show, with the sheets' values (JavaScript: %s)", async (javaScript) => {
    const page = await open("/comparer", { width, javaScript });
    // Nothing ticked: every grade, and the hint that says so.
    const all = await shownTable(page);
    expect(all[""].length).toBeGreaterThan(3);
    await expect(page.getByText(plain(block.aucunChoix)).isVisible()).resolves.toBe(true);
    for (const [slug, epaisseur] of RPN_RBN) await box(page, slug, epaisseur).check();
    await expectOnly(page, RPN_RBN);
    await expect(page.getByText(plain(block.aucunChoix)).isVisible()).resolves.toBe(false);
    // The table fits the window or scrolls inside its own region, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The address lists the ticked grades in the table's order.
    if (javaScript) expect(new URL(page.url()).searchParams.get("grades")?.split(",").sort()).toEqual(["rbn-200", "rpn-200"]);
  });
});

describe("with JavaScript", () => {
  test("the shareable address ticks its grades and shows them; the ticks keep it up to date", async () => {
    const page = await open("/comparer?grades=rpn-200,rbn-200", { width: 1280, javaScript: true });
    for (const [slug, epaisseur] of RPN_RBN) await expect(box(page, slug, epaisseur).isChecked()).resolves.toBe(true);
    await expectOnly(page, RPN_RBN);
    await box(page, "rpn", 200).uncheck();
    expect(new URL(page.url()).search).toBe("?grades=rbn-200");
    await expectOnly(page, [["rbn", 200]]);
    await box(page, "rpn", 200).check();
    expect(new URL(page.url()).searchParams.get("grades")?.split(",").sort()).toEqual(["rbn-200", "rpn-200"]);
  });

  test("a fifth grade is refused, and the page says why", async () => {
    const page = await open("/comparer", { width: 1280, javaScript: true });
    const rpn = sheet("rpn").lignes.slice(0, 4).map((row) => row.epaisseur);
    for (const epaisseur of rpn) await box(page, "rpn", epaisseur).check();
    await expect(page.getByRole("status").filter({ hasText: plain(block.limite) }).count()).resolves.toBe(1);
    await expect(box(page, "rbn", 200).isDisabled()).resolves.toBe(true);
    await box(page, "rpn", rpn[0]).uncheck();
    await expect(box(page, "rbn", 200).isDisabled()).resolves.toBe(false);
    await expect(page.getByRole("status").innerText()).resolves.toBe("");
  });

  test("the keyboard reaches the boxes and ticks them with Space", async () => {
    const page = await open("/comparer", { width: 375, javaScript: true });
    await box(page, "rpn", 200).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    const previous = sheet("rpn").lignes[sheet("rpn").lignes.findIndex((row) => row.epaisseur === 200) - 1].epaisseur;
    await expect(box(page, "rpn", previous).isChecked()).resolves.toBe(true);
    await expectOnly(page, [
      ["rpn", previous],
      ["rpn", 200],
    ]);
  });

  test("one request for the selection: the contact form lists the grades, and the mail's subject names them", async () => {
    const page = await open("/comparer?grades=rpn-200,rbn-200", { width: 1280, javaScript: true });
    // The grades in the table's order.
    const names = (await shownTable(page))[""].slice(1).join(", ");
    await page.getByRole("link", { name: plain(block.demande) }).click();
    await page.waitForURL(/\/contact\?/);
    await settle(page);
    const value = async (name: string) => plain(await page.locator(`main form [name="${name}"]`).inputValue());
    await expect(value("grades")).resolves.toBe(names);
    await expect(value("type")).resolves.toBe(block.typeDemande);
    await expect(value("sujet")).resolves.toBe(plain(fillTemplate(form.demande.sujet, { demande: form.demande.types[block.typeDemande].sujet, produit: names })));
  });

  test("each data sheet links to the comparison with one of its grades ticked", async () => {
    const data = sheet("rbn");
    const page = await open("/rbn", { width: 1280, javaScript: true });
    await page.getByRole("link", { name: plain(fillTemplate(ui.faits.comparer, { code: data.code })) }).click();
    await page.waitForURL(/\/comparer\?grades=rbn-\d+$/);
    await settle(page);
    const epaisseur = Number(new URL(page.url()).searchParams.get("grades")!.split("-")[1]);
    expect(data.lignes.map((row) => row.epaisseur)).toContain(epaisseur);
    await expect(box(page, "rbn", epaisseur).isChecked()).resolves.toBe(true);
    await expectOnly(page, [["rbn", epaisseur]]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("without JavaScript", () => {
  test("the request button opens the contact form (the site's policy refuses form submissions, and the form pre-fills with its script only)", async () => {
    const page = await open("/comparer", { width: 375, javaScript: false });
    const button = page.getByRole("link", { name: plain(block.demande) });
    await expect(button.getAttribute("href")).resolves.toBe(`/contact?type=${block.typeDemande}#ecrire`);
  });
});

test("printed, the page shows the chosen columns and not the boxes, the header or the footer", async () => {
  const page = await open("/comparer?grades=rpn-200,rbn-200", { width: 1280, javaScript: true });
  await page.emulateMedia({ media: "print" });
  await expectOnly(page, RPN_RBN);
  const shown = (selector: string) => page.locator(selector).first().isVisible();
  await expect(shown("main fieldset")).resolves.toBe(false);
  await expect(shown("main [data-request]")).resolves.toBe(false);
  await expect(shown("header")).resolves.toBe(false);
  await expect(shown("footer")).resolves.toBe(false);
  await expect(shown("main table")).resolves.toBe(true);
});
