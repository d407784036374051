import { schemaForFile } from "#app/model/collections.ts";
import { entryName, pathOf, segmentsOf, type Segment } from "#app/model/content-rules/places.ts";
import { SchemaIndex, type SchemaNode } from "#app/model/content-rules/schema-walk.ts";
import { itemTitle, NESTED } from "./item-titles.ts";

/*
 * A place in a content file said in the form's own words, never as a JSON path: each field
 * by its schema's French title, each entry of a list by the title its box has in the form
 * (item-titles.ts, the content check's names of entries). `carte.image.alt` → "Carte ›
 * Image › Texte alternatif"; `categories.lignes[2].epaisseurs[0]` → "Catégories et usages ›
 * Ligne 3 (Carton fort) › Épaisseur 1 (350 µm)". Every message of the editor that names a
 * field goes through here.
 */

export const SEPARATOR = " › ";

/** The noun of an entry whose list has none of its own (item-titles.ts, capitalised). */
const GENERIC_ENTRY = "Élément ";

const childOf = (node: unknown, segment: Segment) => (node && typeof node === "object" ? (node as Record<string | number, unknown>)[segment] : undefined);

/** The words of a place in a file of schema `schemaFile` holding `data`; "" for the whole file. */
export function fieldWords(index: SchemaIndex, schemaFile: string, data: unknown, place: string | readonly Segment[]): string {
  const segments = typeof place === "string" ? segmentsOf(place) : place;
  const parts: string[] = [];
  let node = data;
  segments.forEach((segment, at) => {
    const child = childOf(node, segment);
    if (typeof segment === "number") {
      const previous = segments[at - 1];
      const title = itemTitle(typeof previous === "number" ? NESTED : (previous ?? ""), segment, child);
      // "Ligne 3" says which list it belongs to: the list's title before it would say it twice.
      if (typeof previous === "string" && !title.startsWith(GENERIC_ENTRY)) parts.pop();
      parts.push(title);
    } else parts.push(index.at(schemaFile, data, segments.slice(0, at + 1))?.title ?? segment);
    node = child;
  });
  return parts.join(SEPARATOR);
}

/** Names a place of a content file (`content/…` or the path under content/); `data` is the file's, by default the one `dataOf` gives. */
export type PlaceNamer = (file: string, place: string | readonly Segment[], data?: unknown) => string;

/** The namer for the files of a project: its schemas (by schema file name) and its data. A file with no schema keeps the path. */
export function placeNamer(schemas: Readonly<Record<string, SchemaNode>>, dataOf: (file: string) => unknown): PlaceNamer {
  const index = new SchemaIndex(new Map(Object.entries(schemas)));
  return (file, place, data) => {
    const relative = file.replace(/^content\//, "");
    const schema = schemaForFile(relative);
    if (!schema || !schemas[schema]) return typeof place === "string" ? place : pathOf(place);
    return fieldWords(index, schema, data === undefined ? dataOf(relative) : data, place);
  };
}

/** Where something is, from the widest to the narrowest (a file, a place in it, a line and column), leaving out what is not given. */
export const whereLine = (...where: (string | undefined)[]): string => where.filter(Boolean).join(SEPARATOR);

/** One problem as a line: where (the file when given, the place, a line and column) then what, after " : ". */
export function problemLine(message: string, ...where: (string | undefined)[]): string {
  const at = whereLine(...where);
  return at ? `${at} : ${message}` : message;
}

/** A value of a list as a change names it: a text or a number as it is, an entry by its name, else by its title. */
export function entryWords(list: string, index: number, item: unknown): string {
  return entryName(item, list) ?? itemTitle(list, index, item);
}
