import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import type { RequestValues } from "#app/model/request.ts";

/** A list of the request part: a native select (light, and the phone's own picker), controlled when given a `value`. */
export function ChoiceField({
  id,
  name,
  label,
  options,
  empty,
  value,
  defaultValue = "",
  onChange,
  disabled,
}: {
  id: string;
  name: keyof RequestValues;
  label: string;
  options: { value: string; label: string }[];
  empty: string;
  value?: string;
  defaultValue?: string;
  onChange?(value: string): void;
  disabled?: boolean;
}) {
  const controlled =
    value === undefined
      ? { defaultValue }
      : {
          value,
          onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
        };
  return (
    <FormControl fullWidth disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect id={id} name={name} input={<OutlinedInput notched label={label} />} {...controlled}>
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
