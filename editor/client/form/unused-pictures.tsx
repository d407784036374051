import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { imageSourceLabel } from "#app/model/images.ts";
import { unusedImages } from "#app/model/unused-images.ts";
import { TEXTS } from "../../texts.ts";
import type { EditorFormContext } from "./form-context.ts";
import { PictureThumb } from "./picture-thumb.tsx";

/**
 * The pictures of content/images/ that nothing names, the draft included, each with a way
 * to remove it after a confirmation naming the file. The server checks again and refuses
 * a picture some content names (a file the form cannot read, a change in another tab).
 */
export function UnusedPictures({ context }: { context: EditorFormContext }) {
  const headingId = useId();
  const titleId = useId();
  const [asked, setAsked] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [removing, setRemoving] = useState(false);
  const unused = unusedImages(
    context.pictures.map((picture) => picture.src),
    context.files.values(),
  );
  if (unused.length === 0 && !failure) return null;

  const remove = async () => {
    if (!asked) return;
    setRemoving(true);
    setFailure(undefined);
    try {
      await context.removePicture(asked);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setRemoving(false);
      setAsked(undefined);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      {unused.length > 0 && (
        <>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {TEXTS.unused.title(unused.length)}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {TEXTS.unused.help}
          </Typography>
        </>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
        {unused.map((src) => (
          <Box component="li" key={src} sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
            <PictureThumb src={src} size={48} />
            <Typography variant="body2" sx={{ wordBreak: "break-all", flex: 1 }}>
              {imageSourceLabel(src)}
            </Typography>
            <Button size="small" color="error" onClick={() => setAsked(src)} aria-label={TEXTS.unused.remove(imageSourceLabel(src))}>
              {TEXTS.unused.remove("")}
            </Button>
          </Box>
        ))}
      </Box>
      <Dialog open={Boolean(asked)} onClose={() => setAsked(undefined)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{TEXTS.unused.confirmTitle}</DialogTitle>
        <DialogContent>
          <Typography>{asked && TEXTS.unused.confirm(imageSourceLabel(asked))}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsked(undefined)}>{TEXTS.unused.cancel}</Button>
          <Button color="error" variant="contained" onClick={remove} disabled={removing}>
            {TEXTS.unused.confirmButton}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
