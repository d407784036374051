import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Section } from "#app/generated/content-types.ts";
import { Paragraphs } from "./paragraphs.tsx";

/** A titled block of paragraphs from content, at reading width. */
export function PageSection({ section }: { section: Section }) {
  return (
    <Box component="section" sx={{ mt: 6, maxWidth: "70ch" }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {section.titre}
      </Typography>
      <Paragraphs paragraphs={section.paragraphes} />
    </Box>
  );
}
