import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { DEFERRED_MODULE_TYPE, htmlPages, isExecutableScriptType, tagAttribute } from "../build/csp.ts";
import { BROTLI_SUFFIX } from "../build/precompress.ts";

/*
 * The built site with nothing that runs a script: what each page costs a browser before
 * any of its code. `npm run bench -- --floor` measures it beside the site, so that the
 * part of a page's blocking time that its scripts add can be read off directly.
 */

/** A page as pre-rendered, without its scripts: every script that runs or waits to run and every module preload go; data blocks (JSON-LD) stay. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributes: string) => {
      const type = tagAttribute(attributes, "type");
      return isExecutableScriptType(type) || type === DEFERRED_MODULE_TYPE ? "" : element;
    })
    .replace(/<link\b([^>]*)>/gi, (element, attributes: string) => (tagAttribute(attributes, "rel")?.trim().toLowerCase() === "modulepreload" ? "" : element));
}

/** Copies a built site to `to` with every page's scripts taken out. Returns the number of pages. */
export function copySiteWithoutScripts(from: string, to: string): number {
  cpSync(from, to, { recursive: true });
  const pages = htmlPages(to);
  for (const file of pages) {
    writeFileSync(file, withoutScripts(readFileSync(file, "utf8")));
    // The build's Brotli copy is of the page with its scripts.
    rmSync(file + BROTLI_SUFFIX, { force: true });
  }
  return pages.length;
}
