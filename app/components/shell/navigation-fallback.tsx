import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { showOfflineNotice } from "#app/browser/offline-notice-store.ts";
import { recover } from "#app/browser/recover.ts";
import { ErrorScreen, errorDetail } from "./error-screen.tsx";
import { SiteShell } from "./site-shell.tsx";

// Loaded when the browser is idle (app/start/navigation-recovery.ts), with what the
// navigation fallback needs once a page could not be loaded.
export { recover };

/**
 * The error boundary's answer when a page's code or data could not be fetched: a full
 * page load of the address (its static HTML exists), the offline notice inside the
 * site's shell, or, if that address was just loaded that way, the error screen.
 */
export function NavigationFallback({ error }: { error: unknown }) {
  const { pathname, search, hash } = useLocation();
  const href = pathname + search + hash;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void recover(href).then((outcome) => {
      if (outcome === "offline") showOfflineNotice({ href, from: href });
      if (current && outcome === "error") setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [href]);
  // While it decides, and while the page reloads: the shell, its main area empty.
  return failed ? <ErrorScreen detail={errorDetail(error)} /> : <SiteShell>{null}</SiteShell>;
}
