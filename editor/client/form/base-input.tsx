import { Templates } from "@rjsf/mui";
import { ariaDescribedByIds, type BaseInputTemplateProps } from "@rjsf/utils";
import { type ChangeEvent } from "react";
import { useHeldTyping } from "./held-typing.ts";

const LibraryInput = Templates.BaseInputTemplate!;

/**
 * The library's text input, with its help and its error message tied to the input itself:
 * MUI's TextField puts `aria-describedby` on its outer box, where a screen reader does not
 * read it when the field takes focus. A keystroke redraws this input alone (held-typing.ts).
 */
export function BaseInput(props: BaseInputTemplateProps) {
  const { value, onChange, onChangeOverride, onBlur, options } = props;
  const describedBy = ariaDescribedByIds(props.id, Boolean(props.schema.examples));
  const shown = value || value === 0 ? value : "";
  const { text, change, leave } = useHeldTyping<unknown>(shown, (event) => {
    const typed = event.target.value;
    if (onChangeOverride) onChangeOverride(event as ChangeEvent<HTMLInputElement>);
    else onChange(typed === "" ? options.emptyValue : typed);
  });
  return (
    <LibraryInput
      {...props}
      value={text}
      onChangeOverride={change}
      onBlur={(id: string, left: string) => {
        leave();
        onBlur(id, left);
      }}
      slotProps={{ ...props.slotProps, htmlInput: { ...props.slotProps?.htmlInput, "aria-describedby": describedBy } }}
    />
  );
}
