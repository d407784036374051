import { formatNumberWith, NUMBER_WORDS } from "./number.ts";
import { DEFAULT_LOCALE } from "./locale.ts";

/*
 * How each language of the site writes the numbers and the small words the model puts
 * between them: a count, a range, a list, a duration in days, a date. The facts
 * (app/model/facts.ts) and the views (tables, figures, buyer facts) take the page's
 * locale and ask here; French output is what the site wrote before it had other
 * languages. A language is one entry of FORMATS, not new code. Pre-render code only, like
 * app/model/number.ts (the architecture test keeps number.ts out of the browser).
 */

/** One language's way with numbers and lists. */
export interface LocaleFormat {
  /** The BCP 47 tag of its dates, which Intl writes at pre-render time. */
  dateTag: string;
  decimalMark: string;
  groupSeparator: string;
  /** Count words by value from zero; a count beyond them is written in digits. Empty: always digits. */
  countWords: readonly string[];
  /** Between the items of a list but the last two: « , », « ، ». */
  listSeparator: string;
  /** The conjunctions of a list: « 60, 80 et 100 », « 60, 80 ou 100 ». */
  and: string;
  or: string;
  /** Conjunctions written against the next word, without a space (Arabic « و »). */
  attachedConjunctions: readonly string[];
  /** Between the ends of a range: « 100 à 300 ». */
  to: string;
  /** Whether a percent sign stands apart from its number (« 84 % »), or against it (English « 84% »). */
  percentApart: boolean;
  /** « 30 jours »: a number of days, the count as `count` writes it. */
  days: (count: number, written: string) => string;
}

const NARROW_NBSP = "\u202f";

/** Arabic nouns after a number: dual, 3–10 plural genitive, 11–99 singular accusative, else singular genitive. */
const arabicCounted = (count: number, written: string, forms: { one: string; two: string; few: string; many: string; other: string }) => {
  if (count === 1) return forms.one;
  if (count === 2) return forms.two;
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${written} ${forms.few}`;
  if (lastTwo >= 11) return `${written} ${forms.many}`;
  return `${written} ${forms.other}`;
};

export const FORMATS = {
  fr: {
    dateTag: "fr",
    decimalMark: ",",
    groupSeparator: NARROW_NBSP,
    countWords: NUMBER_WORDS,
    listSeparator: ", ",
    and: "et",
    or: "ou",
    attachedConjunctions: [],
    to: "à",
    percentApart: true,
    days: (count, written) => `${written} ${count >= 2 ? "jours" : "jour"}`,
  },
  en: {
    dateTag: "en-GB",
    decimalMark: ".",
    groupSeparator: ",",
    countWords: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen"],
    listSeparator: ", ",
    and: "and",
    or: "or",
    attachedConjunctions: [],
    to: "to",
    percentApart: false,
    days: (count, written) => `${written} ${count === 1 ? "day" : "days"}`,
  },
  // Tunisian usage (CLDR ar-TN): Western digits, decimal comma, dot between thousands. Counts
  // in digits: an Arabic number word agrees in gender with the noun it counts.
  ar: {
    dateTag: "ar-TN",
    decimalMark: ",",
    groupSeparator: ".",
    countWords: [],
    listSeparator: "، ",
    and: "و",
    or: "أو",
    attachedConjunctions: ["و"],
    to: "إلى",
    percentApart: true,
    days: (count, written) => arabicCounted(count, written, { one: "يوم واحد", two: "يومان", few: "أيام", many: "يومًا", other: "يوم" }),
  },
} satisfies Record<string, LocaleFormat>;

export type FormatLocale = keyof typeof FORMATS;

/** The way a language writes numbers; a language without an entry is a mistake the build must show. */
export function localeFormat(locale: string = DEFAULT_LOCALE): LocaleFormat {
  const format = (FORMATS as Record<string, LocaleFormat>)[locale];
  if (!format) throw new Error(`No number format for the language « ${locale} »: add it to FORMATS in app/model/locale-format.ts.`);
  return format;
}

/** 1234.5 → « 1 234,5 » (fr), « 1,234.5 » (en), « 1.234,5 » (ar): up to three decimals. */
export function formatNumber(value: number, locale: string = DEFAULT_LOCALE): string {
  const { decimalMark, groupSeparator } = localeFormat(locale);
  return formatNumberWith(value, decimalMark, groupSeparator);
}

/** A count as prose writes it: « quatre », « four », « 4 »; digits beyond the language's words. */
export function countText(count: number, locale: string = DEFAULT_LOCALE): string {
  return localeFormat(locale).countWords[count] ?? formatNumber(count, locale);
}

/**
 * Items run into a list, the last after `conjunction` (the language's « et » by default; a
 * label of content may give its own): « a, b et c », « a, b and c », « a، b وc ».
 */
export function listText(items: readonly string[], locale: string = DEFAULT_LOCALE, conjunction: string = localeFormat(locale).and): string {
  if (items.length <= 1) return items[0] ?? "";
  const format = localeFormat(locale);
  const last = format.attachedConjunctions.includes(conjunction.trim()) ? `${conjunction.trim()}${items.at(-1)}` : `${conjunction} ${items.at(-1)}`;
  return `${items.slice(0, -1).join(format.listSeparator)} ${last}`;
}

/** Alternatives: « 60, 80 ou 100 », « 60, 80 or 100 », « 60، 80 أو 100 ». */
export const alternativesText = (items: readonly string[], locale: string = DEFAULT_LOCALE) => listText(items, locale, localeFormat(locale).or);

/** Numbers in a list: « 200, 250 et 300 ». */
export const numberList = (values: readonly number[], locale: string = DEFAULT_LOCALE, conjunction?: string) =>
  listText(values.map((value) => formatNumber(value, locale)), locale, conjunction);

/** Two ends: « 100 à 300 », « 100 to 300 », « 100 إلى 300 »; one number when they are equal. */
export function rangeBetween(low: number, high: number, locale: string = DEFAULT_LOCALE): string {
  return low === high ? formatNumber(low, locale) : `${formatNumber(low, locale)} ${localeFormat(locale).to} ${formatNumber(high, locale)}`;
}

/** « 30 jours », « 30 days », « 30 يومًا ». */
export function daysText(count: number, locale: string = DEFAULT_LOCALE): string {
  return localeFormat(locale).days(count, countText(count, locale));
}

/** `2026-11-26` → « 26 novembre 2026 », « 26 November 2026 », « 26 نوفمبر 2026 ». */
export function dateText(isoDate: string, locale: string = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(localeFormat(locale).dateTag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * A number as a French text of content writes it (« 1,20 ± 0,2 », a family's stated
 * density), with the language's decimal mark: such texts are data, never translated.
 */
export function decimalsIn(frenchText: string, locale: string = DEFAULT_LOCALE): string {
  const { decimalMark } = localeFormat(locale);
  return decimalMark === "," ? frenchText : frenchText.replace(/(\d),(?=\d)/g, `$1${decimalMark}`);
}
