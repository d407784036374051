import { resolveNode, type SchemaNode } from "./form-schema.ts";

/*
 * What the form hands back, made ready for the file: an optional list emptied of its last
 * entry or an optional group of fields left blank means "none" — the field is left out, as
 * a person writing the JSON would do, rather than kept as `[]` or `{}` (which the schema
 * refuses). A required field is never removed: the check then says what is missing.
 */

const isEmpty = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.length === 0) || (Boolean(value) && typeof value === "object" && !Array.isArray(value) && Object.values(value as object).every((item) => item === undefined));

/** The branch of a oneOf that describes `value`: by its discriminator, else the first whose required fields are there. */
function branchOf(node: SchemaNode, value: unknown, root: SchemaNode): SchemaNode {
  if (!node.oneOf || !value || typeof value !== "object") return node;
  const record = value as Record<string, unknown>;
  const branches = node.oneOf.map((branch) => resolveNode(branch, root).node);
  const tag = node.discriminator?.propertyName;
  const chosen = tag
    ? branches.find((branch) => branch.properties?.[tag]?.const === record[tag])
    : branches.find((branch) => (branch.required ?? []).every((key) => key in record));
  return chosen ?? node;
}

/** `value` without the optional fields left empty, at every depth. */
export function withoutEmptyOptionals<T>(value: T, schema: SchemaNode, root: SchemaNode = schema): T {
  const node = branchOf(resolveNode(schema, root).node, value, root);
  if (Array.isArray(value)) {
    const items = node.items && !Array.isArray(node.items) ? node.items : undefined;
    return (items ? value.map((item) => withoutEmptyOptionals(item, items, root)) : value) as T;
  }
  if (!value || typeof value !== "object") return value;
  const required = new Set(node.required ?? []);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const child = node.properties?.[key];
    const cleaned = child ? withoutEmptyOptionals(item, child, root) : item;
    if (!required.has(key) && isEmpty(cleaned)) continue;
    out[key] = cleaned;
  }
  return out as T;
}
