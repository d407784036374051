/*
 * What the editor's history shows, shared by the server that reads it from git
 * (editor/server/history.ts) and the screens that draw it.
 */

export type FileStatus = "modifie" | "cree" | "supprime";

/** A file changed since the last published version, or in a version. */
export interface PendingFile {
  /** From the project's root: `content/fiches/rbn.json`. */
  file: string;
  status: FileStatus;
}

/** One published version: who, when, why, and which files. */
export interface Version {
  hash: string;
  author: string;
  /** ISO 8601, with the author's offset. */
  date: string;
  subject: string;
  body: string;
  files: PendingFile[];
}
