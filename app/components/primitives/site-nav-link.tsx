import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { SITE_LINK } from "#app/lib/href.ts";

/**
 * A site navigation link, marked aria-current="page" on its page. Only a home page ("/",
 * "/en/") needs an exact match, as every address starts with it; the others also match the
 * trailing slash of pre-rendered addresses (`/rbn/`), so a page loaded directly is marked
 * like one reached by a click.
 */
export function SiteNavLink({ href, sx, onClick, children }: { href: string; sx?: SxProps<Theme>; onClick?(): void; children: ReactNode }) {
  return (
    <Box component={NavLink} to={href} {...SITE_LINK} end={/^\/([a-z]{2}\/)?$/.test(href)} onClick={onClick} sx={sx}>
      {children}
    </Box>
  );
}
