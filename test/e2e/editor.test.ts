import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { Interface } from "#app/generated/content-types.ts";
import { productNames, type NamedSheet } from "#app/model/product-names.ts";
import { readContentTexts, validateTexts } from "#scripts/checks/content/validate.ts";
import { TEXTS } from "../../editor/texts.ts";
import { axeViolations } from "./a11y.ts";
import { editorSuite, openEditor } from "./editor-session.ts";

/*
 * The content editor, started with `npm run edit` in a copy of the project: a data sheet's
 * grammage made inconsistent shows the content check's own French line at the field;
 * corrected and saved, the file differs from before by exactly that value. Every screen
 * of the editor passes axe.
 */

const SHEET = "fiches/rbn.json";
/** Row 3 (300 µm × 1,5 g/cm³): 450 g/m² on disk. */
const ROW = 2;
const WRONG = 600;
const RIGHT = 455;

const suite = editorSuite();

/** What `npm run validate:content` says about the row's grammage once the file holds `value`. */
function checkLine(value: number): string | undefined {
  const texts = readContentTexts(suite.session.project.path("content"));
  const data = JSON.parse(texts.get(SHEET)!);
  data.lignes[ROW].grammage = value;
  texts.set(SHEET, JSON.stringify(data, null, 2));
  const paths = { contentDir: suite.session.project.path("content"), publicDir: suite.session.project.path("public"), schemaDir: suite.session.project.path("schema") };
  return validateTexts(texts, paths).errors.find((error) => error.path === `lignes[${ROW}].grammage`)?.message;
}

const header = (page: Page) => page.getByRole("banner");
const openItem = (page: Page, label: RegExp) => page.getByRole("navigation", { name: TEXTS.list.label }).getByRole("button", { name: label }).first().click();

describe("editing a data sheet's row", () => {
  test("an inconsistent grammage shows the check's French line at the field; corrected and saved, the file differs by that value alone", async () => {
    const before = readFileSync(suite.session.project.path("content", SHEET), "utf8");
    const expected = checkLine(WRONG);
    expect(expected).toMatch(/ne correspond pas à 300 µm × 1,5 g\/cm³/);
    expect(checkLine(RIGHT)).toBeUndefined();

    const { page, problems } = await openEditor(suite.site, suite.session);
    expect(suite.session.output()).toContain(TEXTS.server.started(suite.session.url).split("\n")[0]);
    await openItem(page, /RBN/);
    const field = page.locator(`#champ_lignes_${ROW}_grammage`);
    await expect.poll(() => field.inputValue()).toBe("450");

    await field.fill(String(WRONG));
    const message = page.locator(`#champ_lignes_${ROW}_grammage__error`);
    await expect.poll(() => message.textContent(), { timeout: 15_000 }).toBe(expected);
    await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
    // A screen reader reads the message with the field.
    expect((await field.getAttribute("aria-describedby"))?.split(" ")).toContain(await message.getAttribute("id"));
    // The preview is the page as built: its table shows the draft's row.
    const preview = page.frameLocator(`iframe[title="${TEXTS.preview.frameTitle}"]`);
    await expect.poll(() => preview.locator("table tbody tr").nth(ROW).textContent(), { timeout: 15_000 }).toContain(String(WRONG));
    // The preview redraws without taking the focus from the field being typed in.
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);

    await field.fill(String(RIGHT));
    await expect.poll(() => message.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => header(page).textContent(), { timeout: 15_000 }).toContain(TEXTS.header.valid);
    await header(page).getByRole("button", { name: TEXTS.header.save }).click();
    await expect.poll(() => header(page).textContent(), { timeout: 15_000 }).toContain(TEXTS.header.unsaved(0));

    const after = readFileSync(suite.session.project.path("content", SHEET), "utf8");
    const [a, b] = [before.split("\n"), after.split("\n")];
    expect(b.length).toBe(a.length);
    const changed = b.map((line, index) => [a[index], line]).filter(([old, line]) => old !== line);
    expect(changed).toEqual([[`      "grammage": 450,`, `      "grammage": ${RIGHT},`]]);

    // The Modifications view lists it, from git, with the place and the values.
    await header(page).getByRole("button", { name: TEXTS.header.modifications }).click();
    const main = page.getByRole("main");
    await expect.poll(() => main.textContent(), { timeout: 15_000 }).toContain(`content/${SHEET}`);
    expect(await main.textContent()).toContain(`450 → ${RIGHT}`);
    expect(problems.pageErrors).toEqual([]);
  });

  test("saving is refused while an error remains, with the list", async () => {
    const { page } = await openEditor(suite.site, suite.session);
    await openItem(page, /RBN/);
    const field = page.locator(`#champ_lignes_${ROW}_grammage`);
    await field.fill(String(WRONG));
    await header(page).getByRole("button", { name: TEXTS.header.save }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.textContent(), { timeout: 15_000 }).toContain(TEXTS.save.refusedTitle);
    expect(await dialog.textContent()).toContain(checkLine(WRONG));
    expect(readFileSync(suite.session.project.path("content", SHEET), "utf8")).toContain(`"grammage": ${RIGHT},`);
  });
});

describe("nothing lost", () => {
  test("an unsaved draft survives a reload, and leaving with it asks first", async () => {
    const { page } = await openEditor(suite.site, suite.session);
    await openItem(page, /RBN/);
    const field = page.locator(`#champ_lignes_${ROW}_grammage`);
    const before = await field.inputValue();
    const typed = String(Number(before) + 3);
    await field.fill(typed);
    await expect.poll(() => header(page).textContent(), { timeout: 15_000 }).toContain(TEXTS.header.unsaved(1)); // after the pause in typing

    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(["beforeunload"]);
    await page.getByRole("navigation", { name: TEXTS.list.label }).waitFor();
    // The sheet that was open comes back with the draft.
    await expect.poll(() => page.getByText(TEXTS.welcome.restored(1)).count()).toBe(1);
    await expect.poll(() => page.locator(`#champ_lignes_${ROW}_grammage`).inputValue()).toBe(typed);
    // Nothing was written meanwhile.
    expect(suite.session.project.readContent(SHEET).lignes[ROW].grammage).toBe(Number(before));

    // Back to the saved version: nothing to keep, nothing to ask.
    await page.getByRole("button", { name: TEXTS.form.discard }).click();
    // It asks first, naming the file and how much is lost.
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.textContent()).toContain(TEXTS.form.discardText(1));
    await dialog.getByRole("button", { name: TEXTS.form.discardConfirm }).click();
    await expect.poll(() => header(page).textContent()).toContain(TEXTS.header.unsaved(0));
    page.once("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await page.getByRole("navigation", { name: TEXTS.list.label }).waitFor();
    expect(asked).toEqual(["beforeunload"]);
  });
});

describe("deleting", () => {
  test("asks first and names the pages that link to the item; a save that would leave broken links is refused", async () => {
    const { page } = await openEditor(suite.site, suite.session);
    await openItem(page, /STN/);
    await page.getByRole("button", { name: TEXTS.form.delete }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.textContent(), { timeout: 15_000 }).toContain(TEXTS.remove.title(productNames(suite.session.project.readContent("fiches/stn.json") as unknown as NamedSheet, (suite.session.project.readContent("site/interface.json") as unknown as Interface).fiche).label));
    const texts = suite.session.project.readContent("site/interface.json") as unknown as Interface;
    const rbn = productNames(suite.session.project.readContent("fiches/rbn.json") as unknown as NamedSheet, texts.fiche).label;
    // Each page that links to it by its name in the list and the place in the form's words, never a file path or JSON path.
    await expect.poll(() => dialog.locator("li").allTextContents(), { timeout: 15_000 }).toEqual(expect.arrayContaining([expect.stringContaining(`${rbn} › `)]));
    const places = await dialog.locator("li").allTextContents();
    expect(places.length).toBeGreaterThanOrEqual(2);
    for (const place of places) expect(place).not.toMatch(/content\/|\.json|\[\d+\]|\w\.\w/);
    await dialog.getByRole("button", { name: TEXTS.remove.confirm }).click();
    await expect.poll(() => header(page).textContent()).toContain(TEXTS.header.unsaved(1));
    await header(page).getByRole("button", { name: TEXTS.header.save }).click();
    const refused = page.getByRole("dialog");
    await expect.poll(() => refused.textContent(), { timeout: 15_000 }).toContain(TEXTS.save.refusedTitle);
    // The sheet that would be left with a broken link, named as the list of contents names it.
    const interfaceTexts = suite.session.project.readContent("site/interface.json") as unknown as Interface;
    expect(await refused.textContent()).toContain(productNames(suite.session.project.readContent("fiches/rbn.json") as unknown as NamedSheet, interfaceTexts.fiche).label);
    expect(suite.session.project.readContent("fiches/stn.json").code).toBe("STN");
  });
});

describe("the editor's screens", () => {
  test("axe: no violation on the list and form, the Modifications view, and the dialogs", async () => {
    const { page } = await openEditor(suite.site, suite.session);
    const screens: Record<string, string[]> = {};
    screens.welcome = await axeViolations(page);
    await openItem(page, /RBN/);
    await page.locator(`#champ_lignes_${ROW}_grammage`).fill(String(WRONG));
    await page.locator(`#champ_lignes_${ROW}_grammage__error`).waitFor({ timeout: 15_000 });
    screens.formWithError = await axeViolations(page);
    await header(page).getByRole("button", { name: TEXTS.header.save }).click();
    await page.getByRole("dialog").waitFor();
    screens.saveRefused = await axeViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByRole("button", { name: TEXTS.form.delete }).click();
    await page.getByRole("dialog").waitFor();
    screens.deleteDialog = await axeViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByRole("button", { name: TEXTS.list.newApplication }).click();
    await page.getByRole("dialog").waitFor();
    screens.createDialog = await axeViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await openItem(page, /Papeterie/);
    await page.getByRole("group", { name: /Image principale/ }).getByRole("button", { name: TEXTS.picture.change }).click();
    await page.getByRole("dialog", { name: TEXTS.picture.dialogTitle }).waitFor();
    screens.picturePicker = await axeViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await header(page).getByRole("button", { name: TEXTS.header.modifications }).click();
    await page.getByRole("main").getByRole("heading", { name: TEXTS.modifications.title }).waitFor();
    screens.modifications = await axeViolations(page);
    expect(screens).toEqual({ welcome: [], formWithError: [], saveRefused: [], deleteDialog: [], createDialog: [], picturePicker: [], modifications: [] });
  });
});
