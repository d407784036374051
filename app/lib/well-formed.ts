// On its own, so the links built on every page (WhatsApp) take this rule without the mailto module.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Replaces unpaired UTF-16 surrogates (half an emoji, from a bad paste) with U+FFFD, so that
 * encodeURIComponent cannot throw. Uses String.prototype.toWellFormed where the browser has it.
 */
export function wellFormed(text: string): string {
  return typeof text.toWellFormed === "function" ? text.toWellFormed() : text.replace(LONE_SURROGATE, "\uFFFD");
}
