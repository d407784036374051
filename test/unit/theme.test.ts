import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createTheme as createMuiTheme, type Theme } from "@mui/material/styles";
import { describe, expect, test } from "vitest";
import { CREATE_THEME_WITHOUT_CSS_VARIABLES, themeWithoutCssVariables } from "#scripts/build/theme-without-css-variables.ts";
import { options, theme } from "#app/theme/theme.ts";
import { tokens } from "#app/theme/tokens.ts";

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe("every text/background pair of the theme meets WCAG AA", () => {
  const backgrounds = { limestone: tokens.limestone, surface: tokens.surface, surfaceSunk: tokens.surfaceSunk, accentTint: tokens.accentTint };
  for (const [name, background] of Object.entries(backgrounds)) {
    test(`body text and secondary text on ${name}`, () => {
      expect(contrast(tokens.ink, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tokens.inkMuted, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tokens.accent, background)).toBeGreaterThanOrEqual(4.5);
    });
    test(`form error text and field outlines on ${name}`, () => {
      expect(contrast(theme.palette.error.main, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tokens.fieldBorder, background)).toBeGreaterThanOrEqual(3);
    });
  }
  test("white text on the accent (buttons) and the focus ring against backgrounds", () => {
    expect(contrast(tokens.onAccent, theme.palette.primary.main)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.onAccent, theme.palette.primary.dark)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.focus, tokens.limestone)).toBeGreaterThanOrEqual(3);
    expect(contrast(tokens.focus, tokens.surface)).toBeGreaterThanOrEqual(3);
  });
  test("toast text on the success and failure toasts", () => {
    expect(contrast(tokens.onToast, tokens.toastSuccess)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.onToast, tokens.toastError)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("MUI's createTheme without its CSS-variables half (scripts/build/theme-without-css-variables.ts)", () => {
  const stylesDir = path.join(path.dirname(createRequire(import.meta.url).resolve("@mui/material/package.json")), "styles");
  // The replacement module as the build serves it, its one import pointed at MUI's file.
  async function replacement(): Promise<(options?: object) => Theme> {
    const dir = mkdtempSync(path.join(tmpdir(), "create-theme-"));
    const file = path.join(dir, "create-theme.mjs");
    writeFileSync(file, CREATE_THEME_WITHOUT_CSS_VARIABLES.replace("./createThemeNoVars.mjs", pathToFileURL(path.join(stylesDir, "createThemeNoVars.mjs")).href));
    try {
      return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: (options?: object) => Theme }).default;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // Functions (spacing, breakpoints…) are compared by what they return.
  const sample = (made: Theme) => JSON.stringify({ ...made, spacing: made.spacing(1, 2), up: made.breakpoints.up("md"), transition: made.transitions.create("color") });

  test("the plugin replaces MUI's createTheme module and nothing else", () => {
    const plugin = themeWithoutCssVariables();
    const load = plugin.load as (id: string) => string | undefined;
    expect(load(path.join(stylesDir, "createTheme.mjs"))).toBe(CREATE_THEME_WITHOUT_CSS_VARIABLES);
    expect(load(path.join(stylesDir, "createThemeNoVars.mjs"))).toBeUndefined();
    expect(load(path.join(stylesDir, "index.mjs"))).toBeUndefined();
  });

  test("it makes the same themes as MUI's for the site's options, both directions, and MUI's default", async () => {
    const createTheme = await replacement();
    for (const input of [options, { ...options, direction: "rtl" as const }, {}]) expect(sample(createTheme(input))).toBe(sample(createMuiTheme(input)));
    expect(sample(createTheme(options))).toBe(sample(theme));
  });

  test("a theme asking for CSS variables or colour schemes is refused with a line naming the plugin", async () => {
    const createTheme = await replacement();
    expect(() => createTheme({ cssVariables: true })).toThrow(/theme-without-css-variables\.ts/);
    expect(() => createTheme({ colorSchemes: { light: true } })).toThrow(/theme-without-css-variables\.ts/);
  });
});
