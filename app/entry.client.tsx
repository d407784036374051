import { CacheProvider } from "@emotion/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadShellContent } from "#app/content/shell-content.ts";
import { navigationRecovery, prefetchFallback } from "#app/start/navigation-recovery.ts";
import { createBrowserEmotionCache } from "#app/theme/emotion-cache.ts";

function hydrate(cache: ReturnType<typeof createBrowserEmotionCache>) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CacheProvider value={cache}>
          {/* A page that cannot be loaded falls back to a full page load or the offline notice. */}
          <HydratedRouter instrumentations={[navigationRecovery]} />
        </CacheProvider>
      </StrictMode>,
    );
  });
}

// The page's language's shell texts and, right to left, the theme and mirroring cache:
// chunks of their own, which the page fetches with the rest of its code
// (scripts/build/script-start.ts), so these imports find them already there.
const { lang, dir } = document.documentElement;
const lowerCase = location.pathname.toLowerCase();
if (lowerCase !== location.pathname && document.querySelector('meta[name="robots"]')) {
  // An address typed in capitals ("/RBN", a code as printed) is the 404 page (the only page
  // with a robots meta, app/lib/meta.ts) on the static hosts, which match letter case;
  // React Router's browser side matches without it, takes it for "/rbn" and cannot start
  // on the 404 page's data. The page it names, instead (the 404 page again, in lower
  // case, if there is none).
  location.replace(lowerCase + location.search + location.hash);
} else {
  const direction = dir === "rtl" ? import("#app/theme/right-to-left.ts").then((module) => module.prepareDirection("rtl", document)) : createBrowserEmotionCache(document);
  void Promise.all([direction, loadShellContent(lang)]).then(([cache]) => hydrate(cache));
  prefetchFallback();
}
