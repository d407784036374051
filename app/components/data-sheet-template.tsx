import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { FicheTechnique } from "#app/generated/content-types.ts";
import { PageLayout } from "./page-layout.tsx";

/** Data-sheet skeleton: title, description and typical uses. Tables and cards come with the catalogue pages work. */
export function DataSheetTemplate({ sheet }: { sheet: FicheTechnique }) {
  return (
    <PageLayout title={sheet.titre}>
      <Box sx={{ maxWidth: "70ch" }}>
        {sheet.description.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2 }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
      <Box component="ul" sx={{ pl: 3, "& li": { mb: 1 } }}>
        {sheet.usages.map((use) => (
          <li key={use}>{use}</li>
        ))}
      </Box>
    </PageLayout>
  );
}
