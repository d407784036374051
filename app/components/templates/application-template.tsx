import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { PageApplication } from "#app/generated/content-types.ts";
import type { ApplicationView } from "#app/model/views.ts";
import { HEADER_HEIGHT, HEADER_TOP_BAR_HEIGHT } from "#app/theme/tokens.ts";
import { ApplicationGallery } from "../blocks/application-gallery.tsx";
import { BlockSection } from "../blocks/block-section.tsx";
import { CardGrid } from "../blocks/content-card.tsx";
import { PageLayout } from "./page-layout.tsx";
import { Paragraphs } from "../blocks/paragraphs.tsx";
import { RecommendedGrades } from "../blocks/recommended-grades.tsx";
import { RuledList } from "../blocks/ruled-list.tsx";
import { StaticPart } from "../primitives/static-part.tsx";
import { TextLink } from "../primitives/text-link.tsx";

/**
 * Every application page: title, description, gallery, the five example uses, the
 * recommended grades with a sample request, then cards to the other applications. Phones show the gallery first, under the title;
 * from md up it takes the right three fifths beside the text (its `sizes` in
 * app/model/image-roles.ts follow this grid).
 */
export function ApplicationTemplate({ application, labels }: { application: ApplicationView; labels: PageApplication }) {
  const examplesId = useId();
  return (
    <PageLayout title={application.titre}>
      <Box
        sx={{
          display: "grid",
          alignItems: "start",
          columnGap: 6,
          rowGap: { xs: 4, md: 2 },
          mt: { xs: 1, md: 2 },
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 3fr)" },
          gridTemplateRows: { md: "auto 1fr" },
          // Phones see the gallery right under the title, so the main image is on the first screen.
          gridTemplateAreas: { xs: '"galerie" "description" "exemples"', md: '"description galerie" "exemples galerie"' },
        }}
      >
        {/* Text and links: kept as pre-rendered on arrival (static-part.tsx); the gallery is React's. */}
        <StaticPart sx={{ gridArea: "description", maxWidth: "60ch" }}>
          <Paragraphs paragraphs={application.description} />
        </StaticPart>
        {/* Sticky beside the longer text column, so no empty band opens under the gallery. */}
        <Box sx={{ gridArea: "galerie", position: { md: "sticky" }, top: { md: HEADER_HEIGHT + 24, lg: HEADER_HEIGHT + HEADER_TOP_BAR_HEIGHT + 24 } }}>
          <ApplicationGallery images={application.galerie} labels={labels} />
        </Box>
        <StaticPart component="section" aria-labelledby={examplesId} sx={{ gridArea: "exemples" }}>
          <Typography id={examplesId} variant="h2" sx={{ mb: 2 }}>
            {labels.titreExemples}
          </Typography>
          <RuledList items={application.exemples} />
        </StaticPart>
      </Box>
      <StaticPart>
        <RecommendedGrades title={labels.titreRecommandations} recommended={application.recommended} />
        <BlockSection title={labels.titreAutres}>
          <CardGrid cards={application.others} />
          <Typography sx={{ mt: 3 }}>
            <TextLink href={labels.lienToutes.href}>{labels.lienToutes.libelle}</TextLink>
          </Typography>
        </BlockSection>
      </StaticPart>
    </PageLayout>
  );
}
