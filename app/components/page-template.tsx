import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { Link } from "react-router";
import type { Page } from "#app/generated/content-types.ts";
import { PageLayout } from "./page-layout.tsx";
import { PageSection } from "./page-section.tsx";

/** Generic page (home, about, why stone paper, contact, applications overview) rendered from its content file. */
export function PageTemplate({ page }: { page: Page }) {
  return (
    <PageLayout title={page.titre} lead={page.chapo}>
      {page.sections.map((section) => (
        <PageSection key={section.titre} section={section} />
      ))}
      {page.liens && page.liens.length > 0 && (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 5 }}>
          {page.liens.map((link, index) =>
            link.href.startsWith("/") ? (
              <Button key={link.href} component={Link} to={link.href} variant={index === 0 ? "contained" : "outlined"}>
                {link.libelle}
              </Button>
            ) : (
              <Button key={link.href} href={link.href} variant="outlined">
                {link.libelle}
              </Button>
            ),
          )}
        </Stack>
      )}
    </PageLayout>
  );
}
