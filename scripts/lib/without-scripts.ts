import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFERRED_MODULE_TYPE, isExecutableScriptType, tagAttribute } from "./csp.ts";

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
  const pages = readdirSync(to, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  for (const page of pages) {
    const file = path.join(to, page);
    writeFileSync(file, withoutScripts(readFileSync(file, "utf8")));
  }
  return pages.length;
}
