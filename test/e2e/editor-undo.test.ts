import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { itemTitle } from "../../editor/core/item-titles.ts";
import { TEXTS } from "../../editor/texts.ts";
import { editorSuite, openEditor } from "./editor-session.ts";

/*
 * Undo and redo in the content editor started with `npm run edit`: an entry removed with
 * its named « Retirer » comes back with Ctrl+Z, in the form and in the preview, and goes
 * again with Ctrl+Maj+Z; a burst of typing is undone as one step, even when Ctrl+Z comes
 * before the pause that hands it to the form.
 */

const SHEET = "fiches/rbn.json";
const ROW = 1;
const TYPED = "épais";

const suite = editorSuite();

type Sheet = { nom: { court: string; long: string }; lignes: { epaisseur: number }[]; categories: { lignes: { nom: string; epaisseurs: number[] }[] } };
const sheet = () => suite.session.project.readContent(SHEET) as unknown as Sheet;
const header = (page: Page) => page.getByRole("banner");
const previewRows = (page: Page) => page.frameLocator(`iframe[title="${TEXTS.preview.frameTitle}"]`).locator("table").first().locator("tbody tr");
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

async function openSheet() {
  const opened = await openEditor(suite.site, suite.session);
  await opened.page.getByRole("navigation", { name: TEXTS.list.label }).getByRole("button", { name: /RBN/ }).first().click();
  await expect.poll(() => opened.page.locator(`#champ_lignes_${ROW}_epaisseur`).inputValue()).toBe(String(sheet().lignes[ROW].epaisseur));
  return opened;
}

describe("undo and redo", () => {
  test("a removed row comes back with Ctrl+Z, in the form and the preview, and goes again with Ctrl+Maj+Z", { timeout: 120_000 }, async () => {
    const { page, problems } = await openSheet();
    const { lignes, categories } = sheet();
    const title = itemTitle("lignes", ROW, lignes[ROW]);

    // Each remove button names its entry; an inner list's names the entry it belongs to.
    const inner = TEXTS.entry.remove(itemTitle("epaisseurs", 0, categories.lignes[0].epaisseurs[0]), itemTitle("lignes", 0, categories.lignes[0]));
    expect(await page.getByRole("button", { name: inner, exact: true }).count()).toBe(1);
    const remove = page.getByRole("button", { name: TEXTS.entry.remove(title), exact: true });
    expect(await remove.count()).toBe(1);
    await expect.poll(() => previewRows(page).count(), { timeout: 15_000 }).toBe(lignes.length);

    await remove.click();
    const next = String(lignes[ROW + 1].epaisseur);
    await expect.poll(() => page.locator(`#champ_lignes_${ROW}_epaisseur`).inputValue()).toBe(next);
    // The form's change reaches the draft as a transition: on a loaded machine, a while later.
    await expect.poll(() => page.getByRole("alert").textContent(), { timeout: 15_000 }).toContain(TEXTS.undo.done(TEXTS.undo.itemRemoved(title)));
    await expect.poll(() => previewRows(page).count(), { timeout: 15_000 }).toBe(lignes.length - 1);
    await expect.poll(() => header(page).textContent(), { timeout: 15_000 }).toContain(TEXTS.header.unsaved(1));

    await page.keyboard.press("Control+z");
    await expect.poll(() => page.locator(`#champ_lignes_${ROW}_epaisseur`).inputValue(), { timeout: 15_000 }).toBe(String(lignes[ROW].epaisseur));
    await expect.poll(() => previewRows(page).count(), { timeout: 15_000 }).toBe(lignes.length);
    await expect.poll(() => header(page).textContent(), { timeout: 15_000 }).toContain(TEXTS.header.unsaved(0));
    // The entry back is shown: its first field has the focus.
    await expect.poll(() => focusedId(page), { timeout: 15_000 }).toMatch(new RegExp(`^champ_lignes_${ROW}_`));

    await page.keyboard.press("Control+Shift+Z");
    await expect.poll(() => page.locator(`#champ_lignes_${ROW}_epaisseur`).inputValue(), { timeout: 15_000 }).toBe(next);
    await expect.poll(() => previewRows(page).count(), { timeout: 15_000 }).toBe(lignes.length - 1);

    // The header's « Annuler » says its keys, and undoes too.
    const undo = header(page).getByRole("button", { name: new RegExp(`^${TEXTS.undo.undo}`) });
    expect(await undo.textContent()).toContain(TEXTS.undo.keys(false).undo);
    await undo.click();
    await expect.poll(() => header(page).textContent(), { timeout: 15_000 }).toContain(TEXTS.header.unsaved(0));
    expect(problems.pageErrors).toEqual([]);
  });

  test("a burst of typing in a field is undone as one step, even with the focus in the field", { timeout: 120_000 }, async () => {
    const { page, problems } = await openSheet();
    const before = sheet().nom.court;
    const field = page.locator("#champ_nom_court");
    await field.click();
    await field.press("Control+a");
    // Typed key by key: each keystroke redraws the form, which a loaded machine makes slow.
    await field.pressSequentially(TYPED, { delay: 40, timeout: 60_000 });
    await expect.poll(() => field.inputValue()).toBe(TYPED);
    // Handed to the form at the first pause in the typing.
    await expect.poll(() => header(page).textContent(), { timeout: 15_000 }).toContain(TEXTS.header.unsaved(1));

    await field.press("Control+z");
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe(before);
    await expect.poll(() => header(page).textContent(), { timeout: 15_000 }).toContain(TEXTS.header.unsaved(0));
    // Ctrl+Y brings the whole burst back.
    await field.press("Control+y");
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe(TYPED);
    await expect.poll(() => header(page).textContent(), { timeout: 15_000 }).toContain(TEXTS.header.unsaved(1));
    expect(problems.pageErrors).toEqual([]);
  });

  test("Ctrl+Z right after typing, before the pause, undoes that typing and not the step before it", { timeout: 120_000 }, async () => {
    const { page, problems } = await openSheet();
    const { nom } = sheet();
    const short = page.locator("#champ_nom_court");
    const long = page.locator("#champ_nom_long");
    await short.click();
    await short.press("Control+a");
    await short.pressSequentially(TYPED, { delay: 40, timeout: 60_000 });
    await expect.poll(() => header(page).textContent(), { timeout: 15_000 }).toContain(TEXTS.header.unsaved(1));

    // Another field, and Ctrl+Z with no pause after the last key: the text still on its way is what is undone.
    await long.click();
    await long.press("End");
    await long.pressSequentially(" ajouté", { delay: 20, timeout: 60_000 });
    await long.press("Control+z");
    await expect.poll(() => long.inputValue(), { timeout: 15_000 }).toBe(nom.long);
    expect(await short.inputValue()).toBe(TYPED);
    // Past the pause, nothing typed comes back by itself.
    await page.waitForTimeout(1_000);
    expect(await long.inputValue()).toBe(nom.long);
    expect(await short.inputValue()).toBe(TYPED);
    // Ctrl+Y brings it back; a second Ctrl+Z after it, then the first field's typing.
    await long.press("Control+y");
    await expect.poll(() => long.inputValue(), { timeout: 15_000 }).toBe(`${nom.long} ajouté`);
    await long.press("Control+z");
    await expect.poll(() => long.inputValue(), { timeout: 15_000 }).toBe(nom.long);
    await long.press("Control+z");
    await expect.poll(() => short.inputValue(), { timeout: 15_000 }).toBe(nom.court);
    await expect.poll(() => header(page).textContent(), { timeout: 15_000 }).toContain(TEXTS.header.unsaved(0));
    expect(problems.pageErrors).toEqual([]);
  });
});
