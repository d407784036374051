import Form from "@rjsf/mui";
import validator from "@rjsf/validator-ajv8";
import { deepEquals, type ErrorSchema } from "@rjsf/utils";
import { memo, useMemo, useRef } from "react";
import { withoutEmptyOptionals } from "../../core/form-data.ts";
import { describeForm, type SchemaNode } from "../../core/form-schema.ts";
import { errorTree, type FieldError } from "../../core/error-schema.ts";
import { withItemTitles } from "../../core/item-titles.ts";
import type { EditorFormContext } from "../form/form-context.ts";
import { fields, templates, translateString, widgets } from "../form/registry.ts";

interface ContentFormProps {
  schemaName: string;
  schemas: Readonly<Record<string, SchemaNode>>;
  data: unknown;
  /** The check's errors of this file, shown at their fields. */
  errors: readonly FieldError[];
  context: EditorFormContext;
  onEdit(data: unknown): void;
}

/**
 * The form of one content file, generated from its schema (core/form-schema.ts) and drawn
 * by react-jsonschema-form with MUI's inputs. Its own validation stays off: the messages at
 * the fields are the content check's, computed by the server on the draft.
 */
export const ContentForm = memo(function ContentForm({ schemaName, schemas, data, errors, context, onEdit }: ContentFormProps) {
  const form = useMemo(() => describeForm(schemaName, new Map(Object.entries(schemas))), [schemaName, schemas]);
  const uiSchema = useMemo(() => withItemTitles(form.uiSchema), [form]);
  const extraErrors = useMemo(() => errorTree(errors) as ErrorSchema, [errors]);
  // An edit reaches the draft in a transition: until it does, a redraw for something else (a
  // notice, a check's answer) hands back the data from before it, which the form would take
  // for data replacing what was typed. What the form sent is kept as long as the draft is behind it, and
  // forgotten once the draft moves on: an undo later brings back that very data, to be shown. Sent data the
  // same as the draft's is not shown instead of it: the form, handed a new object, would work out its
  // defaults again and report them as a change, endlessly.
  const sent = useRef<{ data: unknown; over: unknown }>(undefined);
  if (sent.current && sent.current.over !== data) sent.current = undefined;
  const formData = sent.current && !deepEquals(sent.current.data, data) ? sent.current.data : data;
  return (
    <Form
      schema={form.schema as never}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      onChange={(event) => {
        const next = withoutEmptyOptionals(event.formData, form.schema);
        sent.current = { data: next, over: data };
        onEdit(next);
      }}
      extraErrors={extraErrors}
      widgets={widgets}
      fields={fields}
      templates={templates}
      translateString={translateString}
      formContext={context}
      idPrefix="champ"
      noHtml5Validate
      showErrorList={false}
      experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: "never" }, emptyObjectFields: "skipEmptyDefaults" }}
    >
      {/* No submit button: the header's "Enregistrer" saves every changed file at once. */}
      <></>
    </Form>
  );
});
