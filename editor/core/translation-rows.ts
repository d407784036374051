import type { Traduction } from "#app/generated/content-types.ts";
import { schemaRefFor, TRANSLATION_SCHEMA } from "#app/model/collections.ts";
import { pathOf, segmentsOf, stringsIn } from "#app/model/content-rules/places.ts";
import { textState, valueAt, type TextState, type TranslatedText } from "#app/model/translations.ts";

/*
 * A translation file as a translator works on it: one row per text of the French file,
 * with the French as it is now beside the translation and where the translation stands.
 * Worked out from the draft at each keystroke (a French edit shows « à revoir » in the
 * other languages at once); the texts the check says are still to translate and that the
 * file does not list yet come from the content check of the draft.
 */

export type RowState = TextState | "disparu";

export interface TranslationRow {
  /** The text's place in the French file: `blocs[2].titre`. */
  champ: string;
  /** The French text now (the draft's); undefined when the French file no longer has it. */
  french?: string;
  /** The file's entry for the text, if it has one. */
  entry?: TranslatedText;
  state: RowState;
}

export type RowFilter = "tous" | "à traduire" | "à revoir";

/**
 * The rows of one translation file: its entries, and the places `toTranslate` names that it
 * has no entry for, in the French file's order; texts whose French is gone come last.
 */
export function translationRows(french: unknown, translation: Partial<Traduction> | undefined, toTranslate: readonly string[] = []): TranslationRow[] {
  const rows: TranslationRow[] = [];
  const listed = new Set<string>();
  for (const entry of translation?.textes ?? []) {
    if (listed.has(entry.champ)) continue;
    listed.add(entry.champ);
    const value = valueAt(french, segmentsOf(entry.champ));
    rows.push(typeof value === "string" ? { champ: entry.champ, french: value, entry, state: textState(value, entry) } : { champ: entry.champ, entry, state: "disparu" });
  }
  for (const champ of toTranslate) {
    const value = valueAt(french, segmentsOf(champ));
    if (listed.has(champ) || typeof value !== "string") continue;
    listed.add(champ);
    rows.push({ champ, french: value, state: "à traduire" });
  }
  // The places of the French file's texts, in the order it writes them.
  const order = new Map([...stringsIn(french)].map(({ segments }, index) => [pathOf(segments), index]));
  const rank = (row: TranslationRow) => order.get(row.champ) ?? Number.MAX_SAFE_INTEGER;
  return rows.sort((a, b) => rank(a) - rank(b));
}

/** What is left in a file or a language: texts to translate, and to review (a gone text counts: someone must remove it). */
export interface LeftToDo {
  toTranslate: number;
  toReview: number;
}

export const leftToDo = (rows: readonly TranslationRow[]): LeftToDo => ({
  toTranslate: rows.filter((row) => row.state === "à traduire").length,
  toReview: rows.filter((row) => row.state === "à revoir" || row.state === "disparu").length,
});

export const rowShown = (row: TranslationRow, filter: RowFilter) =>
  filter === "tous" || row.state === filter || (filter === "à revoir" && row.state === "disparu");

/**
 * The translation file with one row's translation changed: an entry takes the new text and keeps the French it
 * translates (a review is said apart, with `reviewed`), unless it had no translation yet; a row with no entry gets one,
 * with the French as it is now, at its place in the French order.
 */
export function withTranslation(translation: Traduction, rows: readonly TranslationRow[], champ: string, traduction: string): Traduction {
  const textes = translation.textes ?? [];
  const at = textes.findIndex((entry) => entry.champ === champ);
  const row = rows.find((candidate) => candidate.champ === champ);
  // A text translated for the first time translates the French as the translator sees it.
  const fr = (entry: TranslatedText) => (entry.traduction === "" && row?.french ? row.french : entry.fr);
  if (at >= 0) return { ...translation, textes: textes.map((entry, index) => (index === at ? { ...entry, fr: fr(entry), traduction } : entry)) };
  if (!row?.french) return translation;
  // Before the first listed text that comes after it in the French file.
  const later = rows.slice(rows.indexOf(row) + 1).find((candidate) => candidate.entry)?.entry;
  const index = later ? textes.findIndex((entry) => entry.champ === later.champ) : -1;
  const entry = { champ, fr: row.french, traduction };
  return { ...translation, textes: index >= 0 ? [...textes.slice(0, index), entry, ...textes.slice(index)] : [...textes, entry] };
}

/** The translation file once a row is reviewed: its entry now translates the French as it is. */
export function reviewed(translation: Traduction, row: TranslationRow): Traduction {
  if (!row.french) return translation;
  return { ...translation, textes: translation.textes.map((entry) => (entry.champ === row.champ ? { ...entry, fr: row.french! } : entry)) };
}

/** A translation file not written yet (`file`, under content/), as its first text creates it. */
export const emptyTranslation = (file: string): Traduction => ({ $schema: schemaRefFor(file, TRANSLATION_SCHEMA), textes: [] });

/** The translation file without a row whose French text is gone. */
export const withoutRow = (translation: Traduction, champ: string): Traduction => ({ ...translation, textes: translation.textes.filter((entry) => entry.champ !== champ) });
