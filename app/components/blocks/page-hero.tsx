import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { keyframes } from "@emotion/react";
import { useState, type ReactNode } from "react";
import { useShellContent } from "#app/content/shell-context.tsx";
import type { ResolvedImage } from "#app/model/image.ts";
import { tokens } from "#app/theme/tokens.ts";
import { ContentImage, type ImageState } from "../primitives/content-image.tsx";
import { PageHeading } from "./page-heading.tsx";

const spin = keyframes`to { transform: rotate(360deg); }`;
const appear = keyframes`from { opacity: 0; }`;
const TURN_S = 0.9;
/** An image that is there within this time never shows the spinner, not even for a frame while it is decoded. */
const SPINNER_DELAY_S = 0.4;
/** Without JavaScript nothing tells a failed image from a slow one: the spinner stops turning after this. */
const SPINNER_GIVES_UP_S = 20;

/**
 * The page title with a large image beside it. The spinner is in the pre-rendered HTML,
 * under the image, so it turns before any script, and the image covers it as it arrives;
 * it fades in after SPINNER_DELAY_S, so an image that arrives sooner never shows it.
 * Once hydrated, the page removes it when the image has loaded, or hides the image's
 * frame when it failed (the section then shows without it); during a client navigation
 * it is a named status while the new image loads.
 * `children` go under the lead (the page's calls to action).
 */
export function PageHero({
  title,
  lead,
  image,
  spinnerInHtml = true,
  children,
}: {
  title: string;
  lead: string;
  image: ResolvedImage;
  /** False for small hero images (data sheets), which arrive with the first paint: the spinner then only shows during a client navigation. */
  spinnerInHtml?: boolean;
  children?: ReactNode;
}) {
  const { ui } = useShellContent();
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
          {((spinnerInHtml && state === "static") || state === "loading") && (
            <Box
              sx={{
                position: "absolute",
                inset: 0,
                m: "auto",
                width: 44,
                height: 44,
                animation: `${appear} 0.2s ease-out ${SPINNER_DELAY_S}s both`,
              }}
            >
              <Box
                {...(state === "loading" ? { role: "status", "aria-label": ui.chargementImage } : { "aria-hidden": true })}
                data-spinner
                sx={{
                  height: "100%",
                  borderRadius: "50%",
                  border: `4px solid ${tokens.line}`,
                  borderTopColor: tokens.accent,
                  animation: `${spin} ${TURN_S}s linear ${Math.round(SPINNER_GIVES_UP_S / TURN_S)}`,
                }}
              />
            </Box>
          )}
          {/* Positioned after the spinner, so the image paints over it. */}
          <ContentImage image={image} priority onStateChange={setState} sx={{ position: "relative" }} />
        </Box>
      </Container>
    </Box>
  );
}
