import { getWidget, type WidgetProps } from "@rjsf/utils";
import { collectionOf, slugFromFile } from "#app/model/collections.ts";
import { parseReference } from "../../core/form-schema.ts";
import { TEXTS } from "../../texts.ts";
import type { EditorFormContext } from "./form-context.ts";

/**
 * A choice among other content, for a field the schema marks with `x-reference`: the
 * data sheets by file name ("fiches") or by code ("fiches.code"), listed from the draft, so a
 * sheet created a minute ago is there. A value that names nothing stays shown, with the
 * check's message under it.
 */
export function ReferenceWidget(props: WidgetProps) {
  const { options, registry, value } = props;
  const context = registry.formContext as EditorFormContext;
  const reference = parseReference(options.reference);
  const SelectWidget = getWidget({ type: "string" }, "select", registry.widgets);
  const choices = [...context.files]
    .filter(([file]) => reference && collectionOf(file) === reference.collection)
    .map(([file, data]) => {
      const record = (data ?? {}) as Record<string, unknown>;
      const choice = reference?.field ? String(record[reference.field] ?? "") : slugFromFile(file);
      return { value: choice, label: TEXTS.reference.sheetFile(choice, String(record.menu ?? record.titre ?? slugFromFile(file))) };
    })
    .filter((choice) => choice.value);
  if (typeof value === "string" && value && !choices.some((choice) => choice.value === value)) choices.push({ value, label: value });
  return <SelectWidget {...props} options={{ ...options, enumOptions: choices }} />;
}
