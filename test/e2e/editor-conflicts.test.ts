import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { readContentTexts, validateTexts } from "#scripts/checks/content/validate.ts";
import { SCHEMA_DIR } from "#scripts/lib/paths.ts";
import { TEXTS } from "../../editor/texts.ts";
import { axeViolations } from "./a11y.ts";
import { editorSuite, openEditor } from "./editor-session.ts";

/*
 * No lost work and no hidden error, in the editor started with `npm run edit`: two people
 * (two browsers) editing one data sheet, or the file changed on disk meanwhile — the later
 * save is refused and shows both versions field by field, and each way out (keep mine,
 * take theirs, merge by field) writes what was chosen. A number typed wrong stays as typed
 * and is refused; two errors of different kinds show together.
 */

const SHEET = "fiches/rbn.json";
const ROW = 2;

const suite = editorSuite();

/** The fields as the dialog names them: by the schema's titles, the way the form does. */
const fields = JSON.parse(readFileSync(path.join(SCHEMA_DIR, "fiche-technique.schema.json"), "utf8")).properties;
const NOTE = fields.note.title as string;
const SHORT_NAME = `${fields.nom.title} › ${fields.nom.properties.court.title}`;

const header = (page: Page) => page.getByRole("banner");
const note = (page: Page) => page.locator("#champ_note");
const shortName = (page: Page) => page.locator("#champ_nom_court");
const conflictDialog = (page: Page) => page.getByRole("dialog").filter({ hasText: TEXTS.conflict.intro });
const choice = (page: Page, field: string, side: "mine" | "theirs") =>
  conflictDialog(page).getByRole("radio", { name: TEXTS.conflict.choice(field, side === "mine" ? TEXTS.conflict.mine : TEXTS.conflict.theirs) });

/** The editor in a browser of its own (another person, or another tab with its own draft), the data sheet open. */
async function openSheet(): Promise<Page> {
  const { page } = await openEditor(suite.site, suite.session);
  await page.getByRole("navigation", { name: TEXTS.list.label }).getByRole("button", { name: /RBN/ }).first().click();
  await expect.poll(() => note(page).inputValue()).toBe(suite.session.project.readContent(SHEET).note);
  return page;
}

async function save(page: Page): Promise<void> {
  await expect.poll(() => header(page).textContent(), { timeout: 15_000 }).toContain(TEXTS.header.valid);
  await header(page).getByRole("button", { name: TEXTS.header.save }).click();
}

async function saved(page: Page): Promise<void> {
  await expect.poll(() => header(page).textContent(), { timeout: 15_000 }).toContain(TEXTS.header.unsaved(0));
}

/** Two people open the sheet; the first changes the note and saves. */
async function firstSaves(noteOfFirst: string): Promise<{ first: Page; second: Page }> {
  const [first, second] = [await openSheet(), await openSheet()];
  await note(first).fill(noteOfFirst);
  await save(first);
  await saved(first);
  expect(suite.session.project.readContent(SHEET).note).toBe(noteOfFirst);
  return { first, second };
}

describe("two people editing one file", () => {
  test("the second save is refused, shows both values, and keeping mine writes mine", async () => {
    const { second } = await firstSaves("Le RBN existe aussi en teintes pastel, sur commande.");
    await note(second).fill("Le RBN existe aussi avec un cœur coloré, sur demande.");
    await save(second);
    const dialog = conflictDialog(second);
    await dialog.waitFor({ timeout: 15_000 });
    // Field by field, both values: the first person's was not lost unseen.
    const row = dialog.getByRole("row").filter({ has: second.getByRole("rowheader", { name: NOTE, exact: true }) });
    expect(await row.textContent()).toContain("Le RBN existe aussi avec un cœur coloré, sur demande.");
    expect(await row.textContent()).toContain("Le RBN existe aussi en teintes pastel, sur commande.");
    expect(suite.session.project.readContent(SHEET).note).toBe("Le RBN existe aussi en teintes pastel, sur commande.");
    expect(await axeViolations(second)).toEqual([]);

    await dialog.getByRole("button", { name: TEXTS.conflict.keepMine }).click();
    await saved(second);
    expect(suite.session.project.readContent(SHEET).note).toBe("Le RBN existe aussi avec un cœur coloré, sur demande.");
  });

  test("taking theirs drops my change of the file and shows theirs", async () => {
    const { second } = await firstSaves("Le RBN se décline aussi en quatre teintes pastel.");
    await note(second).fill("Le RBN se décline aussi en couleurs vives.");
    await save(second);
    await conflictDialog(second).waitFor({ timeout: 15_000 });
    await conflictDialog(second).getByRole("button", { name: TEXTS.conflict.takeTheirs }).click();
    await saved(second);
    expect(suite.session.project.readContent(SHEET).note).toBe("Le RBN se décline aussi en quatre teintes pastel.");
    await expect.poll(() => note(second).inputValue(), { timeout: 15_000 }).toBe("Le RBN se décline aussi en quatre teintes pastel.");
  });

  test("merging by field keeps, at each field, the value chosen", async () => {
    const before = suite.session.project.readContent(SHEET);
    const { second } = await firstSaves("Le RBN existe aussi en vert d'eau.");
    await note(second).fill("Le RBN existe aussi en bleu ciel.");
    await shortName(second).fill("carton minéral blanc");
    await save(second);
    await conflictDialog(second).waitFor({ timeout: 15_000 });
    // Where only I changed a value, mine is offered; where we both did, I choose.
    expect(await choice(second, SHORT_NAME, "mine").isChecked()).toBe(true);
    await choice(second, NOTE, "theirs").check();
    await conflictDialog(second).getByRole("button", { name: TEXTS.conflict.merge }).click();
    await saved(second);
    const after = suite.session.project.readContent(SHEET);
    expect(after.note).toBe("Le RBN existe aussi en vert d'eau.");
    expect(after.nom.court).toBe("carton minéral blanc");
    expect(after.nom.long).toBe(before.nom.long);
  });
});

test("a change on disk between opening and saving is caught the same way, and its own fields are kept by default", async () => {
  const page = await openSheet();
  await shortName(page).fill("carton minéral dense");
  // Someone edits the file in a text editor meanwhile.
  suite.session.project.editContent(SHEET, (data) => (data.note = "Le RBN existe aussi en gris perle."));
  await save(page);
  const dialog = conflictDialog(page);
  await dialog.waitFor({ timeout: 15_000 });
  // The disk changed the note, I did not: the disk's note is offered first.
  expect(await choice(page, NOTE, "theirs").isChecked()).toBe(true);
  expect(await choice(page, SHORT_NAME, "mine").isChecked()).toBe(true);
  await dialog.getByRole("button", { name: TEXTS.conflict.merge }).click();
  await saved(page);
  const after = suite.session.project.readContent(SHEET);
  expect(after.note).toBe("Le RBN existe aussi en gris perle.");
  expect(after.nom.court).toBe("carton minéral dense");
});

describe("errors and numbers", () => {
  /** What `npm run validate:content` says at `place` once the sheet holds `change`. */
  function checkLine(change: (data: any) => void, place: string): string | undefined {
    const texts = readContentTexts(suite.session.project.path("content"));
    const data = JSON.parse(texts.get(SHEET)!);
    change(data);
    texts.set(SHEET, JSON.stringify(data, null, 2));
    const paths = { contentDir: suite.session.project.path("content"), publicDir: suite.session.project.path("public"), schemaDir: suite.session.project.path("schema") };
    return validateTexts(texts, paths).errors.find((error) => error.path === place)?.message;
  }

  test('"1.5.0" in a number field is refused with the usual line, and the field keeps what was typed', async () => {
    const expected = checkLine((data) => (data.lignes[ROW].densite = "1.5.0"), `lignes[${ROW}].densite`);
    expect(expected).toMatch(/doit être un nombre/);
    const page = await openSheet();
    const field = page.locator(`#champ_lignes_${ROW}_densite`);
    await field.fill("1.5.0");
    await expect.poll(() => page.locator(`#champ_lignes_${ROW}_densite__error`).textContent(), { timeout: 15_000 }).toBe(expected);
    await expect.poll(() => header(page).textContent()).toContain(TEXTS.header.invalid(1));
    expect(await header(page).textContent()).not.toContain(TEXTS.header.valid);
    expect(await field.inputValue()).toBe("1.5.0");
    await page.getByRole("button", { name: TEXTS.form.discard }).click();
    await page.getByRole("dialog").getByRole("button", { name: TEXTS.form.discardConfirm }).click();
    await saved(page);
  });

  test("an empty alt text and a wrong grammage show together: at their fields, in the list and in the counter", async () => {
    const page = await openSheet();
    const alt = page.locator("#champ_carte_image_alt");
    await alt.fill("");
    await page.locator(`#champ_lignes_${ROW}_grammage`).fill("600");
    const altError = page.locator("#champ_carte_image_alt__error");
    const grammageError = page.locator(`#champ_lignes_${ROW}_grammage__error`);
    await expect.poll(() => grammageError.textContent(), { timeout: 15_000 }).toMatch(/ne correspond pas à 300 µm × 1,5 g\/cm³/);
    expect(await altError.textContent()).toBeTruthy();
    await expect.poll(() => header(page).textContent()).toContain(TEXTS.header.invalid(2));
    const summary = page.getByRole("main").getByRole("alert").filter({ hasText: TEXTS.form.fileErrors });
    const lines = await summary.getByRole("listitem").allTextContents();
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(expect.arrayContaining([expect.stringContaining(await altError.textContent() ?? "-"), expect.stringContaining(await grammageError.textContent() ?? "-")]));
    // The list of contents counts both for the sheet.
    expect(await page.getByRole("navigation", { name: TEXTS.list.label }).textContent()).toContain(TEXTS.list.withErrors(2));
  });
});
