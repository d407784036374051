import Box from "@mui/material/Box";
import type { Dispatch } from "react";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import type { ContactEvent } from "#app/lib/contact-form-events.ts";
import type { RequestPartState } from "#app/lib/contact-request-part.ts";
import { REQUEST_KINDS, type RequestCatalogue, type RequestValues } from "#app/model/request.ts";
import { ChoiceField } from "./choice-field.tsx";
import { ContactField, FIELD_GRID } from "./contact-field.tsx";

const asOptions = (items: readonly string[]) => items.map((item) => ({ value: item, label: item }));

/**
 * The request part's fields. Family and thickness are controlled, because the thicknesses
 * offered are the chosen family's rows; the other fields start from the part's defaults and
 * are read from the form.
 */
/** What the request part and its fields are drawn from. */
export interface RequestPartProps {
  id: string;
  part: RequestPartState;
  words: BlocFormulaireContact["demande"];
  catalogue: RequestCatalogue;
  dispatch: Dispatch<ContactEvent>;
  readOnly: boolean;
}

export function RequestFields({ id, part, words, catalogue, dispatch, readOnly }: RequestPartProps) {
  // Selects stay enabled while sending: a disabled field would drop out of the form's data.
  const field = (name: keyof RequestValues) => ({
    id: `${id}-${name}`,
    name,
    label: words.champs[name],
    empty: words.choisir,
    defaultValue: part.defaults[name],
  });
  const text = (name: keyof RequestValues) => ({
    id: `${id}-${name}`,
    name,
    label: words.champs[name],
    defaultValue: part.defaults[name],
    readOnly,
  });
  const thicknesses = catalogue.families.find((candidate) => candidate.slug === part.family)?.thicknesses ?? [];
  return (
    <Box sx={FIELD_GRID}>
      <ChoiceField
        {...field("type")}
        options={REQUEST_KINDS.map((kind) => ({
          value: kind,
          label: words.types[kind].libelle,
        }))}
      />
      <ChoiceField
        {...field("application")}
        options={catalogue.applications.map((application) => ({
          value: application.slug,
          label: application.label,
        }))}
      />
      <ChoiceField
        {...field("famille")}
        options={catalogue.families.map((item) => ({
          value: item.slug,
          label: item.label,
        }))}
        value={part.family}
        onChange={(value) => dispatch({ type: "family-chosen", value })}
      />
      <ChoiceField
        {...field("epaisseur")}
        options={thicknesses.map((value) => ({
          value: String(value),
          label: `${value}\u00a0µm`,
        }))}
        value={thicknesses.includes(Number(part.thickness)) ? part.thickness : ""}
        onChange={(value) => dispatch({ type: "thickness-chosen", value })}
        disabled={thicknesses.length === 0}
      />
      {/* The grades a comparison sent, when several: a line of text the visitor may edit, shown only then. */}
      {part.defaults.grades !== "" && <ContactField {...text("grades")} />}
      <ChoiceField {...field("format")} options={asOptions(words.formats)} />
      <ContactField {...text("dimensions")} />
      <ContactField {...text("quantite")} inputProps={{ inputMode: "numeric" }} />
      <ChoiceField {...field("unite")} options={asOptions(words.unites)} />
      <ChoiceField {...field("procede")} options={asOptions(catalogue.processes)} />
      <ContactField {...text("societe")} autoComplete="organization" />
      <ContactField {...text("pays")} autoComplete="country-name" />
      <ContactField {...text("telephone")} type="tel" autoComplete="tel" />
    </Box>
  );
}
