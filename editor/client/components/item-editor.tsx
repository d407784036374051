import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { collectionOf, schemaForFile } from "#app/model/collections.ts";
import type { ChangeKind } from "../../core/draft.ts";
import type { SchemaNode } from "../../core/form-schema.ts";
import type { ShownError, SyntaxProblem } from "../../core/editor-state.ts";
import { TEXTS } from "../../texts.ts";
import type { EditorFormContext } from "../form/form-context.ts";
import { ContentForm } from "./content-form.tsx";
import { ErrorSummary } from "./error-summary.tsx";

interface ItemEditorProps {
  file: string;
  label: string;
  data: unknown;
  change?: ChangeKind;
  broken?: SyntaxProblem;
  schemas: Readonly<Record<string, SchemaNode>>;
  own: readonly ShownError[];
  others: readonly ShownError[];
  context: EditorFormContext;
  onEdit(data: unknown): void;
  onDiscard(): void;
  /** Keeps a file marked for deletion. */
  onRestore(): void;
  onDelete(): void;
  onOpen(file: string): void;
  /** Drawn in place of the form generated from the schema (a translation file's own view). */
  form?: ReactNode;
}

/** One content file: its name, what can be done with it, the check's errors, and its form. */
export function ItemEditor({ file, label, data, change, broken, schemas, own, others, context, onEdit, onDiscard, onRestore, onDelete, onOpen, form }: ItemEditorProps) {
  const schemaName = schemaForFile(file);
  return (
    // Ctrl+Z in the form's fields is the editor's undo (client/undo-keys.ts).
    <Box data-undo-scope sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 2, flexWrap: "wrap", mb: 2 }}>
        <Box sx={{ mr: "auto", minWidth: 0 }}>
          <Typography component="h2" variant="h5" sx={{ fontSize: "1.5rem" }}>
            {label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {TEXTS.form.file(file)}
          </Typography>
        </Box>
        {change && change !== "supprime" && (
          <Button onClick={onDiscard} title={TEXTS.form.discardHelp}>
            {TEXTS.form.discard}
          </Button>
        )}
        {collectionOf(file) && change !== "supprime" && (
          <Button color="error" variant="outlined" onClick={onDelete}>
            {TEXTS.form.delete}
          </Button>
        )}
      </Box>
      {change === "supprime" ? (
        <Alert severity="warning" action={<Button onClick={onRestore}>{TEXTS.form.restore}</Button>}>
          {TEXTS.form.deletedNotice}
        </Alert>
      ) : broken ? (
        <Alert severity="error">
          <p>{TEXTS.form.syntax(broken.line, broken.column, broken.message)}</p>
          <p>{TEXTS.form.syntaxHelp}</p>
        </Alert>
      ) : (
        <>
          <ErrorSummary own={own} others={others} onOpen={onOpen} />
          {form ?? (schemaName && <ContentForm key={file} schemaName={schemaName} schemas={schemas} data={data} errors={own} context={context} onEdit={onEdit} />)}
        </>
      )}
    </Box>
  );
}
