/*
 * How the content check writes values into its French sentences. One rule for every
 * check: a value quoted in a message stays on one line (line breaks shown as ⏎), long
 * texts are cut, and spaces an editor cannot see (no-break, narrow) are shown as ⍽ where
 * they make the difference.
 */

import { joinList } from "../text.ts";
import { DEFAULT_LOCALE } from "../locale.ts";

const frenchNumber = new Intl.NumberFormat(DEFAULT_LOCALE, { maximumFractionDigits: 6 });

/** `1,5`, `1 360`: French decimal comma, ordinary space between thousands (messages are read in terminals). */
export function formatNumber(value: number): string {
  return frenchNumber.format(value).replace(/[\u202f\u00a0]/g, " ");
}

/** A text to match literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function plural(count: number, word: string, plural = `${word}s`): string {
  return `${formatNumber(count)} ${count > 1 ? plural : word}`;
}

/** `a, b et c` */
export function andList(items: readonly string[]): string {
  return joinList(items, "et");
}

/** Spaces that look like ordinary ones: no-break, narrow no-break, figure, thin. */
export const INVISIBLE_SPACES = /[\u00a0\u202f\u2007\u2009\u200a]/g;

/** An excerpt of a text to quote on one line of a message: line breaks shown as ⏎, tabs as →, cut after `max` characters (unlike app/lib/mailto.ts's joinLines, which removes the breaks). */
export function lineExcerpt(text: string, max = 60): string {
  const flat = text.replace(/\r\n|[\r\n\u2028\u2029]/g, "⏎").replace(/\t/g, "→");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** « text » for a message, on one line. */
export function quote(text: string, max = 60): string {
  return `« ${lineExcerpt(text, max)} »`;
}

/** « text » with its invisible spaces shown as ⍽, for a value whose exact characters matter. */
export function quoteExact(text: string, max = 60): string {
  return quote(text.replace(INVISIBLE_SPACES, "⍽"), max);
}

export function describeValue(value: unknown, exact = false): string {
  if (value === null) return "null (vide)";
  if (Array.isArray(value)) return `une liste de ${plural(value.length, "élément")}`;
  switch (typeof value) {
    case "string":
      return `le texte ${exact ? quoteExact(value) : quote(value)}`;
    case "number":
      return `le nombre ${formatNumber(value)}`;
    case "boolean":
      return `la valeur ${value ? "true" : "false"}`;
    case "object":
      return "un objet { … }";
    default:
      return String(value);
  }
}
