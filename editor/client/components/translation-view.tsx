import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useMemo, useState, type ReactNode } from "react";
import type { Traduction } from "#app/generated/content-types.ts";
import type { Language } from "#app/model/translations.ts";
import type { ShownError } from "../../core/editor-state.ts";
import { emptyTranslation, leftToDo, reviewed, rowShown, withTranslation, withoutRow, type RowFilter, type RowState, type TranslationRow } from "../../core/translation-rows.ts";
import { TEXTS } from "../../texts.ts";
import { useHeldTyping } from "../form/held-typing.ts";

interface TranslationViewProps {
  /** The translation file, under content/. */
  file: string;
  /** Its data; undefined while the file does not exist yet. */
  data: Traduction | undefined;
  rows: readonly TranslationRow[];
  language: Language;
  /** This file's errors from the check. */
  errors: readonly ShownError[];
  /** Where a text is, in the French form's words. */
  where(champ: string): string;
  /** A change to the file, made to it as the draft has it when the edit lands (other edits may be on their way). */
  onEdit(change: (data: Traduction) => Traduction): void;
}

const STATE_COLOURS: Record<RowState, "success" | "warning" | "error" | "default"> = { traduit: "success", "à traduire": "default", "à revoir": "warning", disparu: "error" };

/**
 * A translation file as a translator works on it: each French text as it is now beside its translation, where it
 * stands (translated, to translate, to review, gone from the French), and a filter on what is left to do.
 */
export function TranslationView({ file, data, rows, language, errors, where, onEdit }: TranslationViewProps) {
  const [filter, setFilter] = useState<RowFilter>("tous");
  // The texts a filter showed when it was chosen stay shown until it is chosen again: a text translated
  // there is no longer « à traduire », and would otherwise vanish under the translator's cursor.
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const choose = (next: RowFilter) => {
    setFilter(next);
    setKept(new Set(rows.filter((row) => rowShown(row, next)).map((row) => row.champ)));
  };
  const left = leftToDo(rows);
  const shown = rows.filter((row) => rowShown(row, filter) || kept.has(row.champ));
  const current = data ?? emptyTranslation(file);
  const filters: [RowFilter, number][] = [
    ["tous", rows.length],
    ["à traduire", left.toTranslate],
    ["à revoir", left.toReview],
  ];
  const named = <span lang={language.code} dir={language.direction}>{language.nom}</span>;
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        {TEXTS.translation.intro[0]}
        {named}
        {TEXTS.translation.intro[1]}
      </Typography>
      {!data && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {TEXTS.translation.noFile}
        </Alert>
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        onChange={(_event, next: RowFilter | null) => next && choose(next)}
        aria-label={TEXTS.translation.filter}
        sx={{ mb: 2, flexWrap: "wrap" }}
      >
        {filters.map(([key, count]) => (
          <ToggleButton key={key} value={key} sx={{ textTransform: "none", color: "text.primary" }}>
            {TEXTS.translation.filters[key](count)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {shown.length === 0 ? (
        <Typography role="status">{rows.length > 0 && filter !== "tous" ? TEXTS.language.allDone : TEXTS.translation.none}</Typography>
      ) : (
        // role="list": Safari drops the list's semantics with its bullets.
        <Box component="ol" role="list" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2 }}>
          {shown.map((row) => (
            <TranslationRowView
              key={row.champ}
              row={row}
              index={current.textes.findIndex((entry) => entry.champ === row.champ)}
              language={language}
              named={named}
              errors={errors}
              where={where(row.champ)}
              onTranslate={(text) => onEdit((latest) => withTranslation(latest, rows, row.champ, text))}
              onReviewed={() => onEdit((latest) => reviewed(latest, row))}
              onRemove={() => onEdit((latest) => withoutRow(latest, row.champ))}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

interface TranslationRowProps {
  row: TranslationRow;
  /** The entry's place in the file's list; -1 while it has none. */
  index: number;
  language: Language;
  /** The language's name, in its own language and direction. */
  named: ReactNode;
  errors: readonly ShownError[];
  where: string;
  onTranslate(text: string): void;
  onReviewed(): void;
  onRemove(): void;
}

function TranslationRowView({ row, index, language, named, errors, where, onTranslate, onReviewed, onRemove }: TranslationRowProps) {
  // The id the form would give the field: an error's link and an undo find it.
  const id = index >= 0 ? `champ_textes_${index}_traduction` : `traduire_${row.champ.replace(/\W+/g, "_")}`;
  const own = useMemo(() => errors.filter((error) => index >= 0 && (error.path === `textes[${index}]` || error.path.startsWith(`textes[${index}].`))), [errors, index]);
  // One line of text, however long (the schema refuses line breaks): Enter adds none, and a pasted one becomes a space.
  const { text, change, leave } = useHeldTyping(row.entry?.traduction ?? "", (event) => onTranslate(event.target.value.trim() === "" ? "" : event.target.value.replace(/\s*[\r\n]+\s*/g, " ")));
  const headingId = `${id}_titre`;
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ border: 1, borderColor: row.state === "à revoir" ? "warning.main" : "divider", borderRadius: 1, p: 2, bgcolor: "background.paper" }}>
      <Box sx={{ display: "flex", alignItems: "baseline", gap: 1, flexWrap: "wrap", mb: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ mr: "auto", overflowWrap: "anywhere" }}>
          {where}
        </Typography>
        {/* The state in words, in the text's colour (readable on any background); the border carries the colour. */}
        <Chip
          size="small"
          variant="outlined"
          color={STATE_COLOURS[row.state]}
          label={TEXTS.translation.states[row.state]}
          sx={{ color: "text.primary", borderWidth: row.state === "traduit" ? 1 : 2, fontWeight: row.state === "traduit" ? 400 : 600 }}
        />
      </Box>
      {row.french !== undefined && (
        <Box sx={{ mb: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {TEXTS.translation.french}
          </Typography>
          <Typography lang="fr" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {row.french}
          </Typography>
        </Box>
      )}
      {row.state === "à revoir" && row.entry && (
        <Alert severity="warning" sx={{ mb: 1.5 }} action={<Button color="inherit" size="small" onClick={onReviewed}>{TEXTS.translation.reviewed}</Button>}>
          <p style={{ margin: 0 }}>{TEXTS.translation.changed}</p>
          <Typography variant="caption" component="p" sx={{ mt: 1 }}>
            {TEXTS.translation.translatedFrom}
          </Typography>
          <Typography lang="fr" variant="body2" component="p" sx={{ overflowWrap: "anywhere" }}>
            <del>{row.entry.fr}</del>
          </Typography>
        </Alert>
      )}
      {row.state === "disparu" && (
        <Alert severity="error" sx={{ mb: 1.5 }} action={<Button color="inherit" size="small" onClick={onRemove}>{TEXTS.translation.remove}</Button>}>
          {TEXTS.translation.gone}
        </Alert>
      )}
      <TextField
        id={id}
        label={
          <>
            {TEXTS.translation.field} ({named})
          </>
        }
        value={text}
        onChange={change}
        onBlur={leave}
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
        multiline
        fullWidth
        error={own.length > 0}
        helperText={own.length > 0 ? own.map((error) => error.message).join(" ") : /\{[^{}\s]+\}/.test(row.french ?? "") ? TEXTS.translation.marksHelp : undefined}
        slotProps={{ htmlInput: { lang: language.code, dir: language.direction } }}
      />
    </Box>
  );
}
