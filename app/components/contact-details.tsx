import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { company, ui } from "#app/content/site.ts";
import { telHref, whatsappHref } from "#app/lib/text.ts";

/** Address, phone, WhatsApp and e-mail as a description list; every value comes from the company file. */
export function ContactDetails() {
  const { adresse } = company;
  const rows: [string, ReactNode][] = [
    [
      ui.adresse,
      <>
        {adresse.rue}, {adresse.codePostal} {adresse.ville}, {adresse.pays}
        <br />
        <Link href={adresse.lienCarte} target="_blank" rel="noopener noreferrer">
          {ui.voirCarte} <span>{ui.nouvelOnglet}</span>
        </Link>
      </>,
    ],
    [ui.telephone, <Link href={telHref(company.telephone)}>{company.telephone}</Link>],
    [
      ui.whatsapp,
      <Link href={whatsappHref(company.whatsapp)} target="_blank" rel="noopener noreferrer">
        {company.whatsapp} <span>{ui.nouvelOnglet}</span>
      </Link>,
    ],
    [ui.email, <Link href={`mailto:${company.email}`}>{company.email}</Link>],
  ];
  return (
    <Box component="dl" sx={{ m: 0, "& dt": { fontWeight: 600, mt: 1.5 }, "& dd": { m: 0 }, "& a": { display: "inline-block", py: 0.5 } }}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Box>
  );
}
