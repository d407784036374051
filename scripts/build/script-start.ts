import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { minifySync } from "rolldown/utils";
import { EARLY_TAP } from "#app/browser/early-tap.ts";
import { SHELL_CHUNK_PREFIX } from "#app/content/shell-content-plugin.ts";
import { DEFERRED_MODULE_TYPE, htmlPages } from "./csp.ts";
import { staticImports, withStaticImports } from "./page-weight.ts";

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
 * an inert script (a type the browser does not run) and adds a small starter, the same on
 * every page, that runs React Router's unchanged text at the right moment. The starter
 * joins React Router's router context script: each inline script costs the page a hash in
 * its policy, about 45 bytes of gzip that no compression shares. React Router's scroll
 * restoration script, indented for reading, is minified.
 *
 * React Router also copies the route's data for hydration into the page, as inline scripts
 * that push it into a stream (1.6–2.5 KB of gzip: the text the page already shows, encoded
 * again). That copy pushed most pages' HTML past TCP's first window (14,600 bytes, headers
 * included), costing their first paint a round trip. The same step moves it to a file of
 * its own, named by its content, which the starter fetches together with the code.
 *
 * Both rewrites read React Router's output, not a documented interface (React Router 8
 * offers no hook for either), so each one asserts what it expects: a page React Router
 * rendered that does not have exactly that shape stops the build with the file, what is
 * missing and the version the rewrite was written for, rather than ship a page that
 * silently loads everything at once again.
 */

/** The React Router release whose pre-rendered pages these rewrites were written against. */
export const WRITTEN_FOR_REACT_ROUTER = "8.4";

/** The React Router the build ran with, as installed. */
export function installedReactRouter(): string {
  return (createRequire(import.meta.url)("react-router/package.json") as { version: string }).version;
}

/** A page whose shape the rewrite no longer recognises: what to check, in one French line. */
export class FrameworkOutputError extends Error {
  constructor(what: string, file = "une page", installed = installedReactRouter()) {
    super(
      `${file} : ${what} — la réécriture de scripts/build/script-start.ts a été écrite pour la sortie de React Router ${WRITTEN_FOR_REACT_ROUTER} ` +
        `(installé : ${installed}) ; vérifiez ce que React Router écrit désormais dans les pages pré-rendues et adaptez-la.`,
    );
    this.name = "FrameworkOutputError";
  }
}

/** React Router rendered this page: its context script is there. A page without it (a plain HTML file) is not rewritten. */
const RENDERED_BY_ROUTER = "window.__reactRouterContext";

const PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const PRELOAD_HREF = /<link rel="modulepreload"[^>]*?\shref="\/assets\/([^"]+)\.js"[^>]*>/g;
/** The start of the inert script that holds React Router's start module until the starter runs it. */
const WAITING_MODULE = `<script type="${DEFERRED_MODULE_TYPE}"`;
const ROUTER_MODULE = /<script type="module"(?: async="")?>(?=[\s\S]*?window\.__reactRouterRouteModules)/g;

/**
 * The starter. It waits for `load`, then for the `largest-contentful-paint` entry of the
 * page's priority image (of anything when the page has none): Chromium can fire `load`
 * before its first paint, so `load` alone is too early. A second after `load` it starts
 * anyway (the image may have failed or be out of view, or the browser may not report
 * paints). It runs where React Router's context script is, always before `load`.
 * When it starts, it asks for every chunk the start will need at once (the waiting
 * script's `data-preload`, startScriptsAfterLoad): otherwise the browser finds the shared
 * chunk only in the route modules, the bundler's runtime only in the shared chunk, the
 * client entry only once the shared chunk has run and the drawer's code only as the page
 * hydrates, one round trip after another (four on a slow phone, 150 ms each).
 * Until the page has hydrated, it also keeps the last pressable button tapped (a
 * gallery's thumbnail), which the component takes over as it hydrates
 * (app/browser/early-tap.ts): a tap in the first seconds is not lost.
 */
export const STARTER =
  `addEventListener("load",()=>{const d=document,i=d.querySelector("img[fetchpriority=high]");` +
  `let s=()=>{s=()=>{};const o=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]'),m=d.createElement("script"),u=o.dataset.routeData,c=window.__reactRouterContext;` +
  // Without its data, hydration waits and the page stays as pre-rendered, links and all.
  `u&&fetch(u).then(r=>r.ok&&r.text()).then(t=>{t&&(c.streamController.enqueue(t),c.streamController.close())},()=>{});` +
  // Every chunk the start will need, asked for at once rather than each after the one that names it.
  `for(const n of(o.dataset.preload||"").split(" "))n&&d.head.append(Object.assign(d.createElement("link"),{rel:"modulepreload",href:"/assets/"+n+".js"}));` +
  `m.type="module";m.text=o.text;o.replaceWith(m)};` +
  `setTimeout(()=>s(),1e3);new PerformanceObserver(l=>l.getEntries().some(e=>!i||e.element==i)&&s()).observe({type:"largest-contentful-paint",buffered:!0})});` +
  `addEventListener("click",e=>{const t=e.target.closest?.("button[aria-pressed]");t&&!document.documentElement.dataset.hydrated&&(window.${EARLY_TAP}=t)},!0)`;

/**
 * One page's HTML with its scripts started after its largest paint; a page already
 * rewritten, or not rendered by React Router, is left as it is. A page React Router
 * rendered must have its one start module and its module preloads. Those preloads (the
 * route modules, the shared chunk, the client entry, with what they import) and
 * `hydrationChunks` become the waiting script's `data-preload`, less what its own imports
 * fetch anyway: the starter asks for them all when it starts.
 */
export function startScriptsAfterLoad(html: string, file?: string, languageChunks: readonly string[] = [], hydrationChunks: readonly string[] = []): string {
  if (html.includes(DEFERRED_MODULE_TYPE) || !html.includes(RENDERED_BY_ROUTER)) return html;
  const modules = html.match(ROUTER_MODULE) ?? [];
  if (modules.length !== 1)
    throw new FrameworkOutputError(`${modules.length} modules de démarrage de React Router (<script type="module"> qui remplit window.__reactRouterRouteModules), un seul attendu`, file);
  if (!html.includes('<link rel="modulepreload"')) throw new FrameworkOutputError(`aucune balise <link rel="modulepreload"> à retirer`, file);
  const context = html.match(CONTEXT_SCRIPT);
  if (!context) throw new FrameworkOutputError(`aucun script de contexte de React Router (<script>window.__reactRouterContext = …</script>)`, file);
  const waitingText = html.slice(html.search(ROUTER_MODULE));
  const imported = new Set([...languageChunks, ...staticImports(waitingText.slice(0, waitingText.indexOf("</script>")))]);
  const preload = [...new Set([...[...html.matchAll(PRELOAD_HREF)].map(([, name]) => name), ...hydrationChunks])].filter((name) => !imported.has(`/assets/${name}.js`));
  return html
    .replace(PRELOAD, "")
    .replace(
      ROUTER_MODULE,
      () => `${WAITING_MODULE}${preload.length > 0 ? ` data-preload="${preload.join(" ")}"` : ""}>${languageChunks.map((url) => `import ${JSON.stringify(url)};`).join("")}`,
    )
    .replace(CONTEXT_SCRIPT, (_, text: string) => `<script>${text};${STARTER}</script>`)
    .replace(SCROLL_SCRIPT, (_, text: string) => `<script>${minified(text, file)}</script>`);
}

/** React Router's scroll restoration script, written indented with tabs on every page. */
const SCROLL_SCRIPT = /<script>(\(\(storageKey, restoreKey\) => \{[\s\S]*?\}\)\("[^"]*", [^)]*\))<\/script>/;

/** A classic script as the bundler would write it: the same code, in a third of the bytes. */
function minified(code: string, file?: string): string {
  const result = minifySync("inline.js", code);
  if (result.errors.length > 0) throw new FrameworkOutputError(`un script en ligne de React Router ne se lit plus (${result.errors[0].message})`, file);
  return result.code.replace(/;$/, "");
}

/** React Router's router context script. */
const CONTEXT_SCRIPT = /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/;

/** The address of the chunk the bundler named `prefix` and a hash (`shell-fr-` → /assets/shell-fr-C5Gg6a50.js), if the build has it. */
function chunkNamed(assets: readonly string[], prefix: string): string | undefined {
  const found = assets.find((name) => name.startsWith(prefix) && /^[\w-]+\.js$/.test(name.slice(prefix.length)));
  return found && `/assets/${found}`;
}

/**
 * The chunks a page imports before it hydrates besides React Router's: its language's
 * shell texts and, right to left, the mirroring theme (app/entry.client.tsx imports them
 * on demand, as they differ by page). Named in the waiting module, they arrive with the
 * rest of the code instead of after it, and the page weight counts them.
 */
export function languageChunks(html: string, assets: readonly string[], file?: string): string[] {
  const [, lang, dir] = html.match(/<html lang="([a-z]{2})"(?: dir="(rtl)")?/) ?? [];
  if (!lang || !html.includes(RENDERED_BY_ROUTER)) return [];
  const find = (prefix: string) => {
    const found = chunkNamed(assets, prefix);
    if (!found) throw new FrameworkOutputError(`aucun fichier assets/${prefix}….js pour la langue « ${lang} » de la page`, file);
    return found;
  };
  return [find(`${SHELL_CHUNK_PREFIX}${lang}-`), ...(dir === "rtl" ? [find("right-to-left-")] : [])];
}

/**
 * The chunks every page imports as it hydrates, named as the bundler names them (after
 * their module's file): the drawer's code (app/components/shell/site-shell.tsx), which
 * React Router's preloads do not name since it is imported on demand.
 */
export const HYDRATION_CHUNKS = ["mobile-nav-drawer"] as const;

/** HYDRATION_CHUNKS's files with what they import, as `data-preload` names them (no folder, no extension). */
export function hydrationChunks(buildDir: string, assets: readonly string[]): string[] {
  const urls = HYDRATION_CHUNKS.map((name) => {
    const found = chunkNamed(assets, `${name}-`);
    if (!found) throw new FrameworkOutputError(`aucun fichier assets/${name}-….js, que chaque page charge en s'hydratant (HYDRATION_CHUNKS)`);
    return found;
  });
  return withStaticImports(buildDir, urls).map((url) => url.slice("/assets/".length, -".js".length));
}

const STATE_CHUNK = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const STATE_CLOSE = /<script>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/;

/**
 * A started page (startScriptsAfterLoad) with React Router's inline copy of the route's
 * data taken out: `save` keeps the data and returns its address, which the waiting module
 * carries for the starter. A page already rewritten, or not rendered by React Router, is
 * left as it is; a started page must have the copy, pushed in chunks then closed.
 */
export function moveRouteData(html: string, save: (data: string) => string, file?: string): string {
  if (!html.includes(WAITING_MODULE) || html.includes("data-route-data=") || !html.includes(RENDERED_BY_ROUTER)) return html;
  const chunks = [...html.matchAll(STATE_CHUNK)];
  if (chunks.length === 0) throw new FrameworkOutputError("aucune copie des données de la route (window.__reactRouterContext.streamController.enqueue(…)) à sortir de la page", file);
  if (!STATE_CLOSE.test(html)) throw new FrameworkOutputError("la copie des données de la route n'est pas fermée (window.__reactRouterContext.streamController.close())", file);
  // Each chunk is a JSON string literal (React Router escapes `<` and line separators in it).
  const data = chunks.map(([, literal]) => JSON.parse(literal) as string).join("");
  return html
    .replace(STATE_CHUNK, "")
    .replace(STATE_CLOSE, "")
    .replace(WAITING_MODULE, `${WAITING_MODULE} data-route-data="${save(data)}"`);
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
  const assets = readdirSync(path.join(buildDir, "assets"));
  const hydrating = hydrationChunks(buildDir, assets);
  for (const file of pages) {
    const shown = path.relative(process.cwd(), file);
    const html = readFileSync(file, "utf8");
    writeFileSync(file, moveRouteData(startScriptsAfterLoad(html, shown, languageChunks(html, assets, shown), hydrating), save, shown));
  }
  return pages.length;
}
