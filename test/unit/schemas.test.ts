import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { SCHEMA_DIR } from "#scripts/lib/paths.ts";

type Node = Record<string, any>;

const schemas = new Map(
  readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith(".schema.json"))
    .map((file) => [file, JSON.parse(readFileSync(path.join(SCHEMA_DIR, file), "utf8")) as Node]),
);

function resolve(file: string, node: Node): Node {
  if (typeof node.$ref !== "string") return node;
  const [target, pointer = ""] = node.$ref.split("#");
  let resolved = schemas.get(target || file)!;
  for (const part of pointer.split("/").filter(Boolean)) resolved = resolved[part];
  return { ...resolve(target || file, resolved), ...Object.fromEntries(Object.entries(node).filter(([key]) => key !== "$ref")) };
}

/** Every subschema with where it sits, for rules that hold everywhere. */
function* subschemas(file: string, node: unknown, at: string): Generator<[string, Node]> {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* subschemas(file, item, `${at}/${index}`);
    return;
  }
  yield [at, node as Node];
  for (const [key, value] of Object.entries(node)) if (key !== "enum" && key !== "required") yield* subschemas(file, value, `${at}/${key}`);
}

describe.each([...schemas.keys()])("%s", (file) => {
  const schema = schemas.get(file)!;

  test("is JSON Schema 2020-12 with an $id equal to its file name", () => {
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(schema.$id).toBe(file);
  });

  test("every property has a French title and description (directly or through its $ref)", () => {
    const missing: string[] = [];
    for (const [at, node] of subschemas(file, schema, "#")) {
      for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, Node>)) {
        const resolved = resolve(file, property);
        if (!resolved.title || !resolved.description) missing.push(`${at}/properties/${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test("every object refuses unknown fields", () => {
    const open: string[] = [];
    for (const [at, node] of subschemas(file, schema, "#")) if (node.type === "object" && node.additionalProperties !== false && !node.oneOf) open.push(at); // a oneOf object is closed by each of its branches
    expect(open).toEqual([]);
  });
});
