import Typography from "@mui/material/Typography";
import type { DescriptionFieldProps } from "@rjsf/utils";

/** A group's description from the schema: a paragraph, not a heading (the library's default is an h6, which breaks the form's outline). */
export function DescriptionField({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Typography id={id} component="p" variant="body2" sx={{ mt: 1, mb: 1 }}>
      {description}
    </Typography>
  );
}
