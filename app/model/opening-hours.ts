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

/** A slot's opening and closing times as written, or undefined for a closed day. */
export function slotTimes(slot: Slot): { opening: string; closing: string } | undefined {
  return slot.ouverture && slot.fermeture ? { opening: frenchTime(slot.ouverture), closing: frenchTime(slot.fermeture) } : undefined;
}

/** A slot's hours on one line, « 8 h – 17 h », or undefined for a closed day. */
export function slotHours(slot: Slot): string | undefined {
  const times = slotTimes(slot);
  return times && `${times.opening}${TIME_RANGE_SEPARATOR}${times.closing}`;
}
