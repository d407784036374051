import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Box from "@mui/material/Box";
import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import type { MenuEntry } from "#app/model/shell-content.ts";
import { tokens } from "#app/theme/tokens.ts";
import { menuLinkSx } from "../primitives/menu-link-style.ts";
import { PlainButton } from "../primitives/plain-button.tsx";
import { SiteNavLink } from "../primitives/site-nav-link.tsx";

/** The start of a submenu's list id, before the item's id. */
export const SUBMENU_ID_PREFIX = "sous-menu-";

export interface NavSubmenuProps {
  id: string;
  label: string;
  entries: MenuEntry[];
  open: boolean;
  onToggle(): void;
  onClose(): void;
  onPointerEnter(): void;
  onPointerLeave(): void;
}

/**
 * One disclosure submenu of the site navigation: a button with aria-expanded
 * that shows a list of links (not an ARIA menu: these are plain page links).
 * Before hydration, CSS opens it on hover and keyboard focus.
 */
export function NavSubmenu({ id, label, entries, open, onToggle, onClose, onPointerEnter, onPointerLeave }: NavSubmenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const panelId = `${SUBMENU_ID_PREFIX}${id}`;
  // The pre-rendered path may end with "/": compare without it so server and browser agree.
  const pathname = useLocation().pathname.replace(/(.)\/+$/, "$1");
  const inSection = entries.some((entry) => entry.href === pathname);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      onClose();
      triggerRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    <Box
      component="li"
      ref={itemRef}
      sx={{
        position: "relative",
        // Before the header's code has started, pointing at or focusing the section opens it:
        // the links are reachable from the first paint (the code then adds the delays and
        // marks the header, site-header.tsx). The list's ::before bridges the gap below the
        // button, so the pointer stays on the section on its way down.
        "header:not([data-hydrated]) &:is(:hover, :focus-within) > ul": { display: "block" },
      }}
      onPointerEnter={(event) => event.pointerType === "mouse" && onPointerEnter()}
      onPointerLeave={(event) => event.pointerType === "mouse" && onPointerLeave()}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <PlainButton
        type="button"
        ref={triggerRef}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        sx={{
          gap: 0.25,
          px: 1,
          minHeight: 44,
          borderRadius: 1,
          font: "inherit",
          fontSize: "0.9375rem",
          fontWeight: 600,
          whiteSpace: "nowrap",
          color: "text.primary",
          "&:hover": { color: "primary.main" },
          // The section of the current page is marked like the current link.
          ...(inSection && { color: "primary.main", textDecoration: "underline", textUnderlineOffset: "0.35em" }),
          "& svg": { transition: "transform 150ms", transform: open ? "rotate(180deg)" : "none" },
        }}
      >
        {label}
        <ExpandMoreIcon fontSize="small" aria-hidden="true" />
      </PlainButton>
      <Box
        component="ul"
        id={panelId}
        hidden={!open}
        sx={{
          position: "absolute",
          top: "100%",
          left: 0,
          zIndex: 1,
          width: "max-content",
          minWidth: 260,
          maxWidth: "min(420px, 90vw)",
          m: 0,
          mt: 0.5,
          p: 1,
          listStyle: "none",
          bgcolor: "background.paper",
          border: `1px solid ${tokens.line}`,
          borderRadius: 1,
          boxShadow: "0 12px 32px rgba(36, 33, 30, 0.12)",
          "&::before": { content: '""', position: "absolute", insetInline: 0, bottom: "100%", height: 6 },
        }}
      >
        {entries.map((entry) => (
          <li key={entry.href}>
            <SiteNavLink href={entry.href} onClick={onClose} sx={menuLinkSx}>
              {entry.label}
            </SiteNavLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
