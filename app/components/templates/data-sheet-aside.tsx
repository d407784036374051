import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useShellContent } from "#app/content/shell-context.tsx";
import { PdfLabel } from "../primitives/pdf-label.tsx";
import { requestHref } from "#app/model/request.ts";
import { fillTemplate } from "#app/model/text.ts";
import type { DataSheetView } from "#app/model/views.ts";
import { HEADER_HEIGHT, HEADER_TOP_BAR_HEIGHT, tokens } from "#app/theme/tokens.ts";
import { ActionLink } from "../primitives/action-link.tsx";
import { KeyFigures } from "../blocks/key-figures.tsx";
import { SpriteIcon } from "../primitives/sprite-icon.tsx";

/** The two requests a data sheet leads to, with this family pre-filled on the contact form. */
export const sheetRequests = (slug: string) => ({
  quote: requestHref({ type: "devis", famille: slug }),
  samples: requestHref({ type: "echantillons", famille: slug }),
});

/**
 * Beside the sheet on wide screens, and sticky there: the key figures, the quote and
 * sample requests and the PDF. On narrower screens it comes first under the title, and
 * the requests move to the bar at the bottom (request-bar.tsx).
 */
export function DataSheetAside({ sheet }: { sheet: DataSheetView }) {
  const labels = useShellContent().ui.fiche;
  const id = useId();
  const code = { code: sheet.code };
  const requests = sheetRequests(sheet.slug);
  return (
    <Box
      component="aside"
      aria-labelledby={id}
      sx={{
        gridArea: "aside",
        alignSelf: "start",
        // Sticky only where the whole box fits under the header: 21rem wide (the key figures two
        // a row) and a window at least 50rem high. A sticky box taller than the window hides
        // its own last links (the PDF) for as long as it sticks.
        "@media (min-width: 75rem) and (min-height: 50rem)": { position: "sticky", top: HEADER_HEIGHT + HEADER_TOP_BAR_HEIGHT + 24 },
        mt: { xs: 5, md: 7 },
        p: 3,
        display: "grid",
        gap: 2.5,
        bgcolor: tokens.surface,
        border: `1px solid ${tokens.line}`,
        borderRadius: 1,
      }}
    >
      <Typography id={id} component="h2" variant="h3">
        {fillTemplate(labels.enBref, code)}
      </Typography>
      <KeyFigures figures={sheet.keyFigures} />
      <Box sx={{ display: { xs: "none", md: "grid" }, gap: 1.5, pt: 2.5, borderTop: `1px solid ${tokens.line}` }}>
        <Typography component="h3" sx={{ fontWeight: 650 }}>
          {fillTemplate(labels.devisTitre, code)}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {labels.devisTexte}
        </Typography>
        <ActionLink href={requests.quote}>{fillTemplate(labels.devisBouton, code)}</ActionLink>
        <ActionLink href={requests.samples} variant="outlined">
          {fillTemplate(labels.echantillonsBouton, code)}
        </ActionLink>
      </Box>
      {sheet.pdfs.map((pdf) => (
        <ActionLink key={pdf.href} variant="outlined" href={pdf.href} hrefLang={pdf.language?.code} download={pdf.fileName} startIcon={<SpriteIcon name="download" />}>
          <PdfLabel language={pdf.language}>{labels.telechargerPdf}</PdfLabel>
        </ActionLink>
      ))}
    </Box>
  );
}
