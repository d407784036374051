import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { SCHEMA_DIR } from "#scripts/lib/paths.ts";
import { TEXTS } from "../../editor/texts.ts";
import { axeViolations } from "./a11y.ts";
import { editorSuite, openEditor } from "./editor-session.ts";

/*
 * The editor for a person, not for a developer, in the editor started with `npm run edit`:
 * usable on a tablet held upright (no sideways scrolling; the list of contents in a
 * drawer, the form and the preview as tabs), and every message names its field in the
 * form's words — never a JSON path — the Modifications view naming the values a list lost.
 */

const SHEET = "fiches/rbn.json";
const suite = editorSuite();

const sheetSchema = JSON.parse(readFileSync(path.join(SCHEMA_DIR, "fiche-technique.schema.json"), "utf8"));
const common = JSON.parse(readFileSync(path.join(SCHEMA_DIR, "commun.schema.json"), "utf8"));

/** How far the page scrolls sideways: 0 when it fits its window. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const isShown = (page: Page, selector: string) => page.locator(selector).first().isVisible();

describe("on a tablet held upright", () => {
  test("at 768 × 1024 and down to 600 px the page does not scroll sideways; the list, the form and the preview are each a tap away", async () => {
    const { page, problems } = await suite.site.openPage(suite.session.url, { width: 768, height: 1024 });
    const listButton = page.getByRole("button", { name: TEXTS.layout.openList, exact: true });
    await listButton.waitFor({ timeout: 60_000 });
    expect(await sidewaysScroll(page)).toBe(0);

    await listButton.click();
    const list = page.getByRole("navigation", { name: TEXTS.list.label });
    await list.getByRole("button", { name: /RBN/ }).first().click();
    // The drawer closes on the chosen item, and its form is there.
    await expect.poll(() => list.count(), { timeout: 15_000 }).toBe(0);
    const field = page.locator("#champ_note");
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe(suite.session.project.readContent(SHEET).note);
    expect(await sidewaysScroll(page)).toBe(0);

    const tabs = page.getByRole("tablist", { name: TEXTS.layout.panes });
    await tabs.getByRole("tab", { name: TEXTS.layout.preview }).click();
    expect(await field.isVisible()).toBe(false);
    const preview = page.frameLocator(`iframe[title="${TEXTS.preview.frameTitle}"]`);
    await expect.poll(() => isShown(page, `iframe[title="${TEXTS.preview.frameTitle}"]`)).toBe(true);
    await expect.poll(() => preview.locator("h1").first().textContent(), { timeout: 15_000 }).toMatch(/RBN/);
    expect(await sidewaysScroll(page)).toBe(0);
    await tabs.getByRole("tab", { name: TEXTS.layout.form }).click();
    expect(await field.isVisible()).toBe(true);

    for (const width of [600, 1000]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => sidewaysScroll(page)).toBe(0);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  }, 180_000);

  test("from 1280 px, the list, the form and the preview stand side by side as three columns", async () => {
    const { page } = await suite.site.openPage(suite.session.url, { width: 1280, height: 800 });
    const list = page.getByRole("navigation", { name: TEXTS.list.label });
    await list.waitFor({ timeout: 60_000 });
    const [nav, main, aside] = await Promise.all(["nav", "main", "aside"].map((role) => page.locator(`body > #editeur ${role}`).first().boundingBox()));
    expect(nav!.x + nav!.width).toBeLessThanOrEqual(main!.x + 1);
    expect(main!.x + main!.width).toBeLessThanOrEqual(aside!.x + 1);
    expect(await page.getByRole("tablist").count()).toBe(0);
    expect(await sidewaysScroll(page)).toBe(0);
  });
});

describe("messages in words", () => {
  test("an error names its field by the form's titles, not by a JSON path", async () => {
    const { page } = await openEditor(suite.site, suite.session);
    await page.getByRole("navigation", { name: TEXTS.list.label }).getByRole("button", { name: /RBN/ }).first().click();
    await page.locator("#champ_carte_image_alt").fill("");
    const summary = page.getByRole("main").getByRole("alert").filter({ hasText: TEXTS.form.fileErrors });
    await summary.waitFor({ timeout: 15_000 });
    const [line] = await summary.getByRole("listitem").allTextContents();
    const words = [sheetSchema.properties.carte.title, common.$defs.image.title, common.$defs.image.properties.alt.title].join(" › ");
    expect(line.startsWith(`${words} : `)).toBe(true);
    expect(line).not.toContain("carte.image.alt");
    expect(line).not.toContain("content/");
  });

  test("the Modifications view names the value a list lost, in its list's words", async () => {
    const before = suite.session.project.readContent(SHEET);
    const category = before.categories.lignes[0];
    const removed: string = category.usages[0];
    suite.session.project.editContent(SHEET, (data) => data.categories.lignes[0].usages.shift());
    try {
      const { page } = await openEditor(suite.site, suite.session);
      await page.getByRole("banner").getByRole("button", { name: TEXTS.header.modifications }).click();
      const main = page.getByRole("main");
      // A line of the file's list of changes.
      const line = main.locator("li li").filter({ hasText: `« ${removed} »` });
      await line.waitFor({ timeout: 15_000 });
      const text = (await line.textContent())!;
      expect(text).toMatch(/^Retiré de /);
      // The place: the categories' title, the category by its name, the list by its title.
      expect(text).toContain(sheetSchema.properties.categories.title);
      expect(text).toContain(category.nom);
      expect(text).toContain(sheetSchema.properties.categories.properties.lignes.items.properties.usages.title);
      expect(text).not.toMatch(/\[\d+\]|éléments/);
    } finally {
      suite.session.project.editContent(SHEET, (data) => (data.categories = before.categories));
    }
  });
});
