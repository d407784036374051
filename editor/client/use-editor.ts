import { useCallback, useEffect, useReducer, useRef } from "react";
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

function keptDraft(): Changes | undefined {
  try {
    const text = localStorage.getItem(DRAFT_KEY);
    return text ? (JSON.parse(text) as Changes) : undefined;
  } catch {
    return undefined;
  }
}

export type SaveOutcome = { saved: number } | { refused: ShownError[] } | { failed: string };

export function useEditor() {
  const [state, dispatch] = useReducer(editorReducer, initialState);
  const latest = useRef<EditorState>(state);
  latest.current = state;

  const load = useCallback(async (draft: Changes | undefined) => {
    try {
      dispatch({ type: "loaded", ...(await api.load()), draft });
    } catch {
      dispatch({ type: "load-failed" });
    }
  }, []);

  useEffect(() => {
    void load(keptDraft());
  }, [load]);

  // The draft lives in the browser as long as it is not saved.
  useEffect(() => {
    if (state.phase !== "ready") return;
    if (Object.keys(state.changes).length === 0) localStorage.removeItem(DRAFT_KEY);
    else localStorage.setItem(DRAFT_KEY, JSON.stringify(state.changes));
  }, [state.phase, state.changes]);

  // The content check on the draft, a moment after the last change.
  useEffect(() => {
    if (state.phase !== "ready") return;
    const changes = state.changes;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .check(changes, controller.signal)
        .then(({ errors }) => dispatch({ type: "checked", errors, changes }))
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

  const save = useCallback(async (): Promise<SaveOutcome> => {
    const changes = latest.current.changes;
    try {
      const { saved } = await api.save(changes);
      // Whatever was typed while saving stays a change; what was saved is now the disk's.
      await load(latest.current.changes);
      return { saved: saved.length };
    } catch (error) {
      if (error instanceof ApiError && error.body.errors) {
        dispatch({ type: "checked", errors: error.body.errors, changes });
        return { refused: error.body.errors };
      }
      return { failed: error instanceof Error ? error.message : String(error) };
    }
  }, [load]);

  return { state, dispatch, save, reload: () => load(latest.current.changes) };
}
