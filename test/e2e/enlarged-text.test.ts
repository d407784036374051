import { type Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { readContent, routes } from "#test/support/content.ts";
import { useBrowserWithPreferences, origin } from "./browser.ts";

/*
 * Text enlarged by the visitor's browser settings, at 200 %: the text size (Chrome's
 * "Font size", which rem media queries follow) and the minimum font size (which no media
 * query sees). Set as a real profile's preferences, as a visitor would. At 1280 and
 * 768 px: no horizontal scroll, and every menu entry reachable, in the header or in the
 * drawer.
 */

const ui = readContent("site/interface.json");
const navigation = readContent("site/navigation.json");

/** Every address the menu offers: its own links, and each submenu's (the applications overview included). */
const menuEntries = [
  ...navigation.menu.filter((item: { href?: string }) => item.href).map((item: { href: string }) => item.href),
  "/applications",
  ...routes.filter((route) => route.collection === "applications" || route.collection === "fiches").map((route) => route.path),
];

const SETTINGS = {
  "text size 200 %": { default_font_size: 32, default_fixed_font_size: 26 },
  "minimum font size 32 px": { minimum_font_size: 32 },
} as const;

// Preferences are read when a browser starts: each setting gets a Chromium of its own.
const browserWith = useBrowserWithPreferences();

async function expectNoHorizontalScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${where} : largeur de la page`).toBeLessThanOrEqual(innerWidth);
}

/** Whether an element is on screen, whole, without scrolling sideways. */
async function fullyInView(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  const width = page.viewportSize()!.width;
  return !!box && box.width > 0 && box.x >= 0 && box.x + box.width <= width + 0.5;
}

async function expectEveryMenuEntry(page: Page, where: string) {
  const menuButton = page.getByRole("button", { name: ui.menuMobileOuvrir });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: ui.menuMobileTitre });
    await drawer.waitFor({ state: "visible" });
    for (const href of menuEntries) {
      const link = drawer.locator(`nav a[href="${href}"]`);
      expect(await link.count(), `${where} : ${href} dans le menu`).toBe(1);
      await link.scrollIntoViewIfNeeded();
      expect(await fullyInView(page, `dialog[open] nav a[href="${href}"]`), `${where} : ${href} visible dans le menu`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    return;
  }
  const nav = page.locator("header nav");
  for (const href of menuEntries.filter((entry) => navigation.menu.some((item: { href?: string }) => item.href === entry))) {
    expect(await fullyInView(page, `header nav a[href="${href}"]`), `${where} : ${href} dans l'en-tête`).toBe(true);
  }
  for (const trigger of await nav.locator("button[aria-expanded]").all()) {
    await trigger.click();
    const panel = `#${await trigger.getAttribute("aria-controls")}`;
    await page.locator(panel).waitFor({ state: "visible" });
    for (const link of await page.locator(`${panel} a`).all()) {
      const href = (await link.getAttribute("href"))!;
      expect(await fullyInView(page, `${panel} a[href="${href}"]`), `${where} : ${href} dans le sous-menu`).toBe(true);
    }
    await expectNoHorizontalScroll(page, `${where}, sous-menu ouvert`);
    await page.keyboard.press("Escape");
  }
}

describe.each(Object.entries(SETTINGS))("%s", (name, prefs) => {
  test.each([1280, 768])("at %i px: no horizontal scroll, every menu entry reachable", async (width) => {
    const page = await browserWith(prefs);
    await page.setViewportSize({ width, height: 900 });
    for (const pathname of ["/", "/rbn", "/contact"]) {
      await page.goto(`${origin()}${pathname}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.evaluate(() => document.fonts.ready);
      // The text is really enlarged.
      expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBeGreaterThanOrEqual(32);
      await expectNoHorizontalScroll(page, `${name}, ${width} px, ${pathname}`);
      await expectEveryMenuEntry(page, `${name}, ${width} px, ${pathname}`);
    }
  });
});

test("before any script runs, enlarged text does not push the header off-screen either", async () => {
  const page = await browserWith(SETTINGS["minimum font size 32 px"], { javaScript: false });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${origin()}/`);
    await expectNoHorizontalScroll(page, `sans JavaScript, ${width} px`);
    if (width === 1280) {
      for (const item of navigation.menu.filter((entry: { href?: string }) => entry.href)) {
        expect(await fullyInView(page, `header nav a[href="${item.href}"]`), item.href).toBe(true);
      }
    }
  }
});
