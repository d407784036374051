import Typography from "@mui/material/Typography";
import { lazy, Suspense } from "react";
import type { BlockView } from "#app/model/views.ts";
import { BlockSection } from "../blocks/block-section.tsx";
import { CatalogueLinks } from "../blocks/catalogue-links.tsx";
import { CardGrid } from "../blocks/content-card.tsx";
import { ContactDetailsBlock } from "../blocks/contact-details-block.tsx";
import { DataTable } from "../blocks/data-table.tsx";
import { FeatureList } from "../blocks/feature-list.tsx";
import { Paragraphs } from "../blocks/paragraphs.tsx";
import { StaticPart } from "../primitives/static-part.tsx";

type BlockOf<T extends BlockView["type"]> = Extract<BlockView, { type: T }>;

// The form's fields and logic are fetched only by pages that have a form block. Pre-rendering
// waits for them, so the HTML holds the whole form; hydration picks it up when the code arrives.
const ContactFormBlock = lazy(() => import("../contact-form/contact-form-block.tsx").then((module) => ({ default: module.ContactFormBlock })));
// Likewise the grade comparison, which only /comparer has.
const GradeComparison = lazy(() => import("../blocks/grade-comparison.tsx").then((module) => ({ default: module.GradeComparison })));

/**
 * One block of content/pages/*.json; the page template renders them in content order. Each
 * is hydrated and committed on its own (a Suspense boundary, as the shell's parts in
 * site-shell.tsx), so a long page never commits all its blocks in one task. The boundary
 * holds the whole block: a block's effects find their own elements hydrated.
 */
export function PageBlock({ block }: { block: BlockView }) {
  return (
    <Suspense>
      {INTERACTIVE_BLOCKS.has(block.type) ? (
        <BlockContent block={block} />
      ) : (
        <StaticPart>
          <BlockContent block={block} />
        </StaticPart>
      )}
    </Suspense>
  );
}

/** The blocks with something to do in the browser; the others are kept as pre-rendered on arrival (static-part.tsx). */
const INTERACTIVE_BLOCKS = new Set<BlockView["type"]>(["comparateur", "formulaire-contact"]);

/** One renderer per block type. */
function BlockContent({ block }: { block: BlockView }) {
  switch (block.type) {
    case "texte":
      return (
        <BlockSection title={block.titre}>
          <Typography component="div" sx={{ maxWidth: "60ch" }}>
            <Paragraphs paragraphs={block.paragraphes} />
          </Typography>
        </BlockSection>
      );
    case "applications":
    case "fiches":
      return <CardsBlock block={block} />;
    case "catalogue":
      return (
        <BlockSection title={block.titre} lead={block.texte}>
          <CatalogueLinks catalogues={block.catalogues} download={block.telecharger} view={block.consulter} />
        </BlockSection>
      );
    case "atouts":
      return (
        <BlockSection title={block.titre} lead={block.chapo}>
          <FeatureList features={block.atouts.map((a) => ({ icon: a.icone, title: a.titre, text: a.texte }))} headingLevel={3} />
        </BlockSection>
      );
    case "tableau":
      return (
        <BlockSection title={block.titre} lead={block.chapo}>
          <DataTable table={block.table} stackOnPhones />
          {block.note && <Typography variant="body2" sx={{ color: "text.secondary", maxWidth: "70ch" }}>{block.note}</Typography>}
        </BlockSection>
      );
    case "comparateur":
      return <GradeComparison block={block} />;
    case "coordonnees":
      return <ContactDetailsBlock block={block} />;
    case "formulaire-contact":
      return (
        <Suspense>
          <ContactFormBlock block={block} catalogue={block.catalogue} />
        </Suspense>
      );
  }
}

function CardsBlock({ block }: { block: BlockOf<"applications" | "fiches"> }) {
  return (
    <BlockSection title={block.titre} lead={block.chapo}>
      <CardGrid cards={block.cards} />
    </BlockSection>
  );
}
