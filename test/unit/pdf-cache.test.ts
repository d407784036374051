import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { dataSheetPdfHref, localizedPdfHref } from "#app/model/pdf-files.ts";
import { publishPdfs, type PublishedPdf } from "#scripts/build/pdf/publish.ts";
import { ContentSandbox } from "#test/support/content-sandbox.ts";
import { readContent } from "#test/support/content.ts";
import { pdfText } from "#test/support/pdf.ts";

/*
 * The PDFs are rebuilt only when what they are made of changes, a build gives the same
 * bytes for the same content, and content may point to an external catalogue instead.
 */

const company = readContent("site/entreprise.json");
const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

/** A cache filled once from the real content, copied for each test that changes something. */
let warmCache: string;
let first: PublishedPdf[];
beforeAll(async () => {
  warmCache = tempDir("pdf-cache-");
  first = await publishPdfs({ buildDir: tempDir("pdf-build-"), cacheDir: warmCache });
}, 180_000);
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

let sandbox: ContentSandbox;
beforeEach(() => {
  sandbox = new ContentSandbox();
});
afterEach(() => sandbox.dispose());

const fromCache = (published: PublishedPdf[]) => Object.fromEntries(published.map((pdf) => [pdf.href, pdf.fromCache]));
const copyOfWarmCache = () => {
  const dir = tempDir("pdf-cache-");
  cpSync(warmCache, dir, { recursive: true });
  return dir;
};
const catalogue = company.catalogue.fichier as string;
const sheet = (code: string) => dataSheetPdfHref(code);
/** Which documents come from the cache: all but those `rebuilt`, each in French and in English (same tables, same pictures). */
const allBut = (...rebuilt: string[]) =>
  Object.fromEntries(["RBN", "STN", "SPN", "RPN"].map(sheet).concat(catalogue).flatMap((href) => [href, localizedPdfHref(href, "en")].map((each) => [each, !rebuilt.includes(href)])));

test("a second build with the same content takes every PDF from the cache", async () => {
  const again = await publishPdfs({ buildDir: tempDir("pdf-build-"), cacheDir: warmCache });
  expect(Object.values(fromCache(again))).toEqual(first.map(() => true));
  for (const [index, pdf] of again.entries()) expect(readFileSync(pdf.file).equals(readFileSync(first[index].file))).toBe(true);
});

test("the same content gives the same bytes, even without a cache (fixed dates, no random identifiers)", async () => {
  const fresh = await publishPdfs({ buildDir: tempDir("pdf-build-"), cacheDir: tempDir("pdf-cache-") });
  expect(Object.values(fromCache(fresh)).every((cached) => !cached)).toBe(true);
  for (const [index, pdf] of fresh.entries()) expect(readFileSync(pdf.file).equals(readFileSync(first[index].file)), pdf.href).toBe(true);
}, 180_000);

test("a changed table value rebuilds the family's data sheet and the catalogue, nothing else", async () => {
  sandbox.edit("fiches/stn.json", (d) => (d.lignes[1].opacite = "> 92"));
  const published = await publishPdfs({ buildDir: tempDir("pdf-build-"), contentDir: sandbox.dir, cacheDir: copyOfWarmCache() });
  expect(fromCache(published)).toEqual(allBut(sheet("STN"), catalogue));
  for (const href of [sheet("STN"), catalogue]) expect(pdfText(published.find((pdf) => pdf.href === href)!.file)).toContain("500 1,6 800 > 92");
}, 120_000);

test("a replaced picture rebuilds the documents that show it", async () => {
  sandbox.writeImage(
    "fiches/spn.svg",
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="#EDE8E0"/><rect x="420" y="220" width="360" height="420" rx="24" fill="#FCFBF8"/><path d="M500 220c0-120 200-120 200 0" fill="none" stroke="#1F5A4E" stroke-width="24"/></svg>\n`,
  );
  const published = await publishPdfs({ buildDir: tempDir("pdf-build-"), contentDir: sandbox.dir, cacheDir: copyOfWarmCache() });
  expect(fromCache(published)).toEqual(allBut(sheet("SPN"), catalogue));
}, 120_000);

test("an external catalogue URL in content: no catalogue is generated, the data sheets still are", async () => {
  sandbox.edit("site/entreprise.json", (d) => (d.catalogue.fichier = "https://fichiers.example.com/catalogue-2025.pdf"));
  const buildDir = tempDir("pdf-build-");
  const published = await publishPdfs({ buildDir, contentDir: sandbox.dir, cacheDir: copyOfWarmCache() });
  expect(published.map((pdf) => pdf.href)).toEqual(["fr", "en"].flatMap((locale) => ["RBN", "STN", "SPN", "RPN"].map((code) => dataSheetPdfHref(code, locale))));
  expect(existsSync(path.join(buildDir, catalogue))).toBe(false);
});

test("a character Inter cannot draw stops the build and says which", async () => {
  sandbox.edit("fiches/spn.json", (d) => (d.usages[0] = "Sacs de courses → cabas"));
  await expect(publishPdfs({ buildDir: tempDir("pdf-build-"), contentDir: sandbox.dir, cacheDir: copyOfWarmCache() })).rejects.toThrow(
    /Le caractère « → » \(U\+2192\) de « Sacs de courses → cabas » n'existe pas dans la police Inter des PDF — remplacez-le/,
  );
});
