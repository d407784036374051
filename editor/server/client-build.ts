import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

/*
 * The editor's two pages (the editor, the preview) as a production build: React's
 * production code, minified, the way a visitor gets the site — typing in the development
 * build took most of a second a key. Built when `npm run edit` starts, once per version of
 * their sources: the build is kept under the hash of everything that goes into it, so a
 * second start only reads it. Kept in node_modules/.cache/, next to the dependencies it
 * was built from: a copy of the project that links node_modules/ (the tests', the
 * screenshots') finds the build of the same sources already done.
 */

/** The two pages, from the project's root. */
export const EDITOR_PAGE = "editor/client/index.html";
export const PREVIEW_PAGE = "editor/client/preview.html";
/** Where the built scripts, styles and fonts are served: not /assets/, the pictures' variants. */
export const ASSETS_DIR = "editeur-assets";

/** What the two pages are built from: their code, the site's templates and theme, and the dependencies' versions. */
const SOURCES = ["editor/client", "editor/core", "editor/texts.ts", "app", "package-lock.json", "package.json"];

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((child) => filesUnder(root, path.posix.join(entry, child.name)));
}

/** A hash of every source of the build, of this file, and of the year the footer prints. */
export function sourceHash(root: string): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  hash.update(String(new Date().getFullYear()));
  for (const file of SOURCES.flatMap((entry) => filesUnder(root, entry))) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * The folder of the built pages for the sources as they are, built first if needed.
 * `onBuild` is called when a build starts (it takes a while: the caller says so).
 */
export async function editorClient(root: string, onBuild?: () => void): Promise<string> {
  const cacheDir = path.join(realpathSync(path.join(root, "node_modules")), ".cache", "editeur");
  const outDir = path.join(cacheDir, sourceHash(root));
  if (existsSync(path.join(outDir, EDITOR_PAGE))) return outDir;
  onBuild?.();
  mkdirSync(cacheDir, { recursive: true });
  // Built aside, then moved into place whole: a start that stops midway, or two starting together, never leave half a build.
  const building = `${outDir}.${process.pid}-${Date.now()}`;
  // Vite takes React's build (development or production) from NODE_ENV when it is set, whatever the mode: a start
  // under NODE_ENV=test (the test runner's) would build React's development code, which runs every effect twice
  // (two loads, a content check cut off by the second) and would be kept under this hash for every later start.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: false,
      root,
      base: "/",
      mode: "production",
      logLevel: "warn",
      clearScreen: false,
      define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
      // The pictures are served from content/ by the editor's server, not copied into the build.
      publicDir: false,
      build: {
        outDir: building,
        emptyOutDir: true,
        assetsDir: ASSETS_DIR,
        // A local tool: the size warning would alarm for nothing (the form library is large).
        chunkSizeWarningLimit: 5000,
        reportCompressedSize: false,
        rolldownOptions: {
          input: { editeur: path.join(root, EDITOR_PAGE), apercu: path.join(root, PREVIEW_PAGE) },
          // MUI's "use client" lines mean nothing outside a server-components framework: a screenful of warnings about nothing.
          onwarn: (warning, warn) => {
            if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
          },
        },
      },
    });
    if (!existsSync(outDir)) renameSync(building, outDir);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(building, { recursive: true, force: true });
  }
  // Older builds of other sources are left: another checkout linking these dependencies may use them.
  return outDir;
}
