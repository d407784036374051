import type { SiteContent } from "#app/model/content.ts";
import type { SiteRoute } from "#app/model/site-routes.ts";
import type { SchemaNode } from "../../../app/model/content-rules/schema-walk.ts";
import type { Segment } from "../../../app/model/content-rules/places.ts";

/*
 * The shape of one content check, in the style of MDN browser-compat-data's linter:
 * a name, one sentence saying what it refuses, and a function from the content to the
 * problems it finds. Checks run after the syntax and schema pass, on the files that
 * passed it, typed by the generated types: a value the schema already refused is never
 * reported a second time by a check.
 */

export interface ContentProblem {
  /** The file as the editor finds it from the project's root: `content/fiches/rbn.json`, `public/images/marque/logo.svg`. */
  file: string;
  /** JSON path in the file (`lignes[3].grammage`); empty or absent for the whole file. */
  path?: string;
  /** Position in the file's text, for problems that have no JSON path (syntax, SVG markup). */
  line?: number;
  column?: number;
  /** What is wrong, then " — " and what to do. One line. */
  message: string;
}

/** The site-wide files, by their key in SiteContent. */
type SingleKey = Exclude<keyof SiteContent, "pages" | "applications" | "sheets">;

/** The content of the files that passed their schema: a site-wide file that did not is absent, a collection lists only the entries that did. */
export type CheckedContent = Partial<Pick<SiteContent, SingleKey>> & Pick<SiteContent, "pages" | "applications" | "sheets">;

/** One string of a content file, with the schema node that describes it. */
export interface TextValue {
  /** Path under content/: `fiches/rbn.json`. */
  file: string;
  path: string;
  segments: readonly Segment[];
  /** The field name, or the index in a list. */
  key: Segment | undefined;
  value: string;
  node: SchemaNode | undefined;
  /** Written for readers, as opposed to an address, a code or a colour. */
  prose: boolean;
}

export interface CheckContext {
  content: CheckedContent;
  /** Data of every file that passed its schema, by path under content/. */
  files: ReadonlyMap<string, unknown>;
  /** True when every file of these parts of the content exists and passed its schema: a cross-file rule needs all of them. */
  complete(...parts: (keyof SiteContent)[]): boolean;
  /** Every string of every French file that passed its schema (translation files aside: the translations rule reads them). */
  texts(): readonly TextValue[];
  /** The schema node at a path of a file that passed its schema. */
  schemaAt(file: string, path: readonly Segment[]): SchemaNode | undefined;
  /** Every page, from the file names (whatever their content). */
  routes: readonly SiteRoute[];
  dirs: { contentDir: string; publicDir: string };
  /** The year the check runs in: the reference for plausible dates. */
  year: number;
}

export interface ContentCheck {
  /** Kebab-case identifier, also the module's file name. */
  name: string;
  /** What it refuses, in one sentence (the list of checks in docs/content-checks.md is written from these). */
  description: string;
  check(context: CheckContext): Iterable<ContentProblem>;
}

/** `fiches/rbn.json` → `content/fiches/rbn.json` */
export const shownFile = (relative: string) => `content/${relative}`;
