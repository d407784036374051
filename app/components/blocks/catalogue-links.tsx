import Box from "@mui/material/Box";
import { Fragment } from "react";
import { useShellContent } from "#app/content/shell-context.tsx";
import type { PdfLink } from "#app/model/pdf-files.ts";
import { visuallyHidden } from "#app/lib/visually-hidden.ts";
import { ActionLink, ActionRow } from "../primitives/action-link.tsx";
import { PdfLabel } from "../primitives/pdf-label.tsx";
import { SpriteIcon } from "../primitives/sprite-icon.tsx";

/** Download (same-origin file, `download` attribute) and view-in-a-new-tab buttons for the catalogue PDF, a pair per language offered. */
export function CatalogueLinks({ catalogues, download, view }: { catalogues: PdfLink[]; download: string; view: string }) {
  const { ui } = useShellContent();
  return (
    <ActionRow>
      {catalogues.map((catalogue) => (
        <Fragment key={catalogue.href}>
          <ActionLink href={catalogue.href} hrefLang={catalogue.language?.code} download={catalogue.fileName ?? true} startIcon={<SpriteIcon name="download" />}>
            <PdfLabel language={catalogue.language}>{download}</PdfLabel>
          </ActionLink>
          <ActionLink variant="outlined" href={catalogue.href} hrefLang={catalogue.language?.code} target="_blank" rel="noopener" endIcon={<SpriteIcon name="open-in-new" />}>
            <PdfLabel language={catalogue.language}>{view}</PdfLabel>
            <Box component="span" sx={visuallyHidden}>
              {` ${ui.nouvelOnglet}`}
            </Box>
          </ActionLink>
        </Fragment>
      ))}
    </ActionRow>
  );
}
