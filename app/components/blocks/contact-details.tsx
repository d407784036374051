import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import { useWhatsappHref } from "#app/browser/use-whatsapp-href.ts";
import { visuallyHidden } from "#app/lib/visually-hidden.ts";
import { useShellContent } from "#app/content/shell-context.tsx";
import { addressLine, mailtoHref, telHref } from "#app/model/text.ts";
import { TextLink } from "../primitives/text-link.tsx";

/** « (nouvel onglet) » said to screen readers; the eye gets the arrow the list's style draws after such links. */
function NewTab() {
  const { ui } = useShellContent();
  return <Box component="span" sx={visuallyHidden}>{` ${ui.nouvelOnglet}`}</Box>;
}

/**
 * Address, phone, WhatsApp (with its greeting) and e-mail as a description list; every value comes from the
 * company file. `compact`: phone, WhatsApp and e-mail on one line, for the footer of the
 * contact page, which shows the address and hours in full above it.
 */
export function ContactDetails({ compact = false }: { compact?: boolean }) {
  const { company, ui } = useShellContent();
  const { adresse } = company;
  const whatsapp = useWhatsappHref();
  const rows: [string, ReactNode][] = [
    [
      ui.adresse,
      <>
        {/* One string: separate JSX expressions each cost an HTML comment between text nodes. */}
        {addressLine(adresse)}
        <br />
        <TextLink href={adresse.lienCarte} target="_blank" rel="noopener noreferrer">
          {ui.voirCarte}
          <NewTab />
        </TextLink>
      </>,
    ],
    [ui.telephone, <TextLink href={telHref(company.telephone)}>{company.telephone}</TextLink>],
    [
      ui.whatsapp,
      <TextLink href={whatsapp} target="_blank" rel="noopener noreferrer">
        {company.whatsapp}
        <NewTab />
      </TextLink>,
    ],
    [ui.email, <TextLink href={mailtoHref(company.email)}>{company.email}</TextLink>],
  ];
  const shown = compact ? rows.slice(1) : rows;
  return (
    <Box component="dl" sx={{ m: 0, "& dt": { fontWeight: 600, mt: 1.5 }, "& dd": { m: 0 }, "& a": { display: "inline-block", py: 0.5 },
        ...(compact && { display: "flex", flexWrap: "wrap", columnGap: 4, "& dt": { fontWeight: 600, mt: 0.5 } }),
        // A drawn arrow, silent for screen readers (they read the hidden words instead); CSS, so it costs every page a few bytes only.
        // Inter's own ↑ turned to ↗: Inter's files have no ↗, and that one glyph made every page's first
        // layout look through the fallback and system fonts (a dozen milliseconds on a slow device) to draw it in another typeface.
        "& a[target=_blank]::after": { content: '"\\2191" / ""', display: "inline-block", ml: 0.5, transform: "rotate(45deg)" },
        // A number is read as one word: it never breaks, nor parts from its arrow.
        "& a[href^='tel:'], & a[href^='https://wa.me/']": { whiteSpace: "nowrap" },
      }}>
      {shown.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Box>
  );
}
