import type { EmotionCache } from "@emotion/cache";
import { createTheme, type Theme } from "@mui/material/styles";
import rtlPlugin from "@mui/stylis-plugin-rtl";
import { createBrowserEmotionCache, createEmotionCache } from "./emotion-cache.ts";
import { arabicFontFamily, arabicPageFonts } from "./arabic-face.ts";
import { options, setDirectionLook, theme } from "./theme.ts";
import type { Direction } from "./tokens.ts";

/*
 * What a right-to-left page adds to the site's theme, in a module of its own: only those
 * pages fetch it, with the mirroring Emotion cache, before they render (entry.server.tsx,
 * entry.client.tsx), so the left-to-right pages' JavaScript carries none of it.
 */

/**
 * What the right-to-left pages add to the global styles. Written as for left to right:
 * the right-to-left Emotion cache mirrors these rules too, as it mirrors every rule of the
 * components. Only that theme has them, so the French and English pages carry none.
 */
const rightToLeftStyles = {
  // Icons that point the way of reading, drawn for left to right (sprite-icon.tsx names
  // each in `data-icon`): the paper plane of the contact form's submit button and the
  // "opens elsewhere" arrow out of a box. Logos (WhatsApp, the networks) and the phone are
  // never mirrored.
  'svg[data-icon="send"], svg[data-icon="open-in-new"]': { transform: "scaleX(-1)" },
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
  // A value that sets its own direction (dir="auto", the key figures) and reads left to right
  // still stands where the lines of the page start: on the right, its end.
  "dd[dir=auto]:dir(ltr)": { textAlign: "end" },
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

/**
 * The Emotion cache of a direction: for the pre-render, or with `document`, the browser's
 * (emotion-cache.ts). Right to left, with MUI's Stylis plugin, which writes each rule
 * mirrored (margin-left → margin-right, left → right…). Class names are hashes of the
 * styles before any plugin, so such a page hydrates with its pre-rendered ids.
 */
export function createDirectionCache(direction: Direction, document?: Document): EmotionCache {
  const plugins = direction === "rtl" ? [rtlPlugin] : [];
  return document ? createBrowserEmotionCache(document, plugins) : createEmotionCache(plugins);
}

/** Before a page of `direction` renders: its theme and fonts for directionLook (theme.ts), and its Emotion cache. */
export function prepareDirection(direction: Direction, document?: Document): EmotionCache {
  if (direction === "rtl") setDirectionLook(direction, { theme: createSiteTheme(direction), fonts: arabicPageFonts });
  return createDirectionCache(direction, document);
}
