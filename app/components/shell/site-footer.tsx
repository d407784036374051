import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useLocation } from "react-router";
import { usePageHref, useShellContent } from "#app/content/shell-context.tsx";
import { navItems } from "#app/lib/navigation.ts";
import { CONTACT_PATH } from "#app/model/request.ts";
import { fillTemplate } from "#app/model/text.ts";
import { useCurrentYear } from "#app/browser/use-current-year.ts";
import { tokens } from "#app/theme/tokens.ts";
import { ContactDetails } from "../blocks/contact-details.tsx";
import { OpeningHours } from "../blocks/opening-hours.tsx";
import { SocialLinks } from "../blocks/social-links.tsx";
import { StaticPart } from "../primitives/static-part.tsx";
import { TextLink } from "../primitives/text-link.tsx";

function FooterHeading({ id, children }: { id?: string; children: string }) {
  return (
    <Typography id={id} component="h2" variant="h3" sx={{ fontSize: "1rem", mb: 1.5 }}>
      {children}
    </Typography>
  );
}

function LinkColumn({ id, title, links }: { id: string; title: string; links: { href: string; label: string }[] }) {
  return (
    <section aria-labelledby={id}>
      <FooterHeading id={id}>{title}</FooterHeading>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, "& a": { display: "inline-block", py: 0.5 } }}>
        {links.map((link) => (
          <li key={link.href}>
            <TextLink href={link.href} tone="inherit">
              {link.label}
            </TextLink>
          </li>
        ))}
      </Box>
    </section>
  );
}

/** Footer of every page: quick links, every application and data sheet, contact details and hours, partner logo, social links, copyright. */
export function SiteFooter() {
  const shell = useShellContent();
  const { company, navigation, ui } = shell;
  // The submenus' pages are listed in full here, so every page is one link away even
  // without JavaScript (the header's submenus need it to open).
  const submenus = navItems(shell).filter((item) => item.kind === "submenu");
  const year = useCurrentYear();
  const onContactPage = useLocation().pathname.replace(/\/$/, "") === usePageHref()(CONTACT_PATH);
  const { partenaire } = company;
  const partnerLogo = (
    <img src={partenaire.logo.src} alt={partenaire.logo.alt} width={200} height={80} loading="lazy" decoding="async" style={{ maxWidth: "100%", height: "auto" }} />
  );
  return (
    <Box component="footer" sx={{ mt: 10, bgcolor: tokens.surfaceSunk, borderTop: `1px solid ${tokens.line}`, fontSize: "0.9375rem" }}>
      {/* Links, contact details, partner and social links: kept as pre-rendered on arrival
          (static-part.tsx). The copyright line stays React's, for the year it may bring up to date. */}
      <StaticPart>
        <Container
          maxWidth="lg"
          sx={{ py: 6, display: "grid", gap: 5, alignItems: "start", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "1fr 1fr 1fr 1.4fr" } }}
        >
          <LinkColumn
            id="pied-liens-rapides"
            title={ui.piedLiensRapides}
            links={navigation.liensRapides.map((link) => ({ href: link.href, label: link.libelle }))}
          />
          {submenus.map((item) => (
            <LinkColumn key={item.id} id={`pied-${item.id}`} title={item.label} links={item.entries} />
          ))}
          {/* Contact runs down two rows, so partner and social links fill the space under the link columns.
              The contact page shows the address and hours in full above: its footer keeps the links only, on one line. */}
          <Box
            component="section"
            aria-labelledby="pied-contact"
            sx={{ gridRow: { md: onContactPage ? undefined : "span 2" } }}
          >
            <Typography id="pied-contact" component="h2" variant="h3" sx={{ fontSize: "1rem", mb: 0.5 }}>
              {ui.piedContact}
            </Typography>
            <ContactDetails compact={onContactPage} />
            {!onContactPage && (
              <Box sx={{ mt: 2 }}>
                <FooterHeading>{ui.piedHoraires}</FooterHeading>
                <OpeningHours />
              </Box>
            )}
          </Box>
          <div>
            <FooterHeading>{ui.piedPartenaire}</FooterHeading>
            {partenaire.url ? (
              <a href={partenaire.url} target="_blank" rel="noopener noreferrer">
                {partnerLogo}
              </a>
            ) : (
              partnerLogo
            )}
          </div>
          <div>
            <FooterHeading>{ui.reseauxSociaux}</FooterHeading>
            <SocialLinks />
          </div>
        </Container>
      </StaticPart>
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
