import { readFileSync, writeFileSync } from "node:fs";
import { DEFERRED_MODULE_TYPE, htmlPages } from "./csp.ts";

/**
 * Starts each pre-rendered page's JavaScript only once the page has loaded and painted its
 * largest element, so the code never competes with the text, the font and the largest
 * picture on a slow connection (docs/decisions/2026-11-24-html-first-hydration.md). What a
 * visitor does first works before any script: links, submenus (CSS), the hero spinner (in
 * the HTML), typing in the form; the code then adds the rest.
 *
 * React Router writes `<link rel="modulepreload">` tags and one inline module whose static
 * imports fetch the whole bundle at once; it has no option to wait. So a build step (before
 * the CSP step, which hashes the final HTML) removes the preloads, turns that module into
 * an inert script (a type the browser does not run) and adds a small module, the same on
 * every page, that runs React Router's unchanged text at the right moment.
 */

const PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const ROUTER_MODULE = /<script type="module"(?: async="")?>(?=[\s\S]*?window\.__reactRouterRouteModules)/g;

/**
 * The starter. It waits for `load`, then for the `largest-contentful-paint` entry of the
 * page's priority image (of anything when the page has none): Chromium can fire `load`
 * before its first paint, so `load` alone is too early. A second after `load` it starts
 * anyway (the image may have failed or be out of view, or the browser may not report
 * paints). An inline module runs once the HTML is parsed, always before `load`.
 */
export const STARTER =
  `addEventListener("load",()=>{const d=document,i=d.querySelector("img[fetchpriority=high]");` +
  `let s=()=>{s=()=>{};const o=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]'),m=d.createElement("script");m.type="module";m.text=o.text;o.replaceWith(m)};` +
  `setTimeout(()=>s(),1e3);new PerformanceObserver(l=>l.getEntries().some(e=>!i||e.element==i)&&s()).observe({type:"largest-contentful-paint",buffered:!0})})`;

/** One page's HTML with its scripts started after its largest paint; a page already rewritten is left as it is. */
export function startScriptsAfterLoad(html: string): string {
  if (html.includes(DEFERRED_MODULE_TYPE)) return html;
  const modules = html.match(ROUTER_MODULE) ?? [];
  if (modules.length === 0) return html;
  if (modules.length > 1) throw new Error(`${modules.length} modules de démarrage de React Router dans une page : un seul attendu (scripts/lib/script-start.ts)`);
  return html
    .replace(PRELOAD, "")
    .replace(ROUTER_MODULE, () => `<script type="module">${STARTER}</script><script type="${DEFERRED_MODULE_TYPE}">`);
}

export function applyScriptStart(buildDir: string): number {
  const pages = htmlPages(buildDir);
  for (const file of pages) writeFileSync(file, startScriptsAfterLoad(readFileSync(file, "utf8")));
  return pages.length;
}
