import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/**
 * The page's h1. It can take focus (tabIndex -1) so that after a client-side
 * navigation the shell moves focus here and screen readers announce the new page.
 */
export function PageHeading({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <Typography variant="h1" tabIndex={-1} lang={lang} sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}
