import type { FieldProps } from "@rjsf/utils";

/**
 * The form library's number field without its rewriting: it strips a trailing ".0" or "."
 * from what the widget hands it ("1.5.0" became 1.5, accepted). NumberWidget reads French
 * numbers itself and hands on as typed what is not one, for the check to refuse in words.
 */
export function NumberField(props: FieldProps) {
  const { StringField } = props.registry.fields;
  return <StringField {...props} />;
}
