import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { BlocCoordonnees } from "#app/generated/content-types.ts";
import { BlockSection } from "./block-section.tsx";
import { ContactDetails } from "./contact-details.tsx";
import { OpeningHours } from "./opening-hours.tsx";
import { SocialLinks } from "./social-links.tsx";

/** Address with its map link, phone, WhatsApp, e-mail, opening hours and social links, all from content/site/entreprise.json. */
export function ContactDetailsBlock({ block }: { block: BlocCoordonnees }) {
  return (
    <BlockSection title={block.titre}>
      <Box sx={{ display: "grid", gap: { xs: 4, md: 8 }, gridTemplateColumns: { md: "minmax(0, 1fr) minmax(0, 1fr)" }, maxWidth: "60rem" }}>
        <ContactDetails />
        <div>
          <Typography variant="h3" sx={{ mb: 1.5 }}>
            {block.horaires}
          </Typography>
          <OpeningHours />
          <Typography variant="h3" sx={{ mt: 4, mb: 1 }}>
            {block.reseaux}
          </Typography>
          <SocialLinks />
        </div>
      </Box>
    </BlockSection>
  );
}
