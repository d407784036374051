import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CssBaseline from "@mui/material/CssBaseline";
import { THEME_ID } from "@mui/material/styles";
import { ThemeProvider } from "@mui/system";
import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { createBrowserEmotionCache, createEmotionCache, EMOTION_KEY } from "#app/theme/emotion-cache.ts";
import { createDirectionCache, createSiteTheme, prepareDirection } from "#app/theme/right-to-left.ts";
import { ARABIC_FAMILY, ARABIC_FONT_FACE, arabicFontFaceCss, LATIN_FOR_ARABIC_PAGES } from "#app/theme/arabic-face.ts";
import { LATIN_RANGE_BESIDE_SHORT } from "#app/theme/arabic-pages-latin.ts";
import { codePointRanges, INTER_SUBSETS, rangeText } from "#app/theme/font-subsets.ts";
import { faceCss, fontFaceCssFor, interPageFonts, PRELOADED_FONT } from "#app/theme/fonts.ts";
import { directionLook, theme } from "#app/theme/theme.ts";
import { type Direction, fontFamily } from "#app/theme/tokens.ts";
import { TOOLTIP_CLASS } from "#app/browser/tooltips.ts";
import { SpriteIcon, type SpriteIconName } from "#app/components/primitives/sprite-icon.tsx";
import { ROOT_DIR } from "#scripts/lib/paths.ts";
import { spriteIconNames } from "#test/support/sprite.ts";
import type { EmotionCache } from "@emotion/cache";

/** The class rules Emotion writes for one element styled with `sx`, through `cache` and the theme of `direction`. */
function cssOf(cache: EmotionCache, direction: Direction, sx: Record<string, unknown>): string {
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createSiteTheme(direction)} themeId={THEME_ID}>
        <Box sx={sx}>نص</Box>
      </ThemeProvider>
    </CacheProvider>,
  );
  return extractCriticalToChunks(html).styles.find((style) => style.key === EMOTION_KEY)!.css;
}

const physical = { ml: 2, pr: 1, textAlign: "left", borderLeft: "1px solid", left: 0 };

describe("the Emotion cache of each direction", () => {
  test("right to left, physical properties are mirrored", async () => {
    const css = cssOf(createDirectionCache("rtl"), "rtl", physical);
    expect(css).toContain("margin-right:16px");
    expect(css).toContain("padding-left:8px");
    expect(css).toContain("text-align:right");
    expect(css).toContain("border-right:1px solid");
    expect(css).toMatch(/[;{]right:0/);
    expect(css).not.toContain("margin-left");
    expect(css).not.toContain("padding-right");
  });

  test("left to right, the cache writes them as they are, as before (no plugin, nothing loaded)", async () => {
    const css = cssOf(createDirectionCache("ltr"), "ltr", physical);
    expect(css).toBe(cssOf(createEmotionCache(), "ltr", physical));
    expect(css).toContain("margin-left:16px");
    expect(css).toContain("padding-right:8px");
    expect(css).toContain("text-align:left");
    expect(css).not.toContain("margin-right");
  });

  test("both directions give the same class names, so a right-to-left page hydrates with its pre-rendered ids", async () => {
    const ids = (css: string) => [...css.matchAll(/\.(css-[\w-]+)/g)].map(([, id]) => id);
    expect(ids(cssOf(createDirectionCache("rtl"), "ltr", physical))).toEqual(ids(cssOf(createEmotionCache(), "ltr", physical)));
  });

  test("the browser's right-to-left cache adopts the pre-rendered rules and mirrors the new ones", async () => {
    const prerendered = cssOf(createDirectionCache("rtl"), "rtl", physical);
    const { document } = new JSDOM(`<html dir="rtl"><head><style data-emotion="css">${prerendered}</style></head></html>`).window;
    const cache = createDirectionCache("rtl", document);
    expect(Object.keys(cache.inserted)).toHaveLength(1);
    expect(Object.keys(cache.inserted)).toEqual(Object.keys(createBrowserEmotionCache(document).inserted));
    expect(cssOf(cache, "rtl", { mr: 3 })).toContain("margin-left:24px");
  });
});

describe("the theme of each direction", () => {
  test("left to right is the site's theme itself", () => {
    expect(createSiteTheme("ltr")).toBe(theme);
    expect(theme.direction).toBe("ltr");
    expect(theme.typography.fontFamily).toBe(fontFamily);
  });

  test("right to left: the direction, the Arabic face before Inter, headings without letter-spacing; every other setting the same", () => {
    const rtl = createSiteTheme("rtl");
    expect(rtl.direction).toBe("rtl");
    expect(rtl.typography.fontFamily).toBe(`"${ARABIC_FAMILY}", ${fontFamily}`);
    expect([rtl.typography.h1.letterSpacing, rtl.typography.h2.letterSpacing]).toEqual(["normal", "normal"]);
    // As JSON: the palette's and breakpoints' helper functions are new objects in each theme.
    // The global styles: the French ones, then the right-to-left additions (tested below).
    const french = theme.components!.MuiCssBaseline!.styleOverrides as Record<string, unknown>;
    const arabic = rtl.components!.MuiCssBaseline!.styleOverrides as Record<string, unknown>;
    expect(Object.keys(arabic).slice(0, Object.keys(french).length)).toEqual(Object.keys(french));
    for (const [selector, style] of Object.entries(french)) expect(arabic[selector]).toEqual(style);
    const settings = ({ direction, typography: { h1, h2, ...typography }, components: { MuiCssBaseline, ...components } = {}, ...rest }: typeof theme) =>
      JSON.stringify({ ...rest, components, typography, headings: [h1, h2].map(({ letterSpacing, ...heading }) => heading) }).replaceAll(
        JSON.stringify(rtl.typography.fontFamily).slice(1, -1),
        JSON.stringify(fontFamily).slice(1, -1),
      );
    expect(settings(rtl)).toBe(settings(theme));
  });
});

describe("the font faces of each direction", () => {
  const french = "Cœur coloré, 200 µm — 1,5 g/cm³";
  const arabic = "ورق حجري، 200 ميكرون";

  // What root.tsx writes: the direction's fonts for the page's text, Inter's by default.
  const fontsOf = (text: string, direction: Direction) => (directionLook(direction).fonts ?? interPageFonts)(text);
  const faces = (text: string, direction: Direction) => fontsOf(text, direction).css;

  test("left to right, exactly the faces the page's characters need and Inter's Latin file preloaded, never the Arabic face, even for Arabic text (a language switcher's « العربية »)", () => {
    expect(faces(french, "ltr")).toBe(fontFaceCssFor(french));
    expect(faces(`${french} العربية`, "ltr")).not.toContain(ARABIC_FONT_FACE.file);
    expect(fontsOf(french, "ltr").preloads).toEqual([PRELOADED_FONT]);
    expect(faces(french, "ltr")).not.toContain(LATIN_FOR_ARABIC_PAGES.file);
  });

  test("right to left, the Arabic face too, limited to Arabic characters, and its file preloaded before Inter's short Latin", () => {
    prepareDirection("rtl");
    const css = faces(arabic, "rtl");
    expect(css).toBe(arabicFontFaceCss + fontFaceCssFor(arabic, LATIN_RANGE_BESIDE_SHORT) + faceCss(LATIN_FOR_ARABIC_PAGES));
    const face = css.match(/@font-face\{[^}]*Noto Sans Arabic[^}]*\}/)![0];
    expect(face).toContain(ARABIC_FONT_FACE.file);
    expect(face).toContain("font-display:optional");
    const range = face.match(/unicode-range:([^;}]+)/)![1];
    for (const [, from, to = from] of range.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/g)) {
      expect(Number.parseInt(from, 16)).toBeGreaterThanOrEqual(0x600);
      expect(Number.parseInt(to, 16)).toBeLessThanOrEqual(0x6ff);
    }
    expect(fontsOf(arabic, "rtl").preloads).toEqual([ARABIC_FONT_FACE.file, LATIN_FOR_ARABIC_PAGES.file]);
    expect(directionLook("rtl").theme.direction).toBe("rtl");
  });

  test("right to left, the full Latin face narrowed to what the short one lacks: no character in both (a browser laying out before the short file arrived would fetch the full one), none lost but the controls and U+FFFD (no glyph in the full file either)", () => {
    const full = [...rangeText(INTER_SUBSETS[1].unicodeRange)].filter((character) => !/[\p{Cc}\u{fffd}]/u.test(character));
    const short = new Set(rangeText(LATIN_FOR_ARABIC_PAGES.unicodeRange));
    const beside = new Set(rangeText(LATIN_RANGE_BESIDE_SHORT));
    expect([...short].filter((character) => beside.has(character))).toEqual([]);
    expect(full.filter((character) => !short.has(character) && !beside.has(character))).toEqual([]);
    expect([...beside].filter((character) => !full.includes(character))).toEqual([]);
    // Written as spans: consecutive code points are one.
    const spans = codePointRanges(LATIN_RANGE_BESIDE_SHORT);
    expect(spans.every(([, to], index) => index === spans.length - 1 || spans[index + 1][0] > to + 1)).toBe(true);
  });

  test("right to left, a Latin character beyond the short file (« Gabès ») still has Inter's full Latin file declared for it, not preloaded", () => {
    prepareDirection("rtl");
    const { css, preloads } = fontsOf(`${arabic} Gabès`, "rtl");
    const latinFace = css.match(new RegExp(`@font-face\\{[^}]*${PRELOADED_FONT}[^}]*\\}`))![0];
    expect(new Set(rangeText(latinFace.match(/unicode-range:([^;}]+)/)![1]))).toContain("è");
    expect(preloads).not.toContain(PRELOADED_FONT);
  });
});

/** The global styles of a direction's theme, as its cache writes them. */
async function globalCss(direction: Direction): Promise<string> {
  const cache = createDirectionCache(direction);
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createSiteTheme(direction)} themeId={THEME_ID}>
        <CssBaseline />
      </ThemeProvider>
    </CacheProvider>,
  );
  return extractCriticalToChunks(html).styles.map((style) => style.css).join("");
}

describe("the right-to-left pages' global styles", () => {
  test("left to right, none of them", async () => {
    const css = await globalCss("ltr");
    expect(css).not.toMatch(/scaleX|plaintext|infobulle|rotate/);
  });

  test("right to left, the tooltip mirrored, the arrows turned, values in Latin digits kept in their order", async () => {
    const css = await globalCss("rtl");
    expect(css).toMatch(new RegExp(`html\\[dir=rtl\\] \\.${TOOLTIP_CLASS}::after\\{left:0;right:auto;\\}`));
    expect(css).toContain("transform:scaleX(-1)");
    expect(css).toContain("transform:rotate(-45deg)");
    expect(css).toContain("a[href^='https://wa.me/']::after{margin-right:0;margin-left:4px;}");
    expect(css).toMatch(/a\[href\^="tel:"\][^{]*\{unicode-bidi:plaintext;\}/);
  });
});

describe("icons that show a direction", () => {
  /** Every icon of @mui/icons-material the site imports, by name: the controls drawn inline. */
  const imported = [
    ...new Set(
      readdirSync(path.join(ROOT_DIR, "app"), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file))
        .flatMap((file) => [...readFileSync(path.join(ROOT_DIR, "app", file), "utf8").matchAll(/@mui\/icons-material\/(\w+)/g)].map(([, name]) => name)),
    ),
  ].sort();
  const MIRRORED: readonly SpriteIconName[] = ["open-in-new", "send"];

  test("each icon the site uses is either mirrored right to left or shows no direction (a new one must be put in one list)", () => {
    expect(imported, "drawn inline: none of them shows a direction").toEqual(["Close", "ExpandMore", "Menu"]);
    const UNMIRRORED: SpriteIconName[] = [
      ...(["facebook", "instagram", "linkedin", "youtube", "tiktok", "whatsapp", "phone", "download", "copy", "check-circle", "error-outline"] as const),
      ...(["resistant-eau", "resistant-dechirure", "sans-bois", "imprimable", "thermoformable", "mineral", "souple", "opaque"] as const),
      ...(["alimentaire", "exterieur", "durable"] as const),
    ];
    expect([...spriteIconNames].sort()).toEqual([...MIRRORED, ...UNMIRRORED].sort());
  });

  test("the mirroring rule finds exactly the mirrored icons where the site shows them", async () => {
    const css = await globalCss("rtl");
    const selector = css.match(/([^{}]+)\{transform:scaleX\(-1\);\}/)![1];
    const markup = (name: SpriteIconName) =>
      // The send icon is the submit button's; the others as links show them.
      name === "send"
        ? renderToString(<Button type="submit" startIcon={<SpriteIcon name={name} />}>إرسال</Button>)
        : renderToString(<a href="https://example.org" target="_blank"><SpriteIcon name={name} />رابط</a>);
    for (const name of spriteIconNames) {
      const { document } = new JSDOM(markup(name)).window;
      expect(document.querySelector(selector) !== null, name).toBe(MIRRORED.includes(name));
    }
  });
});
