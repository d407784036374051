import type { Langues, Traduction } from "#app/generated/content-types.ts";
import { segmentsOf, type Segment } from "./content-rules/places.ts";

/*
 * The other languages of the site, made from the French content and the translation files
 * of content/traductions/<code>/ (docs/decisions/2026-11-26-translations-beside-french.md).
 * A translation remembers the French text it translates: when the French changes, the
 * translation is "à revoir" and the page shows the French until someone reviews it, so a
 * translated page never states what the French no longer says.
 */

/** One translated text: its place in the French file (`blocs[2].titre`), the French it translates, and its translation (empty: still to translate). */
export type TranslatedText = Traduction["textes"][number];

/** The texts of one translation file, by their place in the French file. */
export type TranslationEntries = ReadonlyMap<string, TranslatedText>;

/** A translation file's texts by place (a place written twice is refused by the content check; the last would count). */
export const entriesOf = (translation: Traduction | undefined): TranslationEntries => new Map((translation?.textes ?? []).map((text) => [text.champ, text]));

export type Language = Langues["langues"][number];

/** Where a translatable text stands in one language. */
export type TextState = "traduit" | "à traduire" | "à revoir";

/** The state of a French text in a language, given its entry in the translation file (if any). */
export function textState(french: string, entry: TranslatedText | undefined): TextState {
  if (!entry || entry.traduction === "") return "à traduire";
  return entry.fr === french ? "traduit" : "à revoir";
}

/** The marks between braces a text holds, sorted: facts the site fills ({fiches.nombre}) and values a component fills ({destinataire}). */
export function marksOf(text: string): string[] {
  return [...text.matchAll(/\{[^{}\s]+\}/g)].map((match) => match[0]).sort();
}

/** Whether two texts hold the same marks, as many times each. */
export const sameMarks = (a: string, b: string) => marksOf(a).join("\n") === marksOf(b).join("\n");

/** The value at a place of a file's data, or undefined. */
export const valueAt = (data: unknown, segments: readonly Segment[]): unknown =>
  segments.reduce<unknown>((value, segment) => (value && typeof value === "object" ? (value as Record<string | number, unknown>)[segment] : undefined), data);

function withValue(data: unknown, segments: readonly Segment[], value: string): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments;
  if (Array.isArray(data)) return data.map((item, index) => (index === head ? withValue(item, rest, value) : item));
  const record = data as Record<string, unknown>;
  return { ...record, [head]: withValue(record[head], rest, value) };
}

/**
 * A French file's data in another language: each text whose translation is up to date
 * (its `fr` is the French text as written) is replaced by it, finished by `finish` (facts
 * filled, the language's typography); a text to translate or to review keeps its French.
 * `shown` is the French as the site shows it (facts filled, French typography), compared
 * against `written`, the file as written. Numbers, tables, images and the company's details
 * are never in a translation file (the content check refuses them there), so they stay
 * the French file's.
 */
export function translateData<T>(written: T, entries: TranslationEntries | undefined, shown: T = written, finish: (text: string) => string = (text) => text): T {
  if (!entries) return shown;
  let out: unknown = shown;
  for (const [place, entry] of entries) {
    const segments = segmentsOf(place);
    const french = valueAt(written, segments);
    if (typeof french === "string" && textState(french, entry) === "traduit") out = withValue(out, segments, finish(entry.traduction));
  }
  return out as T;
}

/** The French source language: the first of content/site/langues.json. */
export const sourceLanguage = (languages: Langues) => languages.langues[0];

/** The languages other than French whose pages are built: those not « désactivée ». */
export const builtTranslations = (languages: Langues) => languages.langues.slice(1).filter((language) => language.etat !== "désactivée");

/** Every language whose pages are built, French first. */
export const builtLanguages = (languages: Langues) => [sourceLanguage(languages), ...builtTranslations(languages)];

/** One translatable French text: its file under content/, its place and its text. */
export interface FrenchText {
  file: string;
  path: string;
  value: string;
}

/** A text of a language that is not up to date: to translate, to review, or translated but gone from the French. */
export interface TranslationGap {
  locale: string;
  /** The French file, under content/. */
  file: string;
  path: string;
  state: Exclude<TextState, "traduit"> | "disparu";
}

/**
 * What is left to do in one language: every translatable French text without an
 * up-to-date translation, and every translation whose French text is gone (a block removed).
 * `translations` maps a French file (under content/) to its translation file's texts.
 */
export function translationGaps(locale: string, french: readonly FrenchText[], translations: ReadonlyMap<string, TranslationEntries>): TranslationGap[] {
  const gaps: TranslationGap[] = [];
  const known = new Set<string>();
  for (const text of french) {
    known.add(`${text.file}\n${text.path}`);
    const state = textState(text.value, translations.get(text.file)?.get(text.path));
    if (state !== "traduit") gaps.push({ locale, file: text.file, path: text.path, state });
  }
  for (const [file, entries] of translations)
    for (const path of entries.keys()) if (!known.has(`${file}\n${path}`)) gaps.push({ locale, file, path, state: "disparu" });
  return gaps;
}
