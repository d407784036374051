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

describe("self-hosted Inter", () => {
  test("each inlined face keeps the package's unicode-range for its file", () => {
    for (const face of FONT_FACES) {
      const file = path.basename(face.file).replace(/-[\w-]{8}(?=\.woff2$)/, "");
      expect(packageRanges.get(file), file).toBe(face.unicodeRange);
    }
  });

  test("font-display: optional on every Inter face (no reflow once text is shown), and a metric-matched local fallback", () => {
    const faces = fontFaceCss.match(/@font-face\{[^}]+\}/g) ?? [];
    expect(faces).toHaveLength(FONT_FACES.length + 1);
    for (const face of faces.slice(0, -1)) expect(face).toContain("font-display:optional");
    expect(faces.at(-1)).toMatch(/size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%/);
  });
});
