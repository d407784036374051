import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Radio from "@mui/material/Radio";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useMemo, useState } from "react";
import { differingFields, firstChoices, mergeByField, type Choice, type Conflict } from "../../core/conflict.ts";
import { sameValue } from "../../core/draft.ts";
import { showNumber } from "../../core/french-number.ts";
import type { Segment } from "../../core/json-writer.ts";
import { TEXTS } from "../../texts.ts";

/** A value as the table shows it: a text as it is, a number the French way, a list or a group of fields as their data. */
function shown(value: unknown, whole: boolean): string {
  if (whole) return value === null ? TEXTS.conflict.deleted : TEXTS.conflict.present;
  if (value === undefined || value === "" || value === null) return TEXTS.conflict.empty;
  if (typeof value === "number") return showNumber(value);
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? TEXTS.conflict.yes : TEXTS.conflict.no;
  return JSON.stringify(value, null, 2);
}

interface ConflictDialogProps {
  conflict?: Conflict;
  /** The file's name in the list of contents. */
  label: string;
  /** The file's data when the edit began, if known: where the draft left a value alone, the other one is offered first. */
  started: unknown;
  /** A place of the file in the form's words. */
  words(segments: readonly Segment[]): string;
  /** The file's change becomes `data`; undefined keeps the other version. */
  onResolve(data: unknown): void;
  onClose(): void;
}

/** A save refused because the file changed meanwhile: both versions field by field, and what to keep. */
export function ConflictDialog({ conflict, label, started, words, onResolve, onClose }: ConflictDialogProps) {
  const titleId = useId();
  const fields = useMemo(() => (conflict ? differingFields(conflict.mine, conflict.theirs) : []), [conflict]);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  useEffect(() => setChoices(firstChoices(fields, started)), [fields, started]);
  if (!conflict) return null;
  const merge = () => {
    const merged = mergeByField(conflict.mine, conflict.theirs, choices);
    onResolve(sameValue(merged, conflict.theirs) ? undefined : merged);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{TEXTS.conflict.title(label)}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {TEXTS.conflict.intro}
        </Alert>
        <Box component="table" sx={{ width: "100%", borderCollapse: "collapse", "& th, & td": { textAlign: "left", verticalAlign: "top", p: 1, borderBottom: 1, borderColor: "divider" } }}>
          <thead>
            <tr>
              <th scope="col">{TEXTS.conflict.field}</th>
              <th scope="col">{TEXTS.conflict.mine}</th>
              <th scope="col">{TEXTS.conflict.theirs}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => {
              const name = (field.path && words(field.segments)) || TEXTS.conflict.wholeFile;
              const cell = (side: Choice, value: unknown) => (
                <td>
                  <Box component="label" sx={{ display: "flex", gap: 0.5, alignItems: "flex-start", cursor: "pointer" }}>
                    <Radio
                      size="small"
                      checked={choices[field.path] === side}
                      onChange={() => setChoices((chosen) => ({ ...chosen, [field.path]: side }))}
                      name={`choix-${field.path}`}
                      slotProps={{ input: { "aria-label": TEXTS.conflict.choice(name, side === "mine" ? TEXTS.conflict.mine : TEXTS.conflict.theirs) } }}
                      sx={{ p: 0.5 }}
                    />
                    <Typography component="span" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", pt: 0.5 }}>
                      {shown(value, field.path === "")}
                    </Typography>
                  </Box>
                </td>
              );
              return (
                <tr key={field.path}>
                  <th scope="row">{name}</th>
                  {cell("mine", field.mine)}
                  {cell("theirs", field.theirs)}
                </tr>
              );
            })}
          </tbody>
        </Box>
        <Box component="dl" sx={{ mt: 2, mb: 0, "& dd": { ml: 0, mb: 1, color: "text.secondary" } }}>
          <dt>{TEXTS.conflict.keepMine}</dt>
          <dd>{TEXTS.conflict.keepMineHelp}</dd>
          <dt>{TEXTS.conflict.takeTheirs}</dt>
          <dd>{TEXTS.conflict.takeTheirsHelp}</dd>
          <dt>{TEXTS.conflict.merge}</dt>
          <dd>{TEXTS.conflict.mergeHelp}</dd>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose}>{TEXTS.conflict.later}</Button>
        <Button variant="outlined" onClick={() => onResolve(undefined)}>
          {TEXTS.conflict.takeTheirs}
        </Button>
        <Button variant="outlined" onClick={() => onResolve(conflict.mine)}>
          {TEXTS.conflict.keepMine}
        </Button>
        <Button variant="contained" onClick={merge}>
          {TEXTS.conflict.merge}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
