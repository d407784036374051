import CloseIcon from "@mui/icons-material/Close";
import PhoneIcon from "@mui/icons-material/Phone";
import WhatsAppIcon from "@mui/icons-material/WhatsApp";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useEffect, type RefObject } from "react";
import { useShellContent } from "#app/content/shell-context.tsx";
import type { NavItem } from "#app/lib/navigation.ts";
import { useWhatsappHref } from "#app/browser/use-whatsapp-href.ts";
import { visuallyHidden } from "#app/lib/visually-hidden.ts";
import { telHref } from "#app/model/text.ts";
import { tokens } from "#app/theme/tokens.ts";
import { menuLinkSx } from "../primitives/menu-link-style.ts";
import { SiteNavLink } from "../primitives/site-nav-link.tsx";
import { SocialLinks } from "../blocks/social-links.tsx";
import { LanguageLinks } from "./language-links.tsx";

const contactLinkSx = { ...menuLinkSx, gap: 1, fontWeight: 600 } as const;

/**
 * The navigation drawer for phones and tablets. MUI's Drawer is a modal: it traps
 * focus, closes on Escape and gives focus back to the menu button. Under the menu: the
 * phone, WhatsApp (with a greeting naming the data sheet the visitor is on) and the
 * social links.
 */
export function MobileNavDrawer({ items, open, onClose, trigger }: { items: NavItem[]; open: boolean; onClose(): void; trigger: RefObject<HTMLElement | null> }) {
  const { company, ui } = useShellContent();
  const whatsapp = useWhatsappHref();
  // When the header takes its wide layout again (a wider window, smaller text), the menu
  // button disappears: the drawer closes with it. Watched here, so the code loads with the drawer.
  useEffect(() => {
    const button = trigger.current;
    if (!open || !button || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => button.offsetParent === null && onClose());
    observer.observe(button);
    return () => observer.disconnect();
  }, [open, onClose, trigger]);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: "dialog", "aria-modal": true, "aria-labelledby": "menu-mobile-titre", sx: { width: "min(340px, 88vw)", p: 2 } } }}
    >
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography id="menu-mobile-titre" component="h2" variant="h3">
          {ui.menuMobileTitre}
        </Typography>
        <IconButton aria-label={ui.menuMobileFermer} onClick={onClose} sx={{ width: 48, height: 48 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={ui.navigationPrincipale}>
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {items.map((item) =>
            item.kind === "link" ? (
              <li key={item.id}>
                <SiteNavLink href={item.href} onClick={onClose} sx={{ ...menuLinkSx, fontWeight: 600 }}>
                  {item.label}
                </SiteNavLink>
              </li>
            ) : (
              <li key={item.id}>
                <Typography component="h3" sx={{ px: 1.5, pt: 2, pb: 0.5, fontWeight: 700, fontSize: "0.875rem", color: "text.secondary" }}>
                  {item.label}
                </Typography>
                <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
                  {item.entries.map((entry) => (
                    <li key={entry.href}>
                      <SiteNavLink href={entry.href} onClick={onClose} sx={{ ...menuLinkSx, pl: 3 }}>
                        {entry.label}
                      </SiteNavLink>
                    </li>
                  ))}
                </Box>
              </li>
            ),
          )}
        </Box>
      </Box>
      <Box sx={{ mt: 3, pt: 2, borderTop: `1px solid ${tokens.line}` }}>
        <Box component="a" href={telHref(company.telephone)} sx={contactLinkSx}>
          <PhoneIcon fontSize="small" aria-hidden />
          {company.telephone}
        </Box>
        <Box component="a" href={whatsapp} target="_blank" rel="noopener noreferrer" sx={contactLinkSx}>
          <WhatsAppIcon fontSize="small" aria-hidden />
          {/* The number in a box of its own: the right-to-left rule for phone numbers (theme) reads its direction from it, not from the word before it. */}
          {`${ui.whatsapp} `}
          <span>{company.whatsapp}</span>
          <Box component="span" sx={visuallyHidden}>{` ${ui.nouvelOnglet}`}</Box>
        </Box>
        <SocialLinks />
        <LanguageLinks />
      </Box>
    </Drawer>
  );
}
