import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { TEXTS } from "../../texts.ts";

interface EditorHeaderProps {
  unsaved: number;
  checking: boolean;
  errorCount: number;
  saving: boolean;
  modificationsOpen: boolean;
  onModifications(): void;
  onSave(): void;
  /** The screen the publication buttons stand for, when one is open. */
  publishing?: "publication" | "historique";
  onPublishing?(screen: "publication" | "historique"): void;
  /** Controls drawn before the screens' buttons (undo and redo). */
  children?: ReactNode;
}

/** The editor's title, the state of the draft (unsaved files, the check's verdict) and the actions that concern every file. */
export function EditorHeader({ unsaved, checking, errorCount, saving, modificationsOpen, onModifications, onSave, publishing, onPublishing, children }: EditorHeaderProps) {
  const verdict = checking ? TEXTS.header.checking : errorCount > 0 ? TEXTS.header.invalid(errorCount) : TEXTS.header.valid;
  return (
    <Box
      component="header"
      aria-label={TEXTS.header.label}
      // When the row is too narrow, whole items go to a second line: a button's words never break.
      sx={{ display: "flex", alignItems: "center", gap: 2, px: 2, py: 1, borderBottom: 1, borderColor: "divider", bgcolor: "background.paper", flexWrap: "wrap", "& > *": { whiteSpace: "nowrap" } }}
    >
      <Typography component="h1" variant="h6" sx={{ fontSize: "1.125rem", mr: "auto" }}>
        {TEXTS.title}
      </Typography>
      <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 1, fontSize: "0.875rem" }}>
        <span>{TEXTS.header.unsaved(unsaved)}</span>
        <span aria-hidden="true">·</span>
        <Box component="span" sx={{ color: !checking && errorCount > 0 ? "error.main" : "text.primary", display: "inline-flex", alignItems: "center", gap: 0.5 }}>
          {checking && <CircularProgress size={14} aria-hidden="true" />}
          {verdict}
        </Box>
      </Box>
      {children}
      <Button variant={modificationsOpen ? "contained" : "outlined"} onClick={onModifications} aria-pressed={modificationsOpen}>
        {TEXTS.header.modifications}
      </Button>
      {onPublishing && (
        <Button variant={publishing === "historique" ? "contained" : "outlined"} onClick={() => onPublishing("historique")} aria-pressed={publishing === "historique"}>
          {TEXTS.header.history}
        </Button>
      )}
      <Button variant="contained" onClick={onSave} disabled={saving}>
        {saving ? TEXTS.header.saving : TEXTS.header.save}
      </Button>
      {onPublishing && (
        <Button variant={publishing === "publication" ? "contained" : "outlined"} onClick={() => onPublishing("publication")} aria-pressed={publishing === "publication"}>
          {TEXTS.header.publish}
        </Button>
      )}
    </Box>
  );
}
