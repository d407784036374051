/**
 * What the site's font files hold: Inter's two, and the Arabic pages' face (below; their
 * short Latin is arabic-pages-latin.ts's). `npm run generate:fonts` cuts them from
 * @fontsource-variable/inter's Latin and Latin Extended files with these settings, and
 * fonts.ts declares them with the same ranges and weights, so the @font-face rules and
 * the files cannot disagree.
 *
 * The ranges are the package's, except that Latin Extended leaves out what the Latin file
 * already covers (œ, ı, combining accents…): with the overlap, a browser that had not
 * received the Latin file in time fetched the extended one for every "cœur".
 * test/unit/fonts.test.ts checks both against the package.
 */
export const INTER_SUBSETS = [
  {
    file: "inter-latin-ext.woff2",
    source: "inter-latin-ext-wght-normal.woff2",
    unicodeRange:
      "U+0100-0130,U+0132-0151,U+0154-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  },
  {
    file: "inter-latin.woff2",
    source: "inter-latin-wght-normal.woff2",
    unicodeRange:
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  },
] as const;

/**
 * The weights the site sets: 400 for text, 600 to 700 for headings, labels and figures.
 * The package's files span 100 to 900; keeping this part of the weight axis only is about
 * a quarter of the Latin file. A weight outside it would show the nearest one.
 */
export const INTER_WEIGHTS = { min: 400, max: 700 } as const;

/**
 * The OpenType features the files keep: those browsers apply to text by default
 * (kerning, ligatures, contextual forms, marks, localised forms, required variation
 * alternates) and tabular figures, which the tables and key figures ask for
 * (`font-variant-numeric: tabular-nums`). Inter's stylistic sets, alternate characters,
 * fractions and superscripts are never switched on by the site; without them the Latin
 * file is about a tenth smaller.
 */
export const INTER_FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "rvrn", "tnum"] as const;

/**
 * The Arabic pages' face, from @fontsource-variable/noto-sans-arabic: a humanist sans
 * drawn to sit beside Latin sans faces like Inter (similar stroke contrast and weights).
 * Its range is the Arabic letters, their marks (harakat, shadda, sukun, superscript and
 * wasla alef), the tatweel, the Arabic-Indic digits with their separators and percent
 * sign, and the Arabic comma, semicolon and question mark: every Arabic character of the
 * content (test/unit/fonts.test.ts checks it) and what an editor's new sentence may
 * bring. The rest of the Arabic block (Persian, Urdu and Quranic letters and signs) would
 * double the file. Latin letters, digits, spaces and punctuation stay Inter's.
 */
export const ARABIC_RANGE = "U+060C,U+061B,U+061F,U+0621-063A,U+0640-065F,U+0660-066D,U+0670-0671";

export const ARABIC_SUBSET = { file: "noto-sans-arabic.woff2", source: "noto-sans-arabic-arabic-wght-normal.woff2", unicodeRange: ARABIC_RANGE } as const;

/** The same part of the weight axis as Inter's (the package's file spans 100 to 900). */
export const ARABIC_WEIGHTS = INTER_WEIGHTS;

/**
 * The features HarfBuzz's and the browsers' Arabic shaping applies by default: joining
 * forms (isol, init, medi, fina and the Syriac-style fin2, fin3, med2 the font may use),
 * the required ligatures (lam-alef), cursive attachment and mark positioning, and
 * kashida stretching (stch).
 */
export const ARABIC_FEATURES = [
  "ccmp", "locl", "isol", "init", "medi", "med2", "fina", "fin2", "fin3", "rlig", "calt", "rclt", "liga", "clig", "mset", "curs", "kern", "mark", "mkmk", "stch", "rvrn",
] as const;

/** "U+0100-0130,U+2113" → [[0x100, 0x130], [0x2113, 0x2113]]. */
export function codePointRanges(unicodeRange: string): (readonly [number, number])[] {
  return unicodeRange.split(",").map((part) => {
    const [from, to = from] = part.trim().slice(2).split("-").map((hex) => Number.parseInt(hex, 16));
    return [from, to] as const;
  });
}

/** Every character of a range, as the text a subsetter keeps. */
export function rangeText(unicodeRange: string): string {
  let text = "";
  for (const [from, to] of codePointRanges(unicodeRange)) for (let point = from; point <= to; point += 1) text += String.fromCodePoint(point);
  return text;
}
