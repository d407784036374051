import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { TranslatableString } from "@rjsf/utils";
import { describe, expect, test } from "vitest";
import { listContentFiles, readContentText } from "#app/content/loader.server.ts";
import { BUILD_CLIENT_DIR, CONTENT_DIR } from "#scripts/lib/paths.ts";
import { TEXTS } from "../../editor/texts.ts";

/*
 * The content editor adds no byte to what visitors download: no word of its interface and
 * no string of its form library is in any file of the built site. (That nothing in app/
 * imports editor/ is checked on the import graph by test/unit/architecture.test.ts; the
 * pages' weights stay under test/e2e/page-weight.test.ts's budgets.)
 */

/** Every text the site serves: pages, scripts, styles, route data, host files. */
const served = readdirSync(BUILD_CLIENT_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(html|js|css|data|json|txt|xml|webmanifest)$|^_/.test(entry.name))
  .map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return { file: path.relative(BUILD_CLIENT_DIR, file), text: readFileSync(file, "utf8") };
  });

/** Strings of a nested object of texts, long enough to be the editor's own. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (value && typeof value === "object") for (const item of Object.values(value)) yield* strings(item);
}

// The site's own words (a group named "Fiches techniques" as the site's menu is) prove nothing.
const siteWords = listContentFiles(CONTENT_DIR)
  .filter((file) => file.endsWith(".json"))
  .map((file) => readContentText(file, CONTENT_DIR))
  .join("\n");
const editorWords = [...strings(TEXTS)].filter((text) => text.length >= 16 && !siteWords.includes(text));
const libraryWords = Object.values(TranslatableString).filter((text) => text.length >= 16);

describe("the built site", () => {
  test("is read: pages and scripts are there", () => {
    expect(served.filter(({ file }) => file.endsWith(".html")).length).toBeGreaterThan(10);
    expect(served.filter(({ file }) => file.endsWith(".js")).length).toBeGreaterThan(3);
    expect(editorWords.length).toBeGreaterThan(40);
    expect(libraryWords.length).toBeGreaterThan(10);
  });

  test("holds no word of the editor's interface and no string of its form library", () => {
    const found = served.flatMap(({ file, text }) => [...editorWords, ...libraryWords, "@rjsf/", "ui:widget", "editor/client/"].filter((word) => text.includes(word)).map((word) => `${file}: ${word}`));
    expect(found).toEqual([]);
  });
});
