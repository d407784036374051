import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FORBIDDEN_SCRIPT_SOURCES, PAGE_POLICY, SCRIPT_SOURCES, serializePolicy } from "./host-headers.ts";

/**
 * Per-page Content-Security-Policy for the pre-rendered HTML. React Router writes inline
 * scripts into every page (router context, route-module imports, hydration data), so
 * `script-src 'self'` alone would block hydration; instead each page gets a
 * `<meta http-equiv="Content-Security-Policy">` listing the SHA-256 of exactly its own
 * inline scripts. Runs last in scripts/finalize-build.ts: any later change to an inline
 * script would invalidate its hash.
 */

/** `type` values that make a script element run (HTML standard: JavaScript MIME types, module, import map, speculation rules). */
const JAVASCRIPT_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
  "module",
  "importmap",
  "speculationrules",
]);

/**
 * The `type` of React Router's start module while it waits in the page
 * (scripts/build/script-start.ts): the browser leaves it alone until the page's starter
 * runs a module with the same text, which CSP then checks against that text's hash.
 */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/**
 * Whether a script element with this `type` attribute is executed (and so checked by
 * CSP). Anything else, such as `application/ld+json`, is a data block: the browser never
 * runs it and CSP does not apply to it, so it needs no hash.
 */
export function isExecutableScriptType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const essence = type.trim().toLowerCase();
  return essence === "" || JAVASCRIPT_TYPES.has(essence);
}

/** The CSP source expression for an inline script's text, hashed as the browser does (UTF-8, line breaks normalised). */
export function scriptHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}'`;
}

/** The value of attribute `name` in a tag's attribute text ("" when present without a value), as HTML parses it. */
export function tagAttribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>=\`]+))`, "i").exec(attributes);
  if (match) return match[1] ?? match[2] ?? match[3];
  return new RegExp(`(?:^|\\s)${name}(?=\\s|/|$)`, "i").test(attributes) ? "" : undefined;
}

/**
 * The text of every inline executable script, and of the start module waiting to be
 * run, in document order. A script's text ends at the first `</script`: React and React
 * Router escape `<` in what they inline, so no script holds that sequence (the hash
 * check in the tests parses the pages with a real HTML parser and would catch a difference).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", text = ""] = match;
    if (tagAttribute(attributes, "src") !== undefined) continue;
    const type = tagAttribute(attributes, "type");
    if (!isExecutableScriptType(type) && type !== DEFERRED_MODULE_TYPE) continue;
    scripts.push(text);
  }
  return scripts;
}

/** The page's policy: the shared directives plus `script-src 'self'` and one hash per distinct inline script. */
export function pagePolicy(html: string): string {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
  const scriptSources = [...SCRIPT_SOURCES, ...hashes];
  const forbidden = scriptSources.filter((source) => FORBIDDEN_SCRIPT_SOURCES.includes(source));
  if (forbidden.length > 0) throw new Error(`script-src ne doit pas contenir ${forbidden.join(", ")}`);
  const [first, ...rest] = Object.entries(PAGE_POLICY);
  return serializePolicy(Object.fromEntries([first!, ["script-src", scriptSources], ...rest]));
}

const META_PATTERN = /<meta\s+http-equiv=["']?content-security-policy["']?[^>]*>/gi;

/** Reads the policy of a page's CSP meta element (undefined if it has none). */
export function metaPolicy(html: string): string | undefined {
  const element = html.match(META_PATTERN)?.[0];
  return element ? tagAttribute(element.slice("<meta".length), "content")?.replaceAll("&#x27;", "'").replaceAll("&#39;", "'") : undefined;
}

/**
 * The page with its CSP meta element: right after `<meta charset>` (which must stay in
 * the first bytes) or at the start of `<head>`, before any script, preload or style, since
 * a meta policy only governs what the parser meets after it. Replaces an existing one,
 * so running twice gives the same page.
 */
export function withContentSecurityPolicy(html: string): string {
  const page = html.replace(META_PATTERN, "");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(page)}"/>`;
  const charset = /<meta\s+charset\s*=\s*["']?utf-8["']?\s*\/?>/i.exec(page);
  const head = /<head\b[^>]*>/i.exec(page);
  const anchor = charset && head && charset.index > head.index ? charset : head;
  if (!anchor) throw new Error("page sans <head> : impossible d'y placer la politique de sécurité");
  const at = anchor.index + anchor[0].length;
  return page.slice(0, at) + meta + page.slice(at);
}

/** Every pre-rendered page of a build: each folder's index.html and the 404 page. */
export function htmlPages(buildDir: string): string[] {
  return readdirSync(buildDir, { recursive: true, encoding: "utf8" })
    // Each language's 404 page too (en/404.html).
    .filter((file) => file === "404.html" || file.endsWith(`${path.sep}404.html`) || file === "index.html" || file.endsWith(`${path.sep}index.html`))
    .sort()
    .map((file) => path.join(buildDir, file));
}

/** Adds (or refreshes) the CSP meta element of every page; returns how many pages and distinct hashes. */
export function applyContentSecurityPolicy(buildDir: string): { pages: number; hashes: number } {
  const pages = htmlPages(buildDir);
  const hashes = new Set<string>();
  for (const file of pages) {
    const html = withContentSecurityPolicy(readFileSync(file, "utf8"));
    for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
    writeFileSync(file, html);
  }
  return { pages: pages.length, hashes: hashes.size };
}
