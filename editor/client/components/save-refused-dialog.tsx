import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { ShownError } from "../../core/editor-state.ts";
import { TEXTS } from "../../texts.ts";

interface SaveRefusedDialogProps {
  errors: readonly ShownError[] | undefined;
  onOpen(file: string): void;
  onClose(): void;
}

/** Saving refused: every error of the content, as `npm run validate:content` prints them, each leading to its file. */
export function SaveRefusedDialog({ errors, onOpen, onClose }: SaveRefusedDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={Boolean(errors)} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{TEXTS.save.refusedTitle}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{TEXTS.save.refused(errors?.length ?? 0)}</Typography>
        <ul>
          {errors?.map((error) => (
            <li key={error.text}>
              <Link
                component="button"
                type="button"
                onClick={() => {
                  onClose();
                  onOpen(error.file.replace(/^content\//, ""));
                }}
                sx={{ textAlign: "left", verticalAlign: "baseline" }}
              >
                {error.text}
              </Link>
            </li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.save.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
