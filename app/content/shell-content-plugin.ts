import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { shellContentOf } from "#app/model/shell-content.ts";
import { builtLocales, listContentFiles, loadContent, projectDirs } from "./loader.server.ts";

/*
 * Writes the module `virtual:shell-content` (read by shell-content.ts) from the one loader,
 * at build time and in the dev server: the shell's texts arrive finished (placeholders
 * filled, French no-break spaces), and the browser runs no code to finish them
 * (docs/decisions/2026-11-24-start-in-steps.md). Any content file can change them (a
 * menu label, a fact a text quotes), so every change of content/ renews the module.
 *
 * The pre-render gets every built language's shell. In the browser's build, each language's is a
 * chunk of its own (`virtual:shell-content/shell-<code>`, named so that the build finds it:
 * scripts/build/script-start.ts), which that language's pages fetch with the rest of their
 * code and read before they hydrate (entry.client.tsx): no page carries the shells of
 * languages it does not show.
 */

const ID = "virtual:shell-content";
const RESOLVED = `\0${ID}`;
/** The start of a language's shell chunk's file name: "shell-en-<hash>.js". */
export const SHELL_CHUNK_PREFIX = "shell-";
const isShellModule = (id: string) => id === RESOLVED || id.startsWith(`${RESOLVED}/`);

export function shellContentModule(): Plugin {
  let contentDir = projectDirs().contentDir;
  let serving = false;
  const lastGood = new Map<string, string>();
  return {
    name: "shell-content",
    enforce: "pre",
    configResolved(config) {
      contentDir = projectDirs(config.root).contentDir;
      serving = config.command === "serve";
    },
    resolveId(id) {
      return id === ID || id.startsWith(`${ID}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!isShellModule(id)) return undefined;
      const key = `${this.environment.config.consumer} ${id}`;
      for (const file of listContentFiles(contentDir)) this.addWatchFile(path.join(contentDir, file));
      try {
        const shell = (locale: string) => JSON.stringify(shellContentOf(loadContent(contentDir, locale), locale));
        const locales = builtLocales(contentDir);
        const head = `export const locales = ${JSON.stringify(locales)};\n`;
        let code: string;
        if (id !== RESOLVED) code = `export default ${shell(id.slice(`${RESOLVED}/${SHELL_CHUNK_PREFIX}`.length))};`;
        // The pre-render, the dev server and the tests hold every language at once; only the browser's build splits them.
        else if (this.environment.config.consumer === "server" || serving) code = `${head}export default {${locales.map((locale) => `${JSON.stringify(locale)}:${shell(locale)}`).join(",")}};\nexport const later = {};`;
        else {
          const loaders = locales.map((locale) => `${JSON.stringify(locale)}:()=>import(${JSON.stringify(`${ID}/${SHELL_CHUNK_PREFIX}${locale}`)})`);
          code = `${head}export default {};\nexport const later = {${loaders.join(",")}};`;
        }
        lastGood.set(key, code);
        return code;
      } catch (error) {
        // In the dev server, while a file is being fixed, the page keeps the last content that
        // could be read, and the content check's error page says what to fix. The build checks
        // the content first, so there it fails.
        const kept = lastGood.get(key);
        if (serving && kept) return kept;
        throw error;
      }
    },
    configureServer(server: ViteDevServer) {
      // A file added or removed changes the menus; a changed file is watched by load().
      const renew = (file: string) => {
        if (!file.startsWith(contentDir + path.sep)) return;
        for (const environment of Object.values(server.environments)) {
          for (const [id, module] of environment.moduleGraph.idToModuleMap) if (isShellModule(id)) environment.moduleGraph.invalidateModule(module);
        }
      };
      server.watcher.on("add", renew);
      server.watcher.on("unlink", renew);
    },
  };
}
