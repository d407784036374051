import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { productNames } from "#app/model/product-names.ts";
import { fillTemplate } from "#app/model/text.ts";
import { loadContent } from "#app/content/loader.server.ts";
import { dataSheetPdfHref, localizedPdfHref, pdfFileName } from "#app/model/pdf-files.ts";
import { CONTENT_DIR } from "#scripts/lib/paths.ts";
import { MAX_CATALOGUE_BYTES } from "#scripts/build/pdf/publish.ts";
import { readContent } from "#test/support/content.ts";
import { flatten, pdfText } from "#test/support/pdf.ts";
import { useBrowser, origin } from "./browser.ts";

/*
 * The built site serves the PDFs it generated and links to them: the home page's
 * catalogue buttons (download, view in a new tab) and each data sheet's download link.
 * The files are read back to check they are the documents generated from this content.
 */

const site = useBrowser();
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "pdf-e2e-"));
});
afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const company = readContent("site/entreprise.json");
const ui = readContent("site/interface.json");
const documents = readContent("site/documents-pdf.json");
const file = company.catalogue.fichier as string;
const fileName = file.split("/").pop()!;

async function hydrated(page: Page) {
  await page.waitForSelector("html[data-hydrated]");
}

/** Fetches a PDF as the browser would, checks it is one, and keeps it for poppler. */
async function fetchPdf(page: Page, href: string): Promise<{ saved: string; bytes: number }> {
  const response = await page.request.get(`${origin()}${href}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  const saved = path.join(dir, href.split("/").pop()!);
  writeFileSync(saved, body);
  return { saved, bytes: body.length };
}

describe("home page: the generated catalogue", () => {
  test("the download button downloads the catalogue under its own name; it is a PDF of this content, under 5 MB", async () => {
    const { page, problems } = await site.openPage("/", { acceptDownloads: true });
    await hydrated(page);
    const button = page.locator(`main a[href="${file}"][download]`);
    expect(await button.getAttribute("download")).toBe(fileName);
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    const downloaded = path.join(dir, `telecharge-${fileName}`);
    await download.saveAs(downloaded);
    expect(readFileSync(downloaded).subarray(0, 5).toString()).toBe("%PDF-");

    const { saved, bytes } = await fetchPdf(page, file);
    expect(readFileSync(saved).equals(readFileSync(downloaded))).toBe(true);
    expect(bytes).toBeLessThan(MAX_CATALOGUE_BYTES);
    const text = pdfText(saved);
    expect(text).toContain(flatten(fillTemplate(documents.catalogue.titre, { edition: company.catalogue.edition })));
    expect(text).toContain(company.nom);
    expect(problems.failedRequests).toEqual([]);
  });

  test("the view button opens the same file in a new tab, without access to the site's window", async () => {
    const { page } = await site.openPage("/");
    await hydrated(page);
    const view = page.locator(`main a[href="${file}"][target="_blank"]`);
    expect(await view.getAttribute("download")).toBeNull();
    expect(await view.getAttribute("rel")).toContain("noopener");
    const [tab] = await Promise.all([page.context().waitForEvent("page"), view.click()]);
    await tab.waitForLoadState("domcontentloaded").catch(() => {});
    expect(tab.url()).toBe(`${origin()}${file}`);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });
});

describe.each(["rbn", "stn", "spn", "rpn"])("/%s: the data sheet's PDF", (slug) => {
  const sheet = readContent(`fiches/${slug}.json`);

  test("a download link to the family's PDF, whose table says what the page's table says", async () => {
    const { page, problems } = await site.openPage(`/${slug}`);
    await hydrated(page);
    const link = page.getByRole("link", { name: ui.fiche.telechargerPdf });
    const href = dataSheetPdfHref(sheet.code);
    expect(await link.getAttribute("href")).toBe(href);
    expect(await link.getAttribute("download")).toBe(href.split("/").pop());

    const { saved } = await fetchPdf(page, href);
    const text = pdfText(saved);
    const caption = fillTemplate(ui.fiche.legendeSpecifications, { code: sheet.code });
    const rows = await page
      .locator("main table", { has: page.locator("caption", { hasText: caption }) })
      .locator("tbody tr")
      // The last column holds the page's sample links, which the PDF has no use for.
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].slice(0, -1).map((cell) => cell.textContent ?? "")));
    expect(rows).toHaveLength(sheet.lignes.length);
    for (const cells of rows) expect(text).toContain(flatten(cells.join(" ")));
    expect(text).toContain(flatten(productNames(sheet, ui.fiche).title));
    expect(problems.failedRequests).toEqual([]);
  });
});

/*
 * Other languages (once per template and language): an English page links the PDFs made in
 * English; an Arabic page, which has none (the PDF writer lays out no right-to-left text),
 * links the French and the English ones, each named in its own language.
 */
describe("the PDFs in other languages", () => {
  const english = loadContent(CONTENT_DIR, "en");
  const englishSheet = english.sheets.find((entry) => entry.slug === "rbn")!.data;

  test("/en/ and /en/rbn link the English catalogue and data sheet, whose texts and table are the English page's", async () => {
    const { page, problems } = await site.openPage("/en/");
    const catalogue = localizedPdfHref(file, "en");
    const download = page.locator(`main a[href="${catalogue}"][download]`);
    expect(await download.getAttribute("download")).toBe(pdfFileName(catalogue));
    expect(await page.locator(`main a[href="${file}"]`).count()).toBe(0);
    expect(pdfText((await fetchPdf(page, catalogue)).saved)).toContain(flatten(fillTemplate(english.documents.catalogue.titre, { edition: company.catalogue.edition })));

    const sheetPage = (await site.openPage("/en/rbn")).page;
    const href = dataSheetPdfHref(englishSheet.code, "en");
    const link = sheetPage.getByRole("link", { name: english.ui.fiche.telechargerPdf });
    expect(await link.getAttribute("href")).toBe(href);
    expect(await link.getAttribute("download")).toBe(pdfFileName(href));
    const text = pdfText((await fetchPdf(sheetPage, href)).saved);
    const rows = await sheetPage.locator("main table").first().locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].slice(0, -1).map((cell) => cell.textContent ?? "")));
    for (const cells of rows) expect(text).toContain(flatten(cells.join(" ")));
    expect(text).toContain(flatten(productNames(englishSheet, english.ui.fiche).title));
    expect(problems.failedRequests).toEqual([]);
  });

  test("/ar/ and /ar/rbn link the French and the English PDFs, each named in its own language; there is no Arabic PDF", async () => {
    const languages = readContent("site/langues.json").langues as { code: string; nom: string }[];
    const named = (code: string) => languages.find((language) => language.code === code)!.nom;
    for (const [path, french] of [["/ar/", file], ["/ar/rbn", dataSheetPdfHref(englishSheet.code)]]) {
      const { page, problems } = await site.openPage(path);
      for (const [code, href] of [["fr", french], ["en", localizedPdfHref(french, "en")]]) {
        const links = page.locator(`main a[href="${href}"]`);
        expect(await links.count(), `${path} → ${href}`).toBeGreaterThan(0);
        for (const link of await links.all()) {
          expect(await link.getAttribute("hreflang")).toBe(code);
          expect(await link.locator(`bdi[lang="${code}"]`).textContent()).toBe(named(code));
        }
        expect((await page.request.get(`${origin()}${href}`)).status()).toBe(200);
      }
      expect(await page.locator('main a[href^="/ar/catalogue/"]').count()).toBe(0);
      expect(problems.failedRequests).toEqual([]);
    }
  });
});
