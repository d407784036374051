import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import { Link } from "react-router";
import type { PageView } from "#app/lib/views.ts";
import { PageBlock } from "./page-blocks.tsx";
import { PageHero } from "./page-hero.tsx";
import { PageLayout } from "./page-layout.tsx";

/** Any page of content/pages/: a title (with a hero image when the page has a `visuel`), then its blocks in order. */
export function PageTemplate({ page }: { page: PageView }) {
  const body = (
    <>
      {page.blocs.map((block, index) => (
        <PageBlock key={`${block.type}-${index}`} block={block} />
      ))}
      {page.liens && page.liens.length > 0 && (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 6 }}>
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
    </>
  );
  if (!page.visuel) return <PageLayout title={page.titre} lead={page.chapo}>{body}</PageLayout>;
  return (
    <>
      <PageHero title={page.titre} lead={page.chapo} image={page.visuel} />
      <Container maxWidth="lg">{body}</Container>
    </>
  );
}
