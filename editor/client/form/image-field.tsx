import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Typography from "@mui/material/Typography";
import { toFieldPathId, type FieldProps, type RJSFSchema } from "@rjsf/utils";
import { useId, useState } from "react";
import { imageSourceLabel } from "#app/model/images.ts";
import { TEXTS } from "../../texts.ts";
import type { EditorFormContext } from "./form-context.ts";
import { PicturePicker } from "./picture-picker.tsx";
import { PictureThumb } from "./picture-thumb.tsx";

type Image = { src?: string; alt?: string };

/**
 * A picture of the page with its alternative text: what it shows now, a picker of the
 * pictures of content/images/ (or an upload, named as the pipeline expects), and the alt
 * text, drawn by the form's own field so its help and the check's message appear as for any
 * text. Choosing another picture empties the alt text: it described the old one.
 */
export function ImageField(props: FieldProps) {
  const formData = props.formData as Image | undefined;
  const { onChange, fieldPathId, schema, uiSchema, errorSchema, registry, required, name, onBlur, onFocus, disabled, readonly } = props;
  const context = registry.formContext as EditorFormContext;
  const [picking, setPicking] = useState(false);
  const legendId = useId();
  const resolved = registry.schemaUtils.retrieveSchema(schema, formData);
  const altSchema = resolved.properties?.alt as RJSFSchema | undefined;
  const title = (uiSchema?.["ui:title"] as string | undefined) ?? resolved.title ?? name;
  const src = formData?.src;
  const { SchemaField } = registry.fields;
  const srcErrors = [...(errorSchema?.__errors ?? []), ...((errorSchema?.src as { __errors?: string[] } | undefined)?.__errors ?? [])];

  const choose = (next: string) => {
    setPicking(false);
    if (next === src) return;
    onChange({ ...formData, src: next, alt: "" }, fieldPathId.path);
  };

  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 1, borderColor: srcErrors.length ? "error.main" : "divider", borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Typography id={legendId} component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        {title}
        {required ? " *" : ""}
      </Typography>
      {resolved.description && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
          {resolved.description}
        </Typography>
      )}
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap", mb: 1 }}>
        <PictureThumb src={src} size={120} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ wordBreak: "break-all", mb: 1 }}>
            {src ? imageSourceLabel(src) : TEXTS.picture.none}
          </Typography>
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            <Button variant="outlined" size="small" onClick={() => setPicking(true)} disabled={disabled || readonly} aria-describedby={legendId}>
              {src ? TEXTS.picture.change : TEXTS.picture.choose}
            </Button>
            {!required && formData && (
              <Button size="small" onClick={() => onChange(undefined, fieldPathId.path)} disabled={disabled || readonly} aria-describedby={legendId}>
                {TEXTS.picture.remove}
              </Button>
            )}
          </Box>
        </Box>
      </Box>
      {srcErrors.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
      {altSchema && (src || formData?.alt !== undefined) && (
        <Box sx={{ mt: 2 }}>
          <SchemaField
            name="alt"
            schema={altSchema}
            uiSchema={{ "ui:emptyValue": "", ...((uiSchema?.alt as object | undefined) ?? {}) }}
            formData={formData?.alt}
            errorSchema={errorSchema?.alt}
            fieldPathId={toFieldPathId("alt", registry.globalFormOptions, fieldPathId.path)}
            onChange={onChange}
            onBlur={onBlur}
            onFocus={onFocus}
            registry={registry}
            required
            disabled={disabled}
            readonly={readonly}
          />
        </Box>
      )}
      <PicturePicker
        open={picking}
        context={context}
        field={fieldPathId.path}
        current={src}
        onChoose={choose}
        onClose={() => setPicking(false)}
      />
    </Box>
  );
}
