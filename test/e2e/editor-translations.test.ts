import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { Traduction } from "#app/generated/content-types.ts";
import { TEXTS } from "../../editor/texts.ts";
import { axeViolations } from "./a11y.ts";
import { editorSuite, openEditor } from "./editor-session.ts";

/*
 * Translating in the editor started with `npm run edit`: a language chosen in the list shows
 * that language's items, each French text as it is now beside its translation; a French edit
 * makes its translations « à revoir » at once, in the view, in the counts and in the list's
 * filter; marked reviewed and retyped, the translation is saved with the French it now
 * translates; an Arabic translation is typed right to left and previewed on the Arabic page.
 */

const SHEET = "fiches/rbn.json";
const PLACE = "caracteristiques[0].libelle";
const suite = editorSuite();

const translation = (locale: string) => suite.session.project.readContent(`traductions/${locale}/${SHEET}`) as unknown as Traduction;
const indexOf = (locale: string, place = PLACE) => translation(locale).textes.findIndex((entry) => entry.champ === place);
const list = (page: Page) => page.getByRole("navigation", { name: TEXTS.list.label });
const main = (page: Page) => page.getByRole("main");

async function chooseLanguage(page: Page, name: RegExp) {
  await list(page).getByRole("combobox", { name: TEXTS.language.label }).click();
  await page.getByRole("option", { name }).click();
}

describe("translating", () => {
  test("a French edit makes its translation « à revoir »; reviewed and retyped, it is saved with the French it translates", { timeout: 180_000 }, async () => {
    const { page, problems } = await openEditor(suite.site, suite.session);
    const french = suite.session.project.readContent(SHEET) as unknown as { caracteristiques: { libelle: string }[] };
    const edited = `${french.caracteristiques[0].libelle} et à la vapeur`;
    await list(page).getByRole("button", { name: /RBN/ }).first().click();
    await page.locator("#champ_caracteristiques_0_libelle").fill(edited);
    await page.locator("#champ_caracteristiques_0_libelle").blur();

    // The language chosen, the item open follows: RBN in English, beside its French.
    await chooseLanguage(page, /^English/);
    await expect.poll(() => main(page).getByRole("heading", { level: 2 }).first().textContent(), { timeout: 15_000 }).toMatch(/RBN.*\(en\)/);
    const index = indexOf("en");
    const field = page.locator(`#champ_textes_${index}_traduction`);
    const row = main(page).getByRole("listitem").filter({ has: field });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(TEXTS.translation.states["à revoir"]);
    expect(await row.textContent()).toContain(edited);
    expect(await row.locator("del").textContent()).toBe(translation("en").textes[index].fr);
    expect(await list(page).getByRole("combobox", { name: TEXTS.language.label }).textContent()).toContain("1 à revoir");

    // Only what is left: the list keeps RBN alone, the view its one text to review.
    await list(page).getByRole("checkbox", { name: TEXTS.language.onlyGaps }).check();
    expect(await list(page).getByRole("listitem").allTextContents()).toEqual([expect.stringMatching(/RBN.*1 à revoir/)]);
    await main(page).getByRole("button", { name: TEXTS.translation.filters["à revoir"](1) }).click();
    expect(await main(page).getByRole("list").first().getByRole("listitem").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole("button", { name: TEXTS.translation.reviewed }).click();
    await expect.poll(() => main(page).getByRole("button", { name: TEXTS.translation.filters["à revoir"](0) }).count()).toBe(1);
    await main(page).getByRole("button", { name: TEXTS.translation.filters.tous(translation("en").textes.length) }).click();
    await field.fill("Resistant to water and steam");
    await field.blur();
    await page.getByRole("banner").getByRole("button", { name: TEXTS.header.save, exact: true }).click();
    await expect.poll(() => translation("en").textes[index], { timeout: 15_000 }).toEqual({ champ: PLACE, fr: edited, traduction: "Resistant to water and steam" });
    expect((suite.session.project.readContent(SHEET) as unknown as typeof french).caracteristiques[0].libelle).toBe(edited);
    expect(problems.pageErrors).toEqual([]);
  });

  test("Arabic: typed right to left, previewed on the Arabic page, right to left", { timeout: 120_000 }, async () => {
    const { page, problems } = await openEditor(suite.site, suite.session);
    await chooseLanguage(page, /^العربية/);
    await list(page).getByRole("button", { name: /RBN/ }).first().click();
    // Another text than the first test's, whose French changed: a translation to review shows the French on the page.
    const field = page.locator(`#champ_textes_${indexOf("ar", "caracteristiques[1].libelle")}_traduction`);
    await expect.poll(() => field.getAttribute("dir"), { timeout: 15_000 }).toBe("rtl");
    expect(await field.getAttribute("lang")).toBe("ar");
    // Emptied, it is « à traduire »; typed under that filter, with pauses that hand each word to the draft, it stays in view.
    await field.fill("");
    const toTranslate = main(page).getByRole("button", { name: TEXTS.translation.filters["à traduire"](1) });
    await toTranslate.waitFor({ timeout: 15_000 });
    await toTranslate.click();
    for (const word of ["مقاوم ", "للماء ", "والبخار"]) {
      await field.pressSequentially(word);
      await page.waitForTimeout(400);
    }
    expect(await field.inputValue()).toBe("مقاوم للماء والبخار");
    await expect.poll(() => main(page).getByRole("button", { name: TEXTS.translation.filters["à traduire"](0) }).count(), { timeout: 15_000 }).toBe(1);
    expect(await field.isVisible()).toBe(true);
    const preview = page.frameLocator(`iframe[title="${TEXTS.preview.frameTitle}"]`);
    await expect.poll(() => preview.locator("html").getAttribute("dir"), { timeout: 15_000 }).toBe("rtl");
    expect(await preview.locator("html").getAttribute("lang")).toBe("ar");
    await expect.poll(() => preview.locator("main").textContent(), { timeout: 15_000 }).toContain("مقاوم للماء والبخار");
    expect(problems.pageErrors).toEqual([]);
  });
});
