import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ErrorObject, ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import addErrors from "ajv-errors";
import { isSafeAddress } from "#app/lib/mailto.ts";
import { factNames } from "#app/model/facts.ts";
import { schemaErrorMessage } from "./schema-errors.ts";
import { SchemaIndex, type SchemaNode } from "../../../app/model/content-rules/schema-walk.ts";

/*
 * The first pass of the content check: each file against its JSON Schema (ajv), the
 * errors turned into French sentences, one per mistake.
 */

export interface SchemaPass {
  /** The schema's problems with `data`, as readable path and French message. */
  validate(schemaName: string, data: unknown): { path: string; message: string }[];
  index: SchemaIndex;
}

/**
 * A length error on a text with facts to fill ({applications.nombre}): the length that
 * counts is the filled text's, which the facts check measures once the data is known.
 */
const lengthOfTemplate = (error: ErrorObject) =>
  (error.keyword === "maxLength" || error.keyword === "minLength") && typeof error.data === "string" && factNames(error.data).length > 0;

const passes = new Map<string, SchemaPass>();

/**
 * Compiled once per version of the schema folder: compiling is the slow part, and tests
 * validate hundreds of times; a schema changed while the content editor runs is compiled again.
 */
export function schemaPass(schemaDir: string): SchemaPass {
  const version = `${schemaDir}\n${readdirSync(schemaDir)
    .filter((file) => file.endsWith(".schema.json"))
    .sort()
    .map((file) => `${file}:${statSync(path.join(schemaDir, file)).mtimeMs}`)
    .join("\n")}`;
  const cached = passes.get(version);
  if (cached) return cached;
  const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true, allowUnionTypes: true, discriminator: true });
  addFormats.default(ajv, ["uri"]);
  addErrors.default(ajv);
  // The company's address must be one the contact form can write to: the form's own rule.
  ajv.addFormat("courriel", { type: "string", validate: isSafeAddress });
  // Placeholders a component fills in a text itself; read by the templates check, nothing for ajv to do.
  ajv.addKeyword({ keyword: "x-remplacements", schemaType: "array" });
  // Which content a value names (a data sheet by file name or code): the content editor offers the choices; nothing for ajv to do.
  ajv.addKeyword({ keyword: "x-reference", schemaType: "string" });
  // Which texts have a version per language (content/traductions/): read by the translation check and the loader; nothing for ajv to do.
  ajv.addKeyword({ keyword: "x-traduisible", schemaType: "boolean" });
  const schemas = new Map<string, SchemaNode>();
  for (const name of readdirSync(schemaDir).filter((file) => file.endsWith(".schema.json")).sort()) {
    const schema = JSON.parse(readFileSync(path.join(schemaDir, name), "utf8")) as SchemaNode;
    schemas.set(name, schema);
    ajv.addSchema(schema);
  }
  const pass: SchemaPass = {
    validate(schemaName, data) {
      const validate = ajv.getSchema(schemaName) as ValidateFunction;
      if (validate(data)) return [];
      const seen = new Set<string>();
      return withoutNoise(validate.errors ?? [])
        .filter((error) => !lengthOfTemplate(error))
        .map(schemaErrorMessage)
        .filter(({ path: at, message }) => !seen.has(`${at}\n${message}`) && seen.add(`${at}\n${message}`));
    },
    index: new SchemaIndex(schemas),
  };
  passes.set(version, pass);
  return pass;
}

const within = (path: string, parent: string) => path === parent || path.startsWith(`${parent}/`);

/**
 * Keeps the one error that helps. An empty text also fails its pattern; a wrong type
 * fails every other keyword, and so does everything inside it; a menu entry matching
 * neither oneOf branch fails at the top of both branches. The schema's own sentence
 * (ajv-errors) or the first error says it all.
 */
function withoutNoise(all: ErrorObject[]): ErrorObject[] {
  const errors = misspeltFields(all);
  const typeErrors = errors.filter((e) => e.keyword === "type").map((e) => e.instancePath);
  // A value refused both by a format and by the schema's own sentence about its form: the sentence says it better.
  const formSentences = new Set(errors.filter((e) => e.keyword === "errorMessage").map((e) => e.instancePath));
  const emptyTexts = new Set(errors.filter((e) => e.keyword === "minLength" && typeof e.data === "string" && e.data.trim() === "").map((e) => e.instancePath));
  const oneOfFailures = errors
    .filter((e) => e.keyword === "errorMessage" && (e.params as { errors?: ErrorObject[] }).errors?.some((inner) => inner.keyword === "oneOf"))
    .map((e) => ({ at: e.instancePath, branches: e.schemaPath.replace(/\/errorMessage$/, "/oneOf/") }));
  return errors.filter((e) => {
    if (e.keyword !== "type" && typeErrors.some((at) => within(e.instancePath, at))) return false;
    if (emptyTexts.has(e.instancePath) && e.keyword !== "minLength") return false;
    if (e.keyword === "format" && formSentences.has(e.instancePath)) return false;
    // Errors deeper inside a oneOf branch stay: they point at a real mistake within the entry.
    return !oneOfFailures.some(({ at, branches }) => e.schemaPath.startsWith(branches) && e.instancePath === at);
  });
}

/** Letters an editor may have typed wrong: a field name within two edits of the expected one. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/**
 * A field name typed wrong ("grammmage") is one mistake, not two: the unknown field and
 * the missing one become one error, which names the right spelling.
 */
function misspeltFields(errors: ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  for (const unknown of errors.filter((e) => e.keyword === "additionalProperties")) {
    const name = String((unknown.params as { additionalProperty: string }).additionalProperty);
    const missing = errors.find(
      (e) =>
        e.keyword === "required" &&
        e.instancePath === unknown.instancePath &&
        !dropped.has(e) &&
        distance(name, String((e.params as { missingProperty: string }).missingProperty)) <= 2,
    );
    if (!missing) continue;
    dropped.add(missing);
    (unknown.params as { suggestion?: string }).suggestion = String((missing.params as { missingProperty: string }).missingProperty);
  }
  return errors.filter((e) => !dropped.has(e));
}
