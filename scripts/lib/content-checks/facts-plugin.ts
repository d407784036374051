import path from "node:path";
import type { Plugin } from "vite";
import { parseJson } from "#app/content/json-text.ts";
import { projectDirs, readFacts } from "#app/content/loader.server.ts";
import { collectionOf } from "#app/model/collections.ts";
import { fillAllFacts, sheetFacts, type SheetRows } from "#app/model/facts.ts";

/*
 * The content files the shell imports (site-wide texts, menu labels) get their
 * placeholders ({fiches.nombre}, {fiche.epaisseurs}…) filled when Vite reads them, at
 * build time and in the dev server, as the loader fills them for the rest of the
 * content: the browser receives finished texts and no code to compute them.
 */

export function contentFacts(): Plugin {
  let contentDir = projectDirs().contentDir;
  return {
    name: "content-facts",
    enforce: "pre",
    configResolved(config) {
      contentDir = projectDirs(config.root).contentDir;
    },
    transform: {
      filter: { id: /\/content\/.+\.json(\?.*)?$/ },
      handler(code, id) {
        if (!/\{[^{}\s]+\.[^{}\s]+\}/.test(code)) return null;
        const parsed = parseJson(code);
        const facts = parsed.ok ? readFacts(contentDir) : undefined;
        if (!parsed.ok || !facts) return null;
        const relative = path.relative(contentDir, id.split("?")[0]).split(path.sep).join("/");
        const own = collectionOf(relative) === "fiches" ? sheetFacts(facts, parsed.data as SheetRows) : facts;
        return { code: JSON.stringify(fillAllFacts(parsed.data, own)), map: null };
      },
    },
  };
}
