/*
 * One problem of the content check, as `npm run validate:content` prints it and the
 * editor shows it. In its own module, free of Node, so the editor's pure core can name it.
 */

export interface ContentError {
  /** File as the editor finds it from the project's root, e.g. `content/fiches/rbn.json`. */
  file: string;
  /** JSON path, e.g. `lignes[2].grammage`; empty for the whole file or a syntax error. */
  path: string;
  /** The place as the editor sees it when the path goes through a list: "ligne 3 (300 µm) › grammage". */
  where?: string;
  /** Line and column of a syntax error (or of a problem in an SVG file). */
  line?: number;
  column?: number;
  /** What is wrong, then " — " and what to do. */
  message: string;
}
