import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { company, navigation, ui } from "#app/content/site.ts";
import { fillTemplate } from "#app/lib/text.ts";
import { useCurrentYear } from "#app/lib/use-current-year.ts";
import { tokens } from "#app/theme/theme.ts";
import { ContactDetails } from "./contact-details.tsx";
import { OpeningHours } from "./opening-hours.tsx";
import { SocialLinks } from "./social-links.tsx";

function FooterHeading({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="h3" sx={{ fontSize: "1rem", mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/** Footer of every page: quick links, contact details and hours, partner logo, copyright. */
export function SiteFooter() {
  const year = useCurrentYear();
  const { partenaire } = company;
  const partnerLogo = (
    <img src={partenaire.logo.src} alt={partenaire.logo.alt} width={200} height={80} loading="lazy" decoding="async" style={{ maxWidth: "100%", height: "auto" }} />
  );
  return (
    <Box component="footer" sx={{ mt: 10, bgcolor: tokens.surfaceSunk, borderTop: `1px solid ${tokens.line}`, fontSize: "0.9375rem" }}>
      <Container
        maxWidth="lg"
        sx={{ py: 6, display: "grid", gap: 5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "1fr 1.4fr 1fr" } }}
      >
        <Box component="nav" aria-labelledby="pied-liens-rapides">
          <Typography id="pied-liens-rapides" component="h2" variant="h3" sx={{ fontSize: "1rem", mb: 1.5 }}>
            {ui.piedLiensRapides}
          </Typography>
          <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, "& a": { display: "inline-block", py: 0.5 } }}>
            {navigation.liensRapides.map((link) => (
              <li key={link.href}>
                <Link component={RouterLink} to={link.href} color="inherit">
                  {link.libelle}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <section aria-labelledby="pied-contact">
          <Typography id="pied-contact" component="h2" variant="h3" sx={{ fontSize: "1rem", mb: 0.5 }}>
            {ui.piedContact}
          </Typography>
          <ContactDetails />
          <Box sx={{ mt: 2 }}>
            <FooterHeading>{ui.piedHoraires}</FooterHeading>
            <OpeningHours />
          </Box>
        </section>
        <div>
          <FooterHeading>{ui.piedPartenaire}</FooterHeading>
          {partenaire.url ? (
            <a href={partenaire.url} target="_blank" rel="noopener noreferrer">
              {partnerLogo}
            </a>
          ) : (
            partnerLogo
          )}
          <Box sx={{ mt: 3 }}>
            <FooterHeading>{ui.reseauxSociaux}</FooterHeading>
            <SocialLinks />
          </Box>
        </div>
      </Container>
      <Box sx={{ borderTop: `1px solid ${tokens.line}` }}>
        <Container maxWidth="lg" sx={{ py: 2.5 }}>
          <Typography variant="body2" color="text.secondary">
            {fillTemplate(ui.copyright, { annee: year, nom: company.nom })}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
