import type { Changes } from "../core/draft.ts";
import type { Picture, ShownError, SyntaxProblem } from "../core/editor-state.ts";
import type { SchemaNode } from "../core/form-schema.ts";
import type { LinkPlace } from "../core/backlinks.ts";
import type { Change } from "../core/changes.ts";
import type { Conflict, StartedFrom, Version as FileVersion } from "../core/conflict.ts";
import type { PendingFile, Version } from "../core/history-entry.ts";
import type { TranslationGap } from "#app/model/translations.ts";

export type { PendingFile, Version };

/*
 * The editor page's calls to its local server (editor/server/editor-server.ts). Writes
 * carry the editor's header: the server answers no other page.
 */

export interface LoadedState {
  files: Record<string, { data?: unknown; syntaxError?: SyntaxProblem; version?: FileVersion }>;
  schemas: Record<string, SchemaNode>;
  pictures: Picture[];
}

export type PreviewAnswer = { view: PreviewView } | { unavailable: string };

/** What the preview document draws (editor/server/draft-preview.ts computes it). */
export type PreviewView = { kind: string; path?: string; [key: string]: unknown };

export interface FileModification {
  file: string;
  status: "modifie" | "cree" | "supprime";
  changes?: Change[];
  data?: unknown;
}

export type Modifications = { available: true; files: FileModification[] } | { available: false };

/** What keeps the saved content from being published (editor/server/publication.ts). */
export interface Blocker {
  file: string;
  path: string;
  text: string;
  message?: string;
  line?: number;
  column?: number;
  kind: "contenu" | "mise-en-ligne";
}

export interface PublicationState {
  available: boolean;
  remoteName: string;
  blockers: Blocker[];
  files: PendingFile[];
  remote?: { remote: string; branch: string; unsent: number };
  remoteProblem?: string;
}

export interface Published {
  version?: string;
  sent?: { remote: string; branch: string };
  sendFailed?: string;
}

export interface Restored extends Omit<Published, "version"> {
  restored: string;
  blockers: number;
}

type ErrorBody = { message?: string; errors?: ShownError[]; blockers?: Blocker[]; conflicts?: Conflict[] };

export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  constructor(status: number, body: ErrorBody) {
    super(body.message ?? String(status));
    this.status = status;
    this.body = body;
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { ...init, headers: { ...(init.headers ?? {}), "X-Editeur": "1" } });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => ({})));
  // A body that cannot be read (a check aborted by the next keystroke while its answer
  // arrives) rejects: read as an empty answer, it would wipe the editor's state.
  return (await response.json()) as T;
}

const post = <T>(path: string, body: unknown, signal?: AbortSignal) =>
  call<T>(path, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" }, signal });

export const api = {
  load: () => call<LoadedState>("/api/etat"),
  check: (changes: Changes, signal?: AbortSignal) => post<{ errors: ShownError[]; gaps: TranslationGap[] }>("/api/verifier", { changes }, signal),
  preview: (changes: Changes, file: string, signal?: AbortSignal) => post<PreviewAnswer>("/api/apercu", { changes, file }, signal),
  links: (changes: Changes, file: string) => post<{ links: LinkPlace[] }>("/api/liens", { changes, file }),
  /** Each change goes with the version of its file it started from: the server refuses to overwrite a newer one. */
  save: (changes: Changes, versions: StartedFrom = {}) => post<{ saved: string[]; versions: StartedFrom }>("/api/enregistrer", { changes, versions }),
  modifications: () => call<Modifications>("/api/modifications"),
  publication: () => call<PublicationState>("/api/publication"),
  publish: (changes: Changes, message: string, author: string) => post<Published>("/api/publier", { changes, message, auteur: author }),
  history: () => call<{ available: boolean; versions: Version[] }>("/api/historique"),
  restore: (changes: Changes, version: string, author: string) => post<Restored>("/api/restaurer", { changes, version, auteur: author }),
  /** Removes a picture no content names, the draft's included: the server refuses any other. */
  removePicture: (changes: Changes, src: string) => post<{ removed: string }>("/api/images/supprimer", { changes, src }),
  upload: (place: { file: string; field: (string | number)[]; current?: string }, picture: File) => {
    const query = new URLSearchParams({ fichier: place.file, champ: JSON.stringify(place.field), nom: picture.name });
    if (place.current) query.set("actuel", place.current);
    return call<Picture>(`/api/images?${query}`, { method: "POST", body: picture, headers: { "Content-Type": "application/octet-stream" } });
  },
};
