import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { ui } from "#app/content/site.ts";
import type { Familles } from "#app/generated/content-types.ts";
import type { DataSheetView } from "#app/model/views.ts";
import { dataSheetPdfHref, pdfFileName } from "#app/model/pdf-files.ts";
import { comparisonTable, contentTable, specificationTable } from "#app/model/tables.ts";
import { fillTemplate } from "#app/model/text.ts";
import { tokens } from "#app/theme/theme.ts";
import { ActionLink } from "./action-link.tsx";
import { BlockSection } from "./block-section.tsx";
import { CardGrid } from "./content-card.tsx";
import { DataTable } from "./data-table.tsx";
import { FeatureList } from "./feature-list.tsx";
import { PageHero } from "./page-hero.tsx";
import { Paragraphs } from "./paragraphs.tsx";
import { PastelSwatches } from "./pastel-swatches.tsx";
import { RuledList } from "./ruled-list.tsx";

const labels = ui.fiche;

/** Any data sheet of content/fiches/: a hero (title, first paragraph, card picture), features, specification table, family comparison, uses, quote request, other sheets. */
export function DataSheetTemplate({ sheet, families }: { sheet: DataSheetView; families: Familles }) {
  const code = { code: sheet.code };
  const quote = `/contact?sujet=${encodeURIComponent(fillTemplate(labels.devisSujet, code))}`;
  const [lead, ...description] = sheet.description;
  // The PDF is generated from this same content at build time (scripts/lib/pdf/).
  const pdf = dataSheetPdfHref(sheet.code);
  return (
    <>
      <PageHero title={sheet.titre} lead={lead} image={sheet.visuel} />
      <Container maxWidth="lg">
        {description.length > 0 && (
          <Box sx={{ maxWidth: "60ch", mt: { xs: 5, md: 7 } }}>
            <Paragraphs paragraphs={description} />
          </Box>
        )}

        <BlockSection title={labels.caracteristiques}>
          <FeatureList features={sheet.caracteristiques.map((c) => ({ icon: c.icone, title: c.libelle }))} />
        </BlockSection>

        <BlockSection title={labels.specifications}>
          <DataTable table={specificationTable(sheet, labels)} />
          <ActionLink variant="outlined" href={pdf} download={pdfFileName(pdf)} startIcon={<DownloadOutlined aria-hidden />}>
            {labels.telechargerPdf}
          </ActionLink>
        </BlockSection>

        {sheet.note && (
          <BlockSection title={labels.note}>
            <Typography sx={{ maxWidth: "70ch" }}>{sheet.note}</Typography>
            {sheet.couleurs && <PastelSwatches colours={sheet.couleurs} />}
          </BlockSection>
        )}

        {sheet.categories && (
          <BlockSection title={labels.categories}>
            <DataTable table={contentTable(sheet.categories)} stackOnPhones />
          </BlockSection>
        )}

        <BlockSection title={fillTemplate(labels.usages, code)}>
          <RuledList items={sheet.usages} />
        </BlockSection>

        {sheet.applications && (
          <BlockSection title={fillTemplate(labels.applications, code)}>
            <RuledList items={sheet.applications} columns />
          </BlockSection>
        )}

        <BlockSection title={labels.comparatif}>
          <DataTable table={comparisonTable(families)} />
        </BlockSection>

        <Box
          component="section"
          aria-labelledby="devis"
          sx={{ mt: { xs: 7, md: 9 }, p: { xs: 3, md: 5 }, bgcolor: tokens.accentTint, borderRadius: 1, border: `1px solid ${tokens.line}` }}
        >
          <Typography id="devis" variant="h2" sx={{ mb: 1.5 }}>
            {fillTemplate(labels.devisTitre, code)}
          </Typography>
          <Typography sx={{ mb: 3, maxWidth: "60ch" }}>{labels.devisTexte}</Typography>
          <ActionLink href={quote}>
            {fillTemplate(labels.devisBouton, code)}
          </ActionLink>
        </Box>

        <BlockSection title={labels.autresFiches}>
          <CardGrid cards={sheet.related} />
        </BlockSection>
      </Container>
    </>
  );
}
