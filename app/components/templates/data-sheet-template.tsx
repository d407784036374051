import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useShellContent } from "#app/content/shell-context.tsx";
import { DATA_SHEET_SECTIONS, type DataSheetSection } from "#app/model/data-sheet-sections.ts";
import { productNames } from "#app/model/product-names.ts";
import { requestHref } from "#app/model/request.ts";
import { fillTemplate } from "#app/model/text.ts";
import type { DataSheetView } from "#app/model/views.ts";
import { BlockSection } from "../blocks/block-section.tsx";
import { CardGrid } from "../blocks/content-card.tsx";
import { DataSheetAside } from "./data-sheet-aside.tsx";
import { DocumentList } from "../blocks/document-list.tsx";
import { FoodContact } from "../blocks/food-contact.tsx";
import { DataTable } from "../blocks/data-table.tsx";
import { FeatureList } from "../blocks/feature-list.tsx";
import { PageHero } from "../blocks/page-hero.tsx";
import { Paragraphs } from "../blocks/paragraphs.tsx";
import { PastelSwatches } from "../blocks/pastel-swatches.tsx";
import { REQUEST_BAR_HEIGHT, RequestBar } from "./request-bar.tsx";
import { RuledList } from "../blocks/ruled-list.tsx";
import { StaticPart } from "../primitives/static-part.tsx";
import { TextLink } from "../primitives/text-link.tsx";

/**
 * Any data sheet of content/fiches/: a hero (title, first paragraph, card picture), then
 * the sheet in two columns on wide screens (text and tables on the left; on the right
 * the key figures, the requests and the PDF, sticky), then the other sheets. On phones
 * the key figures come first and the requests ride in a bar at the bottom of the screen.
 */
export function DataSheetTemplate({ sheet }: { sheet: DataSheetView }) {
  const labels = useShellContent().ui.fiche;
  const { buyer } = sheet;
  const code = { code: sheet.code };
  const [lead, ...description] = sheet.description;
  const sampleLinks = sheet.thicknesses.map((epaisseur) => (
    <TextLink
      key={epaisseur}
      href={requestHref({ type: "echantillons", famille: sheet.slug, epaisseur })}
      aria-label={fillTemplate(labels.echantillonsLigneComplet, { ...code, epaisseur })}
    >
      {labels.echantillonsLigne}
    </TextLink>
  ));
  const titles = sheet.sectionTitles;
  const sections: Record<DataSheetSection, ReactNode> = {
    features: <FeatureList features={sheet.caracteristiques.map((c) => ({ icon: c.icone, title: c.libelle }))} />,
    specifications: (
      <>
        <DataTable table={sheet.specifications} actions={{ label: labels.echantillonsColonne, cells: sampleLinks }} />
        {/* The certification lines' style: one class for the page's small print. */}
        <Box sx={{ display: "grid", gap: 0.5, maxWidth: "70ch" }}>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {buyer.revision}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {buyer.disclaimer}
          </Typography>
        </Box>
      </>
    ),
    measures: buyer.measures && <DataTable table={buyer.measures} />,
    properties: buyer.properties && <DataTable table={buyer.properties} />,
    note: (
      <>
        <Typography sx={{ maxWidth: "70ch" }}>{sheet.note}</Typography>
        {sheet.couleurs && <PastelSwatches colours={sheet.couleurs} />}
      </>
    ),
    uses: sheet.categories ? <DataTable table={sheet.categories} stackOnPhones /> : sheet.usages && <RuledList items={sheet.usages} />,
    processes: <DataTable table={buyer.processes} stackOnPhones />,
    foodContact: <FoodContact facts={buyer.foodContact} />,
    terms: <DataTable table={buyer.terms} />,
    documents: <DocumentList documents={buyer.documents} certifications={buyer.certifications} />,
  };
  return (
    <>
      <PageHero title={productNames(sheet, labels).title} lead={lead} image={sheet.visuel} spinnerInHtml={false} />
      <Container
        maxWidth="lg"
        // Focused elements stay clear of the request bar on phones.
        sx={{ "& *": { scrollMarginBottom: { xs: REQUEST_BAR_HEIGHT + 16, md: 16 } } }}
      >
        <Box
          sx={{
            display: "grid",
            columnGap: 6,
            gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) 17rem", lg: "minmax(0, 1fr) 21rem" },
            gridTemplateAreas: { xs: '"aside" "main"', md: '"main aside"' },
          }}
        >
          <DataSheetAside sheet={sheet} />
          {/* Text, tables and links: kept as pre-rendered on arrival (static-part.tsx). */}
          <StaticPart sx={{ gridArea: "main", minWidth: 0 }}>
            {[
              description.length > 0 && (
                <Box key="description" sx={{ maxWidth: "60ch", mt: { xs: 5, md: 7 } }}>
                  <Paragraphs paragraphs={description} />
                </Box>
              ),
              // One slot per section, empty when the sheet has nothing for it, so that each keeps its place (and its heading's id) whatever the others hold.
              ...DATA_SHEET_SECTIONS.map(
                (section) =>
                  titles[section] && (
                    <BlockSection key={section} title={titles[section]}>
                      {sections[section]}
                    </BlockSection>
                  ),
              ),
              <BlockSection key="comparison" title={labels.comparatif}>
                <DataTable table={sheet.comparison} />
                <TextLink href={sheet.compare.href}>{sheet.compare.label}</TextLink>
              </BlockSection>,
            ]}
          </StaticPart>
        </Box>

        <StaticPart>
          <BlockSection title={labels.autresFiches}>
            <CardGrid cards={sheet.related} />
          </BlockSection>
        </StaticPart>
        <RequestBar slug={sheet.slug} code={sheet.code} />
      </Container>
    </>
  );
}
