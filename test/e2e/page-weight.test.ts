import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { BLOCK_CODE, BUDGETS, budgetsOf, FIRST_WINDOW, gzipSize, pageAssets, pageWeight, RIGHT_TO_LEFT_EXTRA, staticImports } from "#scripts/build/page-weight.ts";
import { BUILD_CLIENT_DIR } from "#scripts/lib/paths.ts";
import { DEFERRED_MODULE_TYPE } from "#scripts/build/csp.ts";
import { notFoundFile, prerenderedFile } from "#app/model/site-routes.ts";
import { allRoutes, readContent, templateRoutes } from "#test/support/content.ts";
import { origin, useBrowser } from "./browser.ts";
import { ARABIC_FAMILY } from "#app/theme/arabic-face.ts";
import { INTER_ARABIC_PAGES_SUBSET } from "#app/theme/arabic-pages-latin.ts";

// Every pre-rendered page of every language, and each language's 404 page, which the hosts send for unknown paths.
const locales = [...new Set(allRoutes.map((route) => route.locale))];
const pages = [
  ...allRoutes.map((route) => ({ path: route.path, file: prerenderedFile(route.path) })),
  ...locales.map((locale) => ({ path: `404 (${locale})`, file: notFoundFile(locale) })),
];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe("byte budgets: what each page loads before any interaction, gzip", () => {
  test.each(pages)(`$path: JavaScript ≤ ${kib(BUDGETS.js)}, HTML ≤ ${kib(BUDGETS.html)} (right to left: + ${kib(RIGHT_TO_LEFT_EXTRA.js)} and + ${kib(RIGHT_TO_LEFT_EXTRA.html)}), everything before the footer in the first window (${kib(FIRST_WINDOW)})`, ({ file }) => {
    const weight = pageWeight(BUILD_CLIENT_DIR, file);
    const budgets = budgetsOf(weight);
    expect(weight.scripts.length, "the page loads its scripts").toBeGreaterThan(0);
    expect(weight.js, `JavaScript ${kib(weight.js)} (${weight.scripts.join(", ")})`).toBeLessThanOrEqual(budgets.js);
    expect(weight.html, `HTML ${kib(weight.html)}`).toBeLessThanOrEqual(budgets.html);
    expect(weight.htmlBeforeFooter, `HTML before the footer ${kib(weight.htmlBeforeFooter)}`).toBeLessThanOrEqual(FIRST_WINDOW);
  });

  test("a right-to-left page's extra JavaScript is the mirroring chunk and nothing else: the same code as the other pages otherwise", () => {
    const rtl = pages.map(({ file }) => pageWeight(BUILD_CLIENT_DIR, file)).filter((weight) => weight.direction === "rtl");
    for (const weight of rtl) {
      // The same page in French: "ar/rbn/index.html" → "rbn/index.html".
      const ltr = pageWeight(BUILD_CLIENT_DIR, weight.file.replace(/^[a-z]{2}\//, ""));
      const extra = weight.scripts.filter((script) => !ltr.scripts.includes(script) && !/\/shell-[a-z]{2}-/.test(script));
      expect(extra.length, weight.file).toBe(1);
      expect(path.basename(extra[0]), weight.file).toMatch(/^right-to-left-/);
      expect(weight.js - ltr.js, weight.file).toBeLessThanOrEqual(RIGHT_TO_LEFT_EXTRA.js);
    }
    expect(BUDGETS.js + RIGHT_TO_LEFT_EXTRA.js).toBe(budgetsOf({ direction: "rtl" }).js);
  });

  test("no page fetches its code up front: no module preload, one start module waiting in an inert script", () => {
    for (const { file } of pages) {
      const html = readFileSync(path.join(BUILD_CLIENT_DIR, file), "utf8");
      expect(html, file).not.toMatch(/<link rel="modulepreload"/);
      expect(html.match(new RegExp(`<script type="${DEFERRED_MODULE_TYPE}"[ >]`, "g")) ?? [], file).toHaveLength(1);
    }
  });

  test("no page carries a copy of its route's data: it is a file of its own, fetched with the code", () => {
    for (const { file } of pages) {
      const html = readFileSync(path.join(BUILD_CLIENT_DIR, file), "utf8");
      expect(html, file).not.toContain("window.__reactRouterContext.streamController.enqueue");
      expect(pageWeight(BUILD_CLIENT_DIR, file).data, file).toBeGreaterThan(0);
    }
  });

  test("a left-to-right page carries nothing of the right-to-left pages: neither the Arabic face's rule or file, nor Inter's short Latin, nor the mirroring plugin", () => {
    const shortLatin = INTER_ARABIC_PAGES_SUBSET.file.replace(/\.woff2$/, "");
    const leftToRight = pages.filter(({ file }) => !/<html[^>]*\sdir="rtl"/.test(readFileSync(path.join(BUILD_CLIENT_DIR, file), "utf8")));
    expect(leftToRight.length).toBeGreaterThan(0);
    for (const { file } of leftToRight) {
      const html = readFileSync(path.join(BUILD_CLIENT_DIR, file), "utf8");
      expect(html, file).not.toContain(ARABIC_FAMILY);
      expect(html, file).not.toContain("noto-sans-arabic");
      expect(html, file).not.toContain(shortLatin);
      for (const script of pageWeight(BUILD_CLIENT_DIR, file).scripts) {
        const code = readFileSync(path.join(BUILD_CLIENT_DIR, script), "utf8");
        // cssjanus, the plugin's engine, names its tokenizer's methods so.
        expect(code.includes(ARABIC_FAMILY) || code.includes("detokenize") || code.includes(shortLatin), `${file}: ${script}`).toBe(false);
      }
    }
  });

  test("no page needs a stylesheet file: the critical CSS and the font rules are in the HTML", () => {
    for (const { file } of pages) expect(pageWeight(BUILD_CLIENT_DIR, file).stylesheets, file).toEqual([]);
  });
});

describe("what a first visit downloads, measured in Chromium: every script, nothing done on the page, gzip", () => {
  const { newPage } = useBrowser();
  // The blocks of a page whose code the page fetches by itself (BLOCK_CODE), from its content.
  const blocksOf = (route: (typeof allRoutes)[number]): string[] =>
    route.collection === "pages" ? readContent<{ blocs: { type: string }[] }>(`pages/${route.slug}.json`).blocs.map((block) => block.type).filter((type) => type in BLOCK_CODE) : [];
  // One page of each template in French; in the other languages, the first data sheet and
  // the pages with a block of their own code (the contact form's messages are per language).
  const firstSheet = allRoutes.find((route) => route.collection === "fiches")!;
  const visited = [
    ...templateRoutes,
    ...allRoutes.filter((route) => route.locale !== "fr" && ((route.collection === "fiches" && route.slug === firstSheet.slug) || blocksOf(route).length > 0)),
  ];

  test.each(visited.map((route) => ({ path: route.path, route })))("$path", async ({ path: address, route }) => {
    const { page } = await newPage({ width: 375, height: 812 });
    const fetched = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === "script" || url.pathname.endsWith(".js")) fetched.add(url.pathname);
    });
    await page.goto(new URL(address, origin()).href);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // What the page fetches once the browser is idle (the offline code) comes after the start.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 200))));
    await page.waitForLoadState("networkidle");

    const file = prerenderedFile(route.path);
    const startUp = pageWeight(BUILD_CLIENT_DIR, file);
    const scripts = [...fetched].sort();
    const total = scripts.reduce((sum, url) => sum + gzipSize(path.join(BUILD_CLIENT_DIR, url)), 0);
    const blocks = blocksOf(route);
    const budget = budgetsOf(startUp).js + blocks.reduce((sum, type) => sum + BLOCK_CODE[type], 0);
    // The build's count is the start-up the browser really loads, not more.
    expect(startUp.scripts.filter((script) => !fetched.has(script)), "scripts counted by the build but not loaded").toEqual([]);
    expect(total, `${kib(total)} (${blocks.length > 0 ? `with ${blocks.join(", ")}; ` : ""}${scripts.map((url) => path.basename(url)).join(", ")})`).toBeLessThanOrEqual(budget);
  });
});

describe("how the weight is counted", () => {
  test("scripts named by the page: modulepreload, src and import() in inline scripts; stylesheets", () => {
    const html = `<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/s.css"/>
      <link rel="preload" as="image" href="/x.svg"/><script type="module" src="/assets/b.js"></script>
      <script>import("/assets/c.js");</script><script type="application/ld+json">{"a":1}</script>`;
    expect(pageAssets(html)).toEqual({ scripts: ["/assets/a.js", "/assets/b.js", "/assets/c.js"], stylesheets: ["/assets/s.css"] });
    // The start module waiting for the largest paint imports statically.
    const waiting = `<script type="${DEFERRED_MODULE_TYPE}">import "/assets/m.js";\nimport * as route0 from "/assets/r.js";\nimport("/assets/e.js");</script>`;
    expect(pageAssets(waiting).scripts).toEqual(["/assets/e.js", "/assets/m.js", "/assets/r.js"]);
  });

  test("static imports are followed, dynamic imports are not (they wait for an interaction)", () => {
    const code = `import{a as b}from"./x.js";import"./y.js";export{c}from"../z.js";const d=()=>import("./lazy.js");`;
    expect(staticImports(code)).toEqual(["./x.js", "./y.js", "../z.js"]);
  });
});
