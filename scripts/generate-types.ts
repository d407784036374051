import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compile, type JSONSchema } from "json-schema-to-typescript";
import { ROOT_DIR, SCHEMA_DIR } from "./lib/paths.ts";

/**
 * Generates app/generated/content-types.ts from schema/. Run by `npm run build`
 * and `npm test`, so the types can never drift from the schemas.
 */

const OUTPUT = path.join(ROOT_DIR, "app/generated/content-types.ts");

const BANNER = `/* eslint-disable */
/**
 * GENERATED FILE — DO NOT EDIT.
 * Produced by scripts/generate-types.ts from the JSON Schemas in schema/.
 * Change a schema, then run \`npm run generate:types\`.
 */
`;

type Node = Record<string, unknown>;

const pascal = (name: string) =>
  name
    .replace(/\.schema\.json$/, "")
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

/**
 * The schemas give every property a French title for editors; json-schema-to-typescript
 * would turn each title into a separate type alias. Keep titles only where we want a
 * named type (schema roots and object $defs), named in PascalCase from their key.
 */
function stripTitles(node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => stripTitles(item));
  if (!node || typeof node !== "object") return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node as Node)) {
    if (key === "title" || key === "errorMessage") continue;
    if (key === "$defs" && value && typeof value === "object") {
      out.$defs = Object.fromEntries(Object.entries(value as Node).map(([name, def]) => [name, stripTitles(def)]));
    } else {
      out[key] = stripTitles(value);
    }
  }
  return out;
}

const files = readdirSync(SCHEMA_DIR)
  .filter((file) => file.endsWith(".schema.json"))
  .sort();

// One wrapper schema referencing every file, so shared pieces are declared once.
const schemas = new Map(files.map((file) => [file, JSON.parse(readFileSync(path.join(SCHEMA_DIR, file), "utf8")) as Node]));
const inlined: Node = {
  title: "ContentFiles",
  type: "object",
  additionalProperties: false,
  properties: {},
  $defs: {},
};
/** Shared non-object pieces (texte, ordre, paths…) are inlined: a named alias per use would add noise. */
const isObjectDef = (def: unknown) => (def as Node | undefined)?.type === "object";
const rewriteRefs = (node: unknown, currentFile: string): unknown => {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, currentFile));
  if (!node || typeof node !== "object") return node;
  let out: Node = {};
  for (const [key, value] of Object.entries(node as Node)) {
    if (key === "$ref" && typeof value === "string") {
      const [file, pointer = ""] = value.split("#");
      const targetFile = file || currentFile;
      const defName = pointer.replace(/^\/\$defs\//, "");
      const def = pointer ? ((schemas.get(targetFile)?.$defs as Node | undefined)?.[defName]) : schemas.get(targetFile);
      if (pointer && !isObjectDef(def)) {
        out = { ...(rewriteRefs(stripTitles(def), targetFile) as Node), ...out };
      } else {
        out.$ref = pointer ? `#/$defs/${pascal(defName)}` : `#/$defs/${pascal(targetFile)}`;
      }
    } else out[key] = rewriteRefs(value, currentFile);
  }
  // A $ref with sibling keywords would become a new numbered type (Image1, Image2…).
  return typeof out.$ref === "string" ? { $ref: out.$ref } : out;
};
for (const [file, schema] of schemas) {
  const { $defs = {}, $id: _id, $schema: _schema, ...root } = rewriteRefs(stripTitles(schema), file) as Node;
  for (const [name, def] of Object.entries($defs as Node))
    if (isObjectDef(def)) (inlined.$defs as Node)[pascal(name)] = { ...(def as Node), title: pascal(name) };
  if (root.type === "object") {
    (inlined.$defs as Node)[pascal(file)] = { ...root, title: pascal(file) };
    (inlined.properties as Node)[pascal(file)] = { $ref: `#/$defs/${pascal(file)}` };
  }
}

const ts = await compile(inlined as JSONSchema, "ContentFiles", {
  bannerComment: BANNER,
  additionalProperties: false,
  ignoreMinAndMaxItems: true,
  unreachableDefinitions: true,
  strictIndexSignatures: true,
  format: true,
  style: { singleQuote: false, printWidth: 110 },
});

mkdirSync(path.dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, ts);
console.log(`Types générés : ${path.relative(ROOT_DIR, OUTPUT)}`);
