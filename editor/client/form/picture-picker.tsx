import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonBase from "@mui/material/ButtonBase";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { fold } from "../../core/catalogue.ts";
import type { Segment } from "../../core/json-writer.ts";
import { imageSourceLabel } from "#app/model/images.ts";
import { TEXTS } from "../../texts.ts";
import type { EditorFormContext } from "./form-context.ts";
import { PictureThumb } from "./picture-thumb.tsx";
import { UnusedPictures } from "./unused-pictures.tsx";

interface PicturePickerProps {
  open: boolean;
  /** The form's pictures and its way to send one. */
  context: EditorFormContext;
  /** The field the picture is for (an upload is named after it). */
  field: readonly Segment[];
  /** The picture the field shows now, marked in the list. */
  current?: string;
  /** A picture chosen from the list, or just sent from the computer. */
  onChoose(src: string): void;
  onClose(): void;
}

/** The pictures of content/images/ to choose from, filtered by name, and the way to add one from the computer. */
export function PicturePicker({ open, context, field, current, onChoose, onClose }: PicturePickerProps) {
  const { pictures } = context;
  const titleId = useId();
  const [filter, setFilter] = useState("");
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string>();
  const shown = pictures.filter((picture) => fold(picture.src).includes(fold(filter.trim())));

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setUploading(true);
    setFailure(undefined);
    try {
      onChoose((await context.upload(field, current, file)).src);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{TEXTS.picture.dialogTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {TEXTS.picture.dialogHelp}
        </Typography>
        <TextField label={TEXTS.picture.filter} value={filter} onChange={(event) => setFilter(event.target.value)} size="small" fullWidth sx={{ mb: 2 }} />
        {uploading && <LinearProgress aria-label={TEXTS.picture.uploading} sx={{ mb: 2 }} />}
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))" }}>
          {shown.map((picture) => (
            <li key={picture.src}>
              <ButtonBase
                onClick={() => onChoose(picture.src)}
                aria-pressed={picture.src === current}
                sx={{
                  width: "100%",
                  display: "flex",
                  flexDirection: "column",
                  alignItems: "stretch",
                  gap: 0.5,
                  p: 1,
                  borderRadius: 1,
                  border: 2,
                  borderColor: picture.src === current ? "primary.main" : "transparent",
                  textAlign: "left",
                  "&:hover, &.Mui-focusVisible": { bgcolor: "action.hover" },
                  "&.Mui-focusVisible": { outline: "2px solid", outlineColor: "primary.main" },
                }}
              >
                <PictureThumb src={picture.src} size={160} />
                <Typography variant="caption" sx={{ wordBreak: "break-all" }}>
                  {imageSourceLabel(picture.src)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {TEXTS.picture.size(picture.width, picture.height)}
                </Typography>
              </ButtonBase>
            </li>
          ))}
        </Box>
        <UnusedPictures context={context} />
      </DialogContent>
      <DialogActions>
        {/* A real button opening the file chooser: a <label> dressed as a button is not one to assistive technologies. */}
        <Button variant="contained" disabled={uploading} onClick={() => fileInput.current?.click()}>
          {TEXTS.picture.upload}
        </Button>
        <input ref={fileInput} type="file" accept=".jpg,.jpeg,.png,.webp,.avif,.svg,image/jpeg,image/png,image/webp,image/avif,image/svg+xml" hidden onChange={upload} />
        <Button onClick={onClose}>{TEXTS.picture.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
