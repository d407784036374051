import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import { THEME_ID, type Theme } from "@mui/material/styles";
import rtlPlugin from "@mui/stylis-plugin-rtl";
import { ThemeProvider } from "@mui/system";
import { startTransition, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { SiteShell } from "#app/components/shell/site-shell.tsx";
import { ShellContentProvider } from "#app/content/shell-context.tsx";
import type { ShellContent } from "#app/model/shell-content.ts";
import { createEmotionCache } from "#app/theme/emotion-cache.ts";
import { fontFaceCss } from "#app/theme/fonts.ts";
import { arabicFontFaceCss } from "#app/theme/arabic-face.ts";
import { createSiteTheme } from "#app/theme/right-to-left.ts";
import { theme } from "#app/theme/theme.ts";
import type { Direction } from "#app/theme/tokens.ts";
import type { PreviewView } from "../api.ts";
import type { FromPreview, ToPreview } from "./messages.ts";
import { PreviewPage } from "./preview-page.tsx";

/*
 * The preview document: the site's shell (header, footer) and page templates, with its
 * theme and typeface as app/root.tsx sets them, drawing the views the editor sends. Links
 * lead nowhere here: a click on one asks the editor to open the page it leads to.
 */

const tell = (message: FromPreview) => window.parent.postMessage(message, location.origin);

const fonts = document.createElement("style");
fonts.textContent = fontFaceCss;
document.head.append(fonts);

document.addEventListener(
  "click",
  (event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!link) return;
    event.preventDefault();
    const href = link.getAttribute("href") ?? "";
    if (href.startsWith("/")) tell({ type: "ouvrir", href });
  },
  true,
);

/**
 * The cache and theme of a page's direction, as app/root.tsx sets them. The right-to-left
 * one (an Arabic page, previewing a translation) is made when first needed, under a key of
 * its own: its mirrored rules and the left-to-right ones share this document.
 */
const looks: Partial<Record<Direction, { cache: EmotionCache; theme: Theme }>> = { ltr: { cache: createEmotionCache(), theme } };
function look(direction: Direction) {
  if (!looks[direction]) {
    fonts.textContent += arabicFontFaceCss;
    looks[direction] = { cache: createCache({ key: "apercu-rtl", stylisPlugins: [rtlPlugin] }), theme: createSiteTheme(direction) };
  }
  return looks[direction];
}

function Preview() {
  const [view, setView] = useState<PreviewView>();
  useEffect(() => {
    const listen = (event: MessageEvent<ToPreview>) => {
      // Drawn as a transition: the page shown stays, scrolled where it was, until the new one is ready (its lazy parts
      // loaded), then replaces it in one go — the preview never goes blank between two drafts.
      if (event.origin === location.origin && event.source === window.parent && event.data?.type === "vue") startTransition(() => setView(event.data.view));
    };
    window.addEventListener("message", listen);
    tell({ type: "pret" });
    return () => window.removeEventListener("message", listen);
  }, []);
  const shell = view && view.kind !== "none" ? (view.shell as ShellContent) : undefined;
  const { code, direction } = shell?.language ?? { code: "fr", direction: "ltr" as const };
  useEffect(() => {
    document.documentElement.lang = code;
    document.documentElement.dir = direction;
  }, [code, direction]);
  if (!view || view.kind === "none" || !shell) return null;
  const { cache, theme: pageTheme } = look(direction);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={pageTheme} themeId={THEME_ID}>
        <CssBaseline />
        {/* A new address is a new page: the router starts there, as a visitor arriving on it. */}
        <MemoryRouter key={view.path} initialEntries={[view.path ?? "/"]}>
          <ShellContentProvider value={shell}>
            <SiteShell>
              <PreviewPage view={view} />
            </SiteShell>
          </ShellContentProvider>
        </MemoryRouter>
      </ThemeProvider>
    </CacheProvider>
  );
}

// Not in StrictMode: its second run of every effect in development would look like a route
// change to the shell, which then focuses the page's heading — taking focus into the preview,
// away from the field being typed in, each time the preview shows another page.
createRoot(document.getElementById("apercu")!).render(<Preview />);
