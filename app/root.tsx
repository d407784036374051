// The shared chunk is evaluated in steps; these two imports end the first two (app/start/).
// Their places are the steps: test/unit/start-order.test.ts names an import moved across them.
import "#app/start/libraries-evaluated.ts";
import CssBaseline from "@mui/material/CssBaseline";
import { THEME_ID } from "@mui/material/styles";
import { ThemeProvider } from "@mui/system";
import "#app/start/mui-evaluated.ts";
import { lazy, Suspense, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import { ErrorScreen, errorDetail } from "#app/components/shell/error-screen.tsx";
import { SiteShell } from "#app/components/shell/site-shell.tsx";
import { shellContent, siteLocales } from "#app/content/shell-content.ts";
import { ShellContentProvider } from "#app/content/shell-context.tsx";
import { isLoadFailure } from "#app/lib/load-failure.ts";
import { shellText } from "#app/model/shell-content.ts";
import { loadFallback } from "#app/start/navigation-recovery.ts";
import { interPageFonts } from "#app/theme/fonts.ts";
import { directionLook } from "#app/theme/theme.ts";
import type { Route } from "./+types/root";
import { localeOfPath } from "#app/model/locale.ts";

export const links: Route.LinksFunction = () => {
  const { favicon } = shellContent().company;
  // The font files a page preloads depend on its direction and text: the layout writes them.
  return [{ rel: "icon", href: favicon, type: favicon.endsWith(".svg") ? "image/svg+xml" : undefined }];
};

export function Layout({ children }: { children: ReactNode }) {
  // The same on the server and in the browser (the same data), and updated on each navigation.
  const shell = shellContent(localeOfPath(useLocation().pathname, siteLocales()));
  const { code, direction } = shell.language;
  const { theme, fonts = interPageFonts } = directionLook(direction);
  const pageFonts = fonts(shellText(shell) + JSON.stringify(useMatches().map((match) => match.loaderData)));
  return (
    <html lang={code} dir={direction === "rtl" ? direction : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme.palette.background.paper} />
        <Meta />
        <Links />
        {/* The files used above the fold: Inter's Latin, and on Arabic pages the Arabic face first
            (arabic-face.ts); Latin Extended loads only if a page needs it (unicode-range). */}
        {pageFonts.preloads.map((file) => (
          <link key={file} rel="preload" href={file} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {/* In the page, not a stylesheet: nothing blocks the first paint. */}
        <style dangerouslySetInnerHTML={{ __html: pageFonts.css }} />
      </head>
      <body>
        {/* The system provider, as MUI's own ThemeProvider uses for a theme without CSS
            variables: importing MUI's wrapper would also ship its CSS-variables provider
            (about 3 KB gzip) that this theme never uses. */}
        <ThemeProvider theme={theme} themeId={THEME_ID}>
          <CssBaseline />
          <ShellContentProvider value={shell}>{children}</ShellContentProvider>
        </ThemeProvider>
        {/* Back and Forward return to where the visitor was; a new page starts at the top. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

const NavigationFallback = lazy(() => loadFallback().then((module) => ({ default: module.NavigationFallback })));

// A page whose code or data could not be fetched (offline, or removed by a new deploy)
// is not an application error: it falls back to a full page load or the offline notice.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isLoadFailure(error)) return <ErrorScreen detail={errorDetail(error)} />;
  return (
    <Suspense fallback={<SiteShell>{null}</SiteShell>}>
      <NavigationFallback error={error} />
    </Suspense>
  );
}
