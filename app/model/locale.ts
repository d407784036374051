/*
 * The site's languages. French is the only one today; every reader of content takes a
 * locale, so that a second language is new content, not new code paths.
 */

export const LOCALES = ["fr"] as const;

export type Locale = (typeof LOCALES)[number];

/** The site's first language, at "/". */
export const DEFAULT_LOCALE: Locale = "fr";
