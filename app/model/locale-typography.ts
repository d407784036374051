import { localeFormat } from "./locale-format.ts";
import { frenchTypography, neutralTypography } from "./typography.ts";

/*
 * Typography per language, for the pre-render: it needs each language's word of a range
 * (locale-format.ts), which the browser's code does not load (typography.ts alone does).
 */

/** The typography of one text in a language: French's own rules, or what every language shares. */
export function typographyFor(locale = "fr"): (text: string) => string {
  if (locale === "fr") return frenchTypography;
  const { to, percentApart } = localeFormat(locale);
  return (text) => neutralTypography(text, to, percentApart);
}

/** Applies the language's typography (French by default) to every string of a content object (addresses and paths keep their spaces and apostrophes). */
export function typeset<T>(value: T, locale = "fr"): T {
  const set = typographyFor(locale);
  const walk = (item: unknown): unknown => {
    if (typeof item === "string") return set(item);
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === "object") return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    return item;
  };
  return walk(value) as T;
}
