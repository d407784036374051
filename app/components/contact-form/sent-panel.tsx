import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { Ref } from "react";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import type { CopyState } from "#app/lib/contact-form-machine.ts";
import type { ContactSnapshot, MailContext } from "#app/lib/contact-message.ts";
import { tokens } from "#app/theme/tokens.ts";
import { ComposeLinks } from "./compose-links.tsx";
import { CopyFeedback } from "./copy-feedback.tsx";
import { SpriteIcon } from "../primitives/sprite-icon.tsx";

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
  message,
  mail,
  panelRef,
  onCopy,
  onRestore,
  onDone,
}: {
  id: string;
  words: BlocFormulaireContact["apresEnvoi"];
  copyLabels: BlocFormulaireContact["echec"];
  copy: CopyState;
  message: ContactSnapshot;
  mail: MailContext;
  panelRef: Ref<HTMLDivElement>;
  onCopy(): void;
  onRestore(): void;
  onDone(): void;
}) {
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
      <ComposeLinks message={message} mail={mail} words={words} />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
        <Button type="button" variant="outlined" onClick={onCopy} startIcon={<SpriteIcon name="copy" />}>
          {copyLabels.copier}
        </Button>
        <Button type="button" variant="outlined" onClick={onRestore}>
          {words.retablir}
        </Button>
        <Button type="button" variant="text" onClick={onDone}>
          {words.fermer}
        </Button>
      </Box>
      <CopyFeedback id={`${id}-envoye`} copy={copy} labels={copyLabels} />
    </Box>
  );
}
