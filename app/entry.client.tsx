import { CacheProvider } from "@emotion/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { navigationRecovery, prefetchFallback } from "#app/start/navigation-recovery.ts";
import { createBrowserEmotionCache } from "#app/theme/emotion-cache.ts";

const cache = createBrowserEmotionCache(document);

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

prefetchFallback();
