import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
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
 *   errors go to the terminal and, in place of every page, to a French error page that
 *   lists them (errorPage below: not Vite's overlay, whose English frame would wrap the
 *   French lines), on every bad save; the open page reloads onto it, and back onto the
 *   page once the content is valid again; a valid save shows in the
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
      const watch = watchContent(server, projectDirs(root));
      dev = watch;
      // Before Vite's and React Router's handlers: no page is drawn from content the check refuses.
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        const errors = watch.errors();
        if (errors.length === 0 || !isPageRequest(request)) return next();
        response.writeHead(500, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
        response.end(request.method === "HEAD" ? undefined : errorPage(errors));
      });
    },
    // Vite would hot-update the shell's modules that read a saved file (and React Router
    // would do it twice more, from the server's copy), then fail to fast-refresh the
    // modules that export more than components: a dozen lines a save, and an update racing
    // the reload onto the error page. A saved content file is the check's alone. The hook
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

/**
 * Tells a save from a repeat of one. One save can reach the watcher as two changes (the file
 * emptied, then written) when the machine is busy enough to space them past the watcher's
 * 50 ms throttle: a change that finds the file as the last one left it (same time, same
 * bytes) is the same save, and earns no second line nor second reload. Saving again, even
 * the same text, gives the file a new time, so it reloads as the person saving expects; two
 * saves within the same tick of a coarse clock (some disks count whole seconds) differ by
 * their bytes.
 */
export function newSaves(): (file: string) => boolean {
  const seen = new Map<string, string>();
  return (file) => {
    let version = "absent";
    try {
      version = `${statSync(file).mtimeMs}:${createHash("sha1").update(readFileSync(file)).digest("hex")}`;
    } catch {
      // Removed since: "absent" is its version.
    }
    if (seen.get(file) === version) return false;
    seen.set(file, version);
    return true;
  };
}

/**
 * Holds a save that finds its file empty for a moment before it is checked. Editors (and
 * scripts) save by emptying the file and writing it: on a busy machine the watcher can report
 * the emptied file, and the person saving would see "le fichier est vide" flash past before
 * their text. The next report of the file, or the end of the wait, checks it; a file saved
 * empty on purpose is still reported, `wait` ms later. An addition held this way stays one.
 */
export function holdEmptySaves(check: (file: string, addedOrRemoved: boolean) => void, wait = 250): (file: string, addedOrRemoved?: boolean) => void {
  const held = new Map<string, { timer: ReturnType<typeof setTimeout>; addedOrRemoved: boolean }>();
  return (file, addedOrRemoved = false) => {
    const before = held.get(file);
    if (before) {
      clearTimeout(before.timer);
      held.delete(file);
      addedOrRemoved ||= before.addedOrRemoved;
    }
    if (!isEmptyFile(file)) return check(file, addedOrRemoved);
    const timer = setTimeout(() => {
      held.delete(file);
      check(file, addedOrRemoved);
    }, wait);
    held.set(file, { timer, addedOrRemoved });
  };
}

function isEmptyFile(file: string): boolean {
  try {
    return statSync(file).size === 0;
  } catch {
    return false;
  }
}

interface ContentWatch {
  owns(file: string): boolean;
  saved(file: string, addedOrRemoved?: boolean): void;
  /** What the last check found. */
  errors(): ContentError[];
}

/** A page the browser opens (not a module, a picture or Vite's own routes). */
function isPageRequest(request: IncomingMessage): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathname = (request.url ?? "/").split("?")[0];
  if (pathname.startsWith("/@") || pathname.startsWith("/__") || pathname.startsWith("/node_modules/")) return false;
  const dest = request.headers["sec-fetch-dest"];
  return dest === "document" || (dest === undefined && String(request.headers.accept ?? "").includes("text/html"));
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The page every address shows while the content has errors: one line per error, as the
 * terminal prints it, in French only. Vite's client reloads it once a save makes the
 * content valid (the check sends the reload).
 */
export function errorPage(errors: readonly ContentError[]): string {
  const count = `${errors.length} erreur${errors.length > 1 ? "s" : ""}`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Contenu à corriger (${count})</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.5;color:#1f2421;background:#f6f3ee;margin:0}main{max-width:56rem;margin:0 auto;padding:3rem 1.5rem}h1{font-size:1.75rem;margin:0 0 1rem}li{margin:.5rem 0;overflow-wrap:anywhere;font-weight:600}a{color:#1f5a4e}</style>
<script type="module" src="/@vite/client"></script>
</head>
<body>
<main id="contenu">
<h1>Contenu à corriger (${count})</h1>
<p>La vérification du contenu refuse ${errors.length > 1 ? "ces points" : "ce point"} : corrigez-${errors.length > 1 ? "les" : "le"} dans ${errors.length > 1 ? "les fichiers indiqués" : "le fichier indiqué"}. La page se recharge d'elle-même dès que le contenu est valide.</p>
<ul>
${errors.map((error) => `<li>${escapeHtml(formatError(error))}</li>`).join("\n")}
</ul>
<p><a href="/">Retour à l'accueil</a></p>
</main>
</body>
</html>
`;
}

/**
 * After each save under content/, the whole content is checked again and the open page told:
 * - errors: one reload, onto the error page, every time;
 * - valid: one reload, which leaves the error page and shows the saved text. Pages read their
 *   content in route loaders: React Router runs them again in the browser only when the
 *   address changes (the site is pre-rendered, `ssr: false`), so a reload it is.
 */
function watchContent(server: ViteDevServer, dirs: ProjectDirs): ContentWatch {
  const { contentDir } = dirs;
  const logger = server.config.logger;
  const owns = (file: string) => file.startsWith(contentDir + path.sep) && !isSystemFile(path.basename(file));
  const client = server.environments.client.hot;
  let errors: ContentError[] = [];
  const isNewSave = newSaves();
  const check = holdEmptySaves((file, addedOrRemoved) => {
    if (!isNewSave(file) && !addedOrRemoved) return;
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
      client.send({ type: "full-reload" });
      return;
    }
    forget(server, file, addedOrRemoved);
    logger.info(`${shortFile} : ${before > 0 ? "contenu valide, erreurs corrigées" : "contenu valide"}, page rechargée`, { timestamp: true });
    client.send({ type: "full-reload" });
  });
  // A file added or removed (a new page, a menu entry): Vite has no hot update for it to hold back.
  const onAddOrRemove = (file: string) => {
    if (owns(file)) check(file, true);
  };
  server.watcher.on("add", onAddOrRemove);
  server.watcher.on("unlink", onAddOrRemove);
  errors = validateContent(dirs).errors;
  if (errors.length > 0) logger.error(summary(errors), { timestamp: true });
  return {
    owns,
    saved: check,
    errors: () => errors,
  };
}
