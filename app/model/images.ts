import type { ImageRole, ImageSource, ResolvedImage } from "./image.ts";
import { IMAGE_ROLES } from "./image-roles.ts";

/*
 * Where image sources live and what the pipeline calls their variants: the names the
 * pages write, the build encodes, the dev server serves and the PDFs embed.
 *
 * Content refers to an image by a logical path, "/images/applications/papeterie/galerie-1.svg":
 * - "/images/marque/…" (logo, favicon, partner logo) is served as it is from public/images/marque/;
 * - every other image is a source in content/images/…, never served itself: the build
 *   publishes AVIF and JPEG variants under /assets/images/.
 */

export const IMAGE_PREFIX = "/images/";
export const BRAND_PREFIX = "/images/marque/";
export const VARIANT_URL_PREFIX = "/assets/images/";

export type SourceFormat = "svg" | "jpeg" | "png" | "webp" | "avif";

export interface OutputFormat {
  /** File extension of the variants. */
  ext: "avif" | "jpg";
  /** MIME type for <source type> and the server's Content-Type. */
  type: string;
}

/**
 * AVIF for the <source> (every current browser reads it); JPEG for the <img> fallback,
 * which the PDFs and sharing previews also use. No WebP: the few browsers without AVIF
 * get the JPEG, and a second <source> cost about 1 KB of HTML on a page of cards.
 */
export const OUTPUT_FORMATS: readonly OutputFormat[] = [
  { ext: "avif", type: "image/avif" },
  { ext: "jpg", type: "image/jpeg" },
];

/**
 * Encoder settings. They are part of every variant's name, so changing one re-encodes
 * everything instead of serving stale files. AVIF effort 2 is about 6× faster than the
 * default for files about 10 % larger. JPEG is only the fallback of browsers that take
 * no AVIF, so it skips mozjpeg's slow trellis search.
 */
export const ENCODING = {
  version: 1,
  avif: { quality: 50, effort: 2 },
  jpg: { quality: 80, progressive: true, optimiseCoding: true },
  /** JPEG has no transparency: transparent areas become the site's limestone background. */
  background: "#F6F3EE",
} as const;

/** Heaviest source accepted, in bytes. A heavier file slows every cold build and bloats the repository. */
export const MAX_SOURCE_BYTES: Record<"svg" | "raster", number> = {
  svg: 500 * 1024,
  raster: 6 * 1024 * 1024,
};

/** True for images that go through the pipeline (everything except the brand folder). */
export function isPipelineImage(src: string): boolean {
  return src.startsWith(IMAGE_PREFIX) && !src.startsWith(BRAND_PREFIX);
}

/**
 * The file behind a logical path, relative to the project: "content/images/…" for
 * pipeline images, "public/images/marque/…" for the brand. Also how messages name it.
 */
export function imageSourceLabel(src: string): string {
  return `${isPipelineImage(src) ? "content" : "public"}${src}`;
}

export interface SourceInfo {
  format: SourceFormat;
  /** Size as displayed, EXIF rotation applied. */
  width: number;
  height: number;
  bytes: number;
  /** Content hash of the file and the encoder settings: the variants' cache key. */
  hash: string;
}

/** "/images/applications/papeterie/galerie-1.svg" → "applications-papeterie-galerie-1" */
export function variantStem(src: string): string {
  return src.slice(IMAGE_PREFIX.length).replace(/\.[a-z]+$/, "").replaceAll("/", "-");
}

/** "applications-papeterie-galerie-1-3f2a9c1b7d-720.avif": readable stem, cache key, width. */
export function variantFileName(stem: string, hash: string, width: number, ext: OutputFormat["ext"]): string {
  return `${stem}-${hash}-${width}.${ext}`;
}

const VARIANT_NAME = /^([a-z0-9_-]+)-([0-9a-f]{10})-(\d+)\.(avif|jpg)$/;

export function parseVariantFileName(name: string): { stem: string; hash: string; width: number; ext: OutputFormat["ext"] } | undefined {
  const match = VARIANT_NAME.exec(name);
  return match ? { stem: match[1], hash: match[2], width: Number(match[3]), ext: match[4] as OutputFormat["ext"] } : undefined;
}

/** Every variant URL in a text (HTML, loader data): what a build must publish. */
export const VARIANT_URL_PATTERN = /\/assets\/images\/([a-z0-9_-]+-[0-9a-f]{10}-\d+\.(?:avif|jpg))/g;

/**
 * Widths produced for a role. An SVG is drawn at any width; a photo is never enlarged,
 * so widths above its own are dropped (the validator reports such a photo as too small,
 * this only keeps a build with a small photo working).
 */
export function roleWidths(info: Pick<SourceInfo, "format" | "width">, role: ImageRole): number[] {
  const widths = IMAGE_ROLES[role].widths;
  if (info.format === "svg") return [...widths];
  const fitting = widths.filter((width) => width <= info.width);
  return fitting.length > 0 ? fitting : [info.width];
}

/**
 * The roles an image field of the content plays, from its place in the file. The same
 * rules decide the minimum width the validator asks of a photo; the pages call
 * resolveImage with these roles.
 * - an application's `imagePrincipale`: gallery main image, its thumbnail and the cards leading to the page;
 * - an application's `galerie[n]`: gallery main image and thumbnail;
 * - a page's `visuel`: page hero;
 * - a data sheet's `carte.image`: card and the sheet's own hero;
 * - the site-wide sharing picture (`imagePartage` of reglages.json): link previews;
 * - anything else (a data sheet's card image…): card.
 *
 * A page's own picture (`visuel`, `imagePrincipale`, `carte.image`) also gives its link
 * preview in the "partage" role, but that role does not raise the minimum width asked of
 * it: a preview narrower than 1200 px is still accepted by the social networks.
 */
export function rolesForImageField(fieldPath: string): ImageRole[] {
  const last = fieldPath.slice(fieldPath.lastIndexOf(".") + 1);
  if (last === "imagePrincipale") return ["principale", "vignette", "carte"];
  if (/^galerie\[\d+\]$/.test(last)) return ["principale", "vignette"];
  if (last === "visuel") return ["visuel"];
  if (last === "imagePartage") return ["partage"];
  // A data sheet's card picture also heads its own page, at hero size.
  if (fieldPath.endsWith("carte.image")) return ["carte", "visuel"];
  return ["carte"];
}

/** The <picture> data of a pipeline image whose source is known: an AVIF source with the role's widths and sizes, one JPEG fallback. */
export function resolveFromSource(image: { src: string; alt: string }, role: ImageRole, info: SourceInfo): ResolvedImage {
  const widths = roleWidths(info, role);
  const stem = variantStem(image.src);
  const srcSet = (ext: OutputFormat["ext"]) => widths.map((width) => `${VARIANT_URL_PREFIX}${variantFileName(stem, info.hash, width, ext)} ${width}w`).join(", ");
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
