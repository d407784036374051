import { startTransition, useCallback, useEffect, useReducer, useRef } from "react";
import type { Conflict, StartedFrom, Version } from "../core/conflict.ts";
import type { Changes } from "../core/draft.ts";
import { editorReducer, initialState, type EditorState, type ShownError } from "../core/editor-state.ts";
import { api, ApiError } from "./api.ts";

/*
 * The effects around the editor's reducer: load the content, keep the draft in the
 * browser (a reload or a crash loses nothing), check the draft after a short pause in
 * the typing, ask before leaving with unsaved changes, and save.
 */

/** Where the browser keeps the draft between visits. */
export const DRAFT_KEY = "editeur-contenu:brouillon";

/** The pause after a keystroke before the draft is checked: fast enough to feel live, without a check per letter. */
const CHECK_DELAY = 250;

/** What the browser keeps: the draft, the versions its changes started from, and the file that was open. */
interface KeptDraft {
  changes: Changes;
  startedFrom?: StartedFrom;
  open?: string;
}

function keptDraft(): KeptDraft | undefined {
  try {
    const text = localStorage.getItem(DRAFT_KEY);
    if (!text) return undefined;
    const kept = JSON.parse(text) as KeptDraft | Changes;
    // A draft kept by an earlier version of the editor is the changes alone (no file is named "changes").
    return "changes" in kept ? (kept as KeptDraft) : { changes: kept };
  } catch {
    return undefined;
  }
}

export type SaveOutcome = { saved: number } | { refused: ShownError[] } | { conflicts: Conflict[] } | { failed: string };

export function useEditor() {
  const [state, dispatch] = useReducer(editorReducer, initialState);
  const latest = useRef<EditorState>(state);
  latest.current = state;

  const load = useCallback(async (draft: Changes | undefined, startedFrom?: StartedFrom, open?: string) => {
    try {
      dispatch({ type: "loaded", ...(await api.load()), draft, startedFrom, open });
    } catch {
      dispatch({ type: "load-failed" });
    }
  }, []);

  useEffect(() => {
    const kept = keptDraft();
    void load(kept?.changes, kept?.startedFrom, kept?.open);
  }, [load]);

  // The draft lives in the browser as long as it is not saved, with what it started from and the file open.
  useEffect(() => {
    if (state.phase !== "ready") return;
    if (Object.keys(state.changes).length === 0) localStorage.removeItem(DRAFT_KEY);
    else localStorage.setItem(DRAFT_KEY, JSON.stringify({ changes: state.changes, startedFrom: state.startedFrom, open: state.current } satisfies KeptDraft));
  }, [state.phase, state.changes, state.startedFrom, state.current]);

  // The content check on the draft, a moment after the last change.
  useEffect(() => {
    if (state.phase !== "ready") return;
    const changes = state.changes;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .check(changes, controller.signal)
        // The messages redraw the form: as a transition, so a keystroke during it goes first.
        .then(({ errors, gaps }) => startTransition(() => dispatch({ type: "checked", errors, gaps, changes })))
        .catch(() => undefined);
    }, CHECK_DELAY);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [state.phase, state.changes]);

  // Leaving (closing the tab, reloading, typing another address) with unsaved changes asks first.
  const unsaved = Object.keys(state.changes).length > 0;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);

  const save = useCallback(async (draft?: { changes: Changes; startedFrom: StartedFrom }): Promise<SaveOutcome> => {
    const { changes, startedFrom } = draft ?? latest.current;
    try {
      const { saved, versions } = await api.save(changes, startedFrom);
      // Whatever was typed while saving stays a change, over the version just saved; what was saved is now the disk's.
      // A settled conflict's draft was handed in: the state may not show it yet.
      await load(draft ? draft.changes : latest.current.changes, { ...draft?.startedFrom, ...versions });
      return { saved: saved.length };
    } catch (error) {
      if (error instanceof ApiError && error.body.conflicts) return { conflicts: error.body.conflicts };
      if (error instanceof ApiError && error.body.errors) {
        dispatch({ type: "checked", errors: error.body.errors, changes });
        return { refused: error.body.errors };
      }
      return { failed: error instanceof Error ? error.message : String(error) };
    }
  }, [load]);

  /**
   * A conflict settled: the file's change becomes `data` (undefined: the other version is
   * kept, the change dropped) over the version on disk now, then the draft is saved again.
   */
  const resolve = useCallback(
    async (file: string, data: unknown, version: Version): Promise<SaveOutcome> => {
      const { changes: before, startedFrom: started } = latest.current;
      const { [file]: _dropped, ...others } = before;
      const changes = data === undefined ? others : { ...others, [file]: data };
      const startedFrom = { ...started, [file]: version };
      dispatch({ type: "resolved", file, data, version });
      if (Object.keys(changes).length === 0) {
        await load(changes, startedFrom);
        return { saved: 0 };
      }
      return save({ changes, startedFrom });
    },
    [load, save],
  );

  return { state, dispatch, save, resolve, reload: () => load(latest.current.changes) };
}
