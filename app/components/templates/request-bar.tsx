import Box from "@mui/material/Box";
import { useShellContent } from "#app/content/shell-context.tsx";
import { fillTemplate } from "#app/model/text.ts";
import { tokens } from "#app/theme/tokens.ts";
import { ActionLink } from "../primitives/action-link.tsx";
import { sheetRequests } from "./data-sheet-aside.tsx";

/** Height of the bar, which the sheet keeps clear when it scrolls a focused element into view. */
export const REQUEST_BAR_HEIGHT = 72;

/**
 * On phones and tablets, the quote and sample requests stay at hand at the bottom of the
 * screen while the sheet scrolls, and settle after its last section: sticky, not fixed,
 * so it never covers the footer, and the page keeps focused elements above it.
 */
export function RequestBar({ slug, code }: { slug: string; code: string }) {
  const { ui } = useShellContent();
  const requests = sheetRequests(slug);
  const labels = ui.fiche;
  return (
    <Box
      data-request-bar
      sx={{
        display: { xs: "flex", md: "none" },
        position: "sticky",
        bottom: 0,
        zIndex: 2,
        gap: 1.5,
        // One height for both buttons, each label on one line (down to 320 px); should two
        // labels ever not fit side by side (enlarged text), the buttons stack instead.
        alignItems: "stretch",
        flexWrap: "wrap",
        minHeight: REQUEST_BAR_HEIGHT,
        mt: 4,
        mx: { xs: -2, sm: -3 },
        px: { xs: 2, sm: 3 },
        py: 1.5,
        bgcolor: tokens.surface,
        borderTop: `1px solid ${tokens.line}`,
        boxShadow: "0 -4px 16px rgb(36 33 30 / 0.08)",
        "& > a": { flex: "1 1 auto", px: 1.25, whiteSpace: "nowrap", fontSize: { xs: "0.9375rem", sm: "1rem" } },
      }}
    >
      <ActionLink href={requests.quote}>{fillTemplate(labels.devisBouton, { code })}</ActionLink>
      <ActionLink href={requests.samples} variant="outlined" aria-label={fillTemplate(labels.echantillonsBouton, { code })}>
        {labels.echantillonsColonne}
      </ActionLink>
    </Box>
  );
}
