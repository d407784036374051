/**
 * French typography for text typed with ordinary spaces: no-break spaces before
 * ; ! ? : % and inside « », and between a number and its unit, so "20 %" or
 * "300 µm" never break across lines. Editors keep typing plain spaces.
 */
const NARROW_NBSP = "\u202f";
const NBSP = "\u00a0";
const UNITS = "µm|mm|cm|m|g/cm³|g/m²|kg|g|ms|s|°C";

// Built once: the typesetter runs over every string of the content at start-up.
const NUMBER_AND_UNIT = new RegExp(`(\\d) (${UNITS})(?![\\p{L}\\d])`, "gu");

export function frenchTypography(text: string): string {
  return text
    .replace(/ ([;!?%»])/g, `${NARROW_NBSP}$1`)
    .replace(/« /g, `«${NARROW_NBSP}`)
    .replace(/ :/g, `${NBSP}:`)
    .replace(NUMBER_AND_UNIT, `$1${NBSP}$2`);
}

/** Applies frenchTypography to every string of a content object (addresses and paths have no spaces, so they pass unchanged). */
export function typeset<T>(value: T): T {
  if (typeof value === "string") return frenchTypography(value) as T;
  if (Array.isArray(value)) return value.map(typeset) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeset(item)])) as T;
  return value;
}
