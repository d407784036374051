import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseJson, type JsonSyntaxError } from "#app/content/json-text.ts";
import { listContentFiles, readContentText } from "#app/content/loader.server.ts";
import { collectionOf, COLLECTION_NAMES, schemaForFile, slugFromFile } from "#app/model/collections.ts";
import type { CollectionSlugs } from "#app/model/site-routes.ts";
import type { TranslationGap } from "#app/model/translations.ts";
import { schemaPass } from "#scripts/checks/content/schema-pass.ts";
import type { SchemaNode } from "#app/model/content-rules/schema-walk.ts";
import { formatError, validateTexts, type ContentError } from "#scripts/checks/content/validate.ts";
import { draftFiles, type Changes } from "../core/draft.ts";
import { rewriteJson, type FieldOrder } from "../core/json-writer.ts";

/*
 * The content as the editor sees it: the files on disk, and the same files with the
 * draft applied — written as they would be saved, so the check reads exactly the text a
 * save would write, and `npm run validate:content` would give the same lines afterwards.
 */

export interface ProjectPaths {
  root: string;
  contentDir: string;
  publicDir: string;
  schemaDir: string;
}

export const projectPaths = (root: string): ProjectPaths => ({
  root,
  contentDir: path.join(root, "content"),
  publicDir: path.join(root, "public"),
  schemaDir: path.join(root, "schema"),
});

/** A content file on disk: its text and, when it is valid JSON, its data. */
export interface DiskFile {
  text: string;
  data?: unknown;
  syntaxError?: JsonSyntaxError;
}

/** Every file of content/ (images aside) that has a schema, read now. */
export function readDisk(paths: ProjectPaths): Map<string, DiskFile> {
  const files = new Map<string, DiskFile>();
  for (const relative of listContentFiles(paths.contentDir)) {
    if (!schemaForFile(relative)) continue;
    const text = readContentText(relative, paths.contentDir);
    const parsed = parseJson(text);
    files.set(relative, parsed.ok ? { text, data: parsed.data } : { text, syntaxError: parsed.error });
  }
  return files;
}

/** The schemas of schema/, read now: a schema changed while the editor runs is used at the next page load. */
export function readSchemas(paths: ProjectPaths): Map<string, SchemaNode> {
  return new Map(
    readdirSync(paths.schemaDir)
      .filter((file) => file.endsWith(".schema.json"))
      .sort()
      .map((file) => [file, JSON.parse(readFileSync(path.join(paths.schemaDir, file), "utf8")) as SchemaNode]),
  );
}

/** The order of a file's fields at any depth, from its schema: where a field the file did not have is written. */
export function fieldOrder(paths: ProjectPaths, file: string, data: unknown): FieldOrder {
  const schemaName = schemaForFile(file);
  const { index } = schemaPass(paths.schemaDir);
  return (segments) => (schemaName ? Object.keys(index.at(schemaName, data, segments)?.properties ?? {}) : undefined);
}

/** The text a save would write for `data` in place of `file`. */
export function draftText(paths: ProjectPaths, disk: ReadonlyMap<string, DiskFile>, file: string, data: unknown): string {
  const original = disk.get(file);
  const before = original && original.data !== undefined ? { text: original.text, data: original.data } : undefined;
  return rewriteJson(data, before, fieldOrder(paths, file, data));
}

/** Every content file's text once the draft is saved (the files of content/ that have no schema are named too, as the check lists them). */
export function draftTexts(paths: ProjectPaths, disk: ReadonlyMap<string, DiskFile>, changes: Changes): Map<string, string> {
  const texts = new Map<string, string>();
  for (const relative of listContentFiles(paths.contentDir)) texts.set(relative, disk.get(relative)?.text ?? "");
  for (const [file, data] of Object.entries(changes)) {
    if (data === null) texts.delete(file);
    else texts.set(file, draftText(paths, disk, file, data));
  }
  return texts;
}

/** An error as the editor shows it: the check's own fields, and its one line as `npm run validate:content` prints it. */
export interface EditorError extends ContentError {
  text: string;
}

/** What the check says of a draft: its errors, and the texts still to translate or review in the languages that are built. */
export interface DraftReview {
  errors: EditorError[];
  gaps: TranslationGap[];
}

/** The content check on the draft: exactly the lines `npm run validate:content` would print after saving it. */
export function reviewDraft(paths: ProjectPaths, disk: ReadonlyMap<string, DiskFile>, changes: Changes, year?: number): DraftReview {
  const texts = draftTexts(paths, disk, changes);
  const { errors, translations } = validateTexts(texts, { contentDir: paths.contentDir, publicDir: paths.publicDir, schemaDir: paths.schemaDir, year, everyError: true });
  return { errors: errors.map((error) => ({ ...error, text: formatError(error) })), gaps: translations };
}

export const checkDraft = (paths: ProjectPaths, disk: ReadonlyMap<string, DiskFile>, changes: Changes, year?: number): EditorError[] => reviewDraft(paths, disk, changes, year).errors;

/** The draft's data, file by file, for the files that can be read as JSON. */
export function draftData(disk: ReadonlyMap<string, DiskFile>, changes: Changes): Map<string, unknown> {
  const base = new Map([...disk].filter(([, file]) => file.data !== undefined).map(([name, file]) => [name, file.data]));
  return draftFiles(base, changes);
}

/** The pages of each collection once the draft is saved. */
export function draftSlugs(files: ReadonlyMap<string, unknown>): CollectionSlugs {
  const names = [...files.keys()].sort();
  return Object.fromEntries(COLLECTION_NAMES.map((name) => [name, names.filter((file) => collectionOf(file) === name).map(slugFromFile)])) as unknown as CollectionSlugs;
}
