import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BUILD_CLIENT_DIR } from "#scripts/lib/paths.ts";
import { createStaticServer, listen } from "#scripts/serve.ts";
import { readContent } from "#test/support/content.ts";
import { useBrowser, origin } from "./browser.ts";

/*
 * An SVG opened as a document runs its scripts on the site's origin unless its answer
 * forbids them. A copy of the build gets a partner logo carrying a script (what a
 * careless export or a hostile file would hold), served by the preview server with the
 * site's headers; the same policy is what nginx and `_headers` send (unit tests).
 */

const company = readContent("site/entreprise.json");

const site = useBrowser();
let copy: string;
let server: Server;
let copyOrigin: string;

const HOSTILE_SVG = readFileSync(path.join(BUILD_CLIENT_DIR, company.partenaire.logo.src), "utf8").replace(
  "</svg>",
  `<script>document.documentElement.setAttribute("data-script-ran", "oui"); fetch("/?script-svg");</script></svg>`,
);

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), "site-svg-"));
  cpSync(BUILD_CLIENT_DIR, copy, { recursive: true });
  mkdirSync(path.dirname(path.join(copy, company.partenaire.logo.src)), { recursive: true });
  writeFileSync(path.join(copy, company.partenaire.logo.src), HOSTILE_SVG);
  server = createStaticServer(copy);
  copyOrigin = await listen(server, 0);
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(copy, { recursive: true, force: true });
});

describe("SVG files", () => {
  test("the logos still show in the pages", async () => {
    const { page, problems } = await site.openPage("/", { width: 1280, height: 900 });
    const logos = page.locator(`img[src$=".svg"]`);
    await page.locator("footer").scrollIntoViewIfNeeded();
    const sources = await logos.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute("src")));
    expect(sources).toEqual(expect.arrayContaining([company.logo.src, company.partenaire.logo.src]));
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>("img[src$='.svg']")].every((image) => image.complete));
    const drawn = await logos.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
    for (const width of drawn) expect(width).toBeGreaterThan(0);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("a logo carrying a script still shows in a page, and the script is blocked when the file is opened", async () => {
    const { page } = await site.newPage({ width: 1280, height: 900 });
    const scriptRequests: string[] = [];
    page.on("request", (request) => request.url().includes("script-svg") && scriptRequests.push(request.url()));

    await page.goto(`${copyOrigin}/`);
    const partner = page.locator(`footer img[src="${company.partenaire.logo.src}"]`);
    await partner.scrollIntoViewIfNeeded();
    await page.waitForFunction((src) => (document.querySelector(`footer img[src="${src}"]`) as HTMLImageElement | null)?.complete, company.partenaire.logo.src);
    expect(await partner.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    const response = await page.goto(`${copyOrigin}${company.partenaire.logo.src}`);
    expect(response?.headers()["content-type"]).toBe("image/svg+xml");
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-script-ran"))).toBeNull();
    expect(scriptRequests).toEqual([]);
    expect(response?.headers()["content-security-policy"]).toMatch(/(^|; )sandbox($|;)/);
  });
});
