import type { Entreprise } from "#app/generated/content-types.ts";

/*
 * The opening hours as visitors read them, written once for the pages (contact block,
 * footer) and the PDFs: content holds the times as "08:00" (the format of search
 * engines' data); French usage writes them « 8 h », « 8 h 30 », a slot « 8 h – 17 h »,
 * with no-break spaces so that a slot never breaks across lines (as the typesetting of
 * app/model/typography.ts writes a time typed in a text; the footer runs this in the
 * browser, which then needs no typesetting code).
 */

const NBSP = "\u00a0";

type Slot = Pick<Entreprise["horaires"][number], "ouverture" | "fermeture">;

/** Between the opening and the closing time: a dash with no-break spaces. */
export const TIME_RANGE_SEPARATOR = `${NBSP}–${NBSP}`;

/** "08:00" → « 8 h », "08:30" → « 8 h 30 ». */
export function frenchTime(value: string): string {
  const [hours, minutes = "00"] = value.split(":");
  return `${Number(hours)}${NBSP}h${minutes === "00" ? "" : `${NBSP}${minutes}`}`;
}

/** "08:00" → « 8:00 », "17:30" → « 17:30 »: the 24-hour clock with a colon. */
const colonTime = (value: string) => {
  const [hours, minutes = "00"] = value.split(":");
  return `${Number(hours)}:${minutes}`;
};

/**
 * A time of day in each language of the site (a new language is a new entry). Kept here,
 * not in app/model/locale-format.ts, because the footer draws the hours in the browser.
 */
const TIME_OF_DAY: Readonly<Record<string, (value: string) => string>> = { fr: frenchTime, en: colonTime, ar: colonTime };

/** "08:30" as the language writes it: « 8 h 30 » (fr), « 8:30 » (en, ar); French for a language without an entry. */
export const timeOfDay = (value: string, locale = "fr"): string => (TIME_OF_DAY[locale] ?? frenchTime)(value);

/** A slot's opening and closing times as written, or undefined for a closed day. */
export function slotTimes(slot: Slot, locale = "fr"): { opening: string; closing: string } | undefined {
  return slot.ouverture && slot.fermeture ? { opening: timeOfDay(slot.ouverture, locale), closing: timeOfDay(slot.fermeture, locale) } : undefined;
}

/** A slot's hours on one line, « 8 h – 17 h » (« 8:00 – 17:00 » in English), or undefined for a closed day. */
export function slotHours(slot: Slot, locale = "fr"): string | undefined {
  const times = slotTimes(slot, locale);
  return times && `${times.opening}${TIME_RANGE_SEPARATOR}${times.closing}`;
}
