import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { PageHeading } from "../blocks/page-heading.tsx";

/** Common frame of a page body: h1, optional lead paragraph, then the page's own blocks. */
export function PageLayout({ title, titleLang, lead, children }: { title: string; titleLang?: string; lead?: string; children?: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 8 } }}>
      <PageHeading lang={titleLang}>{title}</PageHeading>
      {lead && (
        <Typography sx={{ fontSize: "1.25rem", color: "text.secondary", maxWidth: "60ch" }}>{lead}</Typography>
      )}
      {children}
    </Container>
  );
}
