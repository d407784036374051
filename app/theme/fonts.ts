import latinExt from "./fonts/inter-latin-ext.woff2?url";
import latin from "./fonts/inter-latin.woff2?url";
import arabic from "./fonts/noto-sans-arabic.woff2?url";
import { ARABIC_RANGE, ARABIC_WEIGHTS, codePointRanges, INTER_SUBSETS, INTER_WEIGHTS } from "./font-subsets.ts";
import { ARABIC_FAMILY, type Direction, FALLBACK_FAMILY } from "./tokens.ts";

/**
 * The site's one typeface, self-hosted: Inter's Latin and Latin Extended files cut to the
 * weights and features the site uses (font-subsets.ts, `npm run generate:fonts`), written
 * as @font-face rules inside the page rather than as a stylesheet, so no CSS file blocks
 * the first paint.
 */
export const FONT_FACES = [
  { file: latinExt, unicodeRange: INTER_SUBSETS[0].unicodeRange },
  { file: latin, unicodeRange: INTER_SUBSETS[1].unicodeRange },
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
 * Browsers match local() by full or PostScript name, so one name for each system's font is
 * enough (Arial: Windows, macOS; Liberation Sans: Linux): each name that misses is one more
 * font lookup during the page's first layout.
 */
const fallbackFace = `@font-face{font-family:"${FALLBACK_FAMILY}";src:local("Arial"),local("Liberation Sans");size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%}`;

const faceCss = ({ file, unicodeRange }: (typeof FONT_FACES)[number]) =>
  `@font-face{font-family:"Inter Variable";font-style:normal;font-display:optional;font-weight:${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max};src:url(${file}) format("woff2-variations");unicode-range:${unicodeRange}}`;

/** Every face: what a page with any character of either file needs. */
export const fontFaceCss = [...FONT_FACES.map(faceCss), fallbackFace].join("");

/**
 * A face's characters beyond ASCII as one pattern, built once: each render searches the
 * page's whole text (its data and the site-wide texts), which a native search does far
 * faster than a loop over the characters.
 */
function beyondAscii(unicodeRange: string): RegExp {
  const spans = codePointRanges(unicodeRange)
    .filter(([, to]) => to > 0x7f)
    .map(([from, to]) => `\\u{${Math.max(from, 0x80).toString(16)}}-\\u{${to.toString(16)}}`);
  return new RegExp(`[${spans.join("")}]`, "u");
}

const FACE_PATTERNS = FONT_FACES.map((face) => ({ face, pattern: beyondAscii(face.unicodeRange) }));

/**
 * The faces a page whose text is `text` can use. A face whose characters the page never
 * shows would never be downloaded, so its rule would only weigh on the HTML (about 120
 * bytes of gzip for Latin Extended, which French text does not need). Latin is always kept.
 */
export function fontFaceCssFor(text: string): string {
  const faces = FACE_PATTERNS.filter(({ face, pattern }) => face.file === latin || pattern.test(text)).map(({ face }) => faceCss(face));
  return [...faces, fallbackFace].join("");
}

/** The Arabic pages' face: Noto Sans Arabic, cut like Inter (font-subsets.ts). */
export const ARABIC_FONT_FACE = { file: arabic, unicodeRange: ARABIC_RANGE } as const;

/**
 * `fontFaceCssFor` for a page of either direction: a right-to-left page adds the Arabic
 * face. Only there: only the right-to-left theme names its family (`arabicFontFamily`),
 * so elsewhere the rule would be bytes for nothing, and even there its range keeps the
 * file away from any text but Arabic. `optional` as for Inter, for the same reason: the
 * preloaded file or, for the whole page, the system's Arabic font, never a reflow. The
 * rule is written inside the function so that the left-to-right pages' code, which
 * never calls it, holds none of it.
 */
export function directionFontFaceCss(text: string, direction: Direction): string {
  if (direction === "ltr") return fontFaceCssFor(text);
  const arabicFace = `@font-face{font-family:"${ARABIC_FAMILY}";font-style:normal;font-display:optional;font-weight:${ARABIC_WEIGHTS.min} ${ARABIC_WEIGHTS.max};src:url(${arabic}) format("woff2-variations");unicode-range:${ARABIC_RANGE}}`;
  return arabicFace + fontFaceCssFor(text);
}

/** The files a page preloads: Inter's Latin file, and on Arabic pages the Arabic one first (their text is mostly Arabic, their digits and spaces Inter's). */
export function preloadedFonts(direction: Direction): string[] {
  return direction === "rtl" ? [arabic, latin] : [latin];
}
