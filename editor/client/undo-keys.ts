import { useCallback, useEffect, useRef } from "react";
import type { Segment } from "../core/json-writer.ts";

/*
 * Ctrl+Z (⌘Z), Ctrl+Maj+Z and Ctrl+Y undo and redo the editor's changes wherever the focus
 * is in the editor, a field of the form included: a field's own text goes back through the
 * editor's history too, one burst of typing at a time, so there is one undo and not two
 * that disagree. Fields that are not content — the search, a dialog, the publication's
 * message — keep the browser's own undo for their text.
 */

export const onMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

export function useUndoKeys(undo: () => void, redo: () => void) {
  useEffect(() => {
    const press = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const action = key === "z" ? (event.shiftKey ? redo : undo) : key === "y" && !event.shiftKey ? redo : undefined;
      if (!action) return;
      const target = event.target instanceof Element ? event.target : undefined;
      if (target?.closest('[role="dialog"]')) return;
      const typing = target?.matches("input, textarea, select, [contenteditable]:not([contenteditable='false'])");
      if (typing && !target?.closest("[data-undo-scope]")) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", press);
    return () => window.removeEventListener("keydown", press);
  }, [undo, redo]);
}

const FOCUSABLE = "input:not([type=hidden]), textarea, select, button, [tabindex]:not([tabindex='-1'])";

/**
 * Brings the form's field at `place` into view and gives it the focus, once the form has
 * drawn it: the field itself, else the first field of the entry or list. Returns a cancel.
 */
export function revealPlace(place: readonly Segment[]): () => void {
  if (place.length === 0) return () => undefined;
  const id = ["champ", ...place].join("_");
  let tries = 0;
  let timer: ReturnType<typeof setTimeout>;
  const attempt = () => {
    const exact = document.getElementById(id);
    const inside = [...document.querySelectorAll<HTMLElement>(`[id^="${CSS.escape(id)}_"]`)];
    const candidates = [exact, ...inside].filter((element): element is HTMLElement => element !== null);
    const field = candidates.find((element) => element.matches(FOCUSABLE) && !element.matches(":disabled"));
    if (!field && tries++ < 10) {
      timer = setTimeout(attempt, 50);
      return;
    }
    const shown = field ?? candidates[0];
    shown?.scrollIntoView({ block: "center" });
    field?.focus({ preventScroll: true });
  };
  timer = setTimeout(attempt, 0);
  return () => clearTimeout(timer);
}

/** How often the waiting clock looks at the time: short against the pause that ends a burst of typing. */
const BEAT = 100;

/**
 * A clock for grouping typing that runs only while the page waits for the person: a
 * moment the page spends redrawing the form or the preview is not a pause in the typing,
 * however slow the computer. It ticks by at most one beat between two looks, so a long
 * redraw counts as one beat.
 */
export function useWaitingClock(): () => number {
  const clock = useRef({ time: 0, beat: 0 });
  useEffect(() => {
    clock.current.beat = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      clock.current.time += Math.min(now - clock.current.beat, BEAT);
      clock.current.beat = now;
    }, BEAT);
    return () => clearInterval(timer);
  }, []);
  return useCallback(() => clock.current.time + Math.min(performance.now() - clock.current.beat, BEAT), []);
}
