import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ErrorObject, ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import addErrors from "ajv-errors";
import { isSafeAddress } from "#app/lib/mailto.ts";
import { factNames } from "#app/model/facts.ts";
import { schemaErrorMessage } from "./schema-errors.ts";
import { SchemaIndex, type SchemaNode } from "./schema-walk.ts";

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

/** Compiled once per schema folder: compiling is the slow part, and tests validate hundreds of times. */
export function schemaPass(schemaDir: string): SchemaPass {
  const cached = passes.get(schemaDir);
  if (cached) return cached;
  const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true, allowUnionTypes: true, discriminator: true });
  addFormats.default(ajv, ["uri"]);
  addErrors.default(ajv);
  // The company's address must be one the contact form can write to: the form's own rule.
  ajv.addFormat("courriel", { type: "string", validate: isSafeAddress });
  // Placeholders a component fills in a text itself; read by the templates check, nothing for ajv to do.
  ajv.addKeyword({ keyword: "x-remplacements", schemaType: "array" });
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
  passes.set(schemaDir, pass);
  return pass;
}

const within = (path: string, parent: string) => path === parent || path.startsWith(`${parent}/`);

/**
 * Keeps the one error that helps. An empty text also fails its pattern; a wrong type
 * fails every other keyword, and so does everything inside it; a menu entry matching
 * neither oneOf branch fails at the top of both branches. The schema's own sentence
 * (ajv-errors) or the first error says it all.
 */
function withoutNoise(errors: ErrorObject[]): ErrorObject[] {
  const typeErrors = errors.filter((e) => e.keyword === "type").map((e) => e.instancePath);
  const emptyTexts = new Set(errors.filter((e) => e.keyword === "minLength" && typeof e.data === "string" && e.data.trim() === "").map((e) => e.instancePath));
  const oneOfFailures = errors
    .filter((e) => e.keyword === "errorMessage" && (e.params as { errors?: ErrorObject[] }).errors?.some((inner) => inner.keyword === "oneOf"))
    .map((e) => ({ at: e.instancePath, branches: e.schemaPath.replace(/\/errorMessage$/, "/oneOf/") }));
  return errors.filter((e) => {
    if (e.keyword !== "type" && typeErrors.some((at) => within(e.instancePath, at))) return false;
    if (emptyTexts.has(e.instancePath) && e.keyword !== "minLength") return false;
    // Errors deeper inside a oneOf branch stay: they point at a real mistake within the entry.
    return !oneOfFailures.some(({ at, branches }) => e.schemaPath.startsWith(branches) && e.instancePath === at);
  });
}
