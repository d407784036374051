import Box from "@mui/material/Box";
import type { Application } from "#app/generated/content-types.ts";
import { PageLayout } from "./page-layout.tsx";
import { Paragraphs } from "./paragraphs.tsx";

/** Application page skeleton: title, description, example uses and main image. The gallery comes with the applications work. */
export function ApplicationTemplate({ application }: { application: Application }) {
  const { imagePrincipale: image } = application;
  return (
    <PageLayout title={application.titre}>
      <Box sx={{ maxWidth: "70ch" }}>
        <Paragraphs paragraphs={application.description} />
      </Box>
      <Box
        component="img"
        src={image.src}
        alt={image.alt}
        width={1200}
        height={800}
        sx={{ display: "block", width: "100%", maxWidth: 960, height: "auto", borderRadius: 1, my: 4 }}
      />
      <Box component="ul" sx={{ pl: 3, maxWidth: "70ch", "& li": { mb: 1 } }}>
        {application.exemples.map((example) => (
          <li key={example}>{example}</li>
        ))}
      </Box>
    </PageLayout>
  );
}
