/*
 * The Arabic pages' short Inter Latin, beside font-subsets.ts rather than in it: only
 * arabic-face.ts (the right-to-left chunk), the generator and the tests read it, so the
 * left-to-right pages' code does not carry its range.
 */

/**
 * Inter's Latin as the Arabic pages show it: ASCII, and the few symbols and letters their
 * text brings beside the Arabic (units µm, g/m², g/cm³, °C, ±; «», —, –, …, ’, ©, · between
 * a link and its language; ç of « Français »; À and é of the French the content still
 * leaves untranslated there; the no-break and thin spaces), plus what their styles draw:
 * the contact details' arrow ↑ and MUI's zero-width space. 19.7 KB where the Latin file is
 * 28.2 KB, on pages that also load the Arabic face (18 KB) beside their largest paint.
 * Cut like Inter's other files (font-subsets.ts: weights, features). arabic-face.ts
 * declares it in Inter's family and narrows the full Latin face to the characters this
 * range leaves out, so the full file is only fetched for one of those (arabicPageFonts).
 * test/unit/fonts.test.ts holds the range to what the Arabic pages show.
 */
export const INTER_ARABIC_PAGES_RANGE = "U+0020-007E,U+00A0,U+00A9,U+00AB,U+00B0-00B3,U+00B5,U+00B7,U+00BB,U+00C0,U+00E7,U+00E9,U+2009,U+200B,U+2013-2014,U+2019,U+2026,U+2191";

export const INTER_ARABIC_PAGES_SUBSET = { file: "inter-latin-arabic-pages.woff2", source: "inter-latin-wght-normal.woff2", unicodeRange: INTER_ARABIC_PAGES_RANGE } as const;

/**
 * The full Latin face's range on a page that has the short one: the Latin file's range
 * (font-subsets.ts) without INTER_ARABIC_PAGES_RANGE, so that no character is in both,
 * and without the control characters and U+FFFD, for which the full file has no glyph
 * either (but U+0000's empty one). Written out rather than computed, which would weigh on
 * the Arabic pages' code, at the edge of its budget (scripts/build/page-weight.ts);
 * test/unit/right-to-left.test.tsx checks it is exactly that difference, and
 * test/unit/fonts.test.ts that the full file draws nothing it leaves out.
 */
export const LATIN_RANGE_BESIDE_SHORT =
  "U+00A1-00A8,U+00AA,U+00AC-00AF,U+00B4,U+00B6,U+00B8-00BA,U+00BC-00BF,U+00C1-00E6,U+00E8,U+00EA-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2008,U+200A,U+200C-2012,U+2015-2018,U+201A-2025,U+2027-206F,U+20AC,U+2122,U+2193,U+2212,U+2215,U+FEFF";
