import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { REQUIRED_PAGES, slugFromFile } from "#app/model/collections.ts";
import { pathOf } from "#app/model/content-rules/places.ts";
import type { LinkPlace } from "../../core/backlinks.ts";
import { whereLine, type PlaceNamer } from "../../core/place-words.ts";
import { TEXTS } from "../../texts.ts";

interface DeleteDialogProps {
  file?: string;
  /** Where the other files lead to this page; undefined while they are being looked for. */
  links?: readonly LinkPlace[];
  /** A page's name in the list, and a place in a file in the form's words, as every message of the editor says them. */
  fileLabel(file: string): string;
  words: PlaceNamer;
  onConfirm(): void;
  onClose(): void;
}

/** Deleting asks first, and says which pages would lose a link. */
export function DeleteDialog({ file, links, fileLabel, words, onConfirm, onClose }: DeleteDialogProps) {
  const titleId = useId();
  const required = file?.startsWith("pages/") && REQUIRED_PAGES.includes(slugFromFile(file));
  return (
    <Dialog open={Boolean(file)} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{TEXTS.remove.title(file ? fileLabel(file) : "")}</DialogTitle>
      <DialogContent>
        {required ? (
          <Alert severity="error">{TEXTS.remove.required}</Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{file && TEXTS.remove.file(file)}</Typography>
            {!links ? (
              <Typography role="status">{TEXTS.remove.searching}</Typography>
            ) : links.length === 0 ? (
              <Typography>{TEXTS.remove.noLinks}</Typography>
            ) : (
              <Alert severity="warning">
                {TEXTS.remove.links(links.length)}
                <ul>
                  {links.map((link) => (
                    <li key={`${link.file}:${pathOf(link.segments)}`}>{whereLine(fileLabel(link.file), words(link.file, link.segments))}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <Typography sx={{ mt: 2 }}>{TEXTS.remove.automatic}</Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.remove.cancel}</Button>
        {!required && (
          <Button color="error" variant="contained" onClick={onConfirm} disabled={!links}>
            {TEXTS.remove.confirm}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
