import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import OpenInNew from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { Ref } from "react";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import type { ComposeLink } from "#app/lib/compose-links.ts";
import type { CopyState } from "#app/lib/contact-form-machine.ts";
import { visuallyHidden } from "#app/lib/visually-hidden.ts";
import { tokens } from "#app/theme/theme.ts";
import { ContactField } from "./contact-field.tsx";

export interface SendLinks {
  gmail: ComposeLink;
  outlook: ComposeLink;
  whatsapp: ComposeLink;
}

/**
 * After the mail program was asked to open: the message waits there and leaves only when
 * the visitor presses Send in it. A page cannot know whether anything opened, so the
 * panel stays, with what works without a mail program (copy, webmail, WhatsApp), a way to
 * put the message back into the form, and "C'est envoyé" to close it.
 */
export function SentPanel({
  id,
  words,
  copyLabels,
  copy,
  links,
  panelRef,
  onCopy,
  onRestore,
  onDone,
}: {
  id: string;
  words: BlocFormulaireContact["apresEnvoi"];
  copyLabels: BlocFormulaireContact["echec"];
  copy: CopyState;
  links: SendLinks;
  panelRef: Ref<HTMLDivElement>;
  onCopy(): void;
  onRestore(): void;
  onDone(): void;
}) {
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
          <OpenInNew aria-hidden sx={{ fontSize: "1rem" }} />
          <Box component="span" sx={visuallyHidden}>
            {` ${words.nouvelOnglet}`}
          </Box>
        </Link>
      </li>
    );
  return (
    <Box
      ref={panelRef}
      tabIndex={-1}
      role="region"
      aria-labelledby={`${id}-pret`}
      data-contact-sent
      sx={{
        p: 2.5,
        display: "grid",
        gap: 1.5,
        border: `2px solid ${tokens.accent}`,
        borderRadius: 1,
        bgcolor: "background.paper",
        "&:focus-visible": { outline: `3px solid ${tokens.focus}` },
      }}
    >
      <Typography id={`${id}-pret`} component="h3" variant="h3">
        {words.titre}
      </Typography>
      <Typography>{words.texte}</Typography>
      <Typography sx={{ fontWeight: 650 }}>{words.autrement}</Typography>
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
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
        <Button type="button" variant="outlined" onClick={onCopy} startIcon={<ContentCopyOutlined aria-hidden />}>
          {copyLabels.copier}
        </Button>
        <Button type="button" variant="outlined" onClick={onRestore}>
          {words.retablir}
        </Button>
        <Button type="button" variant="text" onClick={onDone}>
          {words.fermer}
        </Button>
      </Box>
      <Typography role="status" variant="body2">
        {copy.state !== "idle" && <span key={copy.count}>{copy.state === "copied" ? copyLabels.copie : copyLabels.copieImpossible}</span>}
      </Typography>
      {copy.state === "refused" && (
        <ContactField
          id={`${id}-envoye`}
          label={copyLabels.texteComplet}
          value={copy.text}
          multiline
          rows={8}
          readOnly
          onFocus={(event) => event.target.select()}
        />
      )}
    </Box>
  );
}
