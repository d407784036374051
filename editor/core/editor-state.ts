import type { ContentError } from "#app/model/content-rules/content-error.ts";
import type { TranslationGap } from "#app/model/translations.ts";
import { translatedFile } from "#app/model/collections.ts";
import type { SchemaNode } from "./form-schema.ts";
import type { StartedFrom, Version } from "./conflict.ts";
import { draftFiles, withChange, withoutChange, type Changes } from "./draft.ts";
import { emptyHistory, record, redoStep, stepOf, undoStep, type Step, type UndoHistory } from "./undo-history.ts";

/*
 * The editor's state as one reducer: what is on disk, the draft over it, the file being
 * edited, the check's last answer. The page's effects (loading, checking after a pause,
 * keeping the draft in the browser, saving) only send these actions.
 */

/** One line of the content check, as the server sends it: the error and its whole line. */
export interface ShownError extends ContentError {
  /** The whole line, as `npm run validate:content` prints it. */
  text: string;
}

export interface SyntaxProblem {
  line: number;
  column: number;
  message: string;
}

export interface Picture {
  src: string;
  width: number;
  height: number;
  bytes: number;
}

export type Screen = "item" | "modifications" | "publication" | "historique";

export interface EditorState {
  phase: "loading" | "ready" | "failed";
  /** The data of every content file on disk that can be read. */
  base: ReadonlyMap<string, unknown>;
  /** Files on disk that are not valid JSON: the form cannot show them. */
  broken: Readonly<Record<string, SyntaxProblem>>;
  schemas: Readonly<Record<string, SchemaNode>>;
  pictures: readonly Picture[];
  changes: Changes;
  current?: string;
  screen: Screen;
  errors: readonly ShownError[];
  /** The texts the check found still to translate or review, in the languages that are built. */
  gaps: readonly TranslationGap[];
  /** The draft the errors were computed for: while it is not the current one, a check is on its way. */
  checkedChanges?: Changes;
  /** Files of a draft found in the browser when the page opened. */
  restored: number;
  /** The version of each file on disk when it was last read. */
  versions: Readonly<Record<string, Version>>;
  /** The version each change of the draft started from: a save over a newer one is refused. */
  startedFrom: StartedFrom;
  /** Every change of the session, across files, to undo and redo. */
  history: UndoHistory;
  /** The step last undone or redone, for the screen to show what came back. */
  revealed?: { step: Step; undone: boolean };
}

export const initialState: EditorState = {
  phase: "loading",
  base: new Map(),
  broken: {},
  schemas: {},
  pictures: [],
  changes: {},
  screen: "item",
  errors: [],
  gaps: [],
  restored: 0,
  versions: {},
  startedFrom: {},
  history: emptyHistory,
};

export type EditorAction =
  | {
      type: "loaded";
      files: Record<string, { data?: unknown; syntaxError?: SyntaxProblem; version?: Version }>;
      schemas: Record<string, SchemaNode>;
      pictures: Picture[];
      /** A draft kept by the browser, to apply over the disk. */
      draft?: Changes;
      /** Versions the draft's changes started from, known better than the state does (kept with the draft, or just saved). */
      startedFrom?: StartedFrom;
      /** The file to show when none is: the one open when the draft was kept. */
      open?: string;
    }
  | { type: "load-failed" }
  | { type: "opened"; file: string }
  | { type: "screen"; screen: Screen }
  /**
   * `at`: when it was typed (milliseconds), so that a burst of typing in one field is one step to undo.
   * `data` may be a change to make to the file as the draft has it when the edit lands (a translation view
   * changes one text of a file other edits may be on their way into): it must give the same result applied twice.
   */
  | { type: "edited"; file: string; data: unknown; at?: number }
  | { type: "created"; file: string; data: unknown }
  | { type: "deleted"; file: string }
  | { type: "discarded"; file: string }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "checked"; errors: ShownError[]; gaps?: TranslationGap[]; changes: Changes }
  | { type: "picture-added"; picture: Picture }
  | { type: "picture-removed"; src: string }
  /** A conflict settled: the file's change is now `data` (undefined: none), over the version on disk now. */
  | { type: "resolved"; file: string; data?: unknown; version: Version };

/** The reducer, with each change of the draft remembering the version of its file when it began. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  return remembered(state, action, withStartedFrom(state, action, reduce(state, action)));
}

function withStartedFrom(state: EditorState, action: EditorAction, next: EditorState): EditorState {
  if (next.changes === state.changes && action.type !== "loaded") return next;
  const known = { ...state.startedFrom, ...next.startedFrom, ...(action.type === "loaded" ? action.startedFrom : undefined) };
  const startedFrom: StartedFrom = {};
  for (const file of Object.keys(next.changes)) startedFrom[file] = file in known ? known[file] : (next.versions[file] ?? null);
  return { ...next, startedFrom };
}

function reduce(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "loaded": {
      const entries = Object.entries(action.files);
      const base = new Map(entries.filter(([, file]) => file.data !== undefined).map(([name, file]) => [name, file.data]));
      const broken = Object.fromEntries(entries.filter(([, file]) => file.syntaxError).map(([name, file]) => [name, file.syntaxError!]));
      // A kept change the disk has caught up with (saved meanwhile) is no change any more.
      let changes: Changes = {};
      for (const [file, data] of Object.entries(action.draft ?? {})) changes = withChange(changes, base, file, data);
      const shown = state.current ?? action.open;
      const current = shown && (base.has(shown) || shown in broken || shown in changes) ? shown : undefined;
      return {
        ...state,
        phase: "ready",
        base,
        broken,
        schemas: action.schemas,
        pictures: action.pictures,
        changes,
        current,
        checkedChanges: undefined,
        versions: Object.fromEntries(entries.map(([name, file]) => [name, file.version ?? null])),
        // Counted once, when the page opens: the draft found in the browser from an earlier visit.
        restored: state.phase === "loading" ? Object.keys(changes).length : state.restored,
      };
    }
    case "load-failed":
      return { ...state, phase: "failed" };
    case "opened":
      return { ...state, current: action.file, screen: "item" };
    case "screen":
      return { ...state, screen: action.screen };
    case "edited": {
      const data = typeof action.data === "function" ? (action.data as (current: unknown) => unknown)(contentOf(state, action.file)) : action.data;
      return { ...state, changes: withChange(state.changes, state.base, action.file, data) };
    }
    case "created":
      return { ...state, changes: withChange(state.changes, state.base, action.file, action.data), current: action.file, screen: "item" };
    case "deleted": {
      // Deleting a file that was only a draft forgets it.
      const changes = state.base.has(action.file) ? withChange(state.changes, state.base, action.file, null) : withoutChange(state.changes, action.file);
      return { ...state, changes, current: state.base.has(action.file) ? action.file : undefined };
    }
    case "discarded":
      return { ...state, changes: withoutChange(state.changes, action.file) };
    case "undo":
    case "redo": {
      const moved = action.type === "undo" ? undoStep(state.history) : redoStep(state.history);
      if (!moved) return state;
      const { step, history } = moved;
      const content = action.type === "undo" ? step.before : step.after;
      // Over the disk as it is now: a step undone after a save is a change again.
      const changes = withChange(state.changes, state.base, step.file, content);
      // A translation not written yet stays open, empty, beside its French, when its first text is undone.
      const translated = translatedFile(step.file);
      const shown = content !== null || state.base.has(step.file) || (translated !== undefined && contentOf(state, translated.file) !== null);
      const current = shown ? step.file : state.current === step.file ? undefined : state.current;
      return { ...state, changes, history, current, screen: "item", revealed: { step, undone: action.type === "undo" } };
    }
    case "checked":
      return { ...state, errors: action.errors, gaps: action.gaps ?? state.gaps, checkedChanges: action.changes };
    case "resolved": {
      const changes = action.data === undefined ? withoutChange(state.changes, action.file) : { ...state.changes, [action.file]: action.data };
      return { ...state, changes, startedFrom: { ...state.startedFrom, [action.file]: action.version } };
    }
    case "picture-added":
      return { ...state, pictures: [...state.pictures.filter((picture) => picture.src !== action.picture.src), action.picture].sort((a, b) => a.src.localeCompare(b.src)) };
    case "picture-removed":
      return { ...state, pictures: state.pictures.filter((picture) => picture.src !== action.src) };
  }
}

/** A change of the draft by the person is a step of the history. */
function remembered(state: EditorState, action: EditorAction, next: EditorState): EditorState {
  if (action.type !== "edited" && action.type !== "created" && action.type !== "deleted" && action.type !== "discarded") return next;
  const step = stepOf(action.file, contentOf(state, action.file), contentOf(next, action.file), action.type, action.type === "edited" ? action.at : undefined);
  return step ? { ...next, history: record(next.history, step) } : next;
}

/** A file's content as the draft makes it; null when there is no such file (deleted, or never created). */
export function contentOf(state: EditorState, file: string): unknown {
  if (file in state.changes) return state.changes[file];
  return state.base.has(file) ? state.base.get(file) : null;
}

/** The content as the draft makes it. */
export const currentFiles = (state: EditorState) => draftFiles(state.base, state.changes);

/** The data the form shows for a file: the draft's, else the disk's; undefined for a deleted or unreadable file. */
export function dataOf(state: EditorState, file: string): unknown {
  if (file in state.changes) return state.changes[file] ?? undefined;
  return state.base.get(file);
}

/** True while the errors shown were computed for another draft than the current one. */
export const isChecking = (state: EditorState) => state.checkedChanges !== state.changes;

/** The errors of one file (path under content/). */
export const errorsOf = (state: EditorState, file: string) => state.errors.filter((error) => error.file === `content/${file}`);
