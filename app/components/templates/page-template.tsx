import Container from "@mui/material/Container";
import type { SxProps, Theme } from "@mui/material/styles";
import type { Lien } from "#app/generated/content-types.ts";
import type { PageView } from "#app/model/views.ts";
import { ActionLink, ActionRow } from "../primitives/action-link.tsx";
import { PageBlock } from "./page-blocks.tsx";
import { PageHero } from "../blocks/page-hero.tsx";
import { PageLayout } from "./page-layout.tsx";

/**
 * Any page of content/pages/: a title, then its blocks in order. A page with a `visuel`
 * opens with a hero (title, lead, image) and its links as calls to action there;
 * otherwise the links close the page.
 */
export function PageTemplate({ page }: { page: PageView }) {
  const blocks = page.blocs.map((block, index) => <PageBlock key={`${block.type}-${index}`} block={block} />);
  if (!page.visuel) {
    return (
      <PageLayout title={page.titre} lead={page.chapo}>
        {blocks}
        {page.liens && <PageLinks links={page.liens} sx={{ mt: 6 }} />}
      </PageLayout>
    );
  }
  return (
    <>
      <PageHero title={page.titre} lead={page.chapo} image={page.visuel}>
        {page.liens && <PageLinks links={page.liens} sx={{ mt: 4 }} />}
      </PageHero>
      <Container maxWidth="lg">{blocks}</Container>
    </>
  );
}

function PageLinks({ links, sx }: { links: Lien[]; sx: SxProps<Theme> }) {
  if (links.length === 0) return null;
  return (
    <ActionRow sx={sx}>
      {links.map((link, index) => (
        <ActionLink key={link.href} href={link.href} variant={index === 0 && link.href.startsWith("/") ? "contained" : "outlined"}>
          {link.libelle}
        </ActionLink>
      ))}
    </ActionRow>
  );
}
