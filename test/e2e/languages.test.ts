import { describe, expect, test } from "vitest";
import { loadContent } from "#app/content/loader.server.ts";
import { formatNumber } from "#app/model/locale-format.ts";
import { localizedPath } from "#app/model/locale.ts";
import { productNames } from "#app/model/product-names.ts";
import { canonicalPath, type SiteRoute } from "#app/model/site-routes.ts";
import { CONTENT_DIR } from "#scripts/lib/paths.ts";
import { allRoutes, readContent } from "#test/support/content.ts";
import { axeViolations, settle } from "./a11y.ts";
import { markDocument, origin, useBrowser } from "./browser.ts";

/*
 * The other languages' pages, once per template and language (they share the French
 * pages' templates, which the other end-to-end files walk page by page): the language
 * and direction, the addresses search engines read, the switch between languages, the
 * mirrored layout of the Arabic pages and their accessibility.
 */

const site = useBrowser();
const { origine } = readContent("site/reglages.json");
const languages = [...new Set(allRoutes.map((route) => route.locale))];
const others = languages.filter((locale) => locale !== "fr");
const languageFile = readContent("site/langues.json");
const directionOf = (locale: string) => languageFile.langues.find((language: { code: string }) => language.code === locale).direction as "ltr" | "rtl";

/** One page of each template, as French pages: the home page, a content page, an application, a data sheet. */
const TEMPLATE_PAGES = ["/", "/qui-sommes-nous", "/papeterie", "/rbn"];
const routeAt = (path: string) => allRoutes.find((route) => route.locale === "fr" && route.path === path)!;

/** The page's h1 as the language shows it (its translations, the French where a text is missing). */
function titleIn(route: SiteRoute, locale: string): string {
  const content = loadContent(CONTENT_DIR, locale);
  if (route.collection === "fiches") return productNames(content.sheets.find((sheet) => sheet.slug === route.slug)!.data, content.ui.fiche).title;
  const list = route.collection === "applications" ? content.applications : content.pages;
  return list.find((entry) => entry.slug === route.slug)!.data.titre;
}

test("the site is built in more than one language (content/site/langues.json), or these tests have nothing to check", () => {
  expect(others.length).toBeGreaterThan(0);
});

describe.each(others)("%s", (locale) => {
  const direction = directionOf(locale);

  test.each(TEMPLATE_PAGES)("%s: its twin answers in the language, with its direction, canonical address and alternates", async (frenchPath) => {
    const route = routeAt(frenchPath);
    const path = localizedPath(frenchPath, locale);
    const { page, response, problems } = await site.openPage(path);
    expect(response?.status()).toBe(200);
    await settle(page);
    const head = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.getAttribute("dir"),
      h1: document.querySelector("h1")?.textContent,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`),
      ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute("content"),
      graph: JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!)["@graph"],
    }));
    expect(head.lang).toBe(locale);
    expect(head.dir).toBe(direction === "rtl" ? "rtl" : null);
    expect(head.h1).toBe(titleIn(route, locale));
    expect(head.canonical).toBe(`${origine}${canonicalPath(route.collection, route.slug, locale)}`);
    expect(head.alternates).toEqual([...languages.map((code) => `${code} ${origine}${localizedPath(frenchPath, code)}`), `x-default ${origine}${frenchPath}`]);
    expect(head.ogLocale).toBe(languageFile.langues.find((language: { code: string }) => language.code === locale).localeOpenGraph);
    expect(head.graph.find((node: { inLanguage?: string }) => node.inLanguage)?.inLanguage).toBe(locale);
    // Every link to a page of the site stays in the language, but the language switcher's.
    const strays = await page.evaluate(
      (prefix) =>
        [...document.querySelectorAll<HTMLAnchorElement>("a[href^='/']:not([hreflang])")]
          .map((link) => link.getAttribute("href")!)
          .filter((href) => !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]) && href !== prefix && !href.startsWith(`${prefix}/`)),
      `/${locale}`,
    );
    expect(strays).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("the home page's link (its canonical address, with the slash) is followed in the same document, its data found", async () => {
    const { page, problems } = await site.openPage(localizedPath("/rbn", locale));
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const sameDocument = await markDocument(page);
    const home = canonicalPath("pages", routeAt("/").slug, locale);
    await page.locator(`footer a[href="${home}"], header a[href="${home}"]`).first().click();
    await page.locator("h1", { hasText: titleIn(routeAt("/"), locale) }).waitFor();
    expect(new URL(page.url()).pathname).toBe(home);
    expect(await sameDocument()).toBe(true);
    expect(problems.failedRequests).toEqual([]);
  });

  test("an unknown address under the prefix gets that language's 404 page", async () => {
    const { page, response } = await site.openPage(`/${locale}/cette-page-n-existe-pas`);
    expect(response?.status()).toBe(404);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    expect(await page.locator("h1").textContent()).toBe(loadContent(CONTENT_DIR, locale).notFound.titre);
  });
});

describe("the language switcher", () => {
  test("on a wide screen, the header names each other language in itself and leads to the same page in it", async () => {
    const { page } = await site.openPage("/rbn", { width: 1280, height: 900 });
    await settle(page);
    for (const locale of others) {
      const name = languageFile.langues.find((language: { code: string }) => language.code === locale).nom;
      const link = page.locator(`header a[hreflang="${locale}"]`);
      await expect.poll(() => link.getAttribute("lang")).toBe(locale);
      expect(await link.textContent()).toBe(name);
    }
    const [first] = others;
    await page.locator(`header a[hreflang="${first}"]`).click();
    await page.waitForURL(`${origin()}/${first}/rbn`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(first);
    // And back to French, on the same page.
    await page.locator('header a[hreflang="fr"]').click();
    await page.waitForURL(`${origin()}/rbn`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
  });

  test("on a phone, the drawer holds it", async () => {
    const { page } = await site.openPage("/papeterie", { width: 375, height: 800 });
    await settle(page);
    await page.locator("header button[aria-haspopup=dialog]").click();
    const links = page.getByRole("dialog").locator("a[hreflang]");
    await expect.poll(() => links.count()).toBe(others.length);
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual(others.map((locale) => `/${locale}/papeterie`));
  });
});

const rightToLeft = others.filter((locale) => directionOf(locale) === "rtl");

describe.each(rightToLeft)("right to left: %s", (locale) => {
  test.each([375, 1280])("at %i px: nothing wider than the screen, the header mirrored, the table read from the right", async (width) => {
    const { page } = await site.openPage(`/${locale}/rbn`, { width, height: 900 });
    await settle(page);
    const layout = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      // The header cells the eye sees (on phones the samples column's title is for screen readers only).
      const headerCells = [...document.querySelectorAll("main table")[0].querySelectorAll("thead th")].map((cell) => cell.getBoundingClientRect()).filter((rect) => rect.width > 2);
      return {
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        logo: box('header a[href$="/"] img'),
        menuButton: box("header button[aria-haspopup=dialog]"),
        nav: box("header nav"),
        firstColumn: headerCells[0],
        lastColumn: headerCells.at(-1),
      };
    });
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.innerWidth);
    // The logo starts the header on the right; the menu button (phones) sits on the left.
    expect(layout.logo!.right).toBeGreaterThan(layout.innerWidth / 2);
    if (width < 600) expect(layout.menuButton!.left).toBeLessThan(layout.logo!.left);
    else expect(layout.nav!.left).toBeLessThan(layout.logo!.left);
    // The first column of the specification table is the rightmost.
    expect(layout.firstColumn!.right).toBeGreaterThan(layout.lastColumn!.right);
  });

  test("the specification table's figures are the content's, written the language's way, left to right inside the Arabic text", async () => {
    const { page } = await site.openPage(`/${locale}/rbn`, { width: 1280, height: 900 });
    await settle(page);
    const sheet = readContent("fiches/rbn.json");
    const firstRow = await page.locator("main table").first().locator("tbody tr").first().locator("th, td").allTextContents();
    expect(firstRow.map((cell) => cell.trim())).toContain(formatNumber(sheet.lignes[0].epaisseur, locale));
    const direction = await page.locator("main table").first().locator("tbody td").first().evaluate((cell) => getComputedStyle(cell).direction);
    expect(direction).toBe("rtl");
    // The figures at a glance read as the table does: a sign and its number left to right, a range
    // with its word right to left and on one line, each value at the start (the right) of its column.
    const figures = await page.locator("main dl").first().locator("dd").evaluateAll((values) =>
      values.map((value) => {
        const text = document.createRange();
        text.selectNodeContents(value);
        const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
        return { text: value.textContent ?? "", direction: getComputedStyle(value).direction, lines, gap: value.getBoundingClientRect().right - text.getBoundingClientRect().right };
      }),
    );
    const opacity = figures.find((figure) => /^>/.test(figure.text))!;
    expect(opacity.direction).toBe("ltr");
    const range = figures.find((figure) => /\d\s\S+\s\d/.test(figure.text) && /\p{Script=Arabic}/u.test(figure.text))!;
    expect(range.direction).toBe("rtl");
    for (const figure of figures) {
      expect(figure.lines, figure.text).toBe(1);
      expect(Math.abs(figure.gap), figure.text).toBeLessThan(1);
    }
  });

  test("the drawer opens from the side of its button, and the page is the same without JavaScript", async () => {
    const { page } = await site.openPage(`/${locale}/`, { width: 375, height: 800 });
    await settle(page);
    await page.locator("header button[aria-haspopup=dialog]").click();
    const drawer = page.getByRole("dialog");
    await drawer.waitFor();
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    const still = await site.openPage(`/${locale}/`, { width: 375, height: 800, javaScript: false });
    expect(await still.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale, "rtl"]);
  });
});

describe("accessibility of the other languages", () => {
  test.each(others.flatMap((locale) => ["/", "/rbn", "/contact"].map((path) => localizedPath(path, locale))))("%s: no axe violation", async (path) => {
    const { page } = await site.openPage(path, { width: 1280, height: 900 });
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
