import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { parseJson, syntaxErrorLine, withoutBom } from "#app/content/json-text.ts";
import { projectDirs, readFacts } from "#app/content/loader.server.ts";
import { isSystemFile } from "#app/model/collections.ts";
import { formatError, validateContent, type ContentError } from "./validate.ts";

/*
 * The content check inside Vite, so no page is built from content it refuses:
 * - `npm run build`: once per build, before anything is bundled; errors stop the build.
 * - `npm run dev`: at start and each time a file of content/ (or a picture) is saved;
 *   errors go to the terminal and to the browser's error overlay in French, and the
 *   overlay clears itself when the content is valid again. A content file the shell
 *   imports (the site-wide files, the menus) that is not valid JSON fails with the
 *   same French sentence, its line and column, instead of the JSON parser's English;
 *   one saved with a byte-order mark is passed on without it.
 */

const summary = (errors: ContentError[]) =>
  `Contenu invalide (${errors.length} erreur${errors.length > 1 ? "s" : ""}) — corrigez ces points dans les fichiers indiqués :\n${errors.map((error) => `  ✗ ${formatError(error)}`).join("\n")}`;

// React Router builds the browser bundle and the pre-render bundle one after the other
// in the same process: the content does not change in between, so one check is enough.
let checkedThisBuild: ContentError[] | undefined;

export function contentChecks(): Plugin {
  let root = process.cwd();
  return {
    name: "content-checks",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    transform: {
      filter: { id: /\/content\/.+\.json(\?.*)?$/ },
      handler(code, id) {
        const parsed = parseJson(code);
        // A byte-order mark (some Windows editors write one) is no concern of the JSON module that follows.
        if (parsed.ok) return code.startsWith("\uFEFF") ? { code: withoutBom(code), map: null } : null;
        const file = path.relative(root, id.split("?")[0]).split(path.sep).join("/");
        const { line, column } = parsed.error;
        this.error({ message: syntaxErrorLine(file, parsed.error), id: file, loc: { file, line, column: column - 1 } });
      },
    },
    buildStart() {
      if (this.environment?.config.command !== "build") return;
      checkedThisBuild ??= validateContent(projectDirs(root)).errors;
      if (checkedThisBuild.length > 0) {
        // The editor needs the list and nothing else: an error thrown here would come out
        // wrapped in the bundler's stack trace. The build is a command of its own, so it ends here.
        this.environment.logger.error(`\n${summary(checkedThisBuild)}\n`);
        process.exit(1);
      }
    },
    configureServer(server) {
      watchContent(server, projectDirs(root).contentDir);
    },
  };
}

/**
 * A change of the facts (a seventh application, a new row) changes texts of files that
 * were not saved ("{applications.nombre} secteurs"): their modules, filled when Vite read
 * them, are read again and the page reloads.
 */
function refreshFacts(server: ViteDevServer, contentDir: string, facts: { last: string }): boolean {
  const current = JSON.stringify(readFacts(contentDir) ?? null);
  // While a file cannot be read (a syntax error), the facts are those of the last good content.
  if (current === "null" || current === facts.last) return false;
  facts.last = current;
  for (const environment of Object.values(server.environments))
    for (const [file, modules] of environment.moduleGraph.fileToModulesMap)
      if (file.startsWith(contentDir) && file.endsWith(".json")) for (const module of modules) environment.moduleGraph.invalidateModule(module);
  return true;
}

function watchContent(server: ViteDevServer, contentDir: string): void {
  const logger = server.config.logger;
  let errors: ContentError[] = [];
  const facts = { last: JSON.stringify(readFacts(contentDir) ?? null) };
  const check = () => {
    const factsChanged = refreshFacts(server, contentDir, facts);
    const before = errors.length;
    try {
      errors = validateContent({ contentDir, publicDir: path.join(path.dirname(contentDir), "public") }).errors;
    } catch (error) {
      // A check that cannot run (a file removed while it was read) is retried on the next save.
      logger.warn(`Vérification du contenu interrompue : ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (errors.length > 0) {
      logger.error(summary(errors), { timestamp: true });
      show();
    } else if (before > 0 || factsChanged) {
      if (before > 0) logger.info("Contenu valide : les erreurs sont corrigées.", { timestamp: true });
      // One reload, once the check is done: the overlay goes, and texts that quote a changed fact are read again.
      server.ws.send({ type: "full-reload" });
    }
  };
  // Vite's overlay shows the message; `stack` empty, since the place is in the message itself.
  const show = () => {
    if (errors.length > 0) server.ws.send({ type: "error", err: { message: summary(errors), stack: "", plugin: "content-checks" } });
  };

  server.watcher.add(contentDir);
  const onFile = (file: string) => {
    if (file.startsWith(contentDir) && !isSystemFile(path.basename(file))) check();
  };
  server.watcher.on("change", onFile);
  server.watcher.on("add", onFile);
  server.watcher.on("unlink", onFile);
  // A page opened (or reloaded) while errors remain shows them at once.
  server.ws.on("connection", show);
  check();
}
