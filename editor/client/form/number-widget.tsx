import InputAdornment from "@mui/material/InputAdornment";
import { getTemplate, type WidgetProps } from "@rjsf/utils";
import { useEffect, useState, type ChangeEvent } from "react";
import { parseFrenchNumber, showNumber } from "../../core/french-number.ts";

/**
 * A number typed the French way ("1,5" as well as "1.5"), its unit at the end of the field
 * (from the schema's title, "Épaisseur (µm)"). The text stays as typed while it is being
 * typed ("1," is on its way to "1,5"); anything that is not a number goes to the check as
 * typed, which then says so in its own words.
 */
export function NumberWidget(props: WidgetProps) {
  const { value, onChange, options, registry } = props;
  const BaseInputTemplate = getTemplate("BaseInputTemplate", registry, options);
  const [text, setText] = useState(showNumber(value));
  useEffect(() => {
    // A value changed from outside (a row moved, a draft discarded) replaces what was typed.
    setText((typed) => (Object.is(parseFrenchNumber(typed), value) ? typed : showNumber(value)));
  }, [value]);
  const unit = typeof options.unit === "string" ? options.unit : undefined;
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    onChange(parseFrenchNumber(event.target.value) ?? options.emptyValue);
  };
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      value={text}
      onChangeOverride={change}
      slotProps={{
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
        htmlInput: { inputMode: "decimal" },
      }}
    />
  );
}
