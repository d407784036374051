import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { TEXTS } from "../../texts.ts";

interface DiscardDialogProps {
  /** The file whose changes would be dropped, by its label; undefined: closed. */
  label?: string;
  /** How many fields the changes touch. */
  count: number;
  onConfirm(): void;
  onClose(): void;
}

/** Dropping a file's changes names the file and what is lost, and says that « Annuler » brings them back. */
export function DiscardDialog({ label, count, onConfirm, onClose }: DiscardDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={label !== undefined} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{label !== undefined && TEXTS.form.discardTitle(label)}</DialogTitle>
      <DialogContent>
        <Typography>{TEXTS.form.discardText(count)}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.form.discardCancel}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {TEXTS.form.discardConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
