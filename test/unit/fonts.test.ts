import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { FONT_FACES, fontFaceCss } from "#app/theme/fonts.ts";

// The package's own stylesheet, which the site no longer loads but whose ranges it copies.
const packageCss = readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve("@fontsource-variable/inter/package.json")), "wght.css"), "utf8");
const packageRanges = new Map(
  [...packageCss.matchAll(/url\(\.\/files\/([^)]+)\)[^}]*?unicode-range:\s*([^;]+);/g)].map(([, file, range]) => [file, range.trim()]),
);

/** "U+0041-0043,U+00E9" → the set of code points. */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().slice(2).split("-").map((hex) => Number.parseInt(hex, 16));
    for (let point = from; point <= to; point += 1) points.add(point);
  }
  return points;
}

const faceFile = (file: string) => path.basename(file).replace(/-[\w-]{8}(?=\.woff2$)/, "");

describe("self-hosted Inter", () => {
  test("Latin keeps the package's range; Latin Extended the package's minus Latin (no code point in two faces)", () => {
    const [extended, latin] = FONT_FACES;
    expect(faceFile(latin.file)).toBe("inter-latin-wght-normal.woff2");
    expect(latin.unicodeRange).toBe(packageRanges.get("inter-latin-wght-normal.woff2"));
    expect(faceFile(extended.file)).toBe("inter-latin-ext-wght-normal.woff2");
    const latinPoints = codePoints(latin.unicodeRange);
    const expected = [...codePoints(packageRanges.get("inter-latin-ext-wght-normal.woff2")!)].filter((point) => !latinPoints.has(point));
    expect([...codePoints(extended.unicodeRange)]).toEqual(expected);
    expect(expected).not.toContain("œ".codePointAt(0));
  });

  test("font-display: optional on every Inter face (no reflow once text is shown), and a metric-matched local fallback", () => {
    const faces = fontFaceCss.match(/@font-face\{[^}]+\}/g) ?? [];
    expect(faces).toHaveLength(FONT_FACES.length + 1);
    for (const face of faces.slice(0, -1)) expect(face).toContain("font-display:optional");
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
});
