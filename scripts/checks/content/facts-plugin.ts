import path from "node:path";
import type { Plugin } from "vite";
import { parseJson } from "#app/content/json-text.ts";
import { displayedFile, projectDirs, readFacts } from "#app/content/loader.server.ts";
import { factNames } from "#app/model/facts.ts";

/*
 * The content files the shell imports (site-wide texts, menu labels) are finished when
 * Vite reads them, at build time and in the dev server, as the loader finishes the rest
 * of the content: placeholders ({fiches.nombre}, {fiche.epaisseurs}…) filled and French
 * no-break spaces applied. The browser receives finished texts and no code to compute
 * them, and starts sooner for it (docs/decisions/2026-11-24-start-in-steps.md).
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
        const parsed = parseJson(code);
        // A file that is not JSON is left to Vite and to the content check, which names the error.
        if (!parsed.ok) return null;
        const file = path.relative(contentDir, id.split("?")[0]).split(path.sep).join("/");
        // The facts are read only for a file that has a placeholder.
        const facts = factNames(code).length > 0 ? readFacts(contentDir) : undefined;
        return { code: JSON.stringify(displayedFile(file, parsed.data, facts)), map: null };
      },
    },
  };
}
