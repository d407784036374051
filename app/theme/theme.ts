import { createTheme, type Theme, type ThemeOptions } from "@mui/material/styles";
import { BORDER_RADIUS, type Direction, fontFamily, HEADER_HEIGHT, HEADER_TOP_BAR_HEIGHT, tokens } from "./tokens.ts";
import type { PageFonts } from "./fonts.ts";

/** Width (in rem) from which the full navigation shows; rem so that larger default text switches to the drawer sooner. */
const WIDE = 75;

/** The MUI theme's settings, built from the design tokens (tokens.ts), which the PDFs read without MUI. */
export const options = {
  // Breakpoints in rem: a visitor who enlarges the browser's default text size gets the
  // narrower layouts instead of a header that overflows. (Not em: Container uses these
  // values as max-width, where em would follow each element's own font size.)
  breakpoints: { values: { xs: 0, sm: 37.5, md: 56.25, lg: WIDE, xl: 96 }, unit: "rem" },
  palette: {
    mode: "light",
    background: { default: tokens.limestone, paper: tokens.surface },
    text: { primary: tokens.ink, secondary: tokens.inkMuted },
    primary: { main: tokens.accent, dark: tokens.accentDark, contrastText: tokens.onAccent },
    secondary: { main: tokens.inkMuted, contrastText: tokens.onAccent },
    error: { main: tokens.danger, contrastText: tokens.onAccent },
    divider: tokens.line,
  },
  shape: { borderRadius: BORDER_RADIUS },
  typography: {
    fontFamily,
    h1: { fontSize: "clamp(2rem, 1.4rem + 2.4vw, 3rem)", fontWeight: 700, lineHeight: 1.15, letterSpacing: "-0.02em" },
    h2: { fontSize: "clamp(1.5rem, 1.25rem + 1vw, 2rem)", fontWeight: 650, lineHeight: 1.25, letterSpacing: "-0.01em" },
    h3: { fontSize: "1.25rem", fontWeight: 650, lineHeight: 1.3 },
    body1: { fontSize: "1.0625rem", lineHeight: 1.65 },
    body2: { fontSize: "0.9375rem", lineHeight: 1.6 },
    button: { textTransform: "none", fontWeight: 600, fontSize: "1rem" },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Keeps focused and linked-to content clear of the sticky header. Set on the content
        // rather than as scroll-padding on <html>, which made the page jump whenever focus
        // returned to a control inside the header (closing the drawer, Shift+Tab).
        "main, main *, footer, footer *": {
          scrollMarginTop: HEADER_HEIGHT + 16,
          scrollMarginBottom: 16,
          [`@media (min-width: ${WIDE}rem)`]: { scrollMarginTop: HEADER_HEIGHT + HEADER_TOP_BAR_HEIGHT + 16 },
        },
        "a:focus-visible, button:focus-visible, [tabindex]:not([tabindex='-1']):focus-visible": {
          outline: `3px solid ${tokens.focus}`,
          outlineOffset: 2,
        },
        "@media (prefers-reduced-motion: reduce)": {
          "*, *::before, *::after": {
            animationDuration: "0.01ms !important",
            animationIterationCount: "1 !important",
            transitionDuration: "0.01ms !important",
            scrollBehavior: "auto !important",
          },
        },
      },
    },
    MuiLink: {
      defaultProps: { underline: "always" },
      styleOverrides: { root: { color: tokens.accent, textUnderlineOffset: "0.18em" } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { minHeight: 44, paddingInline: 20 } },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      // Safari still reads only the prefixed property, and the Emotion cache adds no prefixes.
      styleOverrides: { root: { WebkitUserSelect: "none" } },
    },
    MuiInputBase: {
      // Each field would otherwise mount its own global style element for MUI's autofill
      // keyframes, every one parsed and inserted while the form hydrates. They only tell
      // a floating label that the browser filled the field; the site's labels never float.
      defaultProps: { disableInjectingGlobalStyles: true },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          backgroundColor: tokens.surface,
          "&:not(.Mui-focused):not(.Mui-error) .MuiOutlinedInput-notchedOutline": { borderColor: tokens.fieldBorder },
        },
      },
    },
  },
} satisfies ThemeOptions;

/** The MUI theme of the site's left-to-right pages and of the editor. */
export const theme = createTheme(options);

/**
 * What a direction gives every page: its theme, and its fonts (the @font-face rules and
 * preloaded files for a page's text; without them, Inter's: fonts.ts, interPageFonts).
 */
export interface DirectionLook {
  theme: Theme;
  fonts?: (text: string) => PageFonts;
}

const looks: Partial<Record<Direction, DirectionLook>> = { ltr: { theme } };

/**
 * The look of a page's direction. The right-to-left one is made in a module of its own
 * (right-to-left.ts, prepareDirection), which only right-to-left pages fetch, before they
 * render: the pre-render and entry.client.tsx call it first.
 */
export const directionLook = (direction: Direction): DirectionLook => looks[direction] ?? looks.ltr!;

/** Gives the look of a direction, made by right-to-left.ts, to directionLook. */
export function setDirectionLook(direction: Direction, look: DirectionLook): void {
  looks[direction] = look;
}
