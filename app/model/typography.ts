/**
 * French typography for text typed with ordinary spaces and straight apostrophes:
 * no-break spaces before ; ! ? : % and inside « », between a number and its unit, a sign
 * and its number, around the « à » of a range and the « h » of a time, so "20 %",
 * "300 µm", "> 84", "1,20 ± 0,2" or "300 à 600 g/m²" never break across lines; and the
 * typographic apostrophe (’) in words. Editors keep typing plain spaces and ' .
 */
const NARROW_NBSP = "\u202f";
const NBSP = "\u00a0";
const UNITS = "µm|mm|cm|m|g/cm³|g/m²|kg|g|ms|s|h|°C";

/**
 * The specification's own messages, shown byte for byte as it writes them (straight
 * apostrophe, no space before « ! », three dots): typesetting leaves them as they are.
 */
const VERBATIM = new Set([
  "Votre message a été envoyé avec succès!",
  "Échec de l'envoi du message. Veuillez réessayer.",
  "Envoi en cours...",
  "Oops! Page not found",
  "Unexpected Application Error!",
]);

// Built once: the typesetter runs over every string of the content at start-up.
const NUMBER_AND_UNIT = new RegExp(`(\\d) (${UNITS})(?![\\p{L}\\d])`, "gu");
/** A comparison or approximation sign before a number: "> 84", "≤ 2", "≈ 2 000", "± 0,2". */
const SIGN_AND_NUMBER = /(^|[\s(])([<>≤≥≈±]) (?=\d)/gu;
/** A percent sign written apart from its number ("84 %"): French puts a narrow space there itself. */
const NUMBER_AND_PERCENT = /(\d) %/gu;
/** « ± » between two numbers: "1,20 ± 0,2". */
const NUMBER_AND_TOLERANCE = /(\d) ±(?=\u00a0\d)/gu;
/**
 * A range is read as one quantity, so it is kept whole: "300 à 600 g/m²", "60 à 84 %",
 * "8 h – 17 h". Gluing only the last number to its unit would still let a line end on
 * "300 à", which reads as unfinished; the whole range is at most some twenty characters,
 * which fits the narrowest screen (320 px), so the line breaks before it instead ("de" may
 * end the line above). Only a number on each side makes a range: "prêt à 100" stays as typed.
 */
const RANGE = /(\d) à (?=\d)/gu;
/** A time or time range: "8 h 30", "8 h – 17 h" (the « h » is already glued to its hour). */
const HOUR_AND_MINUTES = /(\d\u00a0h) (\d\d)(?!\d)/gu;
const TIME_RANGE = /(\d|\u00a0h) – (?=\d)/gu;
/** A straight apostrophe between two letters: l'eau, aujourd'hui. */
const APOSTROPHE = /(?<=\p{L})'(?=\p{L})/gu;
/** A web or mail address, or a path: written exactly as it must be typed. */
const ADDRESS = /^(?:[a-z][a-z+.-]*:|\/|[^@\s]+@[^@\s]+\.)/i;

const apostrophes = (text: string) => (text.includes("'") ? text.replace(/\S+/g, (word) => (ADDRESS.test(word) ? word : word.replace(APOSTROPHE, "\u2019"))) : text);

export function frenchTypography(text: string): string {
  if (VERBATIM.has(text)) return text;
  return apostrophes(
    text
      .replace(/ ([;!?%»])/g, `${NARROW_NBSP}$1`)
      .replace(/« /g, `«${NARROW_NBSP}`)
      .replace(/ :/g, `${NBSP}:`)
      .replace(NUMBER_AND_UNIT, `$1${NBSP}$2`)
      .replace(SIGN_AND_NUMBER, `$1$2${NBSP}`)
      .replace(NUMBER_AND_TOLERANCE, `$1${NBSP}±`)
      .replace(RANGE, `$1${NBSP}à${NBSP}`)
      .replace(HOUR_AND_MINUTES, `$1${NBSP}$2`)
      .replace(TIME_RANGE, `$1${NBSP}–${NBSP}`),
  );
}

/**
 * What every language shares: a number kept with its unit or percent sign and a sign with its number
 * ("300 µm", "84 %", "> 84", "1.20 ± 0.2"), and a range kept whole with the language's word
 * between its ends ("300 to 600 g/m²", "300 إلى 600 g/m²"), as French does with « à »:
 * none breaks across lines, nor is split by the bidirectional algorithm inside Arabic text.
 * A language that writes the percent sign against its number (`percentApart` false: English
 * « 84% ») gets it there, whichever way the text was typed.
 */
export function neutralTypography(text: string, rangeWord?: string, percentApart = true): string {
  const glued = text.replace(NUMBER_AND_PERCENT, percentApart ? `$1${NBSP}%` : "$1%").replace(NUMBER_AND_UNIT, `$1${NBSP}$2`).replace(SIGN_AND_NUMBER, `$1$2${NBSP}`).replace(NUMBER_AND_TOLERANCE, `$1${NBSP}±`);
  return rangeWord ? glued.replaceAll(` ${rangeWord} `, (match, at: number) => (/\d/.test(glued[at - 1] ?? "") && /\d/.test(glued[at + match.length] ?? "") ? `${NBSP}${rangeWord}${NBSP}` : match)) : glued;
}
