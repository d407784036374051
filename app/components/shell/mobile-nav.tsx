import MenuIcon from "@mui/icons-material/Menu";
import Box from "@mui/material/Box";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useShellContent } from "#app/content/shell-context.tsx";
import type { NavItem } from "#app/lib/navigation.ts";
import { PlainButton } from "../primitives/plain-button.tsx";
import { TOOLTIP_CLASS } from "#app/browser/tooltips.ts";
import { roundIconSx } from "../primitives/round-icon-style.ts";

// The drawer (and MUI's modal machinery) loads only when a visitor first opens it.
const MobileNavDrawer = lazy(() => import("./mobile-nav-drawer.tsx").then((module) => ({ default: module.MobileNavDrawer })));

/** Menu button shown on narrow screens; opens the navigation drawer. */
export function MobileNav({ items }: { items: NavItem[] }) {
  const { ui } = useShellContent();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <Box className="entete-menu" sx={{ display: { xs: "block", lg: "none" }, flexShrink: 0 }}>
      <PlainButton
        ref={button}
        type="button"
        aria-label={ui.menuMobileOuvrir}
        className={TOOLTIP_CLASS}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        sx={roundIconSx(48)}
      >
        <MenuIcon />
      </PlainButton>
      {requested && (
        <Suspense fallback={null}>
          <MobileNavDrawer items={items} open={open} onClose={() => setOpen(false)} trigger={button} />
        </Suspense>
      )}
    </Box>
  );
}
