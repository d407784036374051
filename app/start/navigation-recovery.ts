import type { ClientInstrumentation } from "react-router";
import { routeModulesFor, type ManifestRoute } from "../lib/load-failure.ts";
import { showOfflineNotice } from "../browser/offline-notice-store.ts";

/*
 * What every page loads of the navigation fallback: noticing that the next page cannot
 * be loaded, and the offline notice's state. Deciding and acting, the notice and the
 * error boundary's part (app/components/shell/navigation-fallback.tsx) load later, when the
 * browser is idle after a page load, so that they are there when the network is not.
 */

export const loadFallback = () => import("#app/components/shell/navigation-fallback.tsx");

/** Fetches the fallback's code (and the notice's) while the network is there. */
export function prefetchFallback(): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
  idle(() => void Promise.all([loadFallback(), import("#app/components/shell/offline-notice.tsx")]).catch(() => {}));
}

/**
 * Before a client-side navigation, the route modules of the next page are imported
 * (nothing to fetch once a page of that kind was shown). React Router would otherwise
 * meet a failed import itself, and its answer is to reload the current page: the
 * visitor stays where they were, or gets the browser's offline page. The module list
 * comes from React Router's manifest, the one place that maps paths to modules.
 */
export const navigationRecovery: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(navigate, { to, currentUrl }) {
        if (typeof to === "string") {
          const url = new URL(to, window.location.href);
          const routes = (window as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } }).__reactRouterManifest?.routes;
          try {
            await Promise.all(routeModulesFor(routes ?? {}, url.pathname).map((module) => import(/* @vite-ignore */ module)));
          } catch {
            const href = url.pathname + url.search + url.hash;
            // Without the fallback's code (not fetched yet, and gone with the deploy): a plain page load.
            const outcome = await loadFallback().then(({ recover }) => recover(href), () => "reload-now" as const);
            if (outcome === "reload-now") window.location.assign(href);
            if (outcome === "offline") showOfflineNotice({ href, from: currentUrl });
            // The page is being replaced, or the notice stands in for it: this navigation stops here.
            if (outcome !== "error") await new Promise(() => {});
          }
        }
        await navigate();
      },
    });
  },
};
