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

/**
 * Look of a link of the header's row and top bar (the navigation, the phone, the other
 * languages): one object for all, so a page's CSS holds its rule once.
 */
export const barLinkSx = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  px: 1,
  borderRadius: 1,
  fontSize: "0.9375rem",
  fontWeight: 600,
  whiteSpace: "nowrap",
  color: "text.primary",
  textDecoration: "none",
  "&:hover": { color: "primary.main" },
  "&[aria-current='page']": { color: "primary.main", textDecoration: "underline", textUnderlineOffset: "0.35em" },
} as const;
