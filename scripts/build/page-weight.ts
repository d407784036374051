import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/*
 * What a pre-rendered page makes a browser download before any interaction, in gzip
 * bytes, worked out from the files alone (no browser, so the figures are exact and the
 * same on every machine): the HTML, every script it names (modulepreload, <script src>,
 * import() and import statements in its inline scripts) with the chunks those import statically, its
 * stylesheets and preloaded fonts, and the route's data that hydration fetches with the
 * code (scripts/build/script-start.ts). Chunks reached through dynamic import() inside
 * chunks are not followed: those the started page fetches by itself (the drawer's code,
 * the offline code when the browser is idle, a page's interactive block) are counted by
 * test/e2e/page-weight.test.ts, which measures a first visit in Chromium against the same
 * budgets; those loaded on an interaction (the toasts) by neither.
 */

/**
 * Budgets per page (issue: production quality), in bytes of gzip. The JavaScript's holds
 * both the build's count of the start-up and everything a first visit downloads without
 * an interaction, measured in Chromium (blocks apart: BLOCK_CODE). The HTML's is 14 KiB
 * again: the drawer that works before any script had raised it to 15.5 KiB
 * (docs/decisions/2026-11-27-drawer-before-script.md), and the icons' sprite took 1.5 KiB
 * off every page (docs/decisions/2026-11-27-icon-sprite.md).
 */
export const BUDGETS = {
  js: 160 * 1024,
  html: 14 * 1024,
} as const;

/**
 * What a right-to-left page may weigh beyond BUDGETS, for what only it needs
 * (docs/decisions/2026-11-26-language-addresses.md): the mirroring engine and theme
 * (app/theme/right-to-left.ts, about 3 KiB) with the Arabic pages' font rules, among them
 * the ranges of Inter's short Latin (about 0.5 KiB), and Arabic text, two bytes a letter in UTF-8.
 * Its page still sends everything before the footer in TCP's first window (FIRST_WINDOW).
 */
export const RIGHT_TO_LEFT_EXTRA = {
  js: 4 * 1024,
  html: 2 * 1024,
} as const;

/**
 * What a page's interactive block adds to a first visit, beyond BUDGETS.js: the page
 * fetches its code by itself once started (app/components/templates/page-blocks.tsx), so
 * the build's count of the start-up does not see it; the first-visit test, which measures
 * in Chromium everything a page downloads while the visitor does nothing, does. By block
 * type, as content names it: the contact form's fields, checks and messages, and the grade
 * comparison's table of choices.
 */
export const BLOCK_CODE: Readonly<Record<string, number>> = {
  "formulaire-contact": 27 * 1024,
  comparateur: 3 * 1024,
};

/** What every page sends in the first round trip: its HTML up to the footer, gzip (TCP's first window, about 14,600 bytes with the headers). */
export const FIRST_WINDOW = 14 * 1024;

/** The budgets of one page, by its direction. */
export function budgetsOf(weight: Pick<PageWeight, "direction">): { js: number; html: number } {
  const extra = weight.direction === "rtl" ? RIGHT_TO_LEFT_EXTRA : { js: 0, html: 0 };
  return { js: BUDGETS.js + extra.js, html: BUDGETS.html + extra.html };
}

export interface PageWeight {
  /** The HTML file, relative to the build folder. */
  file: string;
  /** The page's direction, from its <html dir>. */
  direction: "ltr" | "rtl";
  html: number;
  /** The HTML up to the page's footer (all of it when it has none): what the first paint of its content needs. */
  htmlBeforeFooter: number;
  js: number;
  css: number;
  /** The route's data for hydration, fetched with the code (0 for a page without it). */
  data: number;
  /** Files behind `js`, relative to the build folder, for reports. */
  scripts: string[];
  stylesheets: string[];
}

const gzipCache = new Map<string, number>();
/** gzip level 9: what a host serving pre-compressed files (nginx gzip_static) sends. */
export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];

/** The address of a page's data for hydration (the waiting start module's `data-route-data`), if it has one. */
export function pageDataUrl(html: string): string | undefined {
  const tag = html.match(/<script\b[^>]*\sdata-route-data="[^"]*"[^>]*>/i)?.[0];
  return tag && attr(tag, "data-route-data");
}

/** Same-origin URLs a page loads up front, by kind. */
export function pageAssets(html: string): { scripts: string[]; stylesheets: string[] } {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, "rel");
    const href = attr(tag, "href");
    if (!href?.startsWith("/")) continue;
    if (rel === "modulepreload") scripts.add(href);
    if (rel === "stylesheet") stylesheets.add(href);
  }
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(attrs, "src");
    if (src?.startsWith("/")) scripts.add(src);
    for (const [, url] of body.matchAll(/import\(\s*["'](\/[^"']+\.js)["']\s*\)/g)) scripts.add(url);
    // The page's start module (run after the largest paint, scripts/build/script-start.ts) imports statically.
    for (const url of staticImports(body)) if (url.startsWith("/")) scripts.add(url);
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}

/** Chunks a script imports statically (`import … from "../lib/x.js"`, `import "/assets/x.js"`, `export … from`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const [, specifier] of code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']((?:\.{1,2})?\/[^"']+\.js)["']/g)) found.add(specifier);
  return [...found];
}

/** The scripts `urls` name, with every chunk they import statically, transitively (URLs under the build folder). */
export function withStaticImports(buildDir: string, urls: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(buildDir, url);
    if (!existsSync(file)) throw new Error(`${url} est référencé mais absent du build`);
    const dir = path.posix.dirname(url);
    for (const specifier of staticImports(readFileSync(file, "utf8"))) queue.push(path.posix.resolve(dir, specifier));
  }
  return [...seen];
}

/** The gzip weight of one pre-rendered page (`file` relative to `buildDir`). */
export function pageWeight(buildDir: string, file: string): PageWeight {
  const htmlFile = path.join(buildDir, file);
  const html = readFileSync(htmlFile, "utf8");
  const assets = pageAssets(html);
  const scripts = withStaticImports(buildDir, assets.scripts);
  const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipSize(path.join(buildDir, url)), 0);
  const data = pageDataUrl(html);
  const footer = html.indexOf("<footer");
  const direction = /<html[^>]*\sdir="rtl"/.test(html) ? "rtl" : "ltr";
  const beforeFooter = footer < 0 ? gzipSize(htmlFile) : gzipSync(html.slice(0, footer), { level: 9 }).length;
  return { file, direction, html: gzipSize(htmlFile), htmlBeforeFooter: beforeFooter, js: sum(scripts), css: sum(assets.stylesheets), data: data ? sum([data]) : 0, scripts, stylesheets: assets.stylesheets };
}

/** Bytes as the build's and the profile's reports write them: "155,9 Kio". */
export const kibiBytes = (bytes: number) => `${(bytes / 1024).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} Kio`;

/** The build's summary of the budgets: the heaviest page for each, and every page above its budget. */
export function budgetReport(buildDir: string, files: string[]): { lines: string[]; over: boolean } {
  const weights = files.map((file) => pageWeight(buildDir, file));
  const lines: string[] = [];
  let over = false;
  for (const [kind, label] of [
    ["js", "JavaScript"],
    ["html", "HTML"],
  ] as const) {
    for (const direction of ["ltr", "rtl"] as const) {
      const pages = weights.filter((weight) => weight.direction === direction);
      if (pages.length === 0) continue;
      const heaviest = pages.reduce((a, b) => (b[kind] > a[kind] ? b : a));
      const budget = budgetsOf(heaviest)[kind];
      const which = direction === "rtl" ? " des pages de droite à gauche" : "";
      lines.push(`${label}${which} avant toute interaction (gzip) : ${kibiBytes(heaviest[kind])} au plus (${heaviest.file}), budget ${kibiBytes(budget)}`);
    }
    for (const weight of weights.filter((page) => page[kind] > budgetsOf(page)[kind])) {
      over = true;
      lines.push(`  ⚠ ${weight.file} : ${kibiBytes(weight[kind])} de ${label}, au-delà du budget de ${kibiBytes(budgetsOf(weight)[kind])}`);
    }
  }
  for (const weight of weights.filter((page) => page.htmlBeforeFooter > FIRST_WINDOW)) {
    over = true;
    lines.push(`  ⚠ ${weight.file} : ${kibiBytes(weight.htmlBeforeFooter)} de HTML avant le pied de page, au-delà de la première fenêtre (${kibiBytes(FIRST_WINDOW)})`);
  }
  const heaviestData = weights.reduce((a, b) => (b.data > a.data ? b : a));
  lines.push(`Données des pages pour l'hydratation (gzip, chargées avec le code) : ${kibiBytes(heaviestData.data)} au plus (${heaviestData.file})`);
  return { lines, over };
}
