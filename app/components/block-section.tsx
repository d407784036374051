import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Suspense, useId, type ReactNode } from "react";

/**
 * A titled part of a page: <section> named by its h2, with an optional lead at reading width.
 * Each is hydrated and committed on its own (a Suspense boundary, as the shell's parts in
 * site-shell.tsx), so a long page never commits all its sections in one task.
 */
export function BlockSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Suspense>
      <Section title={title} lead={lead}>
        {children}
      </Section>
    </Suspense>
  );
}

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
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
