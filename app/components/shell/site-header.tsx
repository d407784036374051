import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { usePageHref, useShellContent } from "#app/content/shell-context.tsx";
import { createMenuIntent } from "#app/lib/menu-intent.ts";
import { navItems } from "#app/lib/navigation.ts";
import { useHeaderFit } from "#app/browser/use-header-fit.ts";
import { fillTemplate, telHref } from "#app/model/text.ts";
import { theme } from "#app/theme/theme.ts";
import { HEADER_HEIGHT, HEADER_TOP_BAR_HEIGHT, tokens } from "#app/theme/tokens.ts";
import { MobileNav } from "./mobile-nav.tsx";
import { NavSubmenu, SUBMENU_ID_PREFIX } from "./nav-submenu.tsx";
import { barLinkSx } from "../primitives/menu-link-style.ts";
import { SiteNavLink } from "../primitives/site-nav-link.tsx";
import { SocialLinks } from "../blocks/social-links.tsx";
import { LanguageLinks } from "./language-links.tsx";
import { TOOLTIP_CLASS } from "#app/browser/tooltips.ts";
import { SITE_LINK } from "#app/lib/href.ts";
import { SpriteIcon } from "../primitives/sprite-icon.tsx";

// The name beside the logo is read whole: where one line is too short for it (phones,
// enlarged text) it wraps, between words first, rather than being cut or pushing the
// menu button off-screen.
const nameSx = {
  fontWeight: 700,
  fontSize: { xs: "0.9375rem", sm: "1.0625rem", lg: "1rem" },
  lineHeight: 1.2,
  letterSpacing: "-0.01em",
  minWidth: 0,
  overflowWrap: "anywhere",
} as const;

// Below 360 px the logo gives the name room for two lines rather than three.
const logoSx = {
  display: "block",
  flexShrink: 0,
  width: { xs: 96, sm: 120 },
  height: "auto",
  "@media (max-width: 22.4375rem)": { width: 80 },
} as const;

// In the header's row, shown up to the full navigation; on phones the number gives way to
// its icon (a 44 px target) and a tooltip. (On the wrapper: the link keeps the same class as
// the top bar's, whose styles the page then carries once.)
const rowPhoneSx = {
  display: { xs: "block", lg: "none" },
  [theme.breakpoints.down("sm")]: { "& a": { minWidth: 44, justifyContent: "center" }, "& a > span": { display: "none" } },
} as const;

function PhoneLink({ tooltip = false }: { tooltip?: boolean }) {
  const { company, ui } = useShellContent();
  return (
    <Box
      component="a"
      href={telHref(company.telephone)}
      aria-label={`${ui.appeler} ${company.telephone}`}
      className={tooltip ? TOOLTIP_CLASS : undefined}
      sx={{ ...barLinkSx, gap: 0.75 }}
    >
      <SpriteIcon name="phone" fontSize="small" />
      <span>{company.telephone}</span>
    </Box>
  );
}

// While the navigation does not fit on one line (text enlarged by the browser's minimum
// font size, which breakpoints cannot see), the header takes its narrow-screen layout.
// (Only ever set on wide screens, where the phone has room beside the menu button.)
const compactSx = {
  "&[data-compact] .entete-barre, &[data-compact] .entete-nav": { display: "none" },
  "&[data-compact] .entete-telephone, &[data-compact] .entete-menu": { display: "block" },
} as const;

/**
 * Sticky header: logo, site navigation with submenus, phone, social links, and the
 * mobile menu. On wide screens the phone and social links sit in a slim top bar so the
 * whole navigation fits on one line; below that the drawer carries the social links.
 * The breakpoints are in rem, so enlarged text moves them; when the navigation still
 * does not fit (a minimum font size), it switches to the drawer by measure, and wraps
 * before any script runs.
 */
export function SiteHeader() {
  const shell = useShellContent();
  const pageHref = usePageHref();
  const { company, settings, ui } = shell;
  const items = navItems(shell);
  const [openId, setOpenId] = useState<string | null>(null);
  const intent = useMemo(
    () =>
      createMenuIntent(
        { open: settings.delais.menuOuverture, skip: settings.delais.menuEnchainement, close: settings.delais.menuFermeture },
        setOpenId,
      ),
    [],
  );
  useEffect(() => () => intent.dispose(), [intent]);
  const { pathname } = useLocation();
  useEffect(() => intent.close(), [pathname, intent]);
  const headerRef = useRef<HTMLElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // A submenu opened before the script ran (hovered or focused) stays open as it hydrates;
  // from then on the script, not CSS, shows the submenus (nav-submenu.tsx).
  useEffect(() => {
    const shown = listRef.current?.querySelector(":scope > li:is(:focus-within, :hover) > ul[id]");
    if (shown) intent.adopt(shown.id.slice(SUBMENU_ID_PREFIX.length), shown.parentElement!.matches(":focus-within"));
    if (headerRef.current) headerRef.current.dataset.hydrated = "true";
  }, [intent]);
  useHeaderFit(headerRef, rowRef, listRef);

  return (
    <Box
      component="header"
      ref={headerRef}
      sx={{
        position: "sticky",
        top: 0,
        zIndex: 1100,
        bgcolor: "background.paper",
        borderBottom: `1px solid ${tokens.line}`,
        ...compactSx,
      }}
    >
      <Box className="entete-barre" sx={{ display: { xs: "none", lg: "block" }, bgcolor: tokens.surfaceSunk, borderBottom: `1px solid ${tokens.line}` }}>
        <Container maxWidth="lg" sx={{ display: "flex", justifyContent: "flex-end", alignItems: "center", gap: 2, minHeight: HEADER_TOP_BAR_HEIGHT }}>
          <LanguageLinks />
          <PhoneLink />
          <SocialLinks size="small" />
        </Container>
      </Box>
      <Container ref={rowRef} maxWidth="lg" sx={{ display: "flex", alignItems: "center", gap: { xs: 1, sm: 2 }, minHeight: HEADER_HEIGHT }}>
        <Box
          component={Link}
          {...SITE_LINK}
          to={pageHref("/")}
          aria-label={fillTemplate(ui.logoAccueil, { nom: company.nom })}
          sx={{ display: "inline-flex", alignItems: "center", gap: 1, minWidth: 0, minHeight: 44, mr: "auto", color: "text.primary", textDecoration: "none" }}
        >
          {/* Low priority, as the browser gives a small header image anyway; it also spares the page React's preload tag for it. */}
          <Box component="img" src={company.logo.src} alt="" width={120} height={32} fetchPriority="low" sx={logoSx} />
          <Box component="span" aria-hidden="true" sx={nameSx}>
            {company.nom}
          </Box>
        </Box>
        <Box component="nav" className="entete-nav" aria-label={ui.navigationPrincipale} sx={{ display: { xs: "none", lg: "block" }, minWidth: 0 }}>
          <Box
            component="ul"
            ref={listRef}
            sx={{ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", alignItems: "center", gap: 0.5, m: 0, p: 0, listStyle: "none" }}
          >
            {items.map((item) =>
              item.kind === "link" ? (
                <li key={item.id}>
                  <SiteNavLink href={item.href} sx={barLinkSx}>
                    {item.label}
                  </SiteNavLink>
                </li>
              ) : (
                <NavSubmenu
                  key={item.id}
                  id={item.id}
                  label={item.label}
                  entries={item.entries}
                  open={openId === item.id}
                  onToggle={() => intent.toggle(item.id)}
                  onClose={intent.close}
                  onPointerEnter={() => intent.pointerEnter(item.id)}
                  onPointerLeave={() => intent.pointerLeave(item.id)}
                />
              ),
            )}
          </Box>
        </Box>
        <Box className="entete-telephone" sx={rowPhoneSx}>
          <PhoneLink tooltip />
        </Box>
        <MobileNav />
      </Container>
    </Box>
  );
}
