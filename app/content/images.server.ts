import { readFileSync } from "node:fs";
import path from "node:path";
import type { Image } from "#app/generated/content-types.ts";
import type { ImageRole, ResolvedImage } from "#app/lib/image.ts";

/** How wide each role is drawn, for the `sizes` attribute (layout widths from the theme's breakpoints). */
const SIZES: Record<ImageRole, string> = {
  visuel: "(min-width: 75rem) 560px, (min-width: 56.25rem) 45vw, 100vw",
  principale: "(min-width: 75rem) 760px, (min-width: 56.25rem) 62vw, 100vw",
  vignette: "96px",
  carte: "(min-width: 75rem) 360px, (min-width: 56.25rem) 30vw, (min-width: 37.5rem) 45vw, 100vw",
};

/** Intrinsic size from the SVG's width and height attributes. */
function svgSize(file: string): { width: number; height: number } {
  const head = readFileSync(file, "utf8").slice(0, 400);
  const width = Number(/\bwidth="(\d+(?:\.\d+)?)"/.exec(head)?.[1]);
  const height = Number(/\bheight="(\d+(?:\.\d+)?)"/.exec(head)?.[1]);
  if (!width || !height) throw new Error(`${file}: width and height attributes are required on the <svg> element`);
  return { width, height };
}

/** A content image as the page will draw it. */
export function resolveImage(image: Image, role: ImageRole): ResolvedImage {
  const { width, height } = svgSize(path.join(process.cwd(), "public", image.src));
  return { src: image.src, alt: image.alt, width, height, sizes: SIZES[role] };
}
