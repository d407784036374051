import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { keyframes } from "@emotion/react";
import { useState, type ReactNode } from "react";
import { ui } from "#app/content/site.ts";
import type { ResolvedImage } from "#app/model/image.ts";
import { tokens } from "#app/theme/theme.ts";
import { ContentImage, type ImageState } from "./content-image.tsx";
import { PageHeading } from "./page-heading.tsx";

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * The page title with a large image beside it. A spinner shows while the image loads
 * after hydration; it goes once the image has loaded, was already loaded, or failed
 * (the section then shows without the image). Without JavaScript the image simply shows.
 * `children` go under the lead (the page's calls to action).
 */
export function PageHero({ title, lead, image, children }: { title: string; lead: string; image: ResolvedImage; children?: ReactNode }) {
  const [state, setState] = useState<ImageState>("static");
  return (
    <Box component="div" sx={{ bgcolor: tokens.surfaceSunk, borderBottom: `1px solid ${tokens.line}` }}>
      <Container
        maxWidth="lg"
        sx={{
          display: "grid",
          gap: { xs: 4, md: 6 },
          alignItems: "center",
          gridTemplateColumns: { xs: "1fr", md: state === "failed" ? "1fr" : "minmax(0, 1fr) minmax(0, 1fr)" },
          py: { xs: 5, md: 8 },
        }}
      >
        <div>
          <PageHeading>{title}</PageHeading>
          <Typography sx={{ fontSize: { xs: "1.125rem", sm: "1.25rem" }, color: "text.secondary", maxWidth: "50ch" }}>{lead}</Typography>
          {children}
        </div>
        <Box
          data-hero-image={state}
          sx={[
            { position: "relative", aspectRatio: `${image.width} / ${image.height}`, borderRadius: 1, overflow: "hidden", bgcolor: tokens.limestone },
            state === "failed" && { display: "none" },
          ]}
        >
          <ContentImage image={image} priority onStateChange={setState} />
          {state === "loading" && (
            <Box
              role="status"
              aria-label={ui.chargementImage}
              data-spinner
              sx={{
                position: "absolute",
                inset: 0,
                m: "auto",
                width: 44,
                height: 44,
                borderRadius: "50%",
                border: `4px solid ${tokens.line}`,
                borderTopColor: tokens.accent,
                animation: `${spin} 0.9s linear infinite`,
              }}
            />
          )}
        </Box>
      </Container>
    </Box>
  );
}
