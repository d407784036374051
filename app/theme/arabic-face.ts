import arabic from "./fonts/noto-sans-arabic.woff2?url";
import latinForArabicPages from "./fonts/inter-latin-arabic-pages.woff2?url";
import { INTER_ARABIC_PAGES_RANGE, LATIN_RANGE_BESIDE_SHORT } from "./arabic-pages-latin.ts";
import { ARABIC_RANGE, ARABIC_WEIGHTS } from "./font-subsets.ts";
import { faceCss, fontFaceCssFor, type PageFonts } from "./fonts.ts";
import { fontFamily } from "./tokens.ts";

/*
 * The Arabic pages' typefaces, in a module that only right-to-left.ts imports: the left-to-
 * right pages' code never names them, so their pages never ask for their files.
 */

/** The Arabic pages' face; its range holds Arabic characters only. */
export const ARABIC_FAMILY = "Noto Sans Arabic Variable";

/**
 * The Arabic pages' stack: Noto Sans Arabic for Arabic letters, then Inter for what its
 * range leaves out (Latin product codes and units, digits, spaces and punctuation).
 */
export const arabicFontFamily = `"${ARABIC_FAMILY}", ${fontFamily}`;

/** Noto Sans Arabic, cut like Inter (font-subsets.ts). */
export const ARABIC_FONT_FACE = { file: arabic, unicodeRange: ARABIC_RANGE } as const;

/**
 * Its rule. `optional` as for Inter, for the same reason: the preloaded file or, for the
 * whole page, the system's Arabic font, never a reflow; its range keeps the file away
 * from any text but Arabic.
 */
export const arabicFontFaceCss = `@font-face{font-family:"${ARABIC_FAMILY}";font-style:normal;font-display:optional;font-weight:${ARABIC_WEIGHTS.min} ${ARABIC_WEIGHTS.max};src:url(${arabic}) format("woff2-variations");unicode-range:${ARABIC_RANGE}}`;

/** Inter's short Latin (arabic-pages-latin.ts): what the Arabic pages show of Inter's Latin file, in 70 % of its bytes. */
export const LATIN_FOR_ARABIC_PAGES = { file: latinForArabicPages, unicodeRange: INTER_ARABIC_PAGES_RANGE } as const;

/**
 * An Arabic page's fonts, from every text it can show: Inter's short Latin file in place
 * of the full one, preloaded after the Arabic face, which most of the text waits for. The
 * full file stays declared, but only for the characters the short one lacks (what a
 * visitor types in a form; test/unit/fonts.test.ts fails if an Arabic page's own text has
 * one): with overlapping ranges, Chromium laying the page out before the short file had
 * arrived went on to the next face covering the text and fetched the full file too, 28 KB
 * more on a slow connection, as Latin Extended did for "cœur" (font-subsets.ts).
 */
export function arabicPageFonts(text: string): PageFonts {
  return { css: arabicFontFaceCss + fontFaceCssFor(text, LATIN_RANGE_BESIDE_SHORT) + faceCss(LATIN_FOR_ARABIC_PAGES), preloads: [arabic, latinForArabicPages] };
}
