import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page, Route } from "playwright-core";
import { describe, expect, test } from "vitest";
import { capitalise, productNames } from "#app/model/product-names.ts";
import { fillTemplate } from "#app/model/text.ts";
import { VARIANT_URL_PREFIX, variantStem } from "#app/model/images.ts";
import { loadContent } from "#app/content/loader.server.ts";
import { findEntry } from "#app/model/content.ts";
import { BUILD_CLIENT_DIR } from "#scripts/lib/paths.ts";
import { readContent } from "#test/support/content.ts";
import { flatten, pdfText } from "#test/support/pdf.ts";
import { useBrowser, origin } from "./browser.ts";

const site = useBrowser();

const ui = readContent("site/interface.json");
const home = readContent("pages/accueil.json");
const company = readContent("site/entreprise.json");
const SHEETS = ["rbn", "stn", "spn", "rpn"];

/** Requests for the hero image, whatever size or format the page picks: its variants share the source's stem. */
const heroStem = `${VARIANT_URL_PREFIX}${variantStem(home.visuel.src)}-`;
const isHeroImage = (url: URL) => url.pathname.startsWith(heroStem);

async function hydrated(page: Page) {
  await page.waitForSelector("html[data-hydrated]");
}

/** Number of cards on the first row of the grid under the section titled `heading`. */
function columnsUnder(page: Page, heading: string) {
  return page.locator("section", { has: page.locator("h2", { hasText: heading }) }).locator("article").evaluateAll((cards) => {
    const top = cards[0].getBoundingClientRect().top;
    return cards.filter((card) => Math.abs(card.getBoundingClientRect().top - top) < 2).length;
  });
}

describe("home hero: the spinner never spins forever", () => {
  test("it turns before any script, fading in after a short wait, under the image, which covers it on arrival", async () => {
    const { page, problems } = await site.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => request.url().endsWith(".js") && scripts.push(request.url()));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => isHeroImage(url), async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${origin()}/`, { waitUntil: "domcontentloaded" });
    const spinner = page.locator("[data-spinner]");
    expect(await spinner.isVisible()).toBe(true);
    expect(await spinner.evaluate((element) => element.getAnimations().some((animation) => animation.playState === "running"))).toBe(true);
    // It fades in after a short wait, so a picture that is there sooner never shows it, and it does show for one that is held.
    const shown = () => spinner.evaluate((element) => Number(getComputedStyle(element.parentElement!).opacity));
    const delay = await spinner.evaluate((element) => element.parentElement!.getAnimations()[0]?.effect?.getTiming().delay);
    expect(delay).toBeGreaterThanOrEqual(200);
    await expect.poll(shown).toBe(1);
    // Decorative until the page knows the image is loading: nothing to announce from the HTML alone.
    expect(await spinner.getAttribute("aria-hidden")).toBe("true");
    await page.waitForTimeout(300);
    expect(scripts).toEqual([]);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);

    release();
    await page.waitForFunction(() => (document.querySelector("img[fetchpriority=high]") as HTMLImageElement | null)?.complete);
    const image = page.locator("img[fetchpriority=high]");
    // The image paints over the spinner: it is what sits at the middle of the frame.
    expect(await image.evaluate((img) => {
      const box = img.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === img;
    })).toBe(true);
    await hydrated(page);
    await spinner.waitFor({ state: "detached" });
    expect(await image.evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
  });

  test("it goes when the image fails, and the section shows without the image", async () => {
    const { page } = await site.newPage();
    await page.route((url) => isHeroImage(url), (route) => route.abort());
    await page.goto(`${origin()}/`, { waitUntil: "domcontentloaded" });
    await hydrated(page);
    await expect.poll(() => page.locator("[data-hero-image]").getAttribute("data-hero-image")).toBe("failed");
    expect(await page.locator("[data-spinner]").count()).toBe(0);
    expect(await page.locator("[data-hero-image]").isVisible()).toBe(false);
    expect(await page.locator("main h1").isVisible()).toBe(true);
  });

  test("during a client navigation it is a named status while the new image loads", async () => {
    const { page, problems } = await site.openPage("/contact");
    await hydrated(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => isHeroImage(url), async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.locator("header a[href='/']").first().click();
    const spinner = page.locator("[data-spinner]");
    await spinner.waitFor();
    expect(await spinner.getAttribute("role")).toBe("status");
    expect(await spinner.getAttribute("aria-label")).toBe(ui.chargementImage);
    expect(await page.locator("img[fetchpriority=high]").evaluate((img) => getComputedStyle(img).opacity)).toBe("0");
    release();
    await spinner.waitFor({ state: "detached" });
    await expect.poll(() => page.locator("img[fetchpriority=high]").evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
  });

  test("without JavaScript the image shows over the spinner, which stops turning on its own", async () => {
    const { page } = await site.openPage("/", { javaScript: false });
    const image = page.locator("img[fetchpriority=high]");
    await page.waitForFunction(() => (document.querySelector("img[fetchpriority=high]") as HTMLImageElement).complete);
    expect(await image.isVisible()).toBe(true);
    expect(await image.evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
    expect(await image.evaluate((img) => {
      const box = img.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === img;
    })).toBe(true);
    // A failed image cannot be told from a slow one without a script: the spinner has a finite number of turns.
    const turns = await page.locator("[data-spinner]").evaluate((element) => getComputedStyle(element).animationIterationCount);
    expect(Number(turns)).toBeGreaterThan(0);
    expect(Number.isFinite(Number(turns))).toBe(true);
  });
});

describe("home sections", () => {
  const blocks = home.blocs as { type: string; titre: string }[];
  const title = (type: string) => blocks.find((block) => block.type === type)!.titre;

  test("every block's heading is on the page, in content order", async () => {
    const { page, problems } = await site.openPage("/");
    await hydrated(page);
    const headings = await page.locator("main h2").allInnerTexts();
    expect(headings).toEqual(blocks.map((block) => block.titre));
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
  });

  test("a teaser opens its application page and a data-sheet card its sheet", async () => {
    const { page } = await site.openPage("/");
    await hydrated(page);
    const teaser = readContent("applications/etiquette-bouteilles.json");
    await page.getByRole("link", { name: teaser.menu, exact: true }).first().click();
    await page.waitForURL(/\/etiquette-bouteilles$/);
    await expect.poll(() => page.locator("main h1").innerText()).toBe(teaser.titre);
    await page.goBack();
    const spn = readContent("fiches/spn.json");
    await page.locator("section", { has: page.locator("h2", { hasText: title("fiches") }) }).getByRole("link", { name: capitalise(spn.nom.court) }).click();
    await page.waitForURL(/\/spn$/);
    await expect.poll(() => page.locator("main h1").innerText()).toBe(productNames(spn, ui.fiche).title);
  });

  test("the whole card is clickable, not only its title", async () => {
    const { page } = await site.openPage("/");
    await hydrated(page);
    const card = page.locator("section", { has: page.locator("h2", { hasText: title("fiches") }) }).locator("article").first();
    // On the image, away from the title text.
    await card.click({ position: { x: 20, y: 20 } });
    await page.waitForURL(/\/rbn$/);
  });

  test("the catalogue buttons serve the PDF: one downloads it, the other opens it in a new tab", async () => {
    const { page } = await site.openPage("/");
    await hydrated(page);
    const file = company.catalogue.fichier as string;
    const [download, view] = await page.locator(`main a[href="${file}"]`).all();
    expect(await download.getAttribute("download")).toBe(file.split("/").pop());
    const response = await page.request.get(`${origin()}${file}`);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const [tab] = await Promise.all([page.context().waitForEvent("page"), view.click()]);
    await tab.waitForLoadState("domcontentloaded").catch(() => {});
    expect(tab.url()).toBe(`${origin()}${file}`);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });
});

describe("data sheets", () => {
  test.each(SHEETS)("/%s: tables with captions, six features, cards to the other sheets", async (slug) => {
    const sheet = readContent(`fiches/${slug}.json`);
    const { page, problems } = await site.openPage(`/${slug}`);
    await hydrated(page);
    const captions = await page.locator("main table caption").allInnerTexts();
    expect(captions).toContain(fillTemplate(ui.fiche.legendeSpecifications, { code: sheet.code }));
    expect(captions).toContain(readContent("familles.json").legende);
    const rows = await page.locator("main table", { has: page.locator("caption", { hasText: fillTemplate(ui.fiche.legendeSpecifications, { code: sheet.code }) }) }).locator("tbody tr").count();
    expect(rows).toBe(sheet.lignes.length);
    for (const feature of sheet.caracteristiques) await page.getByText(feature.libelle, { exact: true }).first().waitFor();
    const related = await page.locator("section", { has: page.locator("h2", { hasText: ui.fiche.autresFiches }) }).locator("article a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(related).not.toContain(`/${slug}`);
    expect(related.sort()).toEqual((sheet.fichesLiees ?? SHEETS.filter((s) => s !== slug)).map((s: string) => `/${s}`).sort());
    // Every card image really loads once scrolled into view.
    for (const image of await page.locator("main article img").all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    }
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
  });

  // The specification: "The cards show 1, 2 or 3 columns by screen width" (phones, tablets, desktops).
  test.each([
    [320, 1],
    [375, 1],
    [599, 1],
    [600, 2],
    [800, 2],
    [900, 3],
    [1280, 3],
    [1920, 3],
  ])("at %i px the product cards show %i column(s)", async (width, columns) => {
    const { page } = await site.openPage("/rbn", { width, height: 900 });
    expect(await columnsUnder(page, ui.fiche.autresFiches)).toBe(columns);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test.each([
    [375, 1, 1],
    [800, 2, 2],
    [1280, 3, 2],
  ])("at %i px the home page's application teasers show %i column(s) and its four data-sheet cards %i", async (width, teasers, sheets) => {
    const { page } = await site.openPage("/", { width, height: 900 });
    const shown = findEntry(loadContent().pages, "accueil")!.blocs;
    for (const block of shown.filter((block) => block.type === "applications" || block.type === "fiches"))
      expect(await columnsUnder(page, block.titre!)).toBe(block.type === "applications" ? teasers : sheets);
  });

  test("the quote button opens the contact form with a quote request for this family", async () => {
    const sheet = readContent("fiches/stn.json");
    const { page } = await site.openPage("/stn");
    await hydrated(page);
    await page.locator("main aside").getByRole("link", { name: fillTemplate(ui.fiche.devisBouton, { code: sheet.code }) }).click();
    await page.waitForURL(/\/contact\?/);
    const url = new URL(page.url());
    expect([url.searchParams.get("type"), url.searchParams.get("famille"), url.hash]).toEqual(["devis", "stn", "#ecrire"]);
  });
});

test("without JavaScript a data sheet shows its tables, cards and quote link", async () => {
  const sheet = readContent("fiches/rpn.json");
  const { page } = await site.openPage("/rpn", { javaScript: false });
  expect(await page.locator("main table").first().locator("tbody tr").count()).toBe(sheet.lignes.length);
  expect(await page.locator("main article").count()).toBe(3);
  expect(await page.locator("main aside").getByRole("link", { name: fillTemplate(ui.fiche.devisBouton, { code: sheet.code }) }).getAttribute("href")).toBe("/contact?type=devis&famille=rpn#ecrire");
});

test("with reduced motion, images appear without a fade", async () => {
  const { page } = await site.openPage("/", { reducedMotion: "reduce" });
  await hydrated(page);
  await expect.poll(() => page.locator("[data-hero-image]").getAttribute("data-hero-image")).toBe("loaded");
  const duration = await page.locator("img[fetchpriority=high]").evaluate((img) => getComputedStyle(img).transitionDuration);
  expect(parseFloat(duration)).toBeLessThan(0.01);
});

describe("family ranges as the specification states them", () => {
  // The specification's "Family ranges" table: RPN 50~250 µm, RBN 200~400, STN 400~500, SPN 60, 80 or 100.
  const STATED = { RPN: "50 à 250", RBN: "200 à 400", STN: "400 à 500", SPN: "60, 80 ou 100" };

  test("the comparison table on a data sheet shows each family's stated range, with no note in its place", async () => {
    const { page } = await site.openPage("/rpn");
    const table = page.locator("main table", { has: page.locator("caption", { hasText: readContent("familles.json").legende.split("{")[0] }) });
    const rows = await table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent!.replace(/[\u00a0\u202f]/g, " ").trim())));
    expect(rows.map((cells) => [cells[0].slice(0, 3), cells[1]])).toEqual(Object.entries(STATED));
    expect(flatten(await table.locator("..").innerText())).not.toMatch(/sur demande/);
  });

  test("a discrete family's summary box reads as a list; the home page gives the catalogue's whole span", async () => {
    const { page } = await site.openPage("/spn");
    expect(flatten(await page.locator("main aside dl").innerText())).toContain("60, 80 ou 100 µm");
    await page.goto(`${origin()}/rpn`);
    expect(flatten(await page.locator("main aside dl").innerText())).toContain("50 à 250 µm");
    await page.goto(`${origin()}/`);
    expect(flatten(await page.locator("main").innerText())).toContain("de 50 à 500 µm");
    expect(flatten(await page.locator("main").innerText())).not.toContain("de 60 à 500 µm");
  });

  test("the catalogue PDF says the same", () => {
    const catalogue = readdirSync(path.join(BUILD_CLIENT_DIR, "catalogue")).find((name) => name.startsWith("catalogue-"))!;
    const text = pdfText(path.join(BUILD_CLIENT_DIR, "catalogue", catalogue));
    for (const [code, range] of Object.entries(STATED)) expect(text).toMatch(new RegExp(`${code}\\b[^\\d]*${range}`));
    expect(text).toContain("De 50 à 500 µm");
    expect(text).not.toContain("50 µm sur demande");
  });
});

describe("the data sheet's summary box", () => {
  test.each([
    [1280, 900, true],
    [1280, 720, false],
    [1024, 900, false],
  ])("at %i × %i px it sticks: %s — and when it does, it fits whole under the header", async (width, height, sticks) => {
    const { page } = await site.openPage("/rpn", { width, height });
    await page.evaluate(() => window.scrollTo(0, 1200));
    const box = await page.locator("main aside").evaluate((aside) => ({ position: getComputedStyle(aside).position, bottom: aside.getBoundingClientRect().bottom, window: innerHeight }));
    expect(box.position === "sticky").toBe(sticks);
    if (sticks) expect(box.bottom).toBeLessThanOrEqual(box.window);
  });
});
