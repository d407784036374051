import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { hasClosedBy, onBackdrop, wrappedFocus } from "#app/browser/dialog-inside.ts";
import { hasInvokerCommands } from "#app/browser/modal-dialog.ts";
import { useShellContent } from "#app/content/shell-context.tsx";
import { navItems } from "#app/lib/navigation.ts";
import { useWhatsappHref } from "#app/browser/use-whatsapp-href.ts";
import { visuallyHidden } from "#app/lib/visually-hidden.ts";
import { telHref } from "#app/model/text.ts";
import { tokens } from "#app/theme/tokens.ts";
import { menuLinkSx } from "../primitives/menu-link-style.ts";
import { PlainButton } from "../primitives/plain-button.tsx";
import { roundIconSx } from "../primitives/round-icon-style.ts";
import { SiteNavLink } from "../primitives/site-nav-link.tsx";
import { SocialLinks } from "../blocks/social-links.tsx";
import { LanguageLinks } from "./language-links.tsx";
import { MOBILE_MENU_ID } from "./mobile-nav.tsx";
import { SpriteIcon } from "../primitives/sprite-icon.tsx";

const SLIDE = "225ms cubic-bezier(0, 0, 0.2, 1)";

// A modal <dialog> along the side of the menu button (inline end: right, or left right to
// left), sliding in and out; the page behind does not scroll (nor shift) while it is open. One
// class for the whole drawer, its parts styled from it: every byte of it is in every page.
const drawerSx = {
  position: "fixed",
  insetBlock: 0,
  insetInlineStart: "auto",
  insetInlineEnd: 0,
  width: "min(340px, 88vw)",
  maxWidth: "none",
  height: "100%",
  maxHeight: "none",
  m: 0,
  p: 2,
  border: 0,
  color: "text.primary",
  bgcolor: "background.paper",
  boxShadow: "0 16px 32px rgba(0,0,0,.2)",
  outline: "none",
  transition: `translate ${SLIDE}, overlay ${SLIDE} allow-discrete, display ${SLIDE} allow-discrete`,
  "&:not([open])": { translate: "100%" },
  "&:not([open]):dir(rtl)": { translate: "-100%" },
  "@starting-style": { "&[open]": { translate: "100%" }, "&[open]:dir(rtl)": { translate: "-100%" } },
  "&::backdrop": { bgcolor: "rgba(0,0,0,.5)" },
  "html:has(&:modal)": { overflow: "hidden", scrollbarGutter: "stable" },
  "& > div": { display: "flex", alignItems: "center", justifyContent: "space-between", mb: 1 },
  "& h2": { m: 0, fontSize: "1.25rem", fontWeight: 650 },
  "& ul": { listStyle: "none", m: 0, p: 0 },
  "& li ul": { pl: 1.5 },
  "& h3": { m: 0, px: 1.5, pt: 2, pb: 0.5, fontSize: "0.875rem", color: "text.secondary" },
  "& nav > ul > li > a, & p > a": { fontWeight: 600 },
  "& p": { m: 0, mt: 3, pt: 2, borderTop: `1px solid ${tokens.line}` },
  "& p > a": { gap: 1, flexWrap: "wrap" },
  "& p span": { whiteSpace: "nowrap" },
} as const;

/**
 * The navigation drawer for phones and tablets: a native modal <dialog>, in the page's
 * HTML after the footer, which the menu button opens by itself (`command="show-modal"`),
 * before and whatever the page's script does. The browser traps the page behind it
 * (inert), closes it on Escape and on a tap beside it (`closedby="any"`), and gives focus
 * back to the menu button. The script adds what HTML cannot: closing it when a link of
 * it is followed or when the wide header comes back, and Tab going round inside it. Under
 * the menu: the phone, WhatsApp (with a greeting naming the data sheet the visitor is on),
 * the social links and the other languages.
 */
export function MobileNavDrawer() {
  const shell = useShellContent();
  const { company, ui } = shell;
  const items = navItems(shell);
  const whatsapp = useWhatsappHref();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();

  // A page reached by a link of the drawer opens with the drawer closed. Not on the first
  // render: a drawer the visitor opened before the script ran stays open.
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) dialog.current?.close();
    shownPath.current = pathname;
  }, [pathname]);

  // When the header takes its wide layout again (a wider window, smaller text), the menu
  // button disappears: the drawer closes with it.
  useEffect(() => {
    const button = document.querySelector(`[commandfor="${MOBILE_MENU_ID}"][command="show-modal"]`);
    if (!button || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if ((button as HTMLElement).offsetParent === null) dialog.current?.close();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const next = wrappedFocus(event.currentTarget, document.activeElement, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  // Browsers without `closedby` (the tap beside the drawer lands on the dialog itself).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !hasClosedBy() && onBackdrop(event.currentTarget, event.clientX, event.clientY)) close();
  };

  return (
    <Box
      component="dialog"
      ref={dialog}
      id={MOBILE_MENU_ID}
      aria-labelledby="menu-mobile-titre"
      closedby="any"
      onKeyDown={onKeyDown}
      onClick={onClick}
      sx={drawerSx}
    >
      <div>
        <h2 id="menu-mobile-titre">{ui.menuMobileTitre}</h2>
        <PlainButton type="button" aria-label={ui.menuMobileFermer} {...{ commandfor: MOBILE_MENU_ID, command: "close" }} onClick={() => hasInvokerCommands() || close()} sx={roundIconSx(48)}>
          <CloseIcon />
        </PlainButton>
      </div>
      {/* Named by the drawer's title: the header's navigation has the name « navigation principale » already. */}
      <nav aria-labelledby="menu-mobile-titre">
        <ul>
          {items.map((item) =>
            item.kind === "link" ? (
              <li key={item.id}>
                <SiteNavLink href={item.href} onClick={close} sx={menuLinkSx}>
                  {item.label}
                </SiteNavLink>
              </li>
            ) : (
              <li key={item.id}>
                <h3>{item.label}</h3>
                <ul>
                  {item.entries.map((entry) => (
                    <li key={entry.href}>
                      <SiteNavLink href={entry.href} onClick={close} sx={menuLinkSx}>
                        {entry.label}
                      </SiteNavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
      {/* The contact links and the rest, under a line (a paragraph of links). */}
      <p>
        <Box component="a" href={telHref(company.telephone)} sx={menuLinkSx}>
          <SpriteIcon name="phone" fontSize="small" />
          {company.telephone}
        </Box>
        <Box component="a" href={whatsapp} target="_blank" rel="noopener noreferrer" sx={menuLinkSx}>
          <SpriteIcon name="whatsapp" fontSize="small" />
          {/* The number in a box of its own: the right-to-left rule for phone numbers (theme) reads its direction from it, not from the word before it. */}
          {`${ui.whatsapp} `}
          <span>{company.whatsapp}</span>
          <Box component="span" sx={visuallyHidden}>{` ${ui.nouvelOnglet}`}</Box>
        </Box>
      </p>
      <SocialLinks />
      <LanguageLinks />
    </Box>
  );
}
