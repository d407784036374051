import { createTheme, type Theme, type ThemeOptions } from "@mui/material/styles";
import { arabicFontFamily, BORDER_RADIUS, type Direction, fontFamily, HEADER_HEIGHT, HEADER_TOP_BAR_HEIGHT, tokens } from "./tokens.ts";

/** Width (in rem) from which the full navigation shows; rem so that larger default text switches to the drawer sooner. */
const WIDE = 75;

/** The MUI theme's settings, built from the design tokens (tokens.ts), which the PDFs read without MUI. */
const options = {
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
 * What the right-to-left pages add to the global styles. Written as for left to right:
 * the right-to-left Emotion cache mirrors these rules too, as it mirrors every rule of the
 * components. Only that theme has them, so the French and English pages carry none.
 */
const rightToLeftStyles = {
  // Icons that point the way of reading, drawn for left to right: the paper plane of the
  // submit button (the contact form), and the "opens elsewhere" arrow out of a box
  // (@mui/icons-material's OpenInNew, found by its drawing: the icons carry no name in
  // the page). Logos (WhatsApp, the networks) and the phone are never mirrored.
  'button[type="submit"] .MuiButton-startIcon > svg, svg:has(> path[d^="M19 19H5V5h7V3H5"])': { transform: "scaleX(-1)" },
  // The contact details' drawn arrow (↑ turned to ↗) points up and back: ↖. Except after
  // a WhatsApp number, which reads left to right (below): there it stays ↗, on the
  // number's right, and keeps its gap from it.
  "html[dir=rtl] dd > a[target=_blank]:not([href^='https://wa.me/'])::after": { transform: "rotate(-45deg)" },
  "html[dir=rtl] dd > a[href^='https://wa.me/']::after": { marginLeft: 0, marginRight: 4 },
  // A phone number's groups keep their order inside Arabic text (in a right-to-left line
  // "+216 71 000 000" would show as "000 000 71 216+"), as do an e-mail address and a
  // table's figures. `plaintext` takes the direction from the value itself (digits alone:
  // left to right); unlike `direction: ltr`, it neither reorders the link's icon and
  // number nor is turned round by the mirroring. On the links' elements too: the number
  // of a flex link is in a box of its own, and the hidden words "(new tab)" of a WhatsApp
  // link become an isolate that no longer sets the number's direction.
  'a[href^="tel:"], a[href^="tel:"] *, a[href^="mailto:"], a[href^="mailto:"] *, a[href^="https://wa.me/"], a[href^="https://wa.me/"] *, [data-numeric], input[type="tel"], input[type="email"]':
    { unicodeBidi: "plaintext" },
  // The tooltips' sheet (app/browser/tooltips.ts, TOOLTIP_CLASS) is not written through
  // Emotion, so nothing mirrors it: its rule again, mirrored here, so that a tooltip
  // overflows towards the start of the line, which never widens the page.
  "html[dir=rtl] .infobulle::after": { right: 0, left: "auto" },
};

/**
 * The theme for a page's direction. Right to left, MUI mirrors what it places by the
 * theme (the drawer's side…), the Arabic face comes first (headings without their
 * tightened letter-spacing) and the global styles add rightToLeftStyles; the page also
 * needs the right-to-left Emotion cache (emotion-cache.ts), which mirrors the CSS itself,
 * and `dir="rtl"` on <html>. Left to right, it is `theme` itself.
 */
export function createSiteTheme(direction: Direction): Theme {
  if (direction === "ltr") return theme;
  const { typography, components } = options;
  return createTheme({
    ...options,
    direction,
    typography: {
      ...typography,
      fontFamily: arabicFontFamily,
      // Spacing letters apart (or together) breaks the joins of a cursive script.
      h1: { ...typography.h1, letterSpacing: "normal" },
      h2: { ...typography.h2, letterSpacing: "normal" },
    },
    components: { ...components, MuiCssBaseline: { styleOverrides: { ...components.MuiCssBaseline.styleOverrides, ...rightToLeftStyles } } },
  });
}
