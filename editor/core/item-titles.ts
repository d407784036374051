import { entryLabel } from "#app/model/content-rules/places.ts";
import type { UiNode } from "./form-schema.ts";
import { DEFAULT_LOCALE } from "#app/model/locale.ts";

/*
 * Each entry of a list titled as the content check names it — "Ligne 3 (300 µm)",
 * "Paragraphe 2", "Bloc 4 (Nos coordonnées)" — so a message about "ligne 3 (300 µm) ›
 * grammage" points at a box that says "Ligne 3 (300 µm)". A text entry is titled by its
 * number only: its own words are in the field.
 */

/** The form library's per-entry uiSchema: a function of the entry and its index. */
export type ItemUi = (item: unknown, index: number) => UiNode;

const capital = (text: string) => text.charAt(0).toLocaleUpperCase(DEFAULT_LOCALE) + text.slice(1);

/** The name of the list an entry of an entry belongs to (a table's row of cells). */
export const NESTED = "[]";

export function itemTitle(list: string, index: number, item: unknown): string {
  // A cell of a table row, as the check names it: "ligne 2 › cellule 3".
  if (list === NESTED) return `Cellule ${index + 1}`;
  const label = entryLabel(list, index, item);
  return capital(typeof item === "string" || item === undefined ? label.replace(/\s*\(.*\)$/s, "") : label);
}

/** The uiSchema with every list's entries titled; the list's field name gives the noun. */
export function withItemTitles(ui: UiNode, name = ""): UiNode {
  const out: UiNode = {};
  for (const [key, value] of Object.entries(ui)) {
    if (key === "items" && value && typeof value === "object") {
      const items = withItemTitles(value as UiNode, NESTED);
      out.items = ((item: unknown, index: number) => ({ ...items, "ui:title": itemTitle(name, index, item) })) satisfies ItemUi;
    } else if (!key.startsWith("ui:") && value && typeof value === "object") out[key] = withItemTitles(value as UiNode, key);
    else out[key] = value;
  }
  return out;
}

/**
 * The titles of the list entries a place in the data goes through, outermost first:
 * `categories.lignes[0].epaisseurs[1]` → ["Ligne 1 (Carton léger)", "Épaisseur 2 (250 µm)"].
 * The controls of an inner list name their entry and the entry it belongs to.
 */
export function itemTitles(data: unknown, path: readonly (string | number)[]): string[] {
  const titles: string[] = [];
  let node = data;
  let previous: string | number | undefined;
  for (const segment of path) {
    node = node && typeof node === "object" ? (node as Record<string | number, unknown>)[segment] : undefined;
    if (typeof segment === "number") titles.push(itemTitle(typeof previous === "string" ? previous : NESTED, segment, node));
    previous = segment;
  }
  return titles;
}
