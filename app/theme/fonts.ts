import latinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import latin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { FALLBACK_FAMILY } from "./theme.ts";

/**
 * The site's one typeface, self-hosted from @fontsource-variable/inter: only the Latin
 * and Latin Extended files (French text, names and symbols), written as @font-face
 * rules inside the page rather than as a stylesheet, so no CSS file blocks the first
 * paint. The ranges are the package's, except that Latin Extended leaves out what the
 * Latin file already covers (œ, ı, combining accents…): with the overlap, a browser that
 * had not received the Latin file in time fetched the 85 KB extended one for every
 * "cœur". test/unit/fonts.test.ts checks both against the package.
 */
export const FONT_FACES = [
  {
    file: latinExt,
    unicodeRange:
      "U+0100-0130,U+0132-0151,U+0154-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  },
  {
    file: latin,
    unicodeRange:
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  },
] as const;

/** The file every page uses above the fold, preloaded by root.tsx. */
export const PRELOADED_FONT = latin;

/**
 * `font-display: optional` rather than `swap`: with the preload, a browser holds the first
 * paint up to about 100 ms for the file and then keeps whichever font it has for the
 * whole page, so text never reflows under the reader (CLS 0; a swap moved the header's
 * menu by 17 px). A visitor on a slow first connection reads that page in the fallback:
 * a local Arial (or its metric twin Liberation Sans) scaled to Inter's width and line
 * metrics (ascent 2728, descent 680 on a 2816 em), and gets Inter from the next page on.
 */
const fallbackFace = `@font-face{font-family:"${FALLBACK_FAMILY}";src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("LiberationSans");size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%}`;

const faceCss = ({ file, unicodeRange }: (typeof FONT_FACES)[number]) =>
  `@font-face{font-family:"Inter Variable";font-style:normal;font-display:optional;font-weight:100 900;src:url(${file}) format("woff2-variations");unicode-range:${unicodeRange}}`;

/** Every face: what a page with any character of either file needs. */
export const fontFaceCss = [...FONT_FACES.map(faceCss), fallbackFace].join("");

/** "U+0100-0130,U+2113" → [[0x100, 0x130], [0x2113, 0x2113]]. */
function codePointRanges(unicodeRange: string): (readonly [number, number])[] {
  return unicodeRange.split(",").map((part) => {
    const [from, to = from] = part.trim().slice(2).split("-").map((hex) => Number.parseInt(hex, 16));
    return [from, to] as const;
  });
}

// Read once: every page render asks which faces its text needs.
const FACE_RANGES = FONT_FACES.map((face) => ({ face, ranges: codePointRanges(face.unicodeRange) }));

function usesRanges(text: string, ranges: readonly (readonly [number, number])[]): boolean {
  for (const character of text) {
    const point = character.codePointAt(0)!;
    if (point > 0x7f && ranges.some(([from, to]) => point >= from && point <= to)) return true;
  }
  return false;
}

/**
 * The faces a page whose text is `text` can use. A face whose characters the page never
 * shows would never be downloaded, so its rule would only weigh on the HTML (about 120
 * bytes of gzip for Latin Extended, which French text does not need). Latin is always kept.
 */
export function fontFaceCssFor(text: string): string {
  const faces = FACE_RANGES.filter(({ face, ranges }) => face.file === latin || usesRanges(text, ranges)).map(({ face }) => faceCss(face));
  return [...faces, fallbackFace].join("");
}
