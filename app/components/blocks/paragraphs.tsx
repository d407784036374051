import Typography from "@mui/material/Typography";

/** A list of paragraphs from content, in order. */
export function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return paragraphs.map((paragraph) => (
    <Typography key={paragraph} sx={{ mb: 2 }}>
      {paragraph}
    </Typography>
  ));
}
