import type { ImageRole } from "./image.ts";

/**
 * How each role is drawn: the widths the image pipeline produces (in pixels) and the
 * `sizes` attribute that lets the browser pick one before layout. The `sizes` values
 * follow the layouts in app/components/ (Container "lg" = 75rem with 16/24 px gutters,
 * breakpoints sm 37.5rem, md 56.25rem, lg 75rem), so a phone downloads a phone-sized
 * file. The widths cover 1× to 2× screens (3× phones get the 2× file of the next width).
 *
 * The largest width is also the smallest photo an editor may supply for that role
 * (the content validator checks it). SVG sources have no such limit: they are drawn
 * at whatever width is needed.
 */
export interface ImageRoleSpec {
  widths: readonly number[];
  sizes: string;
}

export const IMAGE_ROLES: Record<ImageRole, ImageRoleSpec> = {
  // Page hero (PageHero): half of the container from md up, full width below.
  visuel: {
    widths: [560, 800, 1120],
    sizes: "(min-width: 75rem) 552px, (min-width: 56.25rem) calc(50vw - 48px), (min-width: 37.5rem) calc(100vw - 48px), calc(100vw - 32px)",
  },
  // Gallery main image (ApplicationGallery): three fifths of the container from md up.
  principale: {
    widths: [360, 720, 1080, 1360],
    sizes: "(min-width: 75rem) 663px, (min-width: 56.25rem) calc(60vw - 58px), (min-width: 37.5rem) calc(100vw - 48px), calc(100vw - 32px)",
  },
  // Gallery thumbnail: a grid of 76 to 100 px cells.
  vignette: {
    widths: [120, 240],
    sizes: "100px",
  },
  // Card image (CardGrid): 1, 2 then 3 columns.
  carte: {
    widths: [384, 576, 768],
    sizes: "(min-width: 75rem) 368px, (min-width: 56.25rem) calc(33.3vw - 32px), (min-width: 37.5rem) calc(50vw - 36px), calc(100vw - 32px)",
  },
  // Link previews (og:image, twitter:image, JSON-LD): only the JPEG is used, since not every
  // social network reads AVIF or WebP; 1200 px is the width Facebook, LinkedIn and X ask for
  // large previews. Never drawn on a page, so `sizes` is only nominal.
  partage: {
    widths: [1200],
    sizes: "1200px",
  },
};

/** The widest file any of these roles serves: the minimum width of a photo used in them. */
export function largestWidth(roles: Iterable<ImageRole>): number {
  let largest = 0;
  for (const role of roles) largest = Math.max(largest, ...IMAGE_ROLES[role].widths);
  return largest;
}
