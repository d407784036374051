import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { displayedFile, factsOf } from "#app/content/loader.server.ts";

/*
 * The preview runs the site's own shell (header, footer, error screens), which bundles the
 * site-wide content files by import (app/content/site.ts). In the editor those modules are
 * the draft's: this plugin gives Vite the draft's data for every content JSON module,
 * finished with the draft's facts, as the build's own plugin
 * (scripts/checks/content/facts-plugin.ts) finishes the files on disk.
 */

export interface DraftSource {
  /** The draft's data of every content file that can be read, by path under content/. */
  files(): ReadonlyMap<string, unknown>;
}

export function draftModules(contentDir: string, source: DraftSource): Plugin {
  return {
    name: "editor-draft-modules",
    enforce: "pre",
    load(id) {
      const file = id.split("?")[0];
      if (!file.startsWith(contentDir + path.sep) || !file.endsWith(".json")) return null;
      const relative = path.relative(contentDir, file).split(path.sep).join("/");
      const files = source.files();
      const data = files.get(relative);
      if (data === undefined) return null;
      return JSON.stringify(displayedFile(relative, data, factsOf(files)));
    },
  };
}

/** Forgets what Vite made of the content modules (and of the module listing them), so the next load of the preview reads the draft again. */
export function forgetContentModules(server: ViteDevServer, contentDir: string): void {
  for (const environment of Object.values(server.environments)) {
    for (const [file, modules] of environment.moduleGraph.fileToModulesMap) {
      // app/content/site.ts lists the applications and data sheets (import.meta.glob): a new file changes that list.
      if (file.startsWith(contentDir) || file.endsWith(`${path.sep}app${path.sep}content${path.sep}site.ts`)) {
        for (const module of modules) environment.moduleGraph.invalidateModule(module);
      }
    }
  }
}
