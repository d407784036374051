import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";

/** A titled part of a page: <section> named by its h2, with an optional lead at reading width. */
export function BlockSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 7, md: 9 } }}>
      <Typography id={id} variant="h2" sx={{ mb: 2, maxWidth: "40ch" }}>
        {title}
      </Typography>
      {lead && <Typography sx={{ mb: 3, color: "text.secondary", maxWidth: "60ch" }}>{lead}</Typography>}
      {children}
    </Box>
  );
}
