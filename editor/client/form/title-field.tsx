import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import type { TitleFieldProps } from "@rjsf/utils";

/** Heading level of a group's title from its depth in the form (its id: `champ_lignes_2__title`); the file's name above is level 2. */
export function titleLevel(id: string): number {
  const depth = id.replace(/__title$/, "").split("_").length - 1;
  return Math.min(6, 3 + depth);
}

/** A group's title (a section of the file, a list, an entry of a list), as a heading at its level so the form's outline reads in order. */
export function TitleField({ id, title }: TitleFieldProps) {
  return (
    <Box id={id} sx={{ my: 1 }}>
      <Typography component={`h${titleLevel(id)}` as "h3"} variant="h5">
        {title}
      </Typography>
      <Divider />
    </Box>
  );
}
