import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useEffect, useId, useState, type FormEvent } from "react";
import type { CatalogueItem } from "../../core/catalogue.ts";
import { slugProblem } from "../../core/new-item.ts";
import { TEXTS } from "../../texts.ts";

interface CreateDialogProps {
  /** The collection to add to, or undefined when the dialog is closed. */
  collection?: "applications" | "fiches";
  /** The existing items of that collection: the possible starting points. */
  models: readonly CatalogueItem[];
  /** Every file of the draft, for the names already taken. */
  taken: ReadonlySet<string>;
  onCreate(slug: string, model: string): void;
  onClose(): void;
}

/** A new application page or data sheet: its address, and the existing one it starts from. */
export function CreateDialog({ collection, models, taken, onCreate, onClose }: CreateDialogProps) {
  const titleId = useId();
  const [slug, setSlug] = useState("");
  const [model, setModel] = useState("");
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setSlug("");
    setTried(false);
    setModel(models[0]?.file ?? "");
  }, [collection, models]);
  const problem = slugProblem(slug, taken);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!problem && model) onCreate(slug, model);
  };
  const messages = { invalid: TEXTS.create.invalid, reserved: TEXTS.create.reserved, taken: TEXTS.create.taken } as const;
  return (
    <Dialog open={Boolean(collection)} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{TEXTS.create.title(TEXTS.create.kinds[collection ?? "applications"])}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 3, pt: "8px !important" }}>
          <TextField
            label={TEXTS.create.name}
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
            required
            autoFocus
            error={tried && Boolean(problem)}
            helperText={tried && problem ? messages[problem] : TEXTS.create.nameHelp(collection === "fiches" ? "xyz" : "signaletique")}
          />
          <TextField select label={TEXTS.create.model} value={model} onChange={(event) => setModel(event.target.value)} helperText={TEXTS.create.modelHelp}>
            {models.map((item) => (
              <MenuItem key={item.file} value={item.file}>
                {item.label}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{TEXTS.create.cancel}</Button>
          <Button type="submit" variant="contained">
            {TEXTS.create.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
