/*
 * French number formatting written out instead of `Intl.NumberFormat`: the first Intl
 * formatter a page creates loads the locale's data, one 75–100 ms task on a phone-class
 * CPU at start-up, for a comma and a thin space (docs/performance.md). The unit test
 * holds the output equal to `new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 3 })`.
 * Since the views write every table and figure out at pre-render time, only pre-render
 * code calls it (the views, the PDFs, the content checks; the dependency test keeps it out
 * of the browser), so Intl would now serve as well.
 */

const FRACTION_DIGITS = 3;
/** U+202F, the narrow no-break space French puts between groups of thousands. */
const GROUP_SEPARATOR = "\u202f";

/** The shortest decimal digits of a finite, non-negative number: integer and fraction parts. */
function decimalParts(value: number): [string, string] {
  const text = String(value);
  if (!text.includes("e")) {
    const [integer, fraction = ""] = text.split(".");
    return [integer, fraction];
  }
  // Exponent notation: ≥ 1e21 is a whole number; < 1e-6 rounds to 0 at three decimals.
  return value >= 1 ? [BigInt(value).toString(), ""] : ["0", ""];
}

/** Rounds to three decimals, half away from zero on the shortest decimal form, as ICU does. */
function rounded([integer, fraction]: [string, string]): [string, string] {
  if (fraction.length <= FRACTION_DIGITS) return [integer, fraction];
  let kept = fraction.slice(0, FRACTION_DIGITS);
  if (fraction[FRACTION_DIGITS] >= "5") {
    const digits = (BigInt(integer + kept) + 1n).toString().padStart(integer.length + FRACTION_DIGITS, "0");
    integer = digits.slice(0, -FRACTION_DIGITS);
    kept = digits.slice(-FRACTION_DIGITS);
  }
  return [integer, kept];
}

/** « 1,5 » → 1.5: a number as French text writes it, decimal comma (no thousands separator). */
export const parseFrenchNumber = (text: string) => Number(text.replace(",", "."));

/** French number words by value, as far as French prose writes a count in words. */
export const NUMBER_WORDS = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze", "treize", "quatorze", "quinze", "seize"];

/** Other words a text may count with: the feminine « une », and « vingt », which countInWords writes in digits. */
export const OTHER_COUNT_WORDS: Readonly<Record<string, number>> = { une: 1, vingt: 20 };

/** A count as French prose writes it: in words up to sixteen, in digits beyond. */
export function countInWords(count: number): string {
  return NUMBER_WORDS[count] ?? formatFrenchNumber(count);
}

/** « Six » → 6, « une » → 1: a count written in words, or undefined. « zéro » is not read: no text counts none of something. */
export function countFromWords(word: string): number | undefined {
  const lower = word.toLowerCase();
  const index = NUMBER_WORDS.indexOf(lower);
  return index > 0 ? index : OTHER_COUNT_WORDS[lower];
}

/** A number with up to three decimals, Western digits, the given decimal mark and thousands separator (app/model/locale-format.ts holds each language's). */
export function formatNumberWith(value: number, decimalMark: string, groupSeparator: string): string {
  if (Number.isNaN(value)) return "NaN";
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  if (!Number.isFinite(value)) return `${sign}∞`;
  const [integer, fraction] = rounded(decimalParts(Math.abs(value)));
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, groupSeparator);
  const decimals = fraction.replace(/0+$/, "");
  return decimals ? `${sign}${grouped}${decimalMark}${decimals}` : `${sign}${grouped}`;
}

/** A number written the French way: decimal comma, narrow no-break space between thousands. */
export const formatFrenchNumber = (value: number): string => formatNumberWith(value, ",", GROUP_SEPARATOR);
