import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { WidgetProps } from "@rjsf/utils";
import { useState } from "react";
import { imageSourceLabel } from "#app/model/images.ts";
import { TEXTS } from "../../texts.ts";
import type { EditorFormContext } from "./form-context.ts";
import { PicturePicker } from "./picture-picker.tsx";
import { PictureThumb } from "./picture-thumb.tsx";

/** A picture named by its path alone (the favicon): what it is now, and the picker to change it. */
export function ImagePathWidget(props: WidgetProps) {
  const { id, value, onChange, label, required, registry, disabled, readonly } = props;
  const context = registry.formContext as EditorFormContext;
  const [picking, setPicking] = useState(false);
  const src = typeof value === "string" && value ? value : undefined;
  const path = id.split("_").slice(1).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const choose = (next: string) => {
    setPicking(false);
    onChange(next);
  };
  return (
    <Box>
      <Typography id={`${id}-label`} variant="subtitle2" component="p">
        {label}
        {required ? " *" : ""}
      </Typography>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", mt: 1 }}>
        <PictureThumb src={src} size={72} />
        <Box>
          <Typography variant="body2" sx={{ wordBreak: "break-all", mb: 1 }}>
            {src ? imageSourceLabel(src) : TEXTS.picture.none}
          </Typography>
          <Button id={id} variant="outlined" size="small" onClick={() => setPicking(true)} disabled={disabled || readonly} aria-describedby={`${id}-label`}>
            {src ? TEXTS.picture.change : TEXTS.picture.choose}
          </Button>
        </Box>
      </Box>
      <PicturePicker
        open={picking}
        context={context}
        field={path}
        current={src}
        onChoose={choose}
        onClose={() => setPicking(false)}
      />
    </Box>
  );
}
