import type { Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { markDocument, useBrowser, type Problems } from "./browser.ts";
import { readContent, routes, routeTitle } from "#test/support/content.ts";

const site = useBrowser();
let page: Page;
let problems: Problems;
afterEach(async () => {
  expect(problems.pageErrors).toEqual([]);
});

const ui = readContent("site/interface.json");
const navigation = readContent("site/navigation.json");
const settings = readContent("site/reglages.json");
const applicationCount = routes.filter((route) => route.collection === "applications").length;
const sheetCount = routes.filter((route) => route.collection === "fiches").length;
/** The overview links the submenus open with (« Toutes les applications », « Comparer les grades »), as navigation.json gives them. */
const overviewOf = (source: string) => navigation.menu.find((item: { sousMenu?: { source: string } }) => item.sousMenu?.source === source)?.sousMenu?.vueEnsemble;
const overviewCount = ["applications", "fiches"].filter((source) => overviewOf(source)).length;

async function open(path: string, width = 1280) {
  ({ page, problems } = await site.openPage(path, { width, height: 800 }));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Client navigations render after the page's .data file arrives: wait for the new heading. */
async function expectHeading(title: string) {
  await page.locator("main h1", { hasText: title }).waitFor({ timeout: 5000 });
  expect(await page.locator("main h1").innerText()).toBe(title);
}

const trigger = (label: string) => page.locator(`header nav button[aria-expanded]`, { hasText: label });

describe("header submenus (desktop)", () => {
  test("open on hover after the open delay, list every application plus the overview, close on leave", async () => {
    await open("/");
    const applications = trigger("Applications");
    const panel = page.locator(`#${await applications.getAttribute("aria-controls")}`);
    await applications.hover();
    // Not open at once (the exact delays are unit-tested with fake timers).
    expect(await panel.isVisible()).toBe(false);
    await panel.waitFor({ state: "visible", timeout: 2000 });
    expect(await applications.getAttribute("aria-expanded")).toBe("true");
    expect(await panel.locator("a").count()).toBe(applicationCount + 1);
    expect(await panel.locator("a[href='/applications']").count()).toBe(1);
    await page.mouse.move(5, 700);
    await panel.waitFor({ state: "hidden", timeout: 2000 });
    expect(await applications.getAttribute("aria-expanded")).toBe("false");
  });

  test("a click after hovering keeps the submenu open, and a click elsewhere closes it", async () => {
    await open("/");
    const applications = trigger("Applications");
    const panel = page.locator(`#${await applications.getAttribute("aria-controls")}`);
    await applications.hover();
    await panel.waitFor({ state: "visible" });
    await applications.click();
    await page.mouse.move(5, 700);
    await page.waitForTimeout(settings.delais.menuFermeture * 3);
    expect(await panel.isVisible()).toBe(true);
    await page.mouse.click(5, 700);
    await panel.waitFor({ state: "hidden" });
  });

  test("a page loaded directly marks its menu entry and its section", async () => {
    await open("/qui-sommes-nous");
    expect(await page.locator("header nav a[aria-current='page']").getAttribute("href")).toBe("/qui-sommes-nous");
    await open("/rbn/");
    const sheets = trigger("Les fiches techniques");
    expect(await sheets.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("underline");
    expect(await trigger("Applications").evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("none");
    await sheets.click();
    expect(await page.locator(`#${await sheets.getAttribute("aria-controls")} a[aria-current='page']`).getAttribute("href")).toBe("/rbn");
  });

  test("open by click and navigate", async () => {
    await open("/");
    const sheets = trigger("Les fiches techniques");
    await sheets.click();
    const panel = page.locator(`#${await sheets.getAttribute("aria-controls")}`);
    expect(await panel.locator("a").count()).toBe(sheetCount + (overviewOf("fiches") ? 1 : 0));
    await panel.locator("a[href='/stn']").click();
    await page.waitForURL(/\/stn$/);
    await expectHeading(routeTitle(routes.find((route) => route.path === "/stn")!));
    expect(await panel.isVisible()).toBe(false);
  });

  test("keyboard: Enter and Space toggle, Escape closes and returns focus to the trigger", async () => {
    await open("/");
    const applications = trigger("Applications");
    const panel = page.locator(`#${await applications.getAttribute("aria-controls")}`);
    await applications.focus();
    await page.keyboard.press("Enter");
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("ul")?.id)).toBe(await applications.getAttribute("aria-controls"));
    await page.keyboard.press("Escape");
    expect(await panel.isVisible()).toBe(false);
    expect(await applications.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Space");
    expect(await applications.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Space");
    expect(await applications.getAttribute("aria-expanded")).toBe("false");
  });

  test("the skip link is the first tab stop and leads to the main content", async () => {
    await open("/qui-sommes-nous");
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    expect(await focused.innerText()).toBe(ui.lienEvitement);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contenu");
    // The main landmark takes focus without drawing a focus ring across the page.
    expect(await page.locator("main").evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("none");
  });
});

describe("mobile drawer", () => {
  test("opens from the menu button, traps focus, closes with Escape and gives focus back", async () => {
    await open("/", 375);
    const button = page.getByRole("button", { name: ui.menuMobileOuvrir });
    await button.click();
    const drawer = page.getByRole("dialog", { name: ui.menuMobileTitre });
    await drawer.waitFor({ state: "visible" });
    expect(await drawer.locator("a[href='/applications']").count()).toBe(1);
    expect(await drawer.locator("nav a").count()).toBe(navigation.menu.filter((item: { href?: string }) => item.href).length + applicationCount + sheetCount + overviewCount);
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test("closing the drawer leaves the page where it was", async () => {
    await open("/pourquoi-stone-paper", 375);
    await page.evaluate(() => window.scrollTo(0, 600));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await page.getByRole("button", { name: ui.menuMobileOuvrir }).click();
    const drawer = page.getByRole("dialog", { name: ui.menuMobileTitre });
    await drawer.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(2);
  });

  test("a drawer link navigates and closes the drawer", async () => {
    await open("/", 375);
    await page.getByRole("button", { name: ui.menuMobileOuvrir }).click();
    const drawer = page.getByRole("dialog", { name: ui.menuMobileTitre });
    await drawer.locator("a[href='/rpn']").click();
    await page.waitForURL(/\/rpn$/);
    await drawer.waitFor({ state: "hidden" });
    await expectHeading(routeTitle(routes.find((route) => route.path === "/rpn")!));
  });

  test("the keyboard alone opens the drawer and follows a link", async () => {
    await open("/contact", 375);
    await page.getByRole("button", { name: ui.menuMobileOuvrir }).focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: ui.menuMobileTitre });
    await drawer.waitFor({ state: "visible" });
    await drawer.locator("a[href='/papeterie']").focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/papeterie$/);
    await expectHeading(readContent("applications/papeterie.json").titre);
  });
});

describe("route changes", () => {
  test("pointing at a link (or touching, or focusing it) fetches the next page's data and code before the click", async () => {
    await open("/qui-sommes-nous", 1280);
    await page.waitForLoadState("networkidle");
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    const link = page.locator("footer a[href='/rbn']");
    await link.hover();
    await expect.poll(() => asked.filter((path) => path.endsWith("/rbn.data"))).toHaveLength(1);
    // The data sheet template's module too, which this content page has not loaded: asked for
    // by the same prefetch, in either order, before the click.
    await expect.poll(() => asked.some((path) => /\/assets\/data-sheet-[\w-]+\.js$/.test(path))).toBe(true);
    // The footer's links are kept as pre-rendered (static-part.tsx): the shell follows them, in the same document.
    const sameDocument = await markDocument(page);
    await link.click();
    await expectHeading(routeTitle(routes.find((route) => route.path === "/rbn")!));
    expect(await sameDocument()).toBe(true);
  });

  test("scroll to the top and focus the new page's heading", async () => {
    await open("/pourquoi-stone-paper", 1280);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator("footer a[href='/contact']").click();
    await page.waitForURL(/\/contact$/);
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
    expect(await page.locator(":focus").innerText()).toBe(readContent("pages/contact.json").titre);
  });

  test("Back returns to where the visitor was, Forward too; a link always starts at the top", async () => {
    await open("/", 1280);
    const card = page.locator("main a[href='/rbn']").first();
    await card.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(800);
    await card.click();
    await page.waitForURL(/\/rbn$/);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForFunction(() => window.scrollY === 700);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await page.waitForFunction((y) => window.scrollY === y, left);
    await page.goForward();
    await page.waitForURL(/\/rbn$/);
    await page.waitForFunction(() => window.scrollY === 700);
    // Following a link to a page seen before is a new visit: from the top.
    await page.locator("header a[href='/']").first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.waitForFunction(() => window.scrollY === 0);
  });

  test("a reloaded page comes back where the visitor was", async () => {
    await open("/pourquoi-stone-paper", 1280);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY === 900);
    // React Router saves positions when the page is hidden or left.
    await page.reload();
    await page.waitForFunction(() => window.scrollY === 900);
  });
});
