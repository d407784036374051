import path from "node:path";
import { isRunnableDevEnvironment, type EnvironmentModuleNode, type Plugin, type ViteDevServer } from "vite";
import { parseJson, syntaxErrorLine, withoutBom } from "#app/content/json-text.ts";
import { projectDirs, type ProjectDirs } from "#app/content/loader.server.ts";
import { isSystemFile } from "#app/model/collections.ts";
import { formatError, validateContent, type ContentError } from "./validate.ts";

/*
 * The content check inside Vite, so no page is built from content it refuses:
 * - `npm run build`: once per build, before anything is bundled; errors stop the build.
 * - `npm run dev`: at start and each time a file of content/ (or a picture) is saved;
 *   errors go to the terminal and to the browser's error overlay in French, on every bad
 *   save, and the overlay goes when the content is valid again; a valid save shows in the
 *   open page (watchContent below). A content file the shell
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
  let dev: ContentWatch | undefined;
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
      dev = watchContent(server, projectDirs(root));
    },
    // Vite would hot-update the shell's modules that read a saved file (and React Router
    // would do it twice more, from the server's copy), then fail to fast-refresh the
    // modules that export more than components: a dozen lines a save, and an update that
    // clears the overlay just shown. A saved content file is the check's alone. The hook
    // that sees both the browser's and the server's modules, so none of them is updated.
    handleHotUpdate({ file }) {
      if (!dev?.owns(file)) return;
      dev.saved(file);
      return [];
    },
  };
}

/**
 * Forgets the modules read from a content file (the shell's, app/content/shell-content-plugin.ts,
 * which watches every content file) in the browser's graph and in the dev server's, whose
 * runner keeps what it evaluated for the pages it renders, so the next request reads the
 * content again. A file added or removed changes the shell's module without being in the graph.
 */
function forget(server: ViteDevServer, file: string, addedOrRemoved: boolean): void {
  for (const environment of Object.values(server.environments)) {
    const invalidated = new Set<EnvironmentModuleNode>();
    for (const module of environment.moduleGraph.getModulesByFile(file) ?? []) environment.moduleGraph.invalidateModule(module, invalidated, Date.now(), true);
    if ((invalidated.size > 0 || addedOrRemoved) && isRunnableDevEnvironment(environment)) environment.runner.evaluatedModules.clear();
  }
}

interface ContentWatch {
  owns(file: string): boolean;
  saved(file: string, addedOrRemoved?: boolean): void;
}

/**
 * After each save under content/, the whole content is checked again and the open page told:
 * - errors: the overlay, every time, in French;
 * - valid: one reload, which clears the overlay and shows the saved text. Pages read their
 *   content in route loaders: React Router runs them again in the browser only when the
 *   address changes (the site is pre-rendered, `ssr: false`), so a reload it is.
 */
function watchContent(server: ViteDevServer, dirs: ProjectDirs): ContentWatch {
  const { contentDir } = dirs;
  const logger = server.config.logger;
  const owns = (file: string) => file.startsWith(contentDir + path.sep) && !isSystemFile(path.basename(file));
  const client = server.environments.client.hot;
  let errors: ContentError[] = [];
  // Vite's overlay shows the message; `stack` empty, since the place is in the message itself.
  const show = () => {
    if (errors.length > 0) client.send({ type: "error", err: { message: summary(errors), stack: "", plugin: "content-checks" } });
  };
  const check = (file: string, addedOrRemoved = false) => {
    const before = errors.length;
    try {
      errors = validateContent(dirs).errors;
    } catch (error) {
      // A check that cannot run (a file removed while it was read) is retried on the next save.
      logger.warn(`Vérification du contenu interrompue : ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    const shortFile = path.relative(path.dirname(contentDir), file).split(path.sep).join("/");
    if (errors.length > 0) {
      logger.error(summary(errors), { timestamp: true });
      show();
      return;
    }
    forget(server, file, addedOrRemoved);
    logger.info(`${shortFile} : ${before > 0 ? "contenu valide, erreurs corrigées" : "contenu valide"}, page rechargée`, { timestamp: true });
    client.send({ type: "full-reload" });
  };
  // A file added or removed (a new page, a menu entry): Vite has no hot update for it to hold back.
  const onAddOrRemove = (file: string) => {
    if (owns(file)) check(file, true);
  };
  server.watcher.on("add", onAddOrRemove);
  server.watcher.on("unlink", onAddOrRemove);
  // A page opened (or reloaded) while errors remain shows them at once.
  server.ws.on("connection", show);
  errors = validateContent(dirs).errors;
  if (errors.length > 0) logger.error(summary(errors), { timestamp: true });
  return {
    owns,
    saved: check,
  };
}
