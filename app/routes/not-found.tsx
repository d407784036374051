import { useEffect } from "react";
import { useLocation } from "react-router";
import { NotFoundScreen } from "#app/components/shell/not-found-screen.tsx";
import { shellContent, siteLocales } from "#app/content/shell-content.ts";
import { unlistedPageMeta } from "#app/lib/meta.ts";
import { localeOfPath } from "#app/model/locale.ts";
import type { Route } from "./+types/not-found";

// In the language of the address asked for: "/en/…" gets the English page.
export const meta: Route.MetaFunction = ({ location }) => {
  const shell = shellContent(localeOfPath(location.pathname, siteLocales()));
  return unlistedPageMeta(shell, shell.notFound.meta);
};

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The specification asks for the unknown path in the console, to spot broken links.
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return <NotFoundScreen />;
}
