import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { Ref } from "react";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import type { CopyState } from "#app/lib/contact-form-machine.ts";
import { CopyFeedback } from "./copy-feedback.tsx";
import { WithRecipient } from "./with-recipient.tsx";
import { SpriteIcon } from "../primitives/sprite-icon.tsx";

/**
 * When the mail program cannot take the message: why, the company's address, and a button
 * that copies the whole message (or, if the clipboard is refused, shows it to copy by hand).
 */
export function FailurePanel({
  id,
  reason,
  copy,
  labels,
  copyRef,
  onCopy,
}: {
  id: string;
  reason: "too-long" | "failed";
  copy: CopyState;
  labels: BlocFormulaireContact["echec"];
  copyRef: Ref<HTMLButtonElement>;
  onCopy(): void;
}) {
  return (
    <Box data-contact-failure sx={{ p: 2.5, display: "grid", gap: 2, border: 2, borderColor: "error.main", borderRadius: 1, bgcolor: "background.paper" }}>
      <Typography id={`${id}-echec`}>
        <WithRecipient template={reason === "too-long" ? labels.tropLong : labels.lienImpossible} />
      </Typography>
      <div>
        <Button ref={copyRef} type="button" variant="outlined" onClick={onCopy} aria-describedby={`${id}-echec`} startIcon={<SpriteIcon name="copy" />}>
          {labels.copier}
        </Button>
      </div>
      <CopyFeedback id={`${id}-complet`} copy={copy} labels={labels} />
    </Box>
  );
}
