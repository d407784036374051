import Box from "@mui/material/Box";
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link.tsx";

/**
 * Skip link, sticky header, main landmark and footer around every page. On each
 * client-side route change it moves focus to the new h1, which screen readers then
 * announce; where the page is scrolled to is <ScrollRestoration/>'s job (root.tsx).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    // Marks the document as interactive: JS-only styles and the end-to-end tests key off it.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.querySelector<HTMLElement>("main h1")?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ outline: "none", minHeight: "60vh" }}>
        {children}
      </Box>
      <SiteFooter />
    </>
  );
}
