import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { listContentFiles } from "#app/content/loader.server.ts";
import { ROOT_DIR } from "#scripts/lib/paths.ts";
import { orderLike, rewriteJson, styleOf, writeJson, REPOSITORY_STYLE } from "../../editor/core/json-writer.ts";

/*
 * A save writes the file so that `git diff` shows the values that changed and nothing
 * else: the file's own style, the keys in the order the file had them.
 */

const CONTENT_DIR = path.join(ROOT_DIR, "content");
const files = listContentFiles(CONTENT_DIR).filter((file) => file.endsWith(".json"));

/** The lines of `after` that differ from `before`'s, position by position (the files keep their length here). */
const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split("\n"), after.split("\n")];
  expect(b.length).toBe(a.length);
  return b.filter((line, index) => line !== a[index]);
};

describe("a save of a content file", () => {
  test.each(files)("%s is written back byte for byte when nothing changed", (file) => {
    const text = readFileSync(path.join(CONTENT_DIR, file), "utf8");
    const data = JSON.parse(text);
    expect(rewriteJson(data, { text, data })).toBe(text);
  });

  test("one value changed is one line changed, even when the form rebuilt the object in another key order", () => {
    const text = readFileSync(path.join(CONTENT_DIR, "fiches/rbn.json"), "utf8");
    const data = JSON.parse(text);
    const row = data.lignes[2];
    // A form library may hand the row back with its keys in the schema's order, not the file's.
    data.lignes[2] = { grammage: 455, opacite: row.opacite, densite: row.densite, epaisseur: row.epaisseur };
    const after = rewriteJson(data, { text, data: JSON.parse(text) });
    expect(changedLines(text, after)).toEqual([`      "grammage": 455,`]);
  });

  test("a new key goes where the schema puts it among the keys the file has", () => {
    const original = { a: 1, c: 3 };
    const order = () => ["a", "b", "c"];
    expect(Object.keys(orderLike({ c: 3, b: 2, a: 1 }, original, order))).toEqual(["a", "b", "c"]);
    // The file's own order wins over the schema's for the keys it had.
    expect(Object.keys(orderLike({ a: 1, b: 2, c: 3 }, { c: 3, a: 1 }, order))).toEqual(["c", "a", "b"]);
  });

  test("a file saved by another editor keeps its CRLF, four spaces, BOM and missing final newline", () => {
    const text = '\uFEFF{\r\n    "titre": "Avant",\r\n    "ordre": 1\r\n}';
    expect(styleOf(text)).toEqual({ indent: "    ", eol: "\r\n", bom: true, finalNewline: false });
    expect(rewriteJson({ ordre: 1, titre: "Après" }, { text, data: { titre: "Avant", ordre: 1 } })).toBe('\uFEFF{\r\n    "titre": "Après",\r\n    "ordre": 1\r\n}');
  });

  test("a new file is written in the repository's style: two spaces, LF, a final newline, no BOM", () => {
    expect(REPOSITORY_STYLE).toEqual({ indent: "  ", eol: "\n", bom: false, finalNewline: true });
    expect(writeJson({ a: [1, "é"] })).toBe('{\n  "a": [\n    1,\n    "é"\n  ]\n}\n');
  });
});
