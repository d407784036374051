import { describe, expect, test } from "vitest";
import { theme } from "#app/theme/theme.ts";
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
