import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import Typography from "@mui/material/Typography";
import { useState, type SyntheticEvent } from "react";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import { REQUEST_KINDS, type RequestCatalogue, type RequestValues } from "#app/model/request.ts";
import { tokens } from "#app/theme/theme.ts";
import { ContactField, FIELD_GRID } from "./contact-field.tsx";

type Words = BlocFormulaireContact["demande"];

function Choice({
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

const asOptions = (items: readonly string[]) => items.map((item) => ({ value: item, label: item }));

/**
 * The optional request part of the form (kind, family, thickness, format, quantity,
 * printing process, company, country, phone), in a disclosure that opens by itself when
 * a link or a draft filled it. Its fields are drawn once it has been opened (not in the
 * pre-rendered page, which stays light) and then kept, closed or not, so nothing typed
 * is lost. Family and thickness are controlled, because the thicknesses offered are the
 * chosen family's rows; the other fields start from `defaults` and are read from the form.
 */
export function RequestPart({
  id,
  words,
  catalogue,
  open,
  onToggle,
  defaults,
  family,
  thickness,
  onFamily,
  onThickness,
  readOnly,
}: {
  id: string;
  words: Words;
  catalogue: RequestCatalogue;
  open: boolean;
  onToggle(open: boolean): void;
  defaults: RequestValues;
  family: string;
  thickness: string;
  onFamily(value: string): void;
  onThickness(value: string): void;
  readOnly: boolean;
}) {
  // Selects stay enabled while sending: a disabled field would drop out of the form's data.
  const field = (name: keyof RequestValues) => ({
    id: `${id}-${name}`,
    name,
    label: words.champs[name],
    empty: words.choisir,
    defaultValue: defaults[name],
  });
  const text = (name: keyof RequestValues) => ({
    id: `${id}-${name}`,
    name,
    label: words.champs[name],
    defaultValue: defaults[name],
    readOnly,
  });
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);
  const thicknesses = catalogue.families.find((candidate) => candidate.slug === family)?.thicknesses ?? [];
  return (
    <Box
      component="details"
      open={open}
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => onToggle(event.currentTarget.open)}
      sx={{
        border: `1px solid ${tokens.line}`,
        borderRadius: 1,
        px: 2.5,
        py: 1.5,
        "&[open]": { pb: 2.5 },
      }}
    >
      <Box
        component="summary"
        sx={{
          cursor: "pointer",
          minHeight: 32,
          "&:focus-visible": { outline: `3px solid ${tokens.focus}`, outlineOffset: 2 },
          display: "flex",
          alignItems: "center",
          fontWeight: 650,
        }}
      >
        {words.titre}
      </Box>
      {drawn && (
        <>
          <Typography variant="body2" sx={{ color: "text.secondary", mt: 1, mb: 3 }}>
            {words.chapo}
          </Typography>
          <Box sx={FIELD_GRID}>
            <Choice
              {...field("type")}
              options={REQUEST_KINDS.map((kind) => ({
                value: kind,
                label: words.types[kind].libelle,
              }))}
            />
            <Choice
              {...field("application")}
              options={catalogue.applications.map((application) => ({
                value: application.slug,
                label: application.label,
              }))}
            />
            <Choice
              {...field("famille")}
              options={catalogue.families.map((item) => ({
                value: item.slug,
                label: item.label,
              }))}
              value={family}
              onChange={onFamily}
            />
            <Choice
              {...field("epaisseur")}
              options={thicknesses.map((value) => ({
                value: String(value),
                label: `${value}\u00a0µm`,
              }))}
              value={thicknesses.includes(Number(thickness)) ? thickness : ""}
              onChange={onThickness}
              disabled={thicknesses.length === 0}
            />
            <Choice {...field("format")} options={asOptions(words.formats)} />
            <ContactField {...text("dimensions")} />
            <ContactField {...text("quantite")} inputProps={{ inputMode: "numeric" }} />
            <Choice {...field("unite")} options={asOptions(words.unites)} />
            <Choice {...field("procede")} options={asOptions(words.procedes)} />
            <ContactField {...text("societe")} autoComplete="organization" />
            <ContactField {...text("pays")} autoComplete="country-name" />
            <ContactField {...text("telephone")} type="tel" autoComplete="tel" />
          </Box>
        </>
      )}
    </Box>
  );
}
