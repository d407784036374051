import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput, { type OutlinedInputProps } from "@mui/material/OutlinedInput";

/** Fields side by side from the small breakpoint up, one under the other on phones: the form's own fields and its request part. */
export const FIELD_GRID = { display: "grid", gap: 3, gridTemplateColumns: { sm: "1fr 1fr" } } as const;

/**
 * A labelled outlined field. Built from MUI's parts rather than TextField, which would bring
 * Select, Menu and Popover along. The label always sits above the field: the subject can be
 * filled by the page (?sujet=) and the form reset, which a floating label would not notice.
 * A multiline field is a plain <textarea> sized by its `rows`: MUI's default grows it with a
 * hidden twin measured during hydration, which a field of fixed height does not need.
 */
export function ContactField({ id, label, error, required, inputProps, ...input }: Omit<OutlinedInputProps, "error" | "label"> & { id: string; label: string; error?: string }) {
  const helperId = `${id}-erreur`;
  return (
    <FormControl fullWidth required={required} error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        notched
        label={required ? `${label} *` : label}
        inputProps={{ ...inputProps, "aria-describedby": error ? helperId : undefined }}
        inputComponent={input.multiline ? "textarea" : undefined}
        {...input}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
