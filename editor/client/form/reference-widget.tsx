import { getWidget, type WidgetProps } from "@rjsf/utils";
import { collectionOf, slugFromFile } from "#app/model/collections.ts";
import { parseReference } from "../../core/form-schema.ts";
import { TEXTS } from "../../texts.ts";
import type { EditorFormContext } from "./form-context.ts";

type Choice = { value: string; label: string };

/** The entries of a collection, by file name or by one of their fields. */
function collectionChoices(reference: { collection: string; field?: string } | undefined, context: EditorFormContext): Choice[] {
  return [...context.files]
    .filter(([file]) => reference && collectionOf(file) === reference.collection)
    .map(([file, data]) => {
      const record = (data ?? {}) as Record<string, unknown>;
      const choice = reference?.field ? String(record[reference.field] ?? "") : slugFromFile(file);
      return { value: choice, label: TEXTS.reference.sheetFile(choice, String(record.menu ?? record.titre ?? slugFromFile(file))) };
    });
}

/** The items of a list in a site-wide file (the processes of content/site/procedes.json), by their key. */
function listChoices(reference: { file: string; list: string; field: string; label: string }, context: EditorFormContext): Choice[] {
  const items = ((context.files.get(reference.file) as Record<string, unknown> | undefined)?.[reference.list] ?? []) as Record<string, unknown>[];
  return items.map((item) => ({ value: String(item[reference.field] ?? ""), label: TEXTS.reference.sheetFile(String(item[reference.field] ?? ""), String(item[reference.label] ?? "")) }));
}

/**
 * A choice among other content, for a field the schema marks with `x-reference`: the
 * data sheets by file name ("fiches") or by code ("fiches.code"), or the processes of
 * content/site/procedes.json by key ("procedes"), listed from the draft, so a
 * sheet created a minute ago is there. A value that names nothing stays shown, with the
 * check's message under it.
 */
export function ReferenceWidget(props: WidgetProps) {
  const { options, registry, value } = props;
  const context = registry.formContext as EditorFormContext;
  const reference = parseReference(options.reference);
  const SelectWidget = getWidget({ type: "string" }, "select", registry.widgets);
  const choices = (reference && "file" in reference ? listChoices(reference, context) : collectionChoices(reference, context)).filter((choice) => choice.value);
  if (typeof value === "string" && value && !choices.some((choice) => choice.value === value)) choices.push({ value, label: value });
  return <SelectWidget {...props} options={{ ...options, enumOptions: choices }} />;
}
