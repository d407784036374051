import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { segmentsOf } from "#app/model/content-rules/places.ts";
import type { ShownError } from "../../core/editor-state.ts";
import { TEXTS } from "../../texts.ts";

/** The id the form gives the input of a place (`lignes[2].grammage` → `champ_lignes_2_grammage`), or of its nearest parent that has one. */
export function focusField(path: string): void {
  const segments = segmentsOf(path);
  for (let length = segments.length; length >= 0; length -= 1) {
    const element = document.getElementById(["champ", ...segments.slice(0, length)].join("_"));
    if (element) {
      element.scrollIntoView({ block: "center" });
      element.focus({ preventScroll: true });
      return;
    }
  }
}

interface ErrorSummaryProps {
  own: readonly ShownError[];
  others: readonly ShownError[];
  onOpen(file: string): void;
}

/**
 * The check's errors as a list above the form: this file's (each leads to its field, where
 * the same message stands) and the other files' (cross-file rules, or files edited before),
 * which also keep the draft from being saved.
 */
export function ErrorSummary({ own, others, onOpen }: ErrorSummaryProps) {
  if (own.length === 0 && others.length === 0) return null;
  return (
    <Box sx={{ display: "grid", gap: 1.5, mb: 3 }}>
      {own.length > 0 && (
        <Alert severity="error">
          <AlertTitle component="h3">{TEXTS.form.fileErrors}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {own.map((error) => (
              <li key={error.text}>
                <Link component="button" type="button" color="inherit" onClick={() => focusField(error.path)} sx={{ textAlign: "left", verticalAlign: "baseline" }}>
                  {error.text.replace(`${error.file} › `, "").replace(`${error.file} : `, "")}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {others.length > 0 && (
        <Alert severity="warning">
          <AlertTitle component="h3">{TEXTS.form.otherErrors}</AlertTitle>
          {TEXTS.form.otherErrorsHelp}
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {others.map((error) => (
              <li key={error.text}>
                <Link component="button" type="button" color="inherit" onClick={() => onOpen(error.file.replace(/^content\//, ""))} sx={{ textAlign: "left", verticalAlign: "baseline" }}>
                  {error.text}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
