import MenuIcon from "@mui/icons-material/Menu";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ui } from "#app/content/site.ts";
import type { NavItem } from "#app/lib/navigation.ts";

// The drawer (and MUI's modal machinery) loads only when a visitor first opens it.
const MobileNavDrawer = lazy(() => import("./mobile-nav-drawer.tsx").then((module) => ({ default: module.MobileNavDrawer })));

/** Menu button shown on narrow screens; opens the navigation drawer. */
export function MobileNav({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  // Widening the window to the desktop layout hides this button: close the drawer with it.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up("lg"));
  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide]);

  return (
    <Box sx={{ display: { xs: "block", lg: "none" }, flexShrink: 0 }}>
      <IconButton
        aria-label={ui.menuMobileOuvrir}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        sx={{ width: 48, height: 48, color: "text.primary" }}
      >
        <MenuIcon />
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <MobileNavDrawer items={items} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
