import { parseJson, withoutBom } from "#app/content/json-text.ts";
import { listContentFiles, readContentText } from "#app/content/loader.server.ts";
import { COLLECTION_NAMES, COLLECTIONS, REQUIRED_PAGES, SINGLE_FILES, collectionOf, schemaForFile, slugFromFile, translatedFile } from "#app/model/collections.ts";
import { assembleContent, contentKeyOf, type SiteContent } from "#app/model/content.ts";
import { siteRoutes, type CollectionSlugs } from "#app/model/site-routes.ts";
import { CONTENT_DIR, PUBLIC_DIR, SCHEMA_DIR } from "../../lib/paths.ts";
import type { CheckContext, CheckedContent, ContentCheck, ContentProblem, TextValue } from "./check.ts";
import { CHECKS } from "./checks/index.ts";
import { joinPath, pathOf, placeName, stringsIn, type Segment } from "../../../app/model/content-rules/places.ts";
import { schemaPass } from "./schema-pass.ts";
import { reviewTranslations } from "./translation-review.ts";
import type { TranslationGap } from "#app/model/translations.ts";
import { isProse } from "../../../app/model/content-rules/schema-walk.ts";
import type { ContentError } from "../../../app/model/content-rules/content-error.ts";

export type { ContentError };

/*
 * The content check: every file of content/ read as text, its syntax checked by the
 * project's own JSON reader (line and column of any mistake), then its JSON Schema,
 * then the checks of checks/ — small modules, one rule each — on the files that passed.
 * Every problem comes out as one French line naming the file, the place and the fix.
 */

/** `content/fiches/rbn.json › ligne 3 (300 µm) › grammage (lignes[2].grammage) : …` */
export function formatError(error: ContentError): string {
  const position = error.line !== undefined ? `ligne ${error.line}, colonne ${error.column}` : "";
  const place = error.where ? `${error.where} (${error.path})` : error.path;
  const at = [place, position].filter(Boolean).join(position && place ? " › " : "");
  return `${error.file}${at ? ` › ${at}` : ""} : ${error.message}`;
}

export interface ValidateOptions {
  contentDir?: string;
  publicDir?: string;
  schemaDir?: string;
  /** The checks to run after the schema pass; all of them by default. */
  checks?: readonly ContentCheck[];
  /** The year the check runs in (plausible dates); the current year by default. */
  year?: number;
  /**
   * Run the checks also on the files that fail only their schema, for the places the schema
   * found nothing wrong with: the editor shows a person every error of a draft at once, not
   * the next one only after the first is fixed. A check that cannot read such a file says nothing.
   */
  everyError?: boolean;
}

export interface ValidationResult {
  errors: ContentError[];
  /** Every content file that passed its syntax check, parsed, keyed by path relative to content/. */
  files: Map<string, unknown>;
  /** The texts still to translate or review in the languages that are built: not errors (translation-review.ts). */
  translations: TranslationGap[];
}


/**
 * Checks every file in content/: syntax, its JSON Schema, then what a schema cannot say
 * (files that must exist, images, links, tables, facts stated twice, claims…). Returns
 * every error, one per mistake.
 */
export function validateContent(options: ValidateOptions = {}): ValidationResult {
  return validateTexts(readContentTexts(options.contentDir ?? CONTENT_DIR), options);
}

/**
 * Every file of content/ (images aside) by its path under it, with its text for the files
 * that have a schema (the others are only named: they have no place there).
 */
export function readContentTexts(contentDir = CONTENT_DIR): Map<string, string> {
  return new Map(listContentFiles(contentDir).map((relative) => [relative, schemaForFile(relative) ? readContentText(relative, contentDir) : ""]));
}

/**
 * The same check on content given as texts (path under content/ → text) instead of read
 * from the folder: the content editor checks its draft this way, before anything is
 * written. Pictures are still looked for in `contentDir`'s images/ and in `publicDir`.
 */
export function validateTexts(texts: ReadonlyMap<string, string>, options: ValidateOptions = {}): ValidationResult {
  const contentDir = options.contentDir ?? CONTENT_DIR;
  const publicDir = options.publicDir ?? PUBLIC_DIR;
  const schemas = schemaPass(options.schemaDir ?? SCHEMA_DIR);
  const problems: ContentProblem[] = [];
  const files = new Map<string, unknown>();
  const valid = new Map<string, unknown>();
  const failed = new Set<string>();
  /** Files whose only problems are their schema's, with the places those problems are at. */
  const schemaOnly = new Map<string, string[]>();
  const add = (relative: string, fieldPath: string, message: string) => problems.push({ file: `content/${relative}`, path: fieldPath, message });

  // 1. Files that must exist, and files that have no place.
  for (const relative of Object.keys(SINGLE_FILES)) {
    if (!texts.has(relative)) {
      add(relative, "", "ce fichier obligatoire est introuvable — restaurez-le depuis l'historique du dépôt.");
      failed.add(relative);
    }
  }
  for (const slug of REQUIRED_PAGES) {
    const relative = `pages/${slug}.json`;
    if (!texts.has(relative)) add(relative, "", "cette page obligatoire est introuvable — restaurez le fichier depuis l'historique du dépôt.");
  }

  // 2. Syntax and schema, file by file.
  const names = [...texts.keys()].sort();
  for (const relative of names) {
    const schemaName = schemaForFile(relative);
    if (!schemaName) {
      add(
        relative,
        "",
        `ce fichier n'a pas sa place ici — rangez une page dans ${Object.keys(COLLECTIONS)
          .map((name) => `content/${name}/`)
          .join(", ")} avec un nom en minuscules finissant par .json, ou supprimez-le.`,
      );
      continue;
    }
    const parsed = parseJson(withoutBom(texts.get(relative)!));
    if (!parsed.ok) {
      const { line, column, message } = parsed.error;
      problems.push({ file: `content/${relative}`, line, column, message });
      failed.add(relative);
      continue;
    }
    const { data } = parsed;
    files.set(relative, data);
    for (const duplicate of parsed.duplicates) {
      problems.push({
        file: `content/${relative}`,
        path: joinPath(pathOf(duplicate.at), duplicate.key),
        message: `le champ « ${duplicate.key} » est écrit deux fois dans le même objet (lignes ${duplicate.first.line} et ${duplicate.second.line}) : seule la seconde valeur compterait — gardez-en un seul.`,
      });
      failed.add(relative);
    }
    const schemaProblems = schemas.validate(schemaName, data);
    for (const { path: fieldPath, message } of schemaProblems) add(relative, fieldPath, message);
    if (schemaProblems.length > 0 && !failed.has(relative)) schemaOnly.set(relative, schemaProblems.map((problem) => problem.path));
    if (schemaProblems.length > 0) failed.add(relative);
    if (!failed.has(relative)) valid.set(relative, data);
  }

  // 3. The checks, on what passed.
  const year = options.year ?? new Date().getFullYear();
  const routes = siteRoutes(slugsOf(names));
  const context = checkContext(valid, failed, { contentDir, publicDir }, schemas.index, year, routes);
  for (const check of options.checks ?? CHECKS) problems.push(...check.check(context));
  if (options.everyError && schemaOnly.size > 0) problems.push(...lenientProblems(options.checks ?? CHECKS, schemaOnly, files, valid, failed, { contentDir, publicDir }, schemas.index, year, routes));

  return { errors: finish(problems, files), files, translations: reviewTranslations(context) };
}

/**
 * The context the checks receive, for content given as parsed files (by path under
 * content/) rather than read from a folder: the checks' own tests change a value in
 * memory and run one check. Files that fail their schema are left out, as in a full run.
 */
export function contextForFiles(files: ReadonlyMap<string, unknown>, options: ValidateOptions = {}): CheckContext {
  const schemas = schemaPass(options.schemaDir ?? SCHEMA_DIR);
  const valid = new Map<string, unknown>();
  const failed = new Set<string>();
  for (const [relative, data] of files) {
    const schemaName = schemaForFile(relative);
    if (!schemaName) continue;
    if (schemas.validate(schemaName, data).length > 0) failed.add(relative);
    else valid.set(relative, data);
  }
  const dirs = { contentDir: options.contentDir ?? CONTENT_DIR, publicDir: options.publicDir ?? PUBLIC_DIR };
  return checkContext(valid, failed, dirs, schemas.index, options.year ?? new Date().getFullYear(), siteRoutes(slugsOf([...files.keys()].sort())));
}

/** The pages of each collection, from the names of the files (whatever their content). */
const slugsOf = (names: readonly string[]) =>
  Object.fromEntries(COLLECTION_NAMES.map((name) => [name, names.filter((relative) => collectionOf(relative) === name).map(slugFromFile)])) as unknown as CollectionSlugs;

/** Problems as the editor reads them, places named from the files' data. */
export const errorsOf = (problems: readonly ContentProblem[], files: ReadonlyMap<string, unknown>) => finish(problems, files);

function checkContext(
  valid: ReadonlyMap<string, unknown>,
  failed: ReadonlySet<string>,
  dirs: CheckContext["dirs"],
  index: ReturnType<typeof schemaPass>["index"],
  year: number,
  routes: CheckContext["routes"],
): CheckContext {
  const content = assembleContent(valid) as CheckedContent;
  let texts: TextValue[] | undefined;
  const schemaAt = (file: string, segments: readonly Segment[]) => {
    const schemaName = schemaForFile(file);
    return schemaName ? index.at(schemaName, valid.get(file), segments) : undefined;
  };
  return {
    content,
    files: valid,
    complete: (...parts) => ![...failed].some((file) => parts.includes(contentKeyOf(file)!)),
    texts() {
      // A translation's texts are checked by the translations rule, in their own language.
      texts ??= [...valid].filter(([file]) => !translatedFile(file)).flatMap(([file, data]) =>
        [...stringsIn(data)]
          .filter(({ segments }) => segments[0] !== "$schema")
          .map(({ value, segments }) => {
            const node = schemaAt(file, segments);
            return { file, path: pathOf(segments), segments, key: segments.at(-1), value, node, prose: isProse(node) };
          }),
      );
      return texts;
    },
    schemaAt,
    routes,
    dirs,
    year,
  };
}

/** Whether `inner` is `outer` or a place inside it (`lignes[2].grammage` is inside `lignes[2]`). */
const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`);

/**
 * The checks' problems in files that fail only their schema, read as if they had passed:
 * only at places the schema said nothing about (one message per mistake, the schema's
 * first), and only in those files (the others were checked already).
 */
function lenientProblems(
  checks: readonly ContentCheck[],
  schemaOnly: ReadonlyMap<string, readonly string[]>,
  files: ReadonlyMap<string, unknown>,
  valid: ReadonlyMap<string, unknown>,
  failed: ReadonlySet<string>,
  dirs: CheckContext["dirs"],
  index: ReturnType<typeof schemaPass>["index"],
  year: number,
  routes: CheckContext["routes"],
): ContentProblem[] {
  const lenient = new Map(valid);
  for (const file of schemaOnly.keys()) lenient.set(file, files.get(file));
  const stillFailed = new Set([...failed].filter((file) => !schemaOnly.has(file)));
  const problems: ContentProblem[] = [];
  let context: CheckContext;
  try {
    context = checkContext(lenient, stillFailed, dirs, index, year, routes);
  } catch {
    return [];
  }
  for (const check of checks) {
    let found: ContentProblem[];
    try {
      found = [...check.check(context)];
    } catch {
      continue;
    }
    for (const problem of found) {
      const taken = schemaOnly.get(problem.file.replace(/^content\//, ""));
      if (!taken || problem.path === undefined || problem.path === "") continue;
      // A field missing from the whole file ("") leaves the file's other places to the checks.
      if (taken.some((place) => place !== "" && (within(problem.path!, place) || within(place, problem.path!)))) continue;
      problems.push(problem);
    }
  }
  return problems;
}

/** Editor-visible places, and no line twice. */
function finish(problems: readonly ContentProblem[], files: ReadonlyMap<string, unknown>): ContentError[] {
  const seen = new Set<string>();
  const errors: ContentError[] = [];
  for (const problem of problems) {
    const relative = problem.file.replace(/^content\//, "");
    const fieldPath = problem.path ?? "";
    const where = fieldPath && files.has(relative) ? placeName(files.get(relative), fieldPath) : undefined;
    const error: ContentError = { file: problem.file, path: fieldPath, message: problem.message };
    if (where) error.where = where;
    if (problem.line !== undefined) Object.assign(error, { line: problem.line, column: problem.column });
    const line = formatError(error);
    if (seen.has(line)) continue;
    seen.add(line);
    errors.push(error);
  }
  return errors;
}
