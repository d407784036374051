import { TEXTS } from "../texts.ts";
import type { PlaceNamer } from "./place-words.ts";
import type { Step } from "./undo-history.ts";

/**
 * A step of the history in words, for the undo and redo buttons and the notices: `label`
 * names its file as the list of contents does, `words` its field as the form does.
 */
export function stepWords(step: Step, label: string, words: PlaceNamer): string {
  const { what } = step;
  const data = step.after ?? step.before;
  switch (what.kind) {
    case "field":
      return TEXTS.undo.field(words(step.file, what.place, data), label);
    case "fields":
      return TEXTS.undo.fields(what.count, label, what.place.length > 0 ? words(step.file, what.place, data) : undefined);
    case "item-removed":
      return TEXTS.undo.itemRemoved(what.titles[0], what.titles[1]);
    case "item-added":
      return TEXTS.undo.itemAdded(what.titles[0], what.titles[1]);
    default:
      return TEXTS.undo[what.kind](label);
  }
}
