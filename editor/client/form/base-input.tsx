import { Templates } from "@rjsf/mui";
import { ariaDescribedByIds, type BaseInputTemplateProps } from "@rjsf/utils";

const LibraryInput = Templates.BaseInputTemplate!;

/**
 * The library's text input, with its help and its error message tied to the input itself:
 * MUI's TextField puts `aria-describedby` on its outer box, where a screen reader does not
 * read it when the field takes focus.
 */
export function BaseInput(props: BaseInputTemplateProps) {
  const describedBy = ariaDescribedByIds(props.id, Boolean(props.schema.examples));
  return <LibraryInput {...props} slotProps={{ ...props.slotProps, htmlInput: { ...props.slotProps?.htmlInput, "aria-describedby": describedBy } }} />;
}
