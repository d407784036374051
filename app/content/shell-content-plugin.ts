import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { LOCALES, type Locale } from "#app/model/locale.ts";
import { shellContentOf, type ShellContent } from "#app/model/shell-content.ts";
import { listContentFiles, loadContent, projectDirs } from "./loader.server.ts";

/*
 * Writes the module `virtual:shell-content` (read by shell-content.ts) from the one loader,
 * at build time and in the dev server: the shell's texts arrive finished (placeholders
 * filled, French no-break spaces), and the browser runs no code to finish them
 * (docs/decisions/2026-11-24-start-in-steps.md). Any content file can change them (a
 * menu label, a fact a text quotes), so every change of content/ renews the module.
 */

const ID = "virtual:shell-content";
const RESOLVED = `\0${ID}`;

export function shellContentModule(): Plugin {
  let contentDir = projectDirs().contentDir;
  let serving = false;
  let lastGood: string | undefined;
  return {
    name: "shell-content",
    enforce: "pre",
    configResolved(config) {
      contentDir = projectDirs(config.root).contentDir;
      serving = config.command === "serve";
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      for (const file of listContentFiles(contentDir)) this.addWatchFile(path.join(contentDir, file));
      try {
        const content = loadContent(contentDir);
        // One language today: every locale reads the same content (app/model/locale.ts).
        const shells = Object.fromEntries(LOCALES.map((locale) => [locale, shellContentOf(content)])) as Record<Locale, ShellContent>;
        lastGood = `export default ${JSON.stringify(shells)};`;
        return lastGood;
      } catch (error) {
        // In the dev server, while a file is being fixed, the page keeps the last content that
        // could be read, and the content check's error page says what to fix. The build checks
        // the content first, so there it fails.
        if (serving && lastGood) return lastGood;
        throw error;
      }
    },
    configureServer(server: ViteDevServer) {
      // A file added or removed changes the menus; a changed file is watched by load().
      const renew = (file: string) => {
        if (!file.startsWith(contentDir + path.sep)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      };
      server.watcher.on("add", renew);
      server.watcher.on("unlink", renew);
    },
  };
}
