import type { Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { useBrowser, type Problems } from "./browser.ts";
import { readContent } from "#test/support/content.ts";

/*
 * Icon-only controls in the header: the phone on phones (tap to call), the menu button and
 * the social links, each with a tooltip that repeats its accessible name, with the specification's delays
 * (content/site/reglages.json) and dismissed by Escape.
 */

const site = useBrowser();
let page: Page;
let problems: Problems;
afterEach(async () => {
  expect(problems.pageErrors).toEqual([]);
});

const company = readContent("site/entreprise.json");
const ui = readContent("site/interface.json");
const { infobulleOuverture: OPEN, infobulleEnchainement: SKIP } = readContent("site/reglages.json").delais;

async function open(width: number) {
  ({ page, problems } = await site.openPage("/", { width, height: 800 }));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Whether the control's tooltip shows, and its text. */
const tooltipOf = (selector: string) =>
  page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element, "::after");
    return { shown: style.visibility === "visible" && style.display !== "none", text: style.content.replace(/^"|"$/g, "") };
  });

describe("tap to call on phones", () => {
  for (const width of [320, 375]) {
    test(`at ${width} px the header has the phone as a named 44 px target, and the page does not scroll sideways`, async () => {
      await open(width);
      const phone = page.getByRole("banner").getByRole("link", { name: `${ui.appeler} ${company.telephone}` });
      const visible = phone.locator("visible=true");
      await expect.poll(() => visible.count()).toBe(1);
      expect(await visible.getAttribute("href")).toBe(`tel:${company.telephone.replace(/\s/g, "")}`);
      const box = (await visible.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // The menu button is still there, beside it.
      await expect.poll(() => page.getByRole("banner").getByRole("button", { name: ui.menuMobileOuvrir }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      // Pointed at with a mouse, the phone and the menu button say what they do.
      await visible.hover();
      await expect.poll(() => tooltipOf(".entete-telephone a").then((tip) => tip), { timeout: OPEN * 3 }).toEqual({ shown: true, text: `${ui.appeler} ${company.telephone}` });
      await page.hover(".entete-menu button");
      await expect.poll(() => tooltipOf(".entete-menu button").then((tip) => tip), { timeout: OPEN * 3 }).toEqual({ shown: true, text: ui.menuMobileOuvrir });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
});

describe("tooltips of icon-only controls", () => {
  // The social links of the top bar (beside them, the other languages' links have no tooltip).
  const social = (index: number) => `header .entete-barre ul li:nth-child(${index + 1}) a[target=_blank]`;

  test("a social link's tooltip says its name after the open delay, not before; the next one opens at once", async () => {
    await open(1280);
    const first = company.reseauxSociaux[0]!;
    expect(await tooltipOf(social(0))).toMatchObject({ shown: false, text: `${first.libelle} ${ui.nouvelOnglet}` });
    await page.hover(social(0));
    await page.waitForTimeout(OPEN / 3);
    expect((await tooltipOf(social(0))).shown).toBe(false);
    await expect.poll(() => tooltipOf(social(0)).then((tip) => tip.shown), { timeout: OPEN * 3 }).toBe(true);
    // Moving on to the next one while this one shows: no second wait.
    await page.hover(social(1));
    await page.waitForTimeout(50);
    expect((await tooltipOf(social(1))).shown).toBe(true);
    expect((await tooltipOf(social(0))).shown).toBe(false);
  });

  test("pointed again after the skip delay, a tooltip waits the open delay again", async () => {
    await open(1280);
    await page.hover(social(0));
    await expect.poll(() => tooltipOf(social(0)).then((tip) => tip.shown), { timeout: OPEN * 3 }).toBe(true);
    await page.mouse.move(640, 600);
    await page.waitForTimeout(SKIP * 2);
    await page.hover(social(1));
    await page.waitForTimeout(OPEN / 3);
    expect((await tooltipOf(social(1))).shown).toBe(false);
  });

  test("keyboard focus shows it too; Escape hides it without moving the focus", async () => {
    await open(1280);
    await page.locator(social(0)).focus();
    // A focus by keyboard: :focus-visible.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect.poll(() => tooltipOf(social(0)).then((tip) => tip.shown), { timeout: OPEN * 3 }).toBe(true);
    await page.keyboard.press("Escape");
    expect((await tooltipOf(social(0))).shown).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`${company.reseauxSociaux[0]!.libelle} ${ui.nouvelOnglet}`);
  });

  test("at the right edge of the screen a shown tooltip does not widen the page", async () => {
    await open(1280);
    const last = social(company.reseauxSociaux.length - 1);
    await page.hover(last);
    await expect.poll(() => tooltipOf(last).then((tip) => tip.shown), { timeout: OPEN * 3 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
  });
});
