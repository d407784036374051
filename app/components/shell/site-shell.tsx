import Box from "@mui/material/Box";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { PrefetchPageLinks, useLocation, useNavigate, useNavigationType } from "react-router";
import { elementOf, inView, markOf, type FocusMark } from "#app/browser/focus-memory.ts";
import { useOfflineNotice } from "#app/browser/offline-notice-store.ts";
import { followPreRenderedLinks } from "#app/browser/pre-rendered-links.ts";
import { installTooltips } from "#app/browser/tooltips.ts";
import { useShellContent } from "#app/content/shell-context.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "../primitives/skip-link.tsx";

// Loaded when the browser is idle after a page load (app/start/navigation-recovery.ts), so that it is there offline.
const OfflineNotice = lazy(() => import("./offline-notice.tsx").then((module) => ({ default: module.OfflineNotice })));
// Pre-rendered whole, and working from the HTML alone (a native dialog): in the browser,
// React keeps its boundary as pre-rendered until this chunk has come, then hydrates it,
// so its code is not in what a page needs to start. A chunk that cannot be loaded (tried
// twice) leaves it so for good, rather than failing the page: the drawer still opens.
const loadDrawer = () => import("./mobile-nav-drawer.tsx").then((module) => ({ default: module.MobileNavDrawer }));
const MobileNavDrawer = lazy(() =>
  loadDrawer()
    .catch(() => new Promise<void>((resolve) => setTimeout(resolve, 2000)).then(loadDrawer))
    .catch(() => new Promise<never>(() => {})),
);

/** Marks the document as interactive once its last part has hydrated: the end-to-end tests and the benchmarks key off it. */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/**
 * The links of the parts kept as pre-rendered (static-part.tsx), followed and prefetched as
 * router links are. A component of its own, so that a prefetch re-renders it alone: a new
 * state in the shell would re-render the boundaries still waiting to hydrate (the drawer's,
 * until its chunk comes), and React would replace their pre-rendered HTML with nothing.
 */
function PreRenderedLinks() {
  const navigate = useNavigate();
  const [prefetched, setPrefetched] = useState<string>();
  useEffect(() => followPreRenderedLinks(document, { navigate: (to, replace) => void navigate(to, { replace }), prefetch: setPrefetched }), [navigate]);
  return prefetched ? <PrefetchPageLinks page={prefetched} /> : null;
}

/**
 * Skip link, sticky header, main landmark and footer around every page. On each
 * client-side route change focus moves to the new h1, which screen readers then
 * announce; on Back and Forward it returns to the link the visitor had followed from
 * that page, when that link is in view where <ScrollRestoration/> (root.tsx) put the page.
 * When the next page could not be loaded offline, the offline notice stands in for the
 * page's content (app/start/navigation-recovery.ts).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  const marks = useRef(new Map<string, FocusMark>());
  const offline = useOfflineNotice();

  const { settings } = useShellContent();
  useEffect(() => installTooltips(document, settings.delais), [settings.delais]);

  // The last link focused on this page (a click focuses it too), kept for a later Back.
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const mark = markOf(event.target as Element, document);
      if (mark) marks.current.set(location.key, mark);
    };
    document.addEventListener("focusin", remember);
    return () => document.removeEventListener("focusin", remember);
  }, [location.key]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    const followed = navigationType === "POP" ? elementOf(marks.current.get(location.key), document) : undefined;
    if (followed && inView(followed, header)) followed.focus({ preventScroll: true });
    else document.querySelector<HTMLElement>("main h1")?.focus({ preventScroll: true });
  }, [location.key, navigationType]);

  return (
    <>
      <SkipLink />
      <SiteHeader />
      {/* Hydration in pieces (docs/decisions/2026-11-24-hydration-in-pieces.md): React
          hydrates the header first, then the page's content, then the footer, each
          committed in its own task; a click on a part not yet hydrated hydrates it first. */}
      <Suspense>
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ outline: "none", minHeight: "60vh" }}>
          {offline?.from === location.pathname + location.search + location.hash ? (
            <Suspense fallback={null}>
              <OfflineNotice key={offline.href} href={offline.href} />
            </Suspense>
          ) : (
            children
          )}
        </Box>
        <Suspense>
          <SiteFooter />
          {/* After the footer: what the first paint needs stays in TCP's first window (scripts/build/page-weight.ts). */}
          <Suspense>
            <MobileNavDrawer />
            {/* In the drawer's boundary: the mark waits for the drawer's chunk, the last part. */}
            <HydratedMark />
          </Suspense>
        </Suspense>
      </Suspense>
      <PreRenderedLinks />
    </>
  );
}
