import type { Image } from "#app/generated/content-types.ts";
import type { ImageRole, ResolvedImage } from "#app/model/image.ts";
import { isPipelineImage, resolveFromSource } from "#app/model/images.ts";
import { imageSourceFile, readSourceInfo } from "./image-sources.server.ts";
import { projectDirs, type ProjectDirs } from "./loader.server.ts";

/*
 * Runs at pre-render time only (route loaders), so the browser receives finished
 * <picture> data and no image code. The variant URLs written here are the build's
 * order list: `npm run build` encodes exactly the variants the pages reference
 * (scripts/build/image-build.ts), and `npm run dev` encodes them on request.
 */

/** A content image as the page will draw it in `role`: an AVIF source with the role's widths and sizes, one JPEG fallback. */
export function resolveImage(image: Image, role: ImageRole, dirs: ProjectDirs = projectDirs()): ResolvedImage {
  const info = readSourceInfo(imageSourceFile(image.src, dirs));
  // Brand images (logo, partner) are small SVGs served as they are.
  if (!isPipelineImage(image.src)) return { src: image.src, alt: image.alt, width: info.width, height: info.height };
  return resolveFromSource(image, role, info);
}
