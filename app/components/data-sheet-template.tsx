import Box from "@mui/material/Box";
import type { FicheTechnique } from "#app/generated/content-types.ts";
import { PageLayout } from "./page-layout.tsx";
import { Paragraphs } from "./paragraphs.tsx";

/** Data-sheet skeleton: title, description and typical uses. Tables and cards come with the catalogue pages work. */
export function DataSheetTemplate({ sheet }: { sheet: FicheTechnique }) {
  return (
    <PageLayout title={sheet.titre}>
      <Box sx={{ maxWidth: "70ch" }}>
        <Paragraphs paragraphs={sheet.description} />
      </Box>
      <Box component="ul" sx={{ pl: 3, "& li": { mb: 1 } }}>
        {sheet.usages.map((use) => (
          <li key={use}>{use}</li>
        ))}
      </Box>
    </PageLayout>
  );
}
