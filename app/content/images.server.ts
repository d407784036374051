import path from "node:path";
import type { Image } from "#app/generated/content-types.ts";
import type { ImageRole, ImageSource, ResolvedImage } from "#app/lib/image.ts";
import { IMAGE_ROLES } from "#app/lib/image-roles.ts";
import {
  imageSourceFile,
  isPipelineImage,
  OUTPUT_FORMATS,
  readSourceInfo,
  roleWidths,
  type SourceInfo,
  VARIANT_URL_PREFIX,
  variantFileName,
  variantStem,
} from "#scripts/lib/images.ts";

/*
 * Runs at pre-render time only (route loaders), so the browser receives finished
 * <picture> data and no image code. The variant URLs written here are the build's
 * order list: `npm run build` encodes exactly the variants the pages reference
 * (scripts/lib/image-build.ts), and `npm run dev` encodes them on request.
 */

// The project root: the build and the dev server both run from it.
const dirs = () => ({ contentDir: path.join(process.cwd(), "content"), publicDir: path.join(process.cwd(), "public") });

/** The <picture> data of an image whose source is known; pure, for the tests. */
export function resolveFromSource(image: Image, role: ImageRole, info: SourceInfo): ResolvedImage {
  const widths = roleWidths(info, role);
  const stem = variantStem(image.src);
  const srcSet = (ext: (typeof OUTPUT_FORMATS)[number]["ext"]) =>
    widths.map((width) => `${VARIANT_URL_PREFIX}${variantFileName(stem, info.hash, width, ext)} ${width}w`).join(", ");
  const sources: ImageSource[] = OUTPUT_FORMATS.filter((format) => format.ext !== "jpg").map((format) => ({ type: format.type, srcSet: srcSet(format.ext) }));
  // The <img> is only for browsers that take no AVIF: one JPEG of a middle width is enough
  // for them, and a JPEG srcset would add about 0.5 KB to a page of cards.
  const fallback = widths[Math.floor((widths.length - 1) / 2)];
  const largest = widths[widths.length - 1];
  return {
    src: `${VARIANT_URL_PREFIX}${variantFileName(stem, info.hash, fallback, "jpg")}`,
    alt: image.alt,
    // The largest variant's size: the browser takes the aspect ratio from it before any byte arrives.
    width: largest,
    height: Math.round((largest * info.height) / info.width),
    sizes: IMAGE_ROLES[role].sizes,
    sources,
  };
}

/** A content image as the page will draw it in `role`: an AVIF source with the role's widths and sizes, one JPEG fallback. */
export function resolveImage(image: Image, role: ImageRole): ResolvedImage {
  const file = imageSourceFile(image.src, dirs());
  const info = readSourceInfo(file);
  // Brand images (logo, partner) are small SVGs served as they are.
  if (!isPipelineImage(image.src)) return { src: image.src, alt: image.alt, width: info.width, height: info.height };
  return resolveFromSource(image, role, info);
}
