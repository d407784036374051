import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
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
 *
 * React Router also copies the route's data for hydration into the page, as inline scripts
 * that push it into a stream (1.6–2.5 KB of gzip: the text the page already shows, encoded
 * again). That copy pushed most pages' HTML past TCP's first window (14,600 bytes, headers
 * included), costing their first paint a round trip. The same step moves it to a file of
 * its own, named by its content, which the starter fetches together with the code.
 */

const PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** The opening tag of the inert script that holds React Router's start module until the starter runs it. */
const WAITING_MODULE = `<script type="${DEFERRED_MODULE_TYPE}">`;
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
  `let s=()=>{s=()=>{};const o=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]'),m=d.createElement("script"),u=o.dataset.routeData,c=window.__reactRouterContext;` +
  // Without its data, hydration waits and the page stays as pre-rendered, links and all.
  `u&&fetch(u).then(r=>r.ok&&r.text()).then(t=>{t&&(c.streamController.enqueue(t),c.streamController.close())},()=>{});` +
  `m.type="module";m.text=o.text;o.replaceWith(m)};` +
  `setTimeout(()=>s(),1e3);new PerformanceObserver(l=>l.getEntries().some(e=>!i||e.element==i)&&s()).observe({type:"largest-contentful-paint",buffered:!0})})`;

/** One page's HTML with its scripts started after its largest paint; a page already rewritten is left as it is. */
export function startScriptsAfterLoad(html: string): string {
  if (html.includes(DEFERRED_MODULE_TYPE)) return html;
  const modules = html.match(ROUTER_MODULE) ?? [];
  if (modules.length === 0) return html;
  if (modules.length > 1) throw new Error(`${modules.length} modules de démarrage de React Router dans une page : un seul attendu (scripts/lib/script-start.ts)`);
  return html
    .replace(PRELOAD, "")
    .replace(ROUTER_MODULE, () => `<script type="module">${STARTER}</script>${WAITING_MODULE}`);
}

const STATE_CHUNK = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const STATE_CLOSE = /<script>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/;

/**
 * A started page (startScriptsAfterLoad) with React Router's inline copy of the route's
 * data taken out: `save` keeps the data and returns its address, which the waiting module
 * carries for the starter. A page without that copy, or already rewritten, is left as it is.
 */
export function moveRouteData(html: string, save: (data: string) => string): string {
  const chunks = [...html.matchAll(STATE_CHUNK)];
  if (chunks.length === 0 || !STATE_CLOSE.test(html) || !html.includes(WAITING_MODULE)) return html;
  // Each chunk is a JSON string literal (React Router escapes `<` and line separators in it).
  const data = chunks.map(([, literal]) => JSON.parse(literal) as string).join("");
  return html
    .replace(STATE_CHUNK, "")
    .replace(STATE_CLOSE, "")
    .replace(WAITING_MODULE, `<script type="${DEFERRED_MODULE_TYPE}" data-route-data="${save(data)}">`);
}

/** Where a page's data goes: under assets/, named by its content, so hosts may cache it for good. */
export const ROUTE_DATA_DIR = "assets/page-data";

export function applyScriptStart(buildDir: string): number {
  const pages = htmlPages(buildDir);
  mkdirSync(path.join(buildDir, ROUTE_DATA_DIR), { recursive: true });
  const save = (data: string) => {
    const name = `${createHash("sha256").update(data).digest("hex").slice(0, 12)}.txt`;
    writeFileSync(path.join(buildDir, ROUTE_DATA_DIR, name), data);
    return `/${ROUTE_DATA_DIR}/${name}`;
  };
  for (const file of pages) writeFileSync(file, moveRouteData(startScriptsAfterLoad(readFileSync(file, "utf8")), save));
  return pages.length;
}
