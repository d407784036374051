import Typography from "@mui/material/Typography";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import type { CopyState } from "#app/lib/contact-form-machine.ts";
import { ContactField } from "./contact-field.tsx";

/** What became of a copy: announced each time (a new key), and the whole text to copy by hand when the clipboard refused. */
export function CopyFeedback({ id, copy, labels }: { id: string; copy: CopyState; labels: BlocFormulaireContact["echec"] }) {
  return (
    <>
      <Typography role="status" variant="body2">
        {copy.state !== "idle" && <span key={copy.count}>{copy.state === "copied" ? labels.copie : labels.copieImpossible}</span>}
      </Typography>
      {copy.state === "refused" && (
        <ContactField id={id} label={labels.texteComplet} value={copy.text} multiline rows={8} readOnly onFocus={(event) => event.target.select()} />
      )}
    </>
  );
}
