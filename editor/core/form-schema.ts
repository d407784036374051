import type { SchemaNode } from "#app/model/content-rules/schema-walk.ts";

/*
 * From the JSON Schemas of schema/ to what the form library draws (react-jsonschema-form):
 * one schema with every $ref inside it, and a uiSchema saying which input suits each field.
 * Nothing here knows a content file: the inputs follow from the schema's own words (types,
 * lengths, patterns, titles, the `x-reference` annotation), so a field added to a schema
 * appears in the editor with no change of code.
 */

export type { SchemaNode };

/** The uiSchema of one field: `ui:*` directives and, under property names or `items`, those of its children. */
export type UiNode = { [key: string]: unknown };

export interface FormDescription {
  /** The file's schema with the schemas it refers to under `$defs`, every `$ref` pointing inside it. */
  schema: SchemaNode;
  uiSchema: UiNode;
}

/** The widgets and fields the editor registers with the form library, by the names the uiSchema uses. */
export const WIDGETS = {
  /** A number typed the French way (1,5), with its unit beside it. */
  number: "nombre",
  /** A choice among other content: the data sheets, by file name or by code. */
  reference: "reference",
  /** A picture path chosen from content/images/ or uploaded. */
  imagePath: "cheminImage",
  textarea: "textarea",
  hidden: "hidden",
} as const;

export const FIELDS = {
  /** A picture with its alternative text: preview, picker, upload, alt required. */
  image: "image",
} as const;

/**
 * What an `x-reference` annotation names: `fiches` (a data sheet's file name), `fiches.code`
 * (its code), or `procedes` (a process's key in content/site/procedes.json).
 */
export type Reference = { collection: string; field?: string } | { file: string; list: string; field: string; label: string };

/** References to an item of a list in a site-wide file, by the annotation's name. */
const LIST_REFERENCES: Record<string, { file: string; list: string; field: string; label: string }> = {
  procedes: { file: "site/procedes.json", list: "procedes", field: "cle", label: "nom" },
};

export function parseReference(value: unknown): Reference | undefined {
  if (typeof value !== "string" || !/^[a-z]+(\.[A-Za-z]+)?$/.test(value)) return undefined;
  if (LIST_REFERENCES[value]) return LIST_REFERENCES[value];
  const [collection, field] = value.split(".");
  return field ? { collection, field } : { collection };
}

/** The unit a title gives in parentheses: "Épaisseur (µm)" → "µm". */
export function unitOf(title: string | undefined): string | undefined {
  const unit = title && /\(([^()]{1,12})\)\s*$/.exec(title)?.[1];
  return unit || undefined;
}

/** Prose longer than a line: a paragraph, a lead, a search description. */
const LONG_TEXT = 120;

const DEFS = "$defs";

/** `commun.schema.json#/$defs/texte` → `#/$defs/commun.schema.json/$defs/texte`; a local `#/…` stays in its own schema. */
function bundledRef(ref: string, inSchema: string, root: string): string {
  const [target, pointer = ""] = ref.split("#");
  const file = target || inSchema;
  return file === root ? `#${pointer}` : `#/${DEFS}/${file.replaceAll("~", "~0").replaceAll("/", "~1")}${pointer}`;
}

function rewriteRefs(node: unknown, inSchema: string, root: string, seen: Set<string>, names = false): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, inSchema, root, seen));
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      // A nested $id would change the base of the $refs below it. Under `properties` the keys are field names: a file's "$schema" field stays.
      .filter(([key]) => names || (key !== "$id" && key !== "$schema"))
      .map(([key, value]) => {
        if (!names && key === "$ref" && typeof value === "string") {
          const target = value.split("#")[0];
          if (target && target !== root) seen.add(target);
          return [key, bundledRef(value, inSchema, root)];
        }
        return [key, rewriteRefs(value, inSchema, root, seen, !names && (key === "properties" || key === DEFS))];
      }),
  );
}

/** One schema holding every schema `name` refers to, directly or not, under `$defs`. */
export function bundleSchema(name: string, schemas: ReadonlyMap<string, SchemaNode>): SchemaNode {
  const root = schemas.get(name);
  if (!root) throw new Error(`schéma inconnu : ${name}`);
  const wanted = new Set<string>();
  const bundled = rewriteRefs(root, name, name, wanted) as SchemaNode;
  const defs: Record<string, unknown> = { ...((bundled[DEFS] as Record<string, unknown>) ?? {}) };
  const done = new Set<string>();
  while ([...wanted].some((file) => !done.has(file))) {
    const file = [...wanted].find((candidate) => !done.has(candidate))!;
    done.add(file);
    const other = schemas.get(file);
    if (other) defs[file] = rewriteRefs(other, file, name, wanted);
  }
  return Object.keys(defs).length > 0 ? { ...bundled, [DEFS]: defs } : bundled;
}

interface Resolved {
  node: SchemaNode;
  /** Every $ref followed to get there, outermost first. */
  refs: string[];
}

/** Follows local $refs of a bundled schema; the referring node's own keywords win over the target's. */
export function resolveNode(node: SchemaNode, root: SchemaNode): Resolved {
  let current = node;
  const refs: string[] = [];
  for (let depth = 0; typeof current.$ref === "string" && depth < 32; depth += 1) {
    const ref = current.$ref;
    refs.push(ref);
    let target: unknown = root;
    for (const part of ref.replace(/^#\/?/, "").split("/").filter(Boolean)) {
      target = (target as Record<string, unknown> | undefined)?.[part.replaceAll("~1", "/").replaceAll("~0", "~")];
    }
    if (!target || typeof target !== "object") break;
    const { $ref: _ref, ...own } = current;
    current = { ...(target as SchemaNode), ...own };
  }
  return { node: current, refs };
}

const typesOf = (node: SchemaNode) => (Array.isArray(node.type) ? node.type : node.type ? [node.type] : []);

/** A picture path: a string whose pattern asks for "/images/…". */
function isImagePath(node: SchemaNode): boolean {
  return typesOf(node).includes("string") && typeof node.pattern === "string" && node.pattern.startsWith("^/images/");
}

/** A picture with its alternative text: an object of a picture path and an `alt`. */
function isImage(node: SchemaNode, root: SchemaNode): boolean {
  const { src, alt } = node.properties ?? {};
  return Boolean(src && alt) && isImagePath(resolveNode(src, root).node);
}

interface Place {
  /** Required by its object, or an entry of a list: an emptied text stays an empty text rather than disappearing. */
  keepsEmpty: boolean;
  /** An entry of a list of paragraphs. */
  paragraph: boolean;
  depth: number;
}

function describe(node: SchemaNode, root: SchemaNode, place: Place): UiNode {
  if (place.depth > 40) return {};
  const { node: resolved, refs } = resolveNode(node, root);
  const ui: UiNode = {};
  const types = typesOf(resolved);

  if (resolved.const !== undefined) return { "ui:widget": WIDGETS.hidden };

  const reference = parseReference(resolved["x-reference"]);
  if (reference) {
    ui["ui:widget"] = WIDGETS.reference;
    ui["ui:options"] = { reference: resolved["x-reference"] };
  } else if (isImagePath(resolved)) ui["ui:widget"] = WIDGETS.imagePath;
  else if (types.includes("number") || types.includes("integer")) {
    ui["ui:widget"] = WIDGETS.number;
    const unit = unitOf(resolved.title);
    if (unit) ui["ui:options"] = { unit };
  } else if (types.includes("string") && !resolved.enum && !resolved.format) {
    const long = (resolved.maxLength ?? 0) >= LONG_TEXT || place.paragraph;
    if (long) ui["ui:widget"] = WIDGETS.textarea;
  }
  if (types.includes("string") && place.keepsEmpty) ui["ui:emptyValue"] = "";

  if (resolved.oneOf) {
    // The form draws the chosen branch with the uiSchema of the field: the branches' directives are merged.
    for (const branch of resolved.oneOf) Object.assign(ui, describe(branch, root, { ...place, depth: place.depth + 1 }));
  }

  if (types.includes("object") || resolved.properties) {
    if (isImage(resolved, root)) {
      ui["ui:field"] = FIELDS.image;
      return ui;
    }
    const required = new Set(resolved.required ?? []);
    for (const [key, child] of Object.entries(resolved.properties ?? {})) {
      // The "$schema" line tells code editors which schema to use; nobody edits it.
      ui[key] = key === "$schema" ? { "ui:widget": WIDGETS.hidden } : describe(child, root, { keepsEmpty: required.has(key), paragraph: false, depth: place.depth + 1 });
    }
  }

  if (types.includes("array") || resolved.items) {
    const items = resolved.items;
    const paragraphs = refs.some((ref) => ref.endsWith("/paragraphes"));
    if (items && !Array.isArray(items)) ui.items = describe(items, root, { keepsEmpty: true, paragraph: paragraphs, depth: place.depth + 1 });
  }
  return ui;
}

/** The form of a content file: its bundled schema and the inputs of its fields. */
export function describeForm(schemaName: string, schemas: ReadonlyMap<string, SchemaNode>): FormDescription {
  const schema = bundleSchema(schemaName, schemas);
  return { schema, uiSchema: describe(schema, schema, { keepsEmpty: false, paragraph: false, depth: 0 }) };
}
