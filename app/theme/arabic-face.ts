import arabic from "./fonts/noto-sans-arabic.woff2?url";
import { ARABIC_RANGE, ARABIC_WEIGHTS } from "./font-subsets.ts";
import { fontFamily } from "./tokens.ts";

/*
 * The Arabic pages' typeface, in a module that only right-to-left.ts imports: the left-to-
 * right pages' code never names it, so their pages never ask for its file.
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
