import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { ASSETS_DIR, sourceHash } from "../../editor/server/client-build.ts";
import { assetType } from "../../editor/server/request-policy.ts";

/*
 * The editor's pages as a production build: built again when one of their sources
 * changes, read from the cache otherwise; and its server answers only the build's own
 * files from the assets folder, with their type.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "editeur-build-"));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe("the build's cache key", () => {
  const sources = { "editor/client/main.tsx": "a", "app/theme/theme.ts": "b", "package-lock.json": "{}", "content/pages/accueil.json": "{}" };

  test("is the same for the same sources, wherever the project is", () => {
    expect(sourceHash(project(sources))).toBe(sourceHash(project(sources)));
  });

  test("changes with the editor's code, the site's templates and the dependencies, not with the content", () => {
    const base = sourceHash(project(sources));
    expect(sourceHash(project({ ...sources, "editor/client/main.tsx": "a2" }))).not.toBe(base);
    expect(sourceHash(project({ ...sources, "app/theme/theme.ts": "b2" }))).not.toBe(base);
    expect(sourceHash(project({ ...sources, "package-lock.json": '{"v":2}' }))).not.toBe(base);
    expect(sourceHash(project({ ...sources, "content/pages/accueil.json": '{"titre":"x"}' }))).toBe(base);
  });
});

describe("the built files served", () => {
  test("scripts, styles, fonts and the icons' sprite of the assets folder, with their type", () => {
    expect(assetType(`/${ASSETS_DIR}/editeur-CQCUuZeg.js`, ASSETS_DIR)).toBe("text/javascript; charset=utf-8");
    expect(assetType(`/${ASSETS_DIR}/emotion-react.browser.esm-pofYoRLz.js`, ASSETS_DIR)).toMatch(/javascript/);
    expect(assetType(`/${ASSETS_DIR}/inter-latin-Br_AvF5G.woff2`, ASSETS_DIR)).toBe("font/woff2");
    expect(assetType(`/${ASSETS_DIR}/icons-LkfH-x1F.svg`, ASSETS_DIR)).toBe("image/svg+xml");
  });

  test("nothing else: another folder, a way out, another kind of file", () => {
    for (const pathname of [
      "/editor/client/main.tsx",
      `/${ASSETS_DIR}/../editor/client/index.html`,
      `/${ASSETS_DIR}/..%2Fpackage.json`,
      `/${ASSETS_DIR}/sub/file.js`,
      `/${ASSETS_DIR}/.hidden.js`,
      `/${ASSETS_DIR}/page.html`,
      `/${ASSETS_DIR}/`,
    ]) {
      expect(assetType(pathname, ASSETS_DIR), pathname).toBeUndefined();
    }
  });
});
