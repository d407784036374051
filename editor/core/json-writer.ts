/*
 * Writes a content file the way it was written, so `git diff` after a save shows the
 * values that changed and nothing else: the repository's style for a new file (two
 * spaces, LF, final newline, no byte-order mark), the file's own for an existing one
 * (someone's editor may have saved it with CRLF or four spaces: rewriting every line
 * would hide the real change), and keys in the order the file had them. A key the file
 * did not have goes where the schema puts it among its neighbours.
 */

export type Segment = string | number;

export interface JsonStyle {
  /** One level of indentation: "  " in the repository. */
  indent: string;
  eol: "\n" | "\r\n";
  bom: boolean;
  finalNewline: boolean;
}

/** How every content file of the repository is written: `JSON.stringify(data, null, 2)` and a newline. */
export const REPOSITORY_STYLE: JsonStyle = { indent: "  ", eol: "\n", bom: false, finalNewline: true };

/** The style of an existing file; the repository's where the text does not say (a file on one line). */
export function styleOf(text: string): JsonStyle {
  const bom = text.startsWith("\uFEFF");
  const body = bom ? text.slice(1) : text;
  const eol = body.includes("\r\n") ? "\r\n" : "\n";
  const firstIndent = /\n([ \t]+)\S/.exec(body)?.[1];
  const indent = firstIndent ? (firstIndent.startsWith("\t") ? "\t" : " ".repeat(firstIndent.length)) : REPOSITORY_STYLE.indent;
  return { indent, eol, bom, finalNewline: body.length === 0 || /\n$/.test(body) };
}

/** The names of an object's fields in the schema's order, for the object at `segments` holding `value`. */
export type FieldOrder = (segments: readonly Segment[], value: Record<string, unknown>) => readonly string[] | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** `keys` placed like `reference` places them: its keys first in its order, then each new key after its nearest neighbour in the schema. */
function placeKeys(keys: readonly string[], reference: readonly string[], schema: readonly string[] | undefined): string[] {
  const present = new Set(keys);
  const placed = reference.filter((key) => present.has(key));
  const added = keys.filter((key) => !placed.includes(key));
  const rank = (key: string) => schema?.indexOf(key) ?? -1;
  const inSchemaOrder = [...added].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    if (ra === -1 || rb === -1) return (ra === -1 ? 1 : 0) - (rb === -1 ? 1 : 0);
    return ra - rb;
  });
  for (const key of inSchemaOrder) {
    const position = rank(key);
    if (position === -1 || !schema) {
      placed.push(key);
      continue;
    }
    // After the last placed key that comes before it in the schema; else before the first that comes after it.
    const before = placed.map((other, index) => ({ index, at: rank(other) })).filter(({ at }) => at !== -1 && at < position);
    const after = placed.map((other, index) => ({ index, at: rank(other) })).filter(({ at }) => at > position);
    const index = before.length > 0 ? before.at(-1)!.index + 1 : after.length > 0 ? after[0].index : placed.length;
    placed.splice(index, 0, key);
  }
  return placed;
}

/**
 * `data` with every object's keys in the order of `reference` (the file as it was),
 * recursively; keys `reference` lacks are placed by `order` (the schema). Values
 * themselves are unchanged.
 */
export function orderLike<T>(data: T, reference: unknown, order?: FieldOrder, segments: Segment[] = []): T {
  if (Array.isArray(data)) {
    // A list's entries share one shape: a moved or added entry takes its key order from an entry that was there.
    const references = Array.isArray(reference) ? reference : [];
    return data.map((item, index) => orderLike(item, references[index] ?? references[0], order, [...segments, index])) as T;
  }
  if (!isRecord(data)) return data;
  const keys = placeKeys(Object.keys(data), isRecord(reference) ? Object.keys(reference) : [], order?.(segments, data));
  const referenceRecord = isRecord(reference) ? reference : {};
  return Object.fromEntries(keys.map((key) => [key, orderLike(data[key], referenceRecord[key], order, [...segments, key])])) as T;
}

/** The text of `data` in `style`. */
export function writeJson(data: unknown, style: JsonStyle = REPOSITORY_STYLE): string {
  const body = JSON.stringify(data, null, style.indent).replace(/\n/g, style.eol);
  return `${style.bom ? "\uFEFF" : ""}${body}${style.finalNewline ? style.eol : ""}`;
}

/**
 * A file's new text: `data` written in the style and key order of `original` (the text on
 * disk, or undefined for a new file, which gets the repository's style and the schema's order).
 * `before` is the data `original` holds.
 */
export function rewriteJson(data: unknown, original: { text: string; data: unknown } | undefined, order?: FieldOrder): string {
  const style = original ? styleOf(original.text) : REPOSITORY_STYLE;
  return writeJson(orderLike(data, original?.data, order), style);
}
