import { TranslatableString, type RegistryFieldsType, type RegistryWidgetsType, type TemplatesType } from "@rjsf/utils";
import { FIELDS, WIDGETS } from "../../core/form-schema.ts";
import { TEXTS } from "../../texts.ts";
import { ImageField } from "./image-field.tsx";
import { ImagePathWidget } from "./image-path-widget.tsx";
import { AddButton, EntryButtons, ListItemTemplate, ListTemplate } from "./list-templates.tsx";
import { NumberField } from "./number-field.tsx";
import { NumberWidget } from "./number-widget.tsx";
import { ReferenceWidget } from "./reference-widget.tsx";
import { BaseInput } from "./base-input.tsx";
import { DescriptionField } from "./description-field.tsx";
import { TitleField } from "./title-field.tsx";

/** The editor's own inputs, under the names core/form-schema.ts writes into the uiSchema. */
export const widgets: RegistryWidgetsType = {
  [WIDGETS.number]: NumberWidget,
  [WIDGETS.reference]: ReferenceWidget,
  [WIDGETS.imagePath]: ImagePathWidget,
};

export const templates: Partial<Omit<TemplatesType, "ButtonTemplates">> & { ButtonTemplates?: Partial<TemplatesType["ButtonTemplates"]> } = {
  BaseInputTemplate: BaseInput,
  TitleFieldTemplate: TitleField,
  DescriptionFieldTemplate: DescriptionField,
  ArrayFieldTemplate: ListTemplate,
  ArrayFieldItemTemplate: ListItemTemplate,
  ArrayFieldItemButtonsTemplate: EntryButtons,
  ButtonTemplates: { AddButton },
};

export const fields: RegistryFieldsType = {
  [FIELDS.image]: ImageField,
  NumberField,
};

/** The form library's English value of each of its strings → our French (texts.ts, by the library's key). */
const FRENCH = new Map(Object.entries(TranslatableString).map(([key, english]) => [english as string, TEXTS.library[key]]));

/** The form library's own words in French; "%1" and the like are its parameters. */
export function translateString(key: TranslatableString, params: string[] = []): string {
  const text = FRENCH.get(key) ?? key;
  return params.reduce((out, value, index) => out.replaceAll(`%${index + 1}`, value), text);
}
