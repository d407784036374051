import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import fontverter from "fontverter";
import { Blob, Buffer as ShapingBuffer, Face, Feature, Font, shape, Variation } from "harfbuzzjs";
import { describe, expect, test } from "vitest";
import { loadContent } from "#app/content/loader.server.ts";
import { shellContentOf, shellText } from "#app/model/shell-content.ts";
import * as application from "#app/routes/application.tsx";
import * as dataSheet from "#app/routes/data-sheet.tsx";
import * as page from "#app/routes/page.tsx";
import { INTER_ARABIC_PAGES_SUBSET, LATIN_RANGE_BESIDE_SHORT } from "#app/theme/arabic-pages-latin.ts";
import { ARABIC_SUBSET, ARABIC_WEIGHTS, INTER_SUBSETS, INTER_WEIGHTS, rangeText } from "#app/theme/font-subsets.ts";
import { FONT_FACES, fontFaceCss } from "#app/theme/fonts.ts";
import { theme } from "#app/theme/theme.ts";
import { CONTENT_DIR, ROOT_DIR } from "#scripts/lib/paths.ts";
import { allRoutes } from "#test/support/content.ts";

// The package's own stylesheet, which the site no longer loads but whose ranges it copies.
const packageDir = (name: string) => path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
const PACKAGE_DIR = packageDir("@fontsource-variable/inter");
const ARABIC_PACKAGE_DIR = packageDir("@fontsource-variable/noto-sans-arabic");
const packageCss = readFileSync(path.join(PACKAGE_DIR, "wght.css"), "utf8");
const packageRanges = new Map(
  [...packageCss.matchAll(/url\(\.\/files\/([^)]+)\)[^}]*?unicode-range:\s*([^;]+);/g)].map(([, file, range]) => [file, range.trim()]),
);

/** "U+0041-0043,U+00E9" → the set of code points. */
const codePoints = (range: string): Set<number> => new Set([...rangeText(range)].map((character) => character.codePointAt(0)!));

const faceFile = (file: string) => path.basename(file).replace(/-[\w-]{8}(?=\.woff2$)/, "");

describe("self-hosted Inter", () => {
  test("Latin keeps the package's range; Latin Extended the package's minus Latin (no code point in two faces)", () => {
    const [extended, latin] = FONT_FACES;
    expect(faceFile(latin.file)).toBe("inter-latin.woff2");
    expect(latin.unicodeRange).toBe(packageRanges.get("inter-latin-wght-normal.woff2"));
    expect(faceFile(extended.file)).toBe("inter-latin-ext.woff2");
    const latinPoints = codePoints(latin.unicodeRange);
    const expected = [...codePoints(packageRanges.get("inter-latin-ext-wght-normal.woff2")!)].filter((point) => !latinPoints.has(point));
    expect([...codePoints(extended.unicodeRange)]).toEqual(expected);
    expect(expected).not.toContain("œ".codePointAt(0));
  });

  test("font-display: optional on every Inter face (no reflow once text is shown), and a metric-matched local fallback", () => {
    const faces = fontFaceCss.match(/@font-face\{[^}]+\}/g) ?? [];
    expect(faces).toHaveLength(FONT_FACES.length + 1);
    for (const face of faces.slice(0, -1)) expect(face).toContain("font-display:optional");
    for (const face of faces.slice(0, -1)) expect(face).toContain(`font-weight:${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max};`);
    expect(faces.at(-1)).toMatch(/size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%/);
  });
});

describe("font faces by the characters a page uses", () => {
  test("French text needs only the Latin face; a Latin Extended character brings its face", async () => {
    const { fontFaceCssFor } = await import("#app/theme/fonts.ts");
    const [extended, latin] = FONT_FACES;
    const french = fontFaceCssFor("Cœur coloré, 200 µm — 1,5 g/cm³ « ± »");
    expect(french).toContain(latin.file);
    expect(french).not.toContain(extended.file);
    const withExtended = fontFaceCssFor("Société Ğazi");
    expect(withExtended).toContain(extended.file);
    expect(withExtended).toContain(latin.file);
  });

  test("a page needs Latin Extended exactly when it has a character of that face's range beyond ASCII", async () => {
    const { fontFaceCssFor } = await import("#app/theme/fonts.ts");
    const [extended] = FONT_FACES;
    const inRange = codePoints(extended.unicodeRange);
    const wrong: string[] = [];
    for (let point = 0x20; point <= 0xffff; point += 1) {
      if (point >= 0xd800 && point <= 0xdfff) continue;
      const needed = fontFaceCssFor(`texte ${String.fromCodePoint(point)} fin`).includes(extended.file);
      if (needed !== (point > 0x7f && inRange.has(point))) wrong.push(point.toString(16));
    }
    expect(wrong).toEqual([]);
  });
});

/** A font file as HarfBuzz reads it (it reads no WOFF2). */
async function openFont(file: string): Promise<{ face: Face; font: Font }> {
  const face = new Face(new Blob(await fontverter.convert(readFileSync(file), "sfnt")));
  return { face, font: new Font(face) };
}

const committedFile = (file: string) => path.join(ROOT_DIR, "app", "theme", "fonts", file);
const packageFile = (file: string) => path.join(PACKAGE_DIR, "files", file);

describe("the site's font files, cut from the packages'", () => {
  // It runs the generator in a process of its own: about 3 s alone, more on a loaded 2-core machine.
  test("are exactly what `npm run generate:fonts` makes from the installed package", () => {
    const out = mkdtempSync(path.join(tmpdir(), "fonts-"));
    try {
      execFileSync(process.execPath, [path.join(ROOT_DIR, "scripts/generate-fonts.ts"), out], { stdio: "ignore" });
      const subsets = [...INTER_SUBSETS, INTER_ARABIC_PAGES_SUBSET, ARABIC_SUBSET];
      expect(readdirSync(out).sort()).toEqual(subsets.map((subset) => subset.file).sort());
      for (const subset of subsets) expect(readFileSync(path.join(out, subset.file)).equals(readFileSync(committedFile(subset.file))), subset.file).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 30_000);

  test.each([...INTER_SUBSETS, INTER_ARABIC_PAGES_SUBSET].map((subset) => [subset.file, subset] as const))("%s has every character of its range the package's file has, and the site's weights", async (_, subset) => {
    const ours = await openFont(committedFile(subset.file));
    const theirs = await openFont(packageFile(subset.source));
    const range = codePoints(subset.unicodeRange);
    expect([...ours.face.collectUnicodes()]).toEqual([...theirs.face.collectUnicodes()].filter((point) => range.has(point)));
    const { wght } = ours.face.getAxisInfos();
    expect([wght.min, wght.default, wght.max]).toEqual([INTER_WEIGHTS.min, 400, INTER_WEIGHTS.max]);
    expect(readFileSync(committedFile(subset.file)).length).toBeLessThan(readFileSync(packageFile(subset.source)).length * 0.65);
  });

  const contentLines = (filter: (file: string) => boolean) =>
    readdirSync(CONTENT_DIR, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".json") && filter(file))
      .flatMap((file) => readFileSync(path.join(CONTENT_DIR, file), "utf8").split("\n"));
  /** What the short file does not draw: Arabic, and Latin beyond its range. */
  const beyondShort = new RegExp(`[^${[...codePoints(INTER_ARABIC_PAGES_SUBSET.unicodeRange)].map((point) => `\\u{${point.toString(16)}}`).join("")}]+`, "u");
  const TEXTS = {
    // The French files: the translations use the same Latin characters, or Arabic, which Inter does not draw.
    "inter-latin.woff2": () =>
      contentLines((file) => !file.startsWith("traductions"))
        .map((line) => line.trim())
        .filter((line) => line.length > 3 && [...line].every((character) => character.codePointAt(0)! <= 0x24ff)),
    // Every file, translations included: each run of the characters the short file draws, as the Arabic pages set them between Arabic words.
    [INTER_ARABIC_PAGES_SUBSET.file]: () => [
      ...new Set(
        contentLines(() => true)
          .flatMap((line) => line.split(beyondShort))
          .map((run) => run.trim())
          .filter((run) => run.length > 3),
      ),
    ],
  };

  test.each(Object.entries(TEXTS))("%s: every line of content it draws shapes to the same glyphs as with the package's file; same widths at 400, within 2/2048 em a glyph at 600–700", async (file, texts) => {
    const ours = await openFont(committedFile(file));
    const theirs = await openFont(packageFile("inter-latin-wght-normal.woff2"));
    const lines = texts();
    expect(lines.length).toBeGreaterThan(500);
    const glyphs = ({ font }: { font: Font }, text: string, weight: number, tabular: boolean) => {
      font.setVariations([new Variation("wght", weight)]);
      const buffer = new ShapingBuffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      shape(font, buffer, tabular ? [new Feature("tnum", 1)] : []);
      // After shaping, every glyph has its position.
      return buffer.getGlyphInfosAndPositions().map(({ cluster, xAdvance }) => ({ cluster, xAdvance: xAdvance! }));
    };
    for (const weight of [400, 600, 650, 700]) {
      for (const tabular of [false, true]) {
        let widest = 0;
        for (const line of lines) {
          const a = glyphs(ours, line, weight, tabular);
          const b = glyphs(theirs, line, weight, tabular);
          expect(a.map((glyph) => glyph.cluster), line).toEqual(b.map((glyph) => glyph.cluster));
          for (const [index, glyph] of a.entries()) widest = Math.max(widest, Math.abs(glyph.xAdvance - b[index].xAdvance));
        }
        expect(widest, `${weight}${tabular ? " tnum" : ""}`).toBeLessThanOrEqual(weight === 400 ? 0 : 2);
      }
    }
  });

  test("every weight the site sets is one the files hold", () => {
    const variants = ["h1", "h2", "h3", "h4", "h5", "h6", "subtitle1", "subtitle2", "body1", "body2", "button", "caption", "overline"] as const;
    const weights = variants.map((variant) => Number(theme.typography[variant].fontWeight));
    // And the weights written in the components' styles (`fontWeight: 650`, `font-weight:700`).
    for (const file of readdirSync(path.join(ROOT_DIR, "app"), { recursive: true, encoding: "utf8" }).filter((name) => /\.tsx?$/.test(name))) {
      const source = readFileSync(path.join(ROOT_DIR, "app", file), "utf8");
      for (const [, weight] of source.matchAll(/font-?[wW]eight:\s*(\d+)/g)) weights.push(Number(weight));
    }
    expect(weights.length).toBeGreaterThan(15);
    expect(weights.filter((weight) => weight < INTER_WEIGHTS.min || weight > INTER_WEIGHTS.max)).toEqual([]);
  });
});

describe("Inter's short Latin, in place of the full file on the Arabic pages (arabicPageFonts)", () => {
  const latinRange = codePoints(INTER_SUBSETS[1].unicodeRange);
  const shortRange = codePoints(INTER_ARABIC_PAGES_SUBSET.unicodeRange);

  test("its range is part of the Latin file's, with all of printable ASCII, and the file draws every character of it (the browser never passes it over for the full file)", async () => {
    expect([...shortRange].filter((point) => !latinRange.has(point))).toEqual([]);
    for (let point = 0x20; point <= 0x7e; point += 1) expect(shortRange.has(point), point.toString(16)).toBe(true);
    const ours = await openFont(committedFile(INTER_ARABIC_PAGES_SUBSET.file));
    expect([...ours.face.collectUnicodes()]).toEqual([...shortRange]);
  });

  test("beside it, the full Latin face keeps every character the full file draws (what its narrowed range leaves out, it has no glyph for, but U+0000's empty one)", async () => {
    const beside = codePoints(LATIN_RANGE_BESIDE_SHORT);
    const full = await openFont(committedFile("inter-latin.woff2"));
    expect([...full.face.collectUnicodes()].filter((point) => !shortRange.has(point) && !beside.has(point))).toEqual([0]);
  });

  // What an Arabic page can show, as root.tsx reads it: the shell's texts and the route's data, meta included.
  const MODULES: Record<string, { loader: (args: never) => unknown }> = { "routes/page.tsx": page, "routes/application.tsx": application, "routes/data-sheet.tsx": dataSheet };
  const arabicRoutes = allRoutes.filter((route) => route.locale === "ar");
  const content = loadContent(CONTENT_DIR, "ar");
  const shell = shellText(shellContentOf(content, "ar"));

  test("holds every Latin character an Arabic page shows (else add it to INTER_ARABIC_PAGES_RANGE, then `npm run generate:fonts`: the page would fetch the full file for it)", () => {
    expect(arabicRoutes.length).toBeGreaterThan(10);
    const beyond: string[] = [];
    for (const route of [...arabicRoutes, undefined]) {
      // The 404 page (no route) shows the shell only.
      const loaderData = route && MODULES[route.module].loader({ request: new Request(`http://localhost${route.path}`), pattern: route.path, params: {}, context: {} } as never);
      const text = shell + JSON.stringify([undefined, loaderData]);
      const outside = [...new Set(text)].filter((character) => latinRange.has(character.codePointAt(0)!) && !shortRange.has(character.codePointAt(0)!));
      if (outside.length > 0) beyond.push(`${route?.path ?? "404"}: ${outside.join(" ")}`);
    }
    expect(beyond).toEqual([]);
  });
});

describe("the Arabic pages' face (Noto Sans Arabic)", () => {
  const arabicFile = committedFile(ARABIC_SUBSET.file);
  const arabicPackageFile = path.join(ARABIC_PACKAGE_DIR, "files", ARABIC_SUBSET.source);
  const range = codePoints(ARABIC_SUBSET.unicodeRange);
  /** The Arabic block's characters (U+0600–06FF) of every content file, French and translations alike. */
  const contentArabic = () => {
    const found = new Set<string>();
    for (const file of readdirSync(CONTENT_DIR, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".json"))) {
      for (const [character] of readFileSync(path.join(CONTENT_DIR, file), "utf8").matchAll(/[\u0600-\u06FF]/g)) found.add(character);
    }
    return found;
  };

  test("its range is Arabic characters only, and holds every Arabic character of the content", () => {
    expect([...range].filter((point) => point < 0x600 || point > 0x6ff)).toEqual([]);
    const arabic = contentArabic();
    expect(arabic.size).toBeGreaterThan(30);
    expect([...arabic].filter((character) => !range.has(character.codePointAt(0)!))).toEqual([]);
  });

  test("the file has every character of its range the package's file has, and the site's weights", async () => {
    const ours = await openFont(arabicFile);
    const theirs = await openFont(arabicPackageFile);
    const mapped = [...ours.face.collectUnicodes()];
    expect(mapped).toEqual([...theirs.face.collectUnicodes()].filter((point) => range.has(point)));
    expect(mapped).toHaveLength(range.size);
    const { wght } = ours.face.getAxisInfos();
    expect([wght.min, wght.default, wght.max]).toEqual([ARABIC_WEIGHTS.min, 400, ARABIC_WEIGHTS.max]);
    expect(readFileSync(arabicFile).length).toBeLessThan(readFileSync(arabicPackageFile).length * 0.2);
  });

  test("every Arabic run of the translations shapes to the same glyphs as with the package's file (joining forms, lam-alef, marks); same widths at 400", async () => {
    const ours = await openFont(arabicFile);
    const theirs = await openFont(arabicPackageFile);
    const pattern = new RegExp(`[${[...range].map((point) => `\\u{${point.toString(16)}}`).join("")}]+`, "gu");
    const runs = new Set<string>();
    for (const file of readdirSync(CONTENT_DIR, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".json"))) {
      for (const [run] of readFileSync(path.join(CONTENT_DIR, file), "utf8").matchAll(pattern)) runs.add(run);
    }
    expect(runs.size).toBeGreaterThan(500);
    const glyphs = ({ font }: { font: Font }, text: string, weight: number) => {
      font.setVariations([new Variation("wght", weight)]);
      const buffer = new ShapingBuffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      shape(font, buffer);
      return buffer.getGlyphInfosAndPositions().map(({ cluster, xAdvance, xOffset, yOffset }) => ({ cluster, xAdvance: xAdvance!, xOffset: xOffset!, yOffset: yOffset! }));
    };
    for (const weight of [400, 700]) {
      let widest = 0;
      for (const run of runs) {
        const a = glyphs(ours, run, weight);
        const b = glyphs(theirs, run, weight);
        expect(a.map((glyph) => glyph.cluster), run).toEqual(b.map((glyph) => glyph.cluster));
        for (const [index, glyph] of a.entries()) {
          widest = Math.max(widest, Math.abs(glyph.xAdvance - b[index].xAdvance), Math.abs(glyph.xOffset - b[index].xOffset), Math.abs(glyph.yOffset - b[index].yOffset));
        }
      }
      expect(widest, String(weight)).toBeLessThanOrEqual(weight === 400 ? 0 : 2);
    }
  });
});
