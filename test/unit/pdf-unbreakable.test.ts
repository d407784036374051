import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { publishPdfs, type PublishedPdf } from "#scripts/build/pdf/publish.ts";
import { TEXT_AREA } from "#scripts/build/pdf/writer.ts";
import { ContentSandbox } from "#test/support/content-sandbox.ts";
import { brokenValues, pdfLayoutText, sparsePages } from "#test/support/pdf.ts";

/*
 * A company whose e-mail and site are long and hyphenated, the case where a line used to
 * break at a hyphen (« contact@pierre- / papier.tn »): every PDF prints them whole, on
 * one line, and still fills its pages.
 */

let sandbox: ContentSandbox;
let buildDir: string;
let cacheDir: string;
let published: PublishedPdf[];
let email: string;
let host: string;

beforeAll(async () => {
  sandbox = new ContentSandbox();
  sandbox.edit("site/entreprise.json", (company) => {
    const [, domain] = company.email.split("@");
    // Longer than a column of the contact box: it must move or shrink, not break.
    company.email = `service-commercial.export@pierre-papier-${domain.replace(/\./g, "-")}.tn`;
    email = company.email;
  });
  sandbox.edit("site/reglages.json", (settings) => {
    settings.origine = settings.origine.replace(/^https:\/\/(www\.)?/, "https://www.stone-paper-tunisie-");
    host = settings.origine.replace(/^https:\/\//, "");
  });
  buildDir = mkdtempSync(path.join(tmpdir(), "pdf-build-"));
  cacheDir = mkdtempSync(path.join(tmpdir(), "pdf-cache-"));
  published = await publishPdfs({ buildDir, cacheDir, contentDir: sandbox.dir });
}, 180_000);

afterAll(() => {
  sandbox?.dispose();
  for (const dir of [buildDir, cacheDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test("a long hyphenated e-mail and site are never broken across lines, in any PDF", () => {
  expect(email).toMatch(/-.*@.*-/);
  expect(published.length).toBeGreaterThan(1);
  for (const pdf of published) {
    const layout = pdfLayoutText(pdf.file);
    expect(layout, pdf.href).toContain(email);
    expect(layout, pdf.href).toContain(host);
    expect(brokenValues(layout, [email, host])).toEqual([]);
  }
});

test("with them, every page but the last is still at least about half full", async () => {
  for (const pdf of published) expect(await sparsePages(pdf.file, TEXT_AREA), pdf.href).toEqual([]);
}, 60_000);
