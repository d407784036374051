import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import OpenInNewOutlined from "@mui/icons-material/OpenInNewOutlined";
import Box from "@mui/material/Box";
import { useShellContent } from "#app/content/shell-context.tsx";
import type { CatalogueView } from "#app/model/views.ts";
import { visuallyHidden } from "#app/lib/visually-hidden.ts";
import { ActionLink, ActionRow } from "../primitives/action-link.tsx";

/** Download (same-origin file, `download` attribute) and view-in-a-new-tab buttons for the catalogue PDF. */
export function CatalogueLinks({ catalogue, download, view }: { catalogue: CatalogueView; download: string; view: string }) {
  const { ui } = useShellContent();
  return (
    <ActionRow>
      <ActionLink href={catalogue.href} download={catalogue.fileName ?? true} startIcon={<DownloadOutlined aria-hidden />}>
        {download}
      </ActionLink>
      <ActionLink variant="outlined" href={catalogue.href} target="_blank" rel="noopener" endIcon={<OpenInNewOutlined aria-hidden />}>
        {view}
        <Box component="span" sx={visuallyHidden}>
          {` ${ui.nouvelOnglet}`}
        </Box>
      </ActionLink>
    </ActionRow>
  );
}
