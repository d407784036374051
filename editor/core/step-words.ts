import { pathOf, placeName } from "#app/model/content-rules/places.ts";
import { TEXTS } from "../texts.ts";
import type { Segment } from "./json-writer.ts";
import type { Step } from "./undo-history.ts";

/** A place in a file as the content check names it ("ligne 3 (300 µm) › grammage"), else its path. */
function placeWords(data: unknown, place: readonly Segment[]): string {
  const path = pathOf(place);
  return placeName(data, path) ?? path;
}

/** A step of the history in words, for the undo and redo buttons and the notices; `label` names its file as the list of contents does. */
export function stepWords(step: Step, label: string): string {
  const { what } = step;
  const data = step.after ?? step.before;
  switch (what.kind) {
    case "field":
      return TEXTS.undo.field(placeWords(data, what.place), label);
    case "fields":
      return TEXTS.undo.fields(what.count, label, what.place.length > 0 ? placeWords(data, what.place) : undefined);
    case "item-removed":
      return TEXTS.undo.itemRemoved(what.titles[0], what.titles[1]);
    case "item-added":
      return TEXTS.undo.itemAdded(what.titles[0], what.titles[1]);
    default:
      return TEXTS.undo[what.kind](label);
  }
}
