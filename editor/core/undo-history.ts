import { changesBetween } from "./changes.ts";
import { sameValue } from "./draft.ts";
import type { Segment } from "./json-writer.ts";
import { itemTitles } from "./item-titles.ts";

/*
 * The session's undo history, across every file: each step is one file's content before
 * and after (null: no such file), so undoing stays right after a save or a switch to
 * another file. Typing in one field is one step until a pause or another field; a new
 * change clears what could be redone.
 */

/** The pause in the typing, in milliseconds, after which the next keystroke starts a new step. */
export const TYPING_PAUSE = 700;

/** The most steps kept: enough for a working day, without holding every version of every file. */
const LIMIT = 300;

/** What a step did, in terms the screen can word. */
export type StepWhat =
  | { kind: "field"; place: Segment[] }
  /** One entry added to or removed from a list: its title, then the titles of the entries it sits in, innermost first. */
  | { kind: "item-added" | "item-removed"; list: Segment[]; index: number; titles: string[] }
  /** Several fields at once (entries moved, a picture and its text…), under one place. */
  | { kind: "fields"; place: Segment[]; count: number }
  | { kind: "created" | "deleted" | "discarded" | "restored" };

export interface Step {
  file: string;
  /** The file's content before and after the step; null when there is no such file. */
  before: unknown;
  after: unknown;
  what: StepWhat;
  /** Set for typing: the next keystroke in the same field, within the pause, joins this step. */
  group?: string;
  /** When the step (or its last keystroke) happened, in milliseconds. */
  at: number;
}

export interface UndoHistory {
  past: readonly Step[];
  future: readonly Step[];
}

export const emptyHistory: UndoHistory = { past: [], future: [] };

const valueAt = (data: unknown, segments: readonly Segment[]) =>
  segments.reduce<unknown>((node, segment) => (node && typeof node === "object" ? (node as Record<string | number, unknown>)[segment] : undefined), data);

function commonPrefix(paths: readonly Segment[][]): Segment[] {
  const [first, ...others] = paths;
  let length = first.length;
  for (const path of others) {
    let index = 0;
    while (index < length && path[index] === first[index]) index += 1;
    length = index;
  }
  return first.slice(0, length);
}

/** What an edit of a file's data did: one field, one entry added or removed, or several fields under one place. */
export function describeEdit(before: unknown, after: unknown): StepWhat {
  const changes = changesBetween(before, after);
  if (changes.length === 1 && changes[0].counts) {
    const { segments: list, counts } = changes[0];
    const [old, now] = [valueAt(before, list) as unknown[], valueAt(after, list) as unknown[]];
    if (Math.abs(counts[0] - counts[1]) === 1) {
      const [longer, shorter] = counts[0] > counts[1] ? [old, now] : [now, old];
      let index = shorter.findIndex((item, at) => !sameValue(item, longer[at]));
      if (index < 0) index = shorter.length;
      // The entry's title and its lists' entries, as they were where it is present.
      const titles = itemTitles(counts[0] > counts[1] ? before : after, [...list, index]).reverse();
      return { kind: counts[0] > counts[1] ? "item-removed" : "item-added", list, index, titles };
    }
  }
  if (changes.length === 1) return { kind: "field", place: changes[0].segments };
  return { kind: "fields", place: changes.length ? commonPrefix(changes.map((change) => change.segments)) : [], count: changes.length };
}

/** The step for a change of `file` from `before` to `after`, by the kind of action; undefined when nothing changed. */
export function stepOf(file: string, before: unknown, after: unknown, action: "edited" | "created" | "deleted" | "discarded", at: number | undefined): Step | undefined {
  if (sameValue(before, after)) return undefined;
  const now = at ?? 0;
  if (action === "created") return { file, before, after, what: { kind: "created" }, at: now };
  if (action === "deleted") return { file, before, after, what: { kind: "deleted" }, at: now };
  // Dropping the changes of a file that was to be deleted brings it back.
  if (action === "discarded") return { file, before, after, what: { kind: before === null ? "restored" : "discarded" }, at: now };
  const what: StepWhat = before === null || after === null ? { kind: "fields", place: [], count: 1 } : describeEdit(before, after);
  // Only typing is grouped, and only when the keystroke's time is known.
  const group = what.kind === "field" && at !== undefined ? `${file}\n${JSON.stringify(what.place)}` : undefined;
  return { file, before, after, what, group, at: now };
}

/** The history with `step` done: joined to the last step when it continues its typing; nothing left to redo. */
export function record(history: UndoHistory, step: Step): UndoHistory {
  const last = history.past.at(-1);
  // Right after an undo, typing starts afresh rather than joining an older step.
  if (step.group && last?.group === step.group && history.future.length === 0 && step.at - last.at <= TYPING_PAUSE) {
    const joined = { ...last, after: step.after, at: step.at };
    const past = history.past.slice(0, -1);
    // Typed back to what it was: no step at all.
    return { past: sameValue(joined.before, joined.after) ? past : [...past, joined], future: [] };
  }
  return { past: [...history.past, step].slice(-LIMIT), future: [] };
}

/** The last step and the history without it, ready to redo; undefined when there is nothing to undo. */
export function undoStep(history: UndoHistory): { step: Step; history: UndoHistory } | undefined {
  const step = history.past.at(-1);
  return step && { step, history: { past: history.past.slice(0, -1), future: [...history.future, step] } };
}

/** The last undone step and the history with it done again; undefined when there is nothing to redo. */
export function redoStep(history: UndoHistory): { step: Step; history: UndoHistory } | undefined {
  const step = history.future.at(-1);
  return step && { step, history: { past: [...history.past, step], future: history.future.slice(0, -1) } };
}

/** Where the form should take the person once a step is undone or redone: the field, the entry back, or the list. */
export function placeToShow(step: Step, undone: boolean): Segment[] {
  const { what } = step;
  if (what.kind === "field" || what.kind === "fields") return what.place;
  if (what.kind === "item-added" || what.kind === "item-removed") {
    const present = (what.kind === "item-removed") === undone;
    return present ? [...what.list, what.index] : what.list;
  }
  return [];
}
