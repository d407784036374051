import Box from "@mui/material/Box";
import { useEffect, useId, useRef, useState } from "react";
import { takeEarlyTap } from "#app/browser/early-tap.ts";
import { clampSelection, galleryKeyTarget } from "#app/lib/gallery.ts";
import type { ApplicationView } from "#app/model/views.ts";
import { bareList } from "#app/theme/bare-list.ts";
import { tokens } from "#app/theme/tokens.ts";
import { ContentImage } from "../primitives/content-image.tsx";

interface GalleryLabels {
  /** Name of the gallery region. */
  galerie: string;
  /** Name of the group of thumbnails. */
  vignettes: string;
}

/**
 * A large image and its thumbnails. Each thumbnail is a button (Tab reaches every one;
 * the arrow keys, Home and End move between them too, see app/lib/gallery.ts) that
 * shows its image in the frame above and is marked pressed. The frame keeps the first
 * image's proportions whatever is shown, so nothing below moves; other proportions are
 * fitted inside it. Without JavaScript the first image and every thumbnail still show; a
 * thumbnail tapped before the page's code ran is shown as the gallery hydrates.
 */
export function ApplicationGallery({ images, labels }: { images: ApplicationView["galerie"]; labels: GalleryLabels }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const frameId = useId();
  const index = clampSelection(selected, images.length);
  const shown = images[index].image;
  const first = images[0].image;

  const select = (next: number, moveFocus: boolean) => {
    setSelected(next);
    if (moveFocus) buttons.current[next]?.focus();
  };
  useEffect(() => {
    const tapped = takeEarlyTap(buttons.current);
    if (tapped >= 0) setSelected(tapped);
  }, []);

  return (
    <Box component="section" aria-label={labels.galerie}>
      <Box
        id={frameId}
        sx={{ aspectRatio: `${first.width} / ${first.height}`, bgcolor: tokens.surfaceSunk, borderRadius: 1, overflow: "hidden" }}
      >
        {/* A new element per image: the browser loads the new <picture> and the image fades in once it arrives. */}
        <ContentImage key={shown.src} image={shown} priority sx={{ height: "100%", objectFit: "contain" }} />
      </Box>
      <Box role="group" aria-label={labels.vignettes}>
        <Box
          component="ul"
          sx={{
            ...bareList,
            mt: 1.5,
            display: "grid",
            gap: 1,
            gridTemplateColumns: "repeat(auto-fill, minmax(76px, 1fr))",
          }}
        >
          {images.map(({ vignette }, i) => (
            <li key={vignette.src}>
              <Box
                component="button"
                type="button"
                ref={(element: HTMLButtonElement | null) => {
                  buttons.current[i] = element;
                }}
                aria-label={vignette.alt}
                aria-pressed={i === index}
                aria-controls={frameId}
                onClick={() => select(i, false)}
                onKeyDown={(event) => {
                  // The row's own direction (an Arabic page reads it from the right), as the browser lays it out.
                  const direction = getComputedStyle(event.currentTarget).direction === "rtl" ? "rtl" : "ltr";
                  const target = galleryKeyTarget(event.key, i, images.length, direction);
                  if (target === undefined) return;
                  event.preventDefault();
                  select(target, true);
                }}
                sx={{
                  position: "relative",
                  display: "block",
                  width: "100%",
                  aspectRatio: `${vignette.width} / ${vignette.height}`,
                  p: 0,
                  border: 0,
                  borderRadius: 1,
                  overflow: "hidden",
                  cursor: "pointer",
                  bgcolor: tokens.surfaceSunk,
                  // The selection is a thick inner frame; the focus ring (theme) is drawn outside the button.
                  "&::after": {
                    content: '""',
                    position: "absolute",
                    inset: 0,
                    borderRadius: "inherit",
                    border: `1px solid ${tokens.line}`,
                    pointerEvents: "none",
                  },
                  "&:hover::after": { borderColor: tokens.inkMuted },
                  "&[aria-pressed='true']::after": { border: `4px solid ${tokens.accent}` },
                }}
              >
                {/* The button is named by its aria-label, so the picture itself is decorative. */}
                <ContentImage image={{ ...vignette, alt: "" }} sx={{ height: "100%", objectFit: "cover" }} />
              </Box>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
