import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { useMemo } from "react";
import { useShellContent } from "#app/content/shell-context.tsx";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import { gmailLink, outlookLink, whatsappLink, type ComposeLink } from "#app/lib/compose-links.ts";
import { contactMail, type ContactSnapshot, type MailContext } from "#app/lib/contact-message.ts";
import { visuallyHidden } from "#app/lib/visually-hidden.ts";
import { SpriteIcon } from "../primitives/sprite-icon.tsx";

/** The message sent, pre-filled in the compose pages of Gmail, Outlook.com and WhatsApp; a link too long to be taken whole is left out. */
export function ComposeLinks({ message, mail, words }: { message: ContactSnapshot; mail: MailContext; words: BlocFormulaireContact["apresEnvoi"] }) {
  const { company, settings } = useShellContent();
  const links = useMemo(() => {
    const composed = contactMail(message, mail);
    const max = settings.longueurMaxMailto;
    return { gmail: gmailLink(composed, max), outlook: outlookLink(composed, max), whatsapp: whatsappLink(company.whatsapp, composed, max) };
  }, [message, mail, company, settings]);
  const external = (link: ComposeLink, label: string) =>
    link.ok && (
      <li>
        <Link
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{
            display: "inline-flex",
            alignItems: "center",
            gap: 0.5,
            minHeight: 24,
          }}
        >
          {label}
          <SpriteIcon name="open-in-new" sx={{ fontSize: "1rem" }} />
          <Box component="span" sx={visuallyHidden}>
            {` ${words.nouvelOnglet}`}
          </Box>
        </Link>
      </li>
    );
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        listStyle: "none",
        display: "flex",
        flexWrap: "wrap",
        gap: 2.5,
      }}
    >
      {external(links.gmail, words.gmail)}
      {external(links.outlook, words.outlook)}
      {external(links.whatsapp, words.whatsapp)}
    </Box>
  );
}
