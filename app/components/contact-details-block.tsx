import type { BlocCoordonnees } from "#app/generated/content-types.ts";
import { BlockSection } from "./block-section.tsx";
import { ContactDetails } from "./contact-details.tsx";
import { OpeningHours } from "./opening-hours.tsx";

/** The company's contact details and opening hours, from content/site/entreprise.json. */
export function ContactDetailsBlock({ block }: { block: BlocCoordonnees }) {
  return (
    <BlockSection title={block.titre}>
      <ContactDetails />
      <OpeningHours />
    </BlockSection>
  );
}
