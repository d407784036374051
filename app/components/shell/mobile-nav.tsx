import MenuIcon from "@mui/icons-material/Menu";
import Box from "@mui/material/Box";
import { hasInvokerCommands, openModal } from "#app/browser/modal-dialog.ts";
import { useShellContent } from "#app/content/shell-context.tsx";
import { TOOLTIP_CLASS } from "#app/browser/tooltips.ts";
import { PlainButton } from "../primitives/plain-button.tsx";
import { roundIconSx } from "../primitives/round-icon-style.ts";

/** The drawer's id (mobile-nav-drawer.tsx), which the menu button names in `commandfor`. */
export const MOBILE_MENU_ID = "menu-mobile";

/**
 * Menu button shown on narrow screens. It opens the navigation drawer by itself
 * (`command="show-modal"`), from the first paint, with or without the page's script;
 * in a browser without invoker commands, the script opens it.
 */
export function MobileNav() {
  const { ui } = useShellContent();
  return (
    <Box className="entete-menu" sx={{ display: { xs: "block", lg: "none" }, flexShrink: 0 }}>
      <PlainButton
        type="button"
        aria-label={ui.menuMobileOuvrir}
        className={TOOLTIP_CLASS}
        aria-haspopup="dialog"
        {...{ commandfor: MOBILE_MENU_ID, command: "show-modal" }}
        onClick={() => hasInvokerCommands() || openModal(document.getElementById(MOBILE_MENU_ID) as HTMLDialogElement | null)}
        sx={roundIconSx(48)}
      >
        <MenuIcon />
      </PlainButton>
    </Box>
  );
}
