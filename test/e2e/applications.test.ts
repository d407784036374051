import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { holdScripts, useBrowser, origin } from "./browser.ts";
import { readContent, routes, templateRoutes } from "#test/support/content.ts";

const site = useBrowser();

const labels = readContent("site/page-application.json");
const applications = routes
  .filter((route) => route.collection === "applications")
  .map((route) => ({ path: route.path, content: readContent(`applications/${route.slug}.json`) }));

/** Adds up layout shifts from the first paint on, as Core Web Vitals' CLS does (shifts right after an input excluded). */
const RECORD_LAYOUT_SHIFTS = () => {
  const win = window as unknown as { __cls: number };
  win.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) win.__cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
};

const gallery = (page: Page) => page.getByRole("region", { name: labels.galerie });
const mainImage = (page: Page) => gallery(page).locator("picture img").first();
const thumbnails = (page: Page) => page.getByRole("group", { name: labels.vignettes }).getByRole("button");
const pressedIndex = (page: Page) => thumbnails(page).evaluateAll((buttons) => buttons.findIndex((button) => button.getAttribute("aria-pressed") === "true"));
/** The section introduced by an h2 with this text. */
const section = (page: Page, title: string) => page.locator("main section", { has: page.locator("h2", { hasText: title }) });

/** Waits until the shown image has really loaded (new picture, new request). */
async function loadedImage(page: Page) {
  const image = mainImage(page);
  await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await image.elementHandle());
  return { alt: await image.getAttribute("alt"), currentSrc: await image.evaluate((img: HTMLImageElement) => img.currentSrc) };
}

// The template's behaviour, on the application page that stands for all of them (templateRoutes).
const tested = applications.filter((application) => templateRoutes.some((route) => route.path === application.path));

describe.each(tested)("$path", ({ path, content }) => {
  const images = [content.imagePrincipale, ...content.galerie];

  test("title, five examples, the gallery, and links to the five other applications", async () => {
    const { page, problems } = await site.openPage(path, { width: 1280, height: 900 });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.locator("main h1").innerText()).toBe(content.titre);

    const examples = section(page, labels.titreExemples).locator("li");
    expect(await examples.allInnerTexts()).toEqual(content.exemples);
    expect(content.exemples).toHaveLength(5);

    expect(content.galerie.length).toBeGreaterThanOrEqual(4);
    expect(content.galerie.length).toBeLessThanOrEqual(18);
    expect(await thumbnails(page).count()).toBe(images.length);
    expect(await thumbnails(page).evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")))).toEqual(images.map((image) => image.alt));

    const others = section(page, labels.titreAutres).locator("article");
    const hrefs = await others.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.sort()).toEqual(applications.map((a) => a.path).filter((p) => p !== path).sort());
    expect(await others.locator("h3").allInnerTexts()).toEqual(
      applications.filter((a) => a.path !== path).sort((a, b) => a.content.ordre - b.content.ordre).map((a) => a.content.menu),
    );
    expect(await others.locator("img").count()).toBe(5);
    expect(await page.locator(`main a[href='${path}']`).count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test("a click on a thumbnail shows its image with its alt text and marks it pressed", async () => {
    const { page } = await site.openPage(path, { width: 1280, height: 900 });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await pressedIndex(page)).toBe(0);
    const first = await loadedImage(page);
    expect(first.alt).toBe(images[0].alt);

    const target = images.length - 2;
    await thumbnails(page).nth(target).click();
    const shown = await loadedImage(page);
    expect(shown.alt).toBe(images[target].alt);
    expect(shown.currentSrc).not.toBe(first.currentSrc);
    expect(await pressedIndex(page)).toBe(target);
  });

  test("a thumbnail tapped before the page's code has run is shown once it has", async () => {
    const { page, problems } = await site.newPage({ width: 375, height: 812, hasTouch: true });
    const release = await holdScripts(page);
    await page.goto(`${origin()}${path}`);
    await thumbnails(page).nth(2).tap();
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect.poll(() => pressedIndex(page)).toBe(2);
    expect((await loadedImage(page)).alt).toBe(images[2].alt);
    expect(problems.pageErrors).toEqual([]);
  });

  test("the keyboard: Tab reaches every thumbnail, arrows move and select, Enter selects; the focus ring shows", async () => {
    const { page } = await site.openPage(path, { width: 1280, height: 900 });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const focusedIndex = () => thumbnails(page).evaluateAll((buttons) => buttons.indexOf(document.activeElement as HTMLButtonElement));

    await thumbnails(page).first().focus();
    await page.keyboard.press("ArrowRight");
    expect(await focusedIndex()).toBe(1);
    expect(await pressedIndex(page)).toBe(1);
    expect((await loadedImage(page)).alt).toBe(images[1].alt);

    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await focusedIndex()).toBe(images.length - 1);
    expect(await pressedIndex(page)).toBe(images.length - 1);

    // Tab goes through the thumbnails like any buttons, without selecting; Enter selects.
    await page.keyboard.press("Home");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await focusedIndex()).toBe(2);
    expect(await pressedIndex(page)).toBe(0);
    await page.keyboard.press("Enter");
    expect(await pressedIndex(page)).toBe(2);
    expect((await loadedImage(page)).alt).toBe(images[2].alt);

    const focused = thumbnails(page).nth(2);
    expect(await focused.evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineWidth])).toEqual(["solid", "3px"]);
    for (const box of await thumbnails(page).evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON())))
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  });

  test.each([
    { width: 375, height: 812, deviceScaleFactor: 2 },
    { width: 1280, height: 900, deviceScaleFactor: 1 },
  ])("at $width px: Chromium gets AVIF, only the main image loads eagerly with high priority, no layout shift (CLS 0)", async (viewport) => {
    const { page, problems } = await site.newPage({ width: viewport.width, height: viewport.height, deviceScaleFactor: viewport.deviceScaleFactor });
    // The web font comes from the cache, as for a visitor's second page: its swap from the fallback font can
    // move text on a first visit when it arrives after the first paint, which is not what this test is about.
    await page.goto(`${origin()}/contact`, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    // The contact form's code loads after hydration: let it arrive, or leaving the page aborts it.
    await page.locator("main form button[type=submit]:not([disabled])").waitFor();
    await page.addInitScript(RECORD_LAYOUT_SHIFTS);
    // Images arrive well after the first paint, as on a phone network: a box without its size would then move the page.
    await page.route("**/assets/images/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const imageTypes = new Map<string, string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "image") imageTypes.set(response.url(), response.headers()["content-type"]);
    });
    await page.goto(`${origin()}${path}`, { waitUntil: "networkidle" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    const main = await loadedImage(page);
    expect(main.currentSrc).toMatch(/\/assets\/images\/.+\.avif$/);
    expect(imageTypes.get(main.currentSrc)).toBe("image/avif");
    expect(await mainImage(page).evaluate((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")])).toEqual(["eager", "high"]);
    // The main image is on the first screen; it is the only image not loaded lazily.
    expect((await mainImage(page).boundingBox())!.y).toBeLessThan(viewport.height);
    expect(await page.locator("main img").evaluateAll((imgs) => imgs.filter((img) => img.getAttribute("loading") !== "lazy").length)).toBe(1);

    // Scroll through the page so every lazy image loads, then check nothing moved.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 300) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState("networkidle");
    const notLoaded = await page
      .locator("main img")
      .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.currentSrc));
    expect(notLoaded).toEqual([]);
    for (const [url, type] of imageTypes) if (url.includes("/assets/images/")) expect(type, url).toBe("image/avif");
    // Thumbnails use the small variants.
    const thumbWidths = await thumbnails(page).locator("img").evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => img.naturalWidth));
    for (const width of thumbWidths) expect(width).toBeLessThanOrEqual(240);

    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
  });
});

test("without JavaScript the main image and every thumbnail still show", async () => {
  const { path, content } = applications[0];
  const { page } = await site.openPage(path, { javaScript: false, width: 1280, height: 900, waitUntil: "networkidle" });
  const main = mainImage(page);
  expect(await main.getAttribute("alt")).toBe(content.imagePrincipale.alt);
  const shown = await gallery(page).locator("img").evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0));
  expect(shown).toEqual(Array(content.galerie.length + 2).fill(true));
});

test("a client-side move to another application starts its gallery on its main image", async () => {
  const [from, to] = applications;
  const { page } = await site.openPage(from.path, { width: 1280, height: 900 });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await thumbnails(page).nth(3).click();
  await section(page, labels.titreAutres).locator(`a[href='${to.path}']`).click();
  await page.locator("main h1", { hasText: to.content.titre }).waitFor();
  expect(await pressedIndex(page)).toBe(0);
  expect((await loadedImage(page)).alt).toBe(to.content.imagePrincipale.alt);
});

test("/applications lists every application with its image, title and summary", async () => {
  const { page, problems } = await site.openPage("/applications", { width: 1280, height: 900, waitUntil: "networkidle" });
  const cards = page.locator("main article");
  expect(await cards.count()).toBe(applications.length);
  expect(applications).toHaveLength(6);
  const sorted = [...applications].sort((a, b) => a.content.ordre - b.content.ordre);
  expect(await cards.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(sorted.map((a) => a.path));
  expect(await cards.locator("h2, h3").allInnerTexts()).toEqual(sorted.map((a) => a.content.menu));
  expect(await cards.locator("p").allInnerTexts()).toEqual(sorted.map((a) => a.content.resume));
  expect(await cards.locator("picture source[type='image/avif']").count()).toBe(applications.length);
  expect(problems.pageErrors).toEqual([]);
});

test("right to left (an Arabic application page): the left arrow goes to the next thumbnail, which stands on the left, and the right arrow back", async () => {
  const { page } = await site.openPage(`/ar${applications[0].path}`, { width: 1280, height: 900 });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const buttons = page.locator("main button[aria-pressed]");
  const focusedIndex = () => buttons.evaluateAll((all) => all.indexOf(document.activeElement as HTMLButtonElement));
  const left = async (index: number) => (await buttons.nth(index).boundingBox())!.x;
  expect(await left(1)).toBeLessThan(await left(0));
  await buttons.first().focus();
  await page.keyboard.press("ArrowLeft");
  expect(await focusedIndex()).toBe(1);
  expect(await buttons.nth(1).getAttribute("aria-pressed")).toBe("true");
  await page.keyboard.press("ArrowRight");
  expect(await focusedIndex()).toBe(0);
});
