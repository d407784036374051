/*
 * The design tokens as plain values: read by the MUI theme (theme.ts) and by everything
 * that draws without React or MUI (the PDFs, the tooltips' style sheet). No import here,
 * so that a reader of a colour does not load MUI.
 */

/**
 * Design tokens: limestone backgrounds, stone greys, one deep mineral green.
 * Every text/background pair below meets WCAG AA; the ratios are checked in
 * test/unit/theme.test.ts, so a colour change that breaks contrast fails the tests.
 */
export const tokens = {
  limestone: "#F6F3EE",
  surface: "#FCFBF8",
  surfaceSunk: "#EDE8E0",
  line: "#D8D1C6",
  ink: "#24211E",
  inkMuted: "#5A554F",
  accent: "#1F5A4E",
  accentDark: "#163F37",
  accentTint: "#E3EEEA",
  onAccent: "#FFFFFF",
  focus: "#1F5A4E",
  /** Error text and outlines (form messages); MUI's default red is below 4.5:1 on limestone. */
  danger: "#A32A1F",
  /** Outline of form fields: 3:1 against the backgrounds, as WCAG asks of controls. */
  fieldBorder: "#857D73",
  toastSuccess: "#163F37",
  toastError: "#8E2A20",
  onToast: "#FFFFFF",
} as const;

/** Local font with Inter's metrics, shown until Inter is ready (its @font-face is in fonts.ts). */
export const FALLBACK_FAMILY = "Inter Fallback";

export const fontFamily = `"Inter Variable", "${FALLBACK_FAMILY}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

/** The writing direction of a page: right to left for Arabic, left to right for French and English. */
export type Direction = "ltr" | "rtl";

/** Heights of the sticky header's rows; also used for scroll-padding so nothing focused hides under it. */
export const HEADER_HEIGHT = 72;
export const HEADER_TOP_BAR_HEIGHT = 40;

/** Corner radius of cards, fields and buttons, in pixels. */
export const BORDER_RADIUS = 6;
