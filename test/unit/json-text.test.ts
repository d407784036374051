import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parseJson } from "#app/content/json-text.ts";
import { listContentFiles } from "#app/content/loader.server.ts";
import { CONTENT_DIR } from "#scripts/lib/paths.ts";

/*
 * The project's JSON reader: it accepts exactly what JSON.parse accepts (checked on
 * thousands of random edits of the real files), and says where and why it refuses.
 */

const position = (text: string) => {
  const parsed = parseJson(text);
  if (parsed.ok) throw new Error("accepté");
  return `${parsed.error.line}:${parsed.error.column} ${parsed.error.message}`;
};

describe("where and why a file is refused", () => {
  const cases: [string, string, RegExp][] = [
    ["an empty file", "", /^1:1 le fichier est vide/],
    ["a file of spaces", " \n\t\n", /^1:1 le fichier est vide/],
    ["a comma after the last field, at the comma", '{\n  "a": 1,\n}', /^2:9 virgule en trop après le dernier champ de l'objet/],
    ["a comma after the last item", '[\n  1,\n  2,\n]', /^3:4 virgule en trop après le dernier élément de la liste/],
    ["a missing comma, where it goes", '{\n  "a": "x"\n  "b": 2\n}', /^2:11 il manque une virgule entre cet élément et le suivant \(ligne 3\)/],
    ["two commas", '[1,, 2]', /^1:4 deux virgules de suite/],
    ["single quotes", "{\n  \"a\": 'x'\n}", /^2:8 le texte du champ « a » commence par une apostrophe/],
    ["typographic quotes", '{ "a": «x» }', /^1:8 guillemet typographique « « »/],
    ["a typographic closing quote", '{ "a": "x”, "b": 1 }', /^1:10 le texte ouvert ligne 1, colonne 8 par un guillemet droit " se termine par un guillemet typographique « ” »/],
    ["an unescaped quote", '{ "a": "Il dit "oui" ici" }', /^1:16 guillemet droit " au milieu d'un texte/],
    ["a line comment", '{\n  // note\n  "a": 1\n}', /^2:3 commentaire/],
    ["a block comment", '{ "a": 1 /* note */ }', /^1:10 commentaire/],
    ["a hash comment", '{\n# note\n"a": 1}', /^2:1 commentaire/],
    ["a file cut in an object", '{\n  "a": {\n    "b": [1, 2', /^3:15 le fichier s'arrête avant la fin : « \[ » ouvert ligne 3, colonne 10 n'est jamais refermé/],
    ["a file cut in a text", '{ "a": "bon', /^1:12 le fichier s'arrête au milieu du texte ouvert ligne 1, colonne 8/],
    ["a decimal comma", '{ "a": 1,5 }', /^1:9 nombre écrit avec une virgule décimale \(1,5\) — en JSON, la décimale s'écrit avec un point : 1\.5\./],
    ["a decimal comma before the next field", '{\n  "a": 12,75,\n  "b": 1\n}', /^2:10 nombre écrit avec une virgule décimale \(12,75\)/],
    ["a field name without quotes", "{ titre: 1 }", /^1:3 le nom de champ « titre » doit être entre guillemets droits/],
    ["a text without quotes", '{ "a": Bonjour le monde }', /^1:8 le texte du champ « a » doit être entre guillemets droits — écrivez "Bonjour le monde }"|^1:8 le texte du champ « a » doit être entre guillemets droits/],
    ["False with a capital", '{ "a": False }', /« False » n'est pas une valeur JSON — écrivez false/],
    ["undefined", '{ "a": undefined }', /« undefined » n'est pas une valeur JSON/],
    ["a missing colon", '{ "a" 1 }', /^1:6 il manque « : » entre le nom du champ « a » et sa valeur/],
    ["a field without value", '{ "a", "b": 1 }', /^1:6 le champ « a » n'a pas de valeur/],
    ["a missing value", '{ "a": , "b": 1 }', /^1:8 il manque la valeur du champ « a »/],
    ["a bracket closing an object", '{ "a": 1 ]', /^1:10 « \] » ferme l'objet ouvert ligne 1, colonne 1, qui se ferme par « } »/],
    ["text after the end", '{ "a": 1 }\n{ "b": 2 }', /^2:1 du texte suit la fin du contenu/],
    ["a lone backslash", '{ "a": "C:\\temp" }', /antislash « \\ » suivi de « t »|^accepté/],
    ["a bad escape", '{ "a": "C:\\dossier" }', /^1:11 antislash « \\ » suivi de « d »/],
    ["a bad unicode escape", '{ "a": "\\u00g9" }', /« \\u » doit être suivi de 4 chiffres hexadécimaux/],
    ["a tab in a text", '{ "a": "x\ty" }', /^1:10 tabulation dans un texte/],
    ["a line break in a text", '{ "a": "x\ny" }', /^1:10 le texte ouvert ligne 1, colonne 8 n'est pas refermé avant la fin de la ligne/],
    ["a leading zero", '{ "a": 007 }', /nombre mal écrit « 007 » : pas de zéro au début — écrivez 7/],
    ["a number starting with a point", '{ "a": .5 }', /nombre mal écrit « \.5 ».*0\.5/],
    ["a number with a unit", '{ "a": 300 µm }', /^1:12 unité ou texte après le nombre 300/],
    ["a number glued to its unit", '{ "a": 300µm }', /^1:8 nombre mal écrit « 300µm »/],
    ["a colon in a list", '["a": 1]', /« : » dans une liste/],
    ["a no-break space between tokens", '{ "a":\u00a01 }', /^1:7 espace insécable entre deux éléments/],
  ];
  test.each(cases)("%s", (_name, text, expected) => {
    let found: string;
    try {
      found = position(text);
    } catch {
      found = "accepté";
    }
    expect(found).toMatch(expected);
  });
});

describe("what passes", () => {
  test("a byte-order mark and CRLF line endings", () => {
    expect(parseJson('\uFEFF{\r\n  "a": [1, 2]\r\n}\r\n')).toEqual({ ok: true, data: { a: [1, 2] }, duplicates: [] });
  });
  test("a key written twice is read as JSON.parse reads it, and reported with both lines", () => {
    const parsed = parseJson('{\n  "a": 1,\n  "b": { "c": 1, "c": 2 },\n  "a": 3\n}');
    expect(parsed).toEqual({
      ok: true,
      data: { a: 3, b: { c: 2 } },
      duplicates: [
        { at: ["b"], key: "c", first: { line: 3, column: 10 }, second: { line: 3, column: 18 } },
        { at: [], key: "a", first: { line: 2, column: 3 }, second: { line: 4, column: 3 } },
      ],
    });
  });
  test("__proto__ is an ordinary key", () => {
    const parsed = parseJson('{"__proto__": {"x": 1}}');
    expect(parsed.ok && Object.getPrototypeOf(parsed.data)).toBe(Object.prototype);
  });
});

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const PIECES = [",", ":", '"', "'", "{", "}", "[", "]", " ", "\n", "\\", "1", "-", ".", "e", "“", "”", "//", "/*", "true", "nul", "\t", "\u00a0", "0", "é"];

test("accepts exactly what JSON.parse accepts, on 4 000 random edits of the real files", () => {
  const texts = listContentFiles(CONTENT_DIR)
    .filter((file) => file.endsWith(".json"))
    .map((file) => readFileSync(path.join(CONTENT_DIR, file), "utf8"));
  const next = random(13);
  let refused = 0;
  for (let round = 0; round < 4000; round += 1) {
    const text = texts[Math.floor(next() * texts.length)];
    const at = Math.floor(next() * text.length);
    const kind = next();
    const piece = PIECES[Math.floor(next() * PIECES.length)];
    const edited =
      kind < 0.4 ? text.slice(0, at) + piece + text.slice(at) : kind < 0.8 ? text.slice(0, at) + text.slice(at + 1 + Math.floor(next() * 3)) : text.slice(0, at) + piece + text.slice(at + 1);
    let expected: unknown;
    let valid = true;
    try {
      expected = JSON.parse(edited);
    } catch {
      valid = false;
    }
    const parsed = parseJson(edited);
    expect(parsed.ok, edited.slice(Math.max(0, at - 40), at + 40)).toBe(valid);
    if (parsed.ok) expect(parsed.data).toEqual(expected);
    else {
      refused += 1;
      expect(parsed.error.message).toMatch(/ — \S/);
      expect(parsed.error.message).not.toMatch(/JSON at position|Unexpected|Expected/);
    }
  }
  expect(refused).toBeGreaterThan(1000);
});
