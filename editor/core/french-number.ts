/*
 * Numbers as a French speaker types them in a form: "1,5" or "1.5", "1 360" with a space
 * between thousands. What is not a number is handed on as typed, so the content check
 * says what is wrong with it in its own words (« la valeur doit être un nombre »).
 */

const NUMBER = /^-?\d+([.,]\d+)?$/;

/** The value of a typed number: a number, undefined for an empty field, else the text itself. */
export function parseFrenchNumber(text: string): number | string | undefined {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (compact === "") return undefined;
  return NUMBER.test(compact) ? Number(compact.replace(",", ".")) : text;
}

/** A number as the field shows it: "1,5". */
export function showNumber(value: unknown): string {
  if (typeof value === "number") return String(value).replace(".", ",");
  return typeof value === "string" ? value : "";
}
