import { alternativesText, formatNumber, rangeBetween } from "./locale-format.ts";
import { DEFAULT_LOCALE } from "./locale.ts";
import { parseFrenchNumber } from "./number.ts";

/*
 * A family's thickness range as the catalogue states it (content/familles.json): a span
 * such as « 50 à 250 », or the discrete values of a family made in a few thicknesses
 * only, « 60, 80 ou 100 ». It is a fact of its own, not a summary of the data sheet's
 * rows: RPN is sold from 50 µm although its table starts at 60. The content check only
 * asks that every row lie inside it (family-ranges).
 */

export type FamilyRange = { kind: "span"; min: number; max: number } | { kind: "list"; values: number[] };

const NUMBER = String.raw`\d+(?:,\d+)?`;
/** « 50 à 250 » */
export const SPAN_PATTERN = new RegExp(String.raw`^(${NUMBER}) à (${NUMBER})$`);
/** « 60, 80 ou 100 », « 400 ou 500 », or a single « 400 » */
export const LIST_PATTERN = new RegExp(String.raw`^${NUMBER}(?:(?:, ${NUMBER})* ou ${NUMBER})?$`);

/** The range a text states, or undefined when it is neither a span nor a list. */
export function parseFamilyRange(text: string): FamilyRange | undefined {
  const plain = text.trim().replace(/[\u00a0\u202f]/g, " ");
  const span = SPAN_PATTERN.exec(plain);
  if (span) {
    const [min, max] = [parseFrenchNumber(span[1]), parseFrenchNumber(span[2])];
    return min < max ? { kind: "span", min, max } : undefined;
  }
  if (!LIST_PATTERN.test(plain)) return undefined;
  const values = [...plain.matchAll(new RegExp(NUMBER, "g"))].map((match) => parseFrenchNumber(match[0]));
  const increasing = values.every((value, index) => index === 0 || value > values[index - 1]);
  return increasing ? { kind: "list", values } : undefined;
}

/** Whether a thickness lies inside the range: between its ends, or one of its values. */
export function rangeHolds(range: FamilyRange, thickness: number): boolean {
  return range.kind === "span" ? thickness >= range.min && thickness <= range.max : range.values.includes(thickness);
}

export const rangeEnds = (range: FamilyRange): [number, number] =>
  range.kind === "span" ? [range.min, range.max] : [range.values[0], range.values.at(-1)!];

/** « 50 à 250 », « 60, 80 ou 100 »: as the catalogue writes it (in English « 50 to 250 », « 60, 80 or 100 »…). */
export function rangeText(range: FamilyRange, locale: string = DEFAULT_LOCALE): string {
  if (range.kind === "span") return rangeBetween(range.min, range.max, locale);
  return alternativesText(range.values.map((value) => formatNumber(value, locale)), locale);
}

/**
 * A range as familles.json states it, in the page's language: French as written (and as
 * typeset), another language rewritten from the numbers; a text that is no range stays as it is.
 */
export function statedRangeText(text: string, locale: string = DEFAULT_LOCALE): string {
  const range = locale === DEFAULT_LOCALE ? undefined : parseFamilyRange(text);
  return range ? rangeText(range, locale) : text;
}

/** From the thinnest to the thickest of several families: the whole catalogue's span. */
export function overallRange(ranges: readonly FamilyRange[]): FamilyRange | undefined {
  if (ranges.length === 0) return undefined;
  const ends = ranges.map(rangeEnds);
  const min = Math.min(...ends.map(([low]) => low));
  const max = Math.max(...ends.map(([, high]) => high));
  return min === max ? { kind: "list", values: [min] } : { kind: "span", min, max };
}
