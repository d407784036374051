import latinExt from "./fonts/inter-latin-ext.woff2?url";
import latin from "./fonts/inter-latin.woff2?url";
import { codePointRanges, INTER_SUBSETS, INTER_WEIGHTS } from "./font-subsets.ts";
import { FALLBACK_FAMILY } from "./tokens.ts";

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

/** The file every left-to-right page uses above the fold, preloaded (interPageFonts); the Arabic pages' is arabic-face.ts's. */
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

/** An Inter face's rule: a file and its range (arabic-face.ts writes its short Latin so too). */
export const faceCss = ({ file, unicodeRange }: { file: string; unicodeRange: string }) =>
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
 * bytes of gzip for Latin Extended, which French text does not need). Latin is always kept,
 * with its own range unless `latinRange` narrows it (arabic-face.ts).
 */
export function fontFaceCssFor(text: string, latinRange: string = FONT_FACES[1].unicodeRange): string {
  const faces = FACE_PATTERNS.filter(({ face, pattern }) => face.file === latin || pattern.test(text)).map(({ face }) =>
    faceCss(face.file === latin ? { file: latin, unicodeRange: latinRange } : face),
  );
  return [...faces, fallbackFace].join("");
}

/** A page's font rules and the font files it preloads, from every text it can show (root.tsx). */
export interface PageFonts {
  css: string;
  preloads: readonly string[];
}

/** A left-to-right page's: Inter's faces its characters need, and the Latin file preloaded. */
export const interPageFonts = (text: string): PageFonts => ({ css: fontFaceCssFor(text), preloads: [PRELOADED_FONT] });
