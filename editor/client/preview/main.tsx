import { CacheProvider } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import { THEME_ID } from "@mui/material/styles";
import { ThemeProvider } from "@mui/system";
import { startTransition, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { SiteShell } from "#app/components/shell/site-shell.tsx";
import { ShellContentProvider } from "#app/content/shell-context.tsx";
import type { ShellContent } from "#app/model/shell-content.ts";
import { createEmotionCache } from "#app/theme/emotion-cache.ts";
import { fontFaceCss } from "#app/theme/fonts.ts";
import { theme } from "#app/theme/theme.ts";
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
  if (!view || view.kind === "none") return null;
  return (
    // A new address is a new page: the router starts there, as a visitor arriving on it.
    <MemoryRouter key={view.path} initialEntries={[view.path ?? "/"]}>
      <ShellContentProvider value={view.shell as ShellContent}>
        <SiteShell>
          <PreviewPage view={view} />
        </SiteShell>
      </ShellContentProvider>
    </MemoryRouter>
  );
}

// Not in StrictMode: its second run of every effect in development would look like a route
// change to the shell, which then focuses the page's heading — taking focus into the preview,
// away from the field being typed in, each time the preview shows another page.
createRoot(document.getElementById("apercu")!).render(
  <CacheProvider value={createEmotionCache()}>
    <ThemeProvider theme={theme} themeId={THEME_ID}>
      <CssBaseline />
      <Preview />
    </ThemeProvider>
  </CacheProvider>,
);
