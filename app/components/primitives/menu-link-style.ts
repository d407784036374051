import { tokens } from "#app/theme/tokens.ts";

/** Look of a link inside a submenu or the drawer: full-width row, tinted on hover, the current page marked. */
export const menuLinkSx = {
  display: "flex",
  alignItems: "center",
  minHeight: 44,
  px: 1.5,
  borderRadius: 1,
  color: "text.primary",
  textDecoration: "none",
  "&:hover": { bgcolor: tokens.accentTint },
  "&[aria-current='page']": { color: "primary.main", fontWeight: 700 },
} as const;
