import type { Segment } from "./places.ts";

/*
 * The schema node that describes a value of a content file, found by walking the data
 * and the schema together ($ref, properties, items, oneOf). Checks use it to tell prose
 * (a title, a paragraph) from technical values (an address, a colour code) and to read
 * what the schema allows at a place (the placeholders of a template, a maximum length).
 */

export interface SchemaNode {
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  discriminator?: { propertyName: string };
  required?: string[];
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  /** Placeholders a component fills in this text itself (see the content check's templates rule). */
  "x-remplacements"?: string[];
  [keyword: string]: unknown;
}

interface Located {
  /** The schema file the node comes from, for the $refs inside it. */
  file: string;
  node: SchemaNode;
}

/** The pattern of commun.schema.json's "texte": prose without spaces around it. */
const PROSE_PATTERN = "^\\S(.*\\S)?$";

export class SchemaIndex {
  private readonly schemas: ReadonlyMap<string, SchemaNode>;

  constructor(schemas: ReadonlyMap<string, SchemaNode>) {
    this.schemas = schemas;
  }

  /** Follows $ref (the node's own title and description win over the target's). */
  private resolve(located: Located): Located {
    let { file, node } = located;
    for (let depth = 0; node.$ref && depth < 20; depth += 1) {
      const [target, pointer = ""] = node.$ref.split("#");
      const targetFile = target || file;
      let resolved = this.schemas.get(targetFile);
      for (const part of pointer.split("/").filter(Boolean)) resolved = (resolved as Record<string, SchemaNode> | undefined)?.[part];
      if (!resolved) break;
      const { $ref: _ref, ...own } = node;
      node = { ...resolved, ...own };
      if (!resolved.$ref) delete node.$ref;
      file = targetFile;
    }
    return { file, node };
  }

  /** The branch of a oneOf that describes `data`: by discriminator, else the first whose required fields are all there. */
  private branch(located: Located, data: unknown): Located {
    const { file, node } = located;
    if (!node.oneOf || !data || typeof data !== "object") return located;
    const record = data as Record<string, unknown>;
    const branches = node.oneOf.map((branch) => this.resolve({ file, node: branch }));
    const tag = node.discriminator?.propertyName;
    const chosen = tag
      ? branches.find((branch) => branch.node.properties?.[tag]?.const === record[tag])
      : branches.find((branch) => (branch.node.required ?? []).every((key) => key in record));
    return chosen ? { file: chosen.file, node: { ...chosen.node, title: chosen.node.title ?? node.title } } : located;
  }

  /** The node describing `segments` of a file's data, or undefined where the schema says nothing. */
  at(schemaFile: string, data: unknown, segments: readonly Segment[]): SchemaNode | undefined {
    const root = this.schemas.get(schemaFile);
    if (!root) return undefined;
    let located = this.branch(this.resolve({ file: schemaFile, node: root }), data);
    let value = data;
    for (const segment of segments) {
      const next = typeof segment === "number" ? located.node.items : located.node.properties?.[segment];
      if (!next) return undefined;
      value = value && typeof value === "object" ? (value as Record<string | number, unknown>)[segment] : undefined;
      located = this.branch(this.resolve({ file: located.file, node: next }), value);
    }
    return located.node;
  }
}

/** A text written for readers (not an address, a code, a colour or a value from a list). */
export function isProse(node: SchemaNode | undefined): boolean {
  if (!node) return false;
  if (node.format || node.enum || node.const !== undefined) return false;
  return node.pattern === undefined || node.pattern === PROSE_PATTERN;
}
