import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import { useCallback, useRef, useSyncExternalStore, type ElementType, type HTMLAttributes, type ReactNode } from "react";
import { useLocation } from "react-router";
import { preRenderedParts } from "#app/browser/pre-rendered-links.ts";

const noSubscription = () => () => {};
/** The page React Router hydrated, the one the visitor arrived on. */
let arrival: string | undefined;

/**
 * Whether this part is kept as pre-rendered: true from its hydration (not a client-side
 * render, not the pre-render itself) until the visitor goes to another page. A new query
 * or fragment on the same page (the skip link, a pre-filled request) keeps it: a kept
 * part does not depend on them, and rendering it anew would replace elements under the
 * visitor's focus.
 */
function useKeptAsPreRendered(): boolean {
  // The server's snapshot is what React reads while it hydrates: a way to know that it does.
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const { pathname } = useLocation();
  const kept = useRef<boolean | undefined>(undefined);
  if (kept.current === undefined) {
    kept.current = hydrating && typeof document !== "undefined";
    if (kept.current) arrival ??= pathname;
  }
  if (pathname !== arrival) kept.current = false;
  return kept.current;
}

/**
 * A part of a page with nothing to do in the browser: text, tables, cards, links
 * (docs/decisions/2026-11-27-static-parts.md). On the page the visitor arrives on, React
 * adopts its element as pre-rendered and leaves what is inside as it is: none of its
 * components run, which is most of a page's hydration. After a client-side navigation it
 * renders like any other part. Its page links are followed and prefetched by the site
 * shell (pre-rendered-links.ts). Nothing inside may need React in the browser: state,
 * effects, event handlers.
 */
export function StaticPart({
  component = "div",
  sx,
  children,
  ...attributes
}: { component?: ElementType; sx?: SxProps<Theme>; children: ReactNode } & Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML">) {
  const kept = useKeptAsPreRendered();
  const register = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !kept) return;
      preRenderedParts.add(element);
      return () => void preRenderedParts.delete(element);
    },
    [kept],
  );
  // An empty inner HTML is not compared while hydrating: React keeps the pre-rendered children.
  return kept ? (
    <Box component={component} ref={register} sx={sx} {...attributes} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  ) : (
    <Box component={component} sx={sx} {...attributes}>
      {children}
    </Box>
  );
}
