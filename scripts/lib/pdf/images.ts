import { readFileSync } from "node:fs";
import sharp from "sharp";
import { IMAGE_ROLES } from "#app/lib/image-roles.ts";
import { encodeVariants } from "../image-encoder.ts";
import { imageSourceFile, readSourceInfo, variantStem } from "../images.ts";
import { CONTENT_DIR, IMAGE_CACHE_DIR, PUBLIC_DIR } from "../paths.ts";

/*
 * Pictures in the PDFs are the image pipeline's JPEG variants: the same files the site
 * serves (and the same cache, .cache/images/), embedded as they are, without re-encoding.
 */

/** Resolution aimed at for print: sharp on office printers, light enough to e-mail. */
export const PRINT_DPI = 200;

/** Every width the pipeline produces for some role: the PDF reuses one instead of encoding a new size. */
const PIPELINE_WIDTHS = [...new Set(Object.values(IMAGE_ROLES).flatMap((role) => role.widths))].sort((a, b) => a - b);

/** The narrowest pipeline width that prints at PRINT_DPI when drawn `points` wide (1 pt = 1/72 in), or the widest. */
export function printWidth(points: number): number {
  const needed = Math.ceil((points / 72) * PRINT_DPI);
  return PIPELINE_WIDTHS.find((width) => width >= needed) ?? PIPELINE_WIDTHS.at(-1)!;
}

export interface ImageDirs {
  contentDir?: string;
  publicDir?: string;
  imageCacheDir?: string;
}

export interface PrintImage {
  /** JPEG bytes. */
  data: Buffer;
  /** Height / width, to lay the picture out before drawing it. */
  ratio: number;
}

/** The content hash of a source: part of a document's cache key, so a replaced picture rebuilds the PDFs that show it. */
export function sourceHash(src: string, dirs: ImageDirs = {}): string {
  return readSourceInfo(imageSourceFile(src, { contentDir: dirs.contentDir ?? CONTENT_DIR, publicDir: dirs.publicDir ?? PUBLIC_DIR })).hash;
}

/** The JPEG variant of a content image for a given drawn width, encoded into the image cache if it is not there yet. */
export async function printImage(src: string, points: number, dirs: ImageDirs = {}): Promise<PrintImage> {
  const file = imageSourceFile(src, { contentDir: dirs.contentDir ?? CONTENT_DIR, publicDir: dirs.publicDir ?? PUBLIC_DIR });
  const info = readSourceInfo(file);
  const {
    files: [variant],
  } = await encodeVariants(file, variantStem(src), info, [{ width: printWidth(points), ext: "jpg" }], dirs.imageCacheDir ?? IMAGE_CACHE_DIR);
  const data = readFileSync(variant);
  const { width = 1, height = 1 } = await sharp(data).metadata();
  return { data, ratio: height / width };
}

/**
 * The brand logo (an SVG served as it is by the site), drawn to a PNG on the colour it
 * will sit on. Without an alpha channel PDFKit embeds the PNG as it is, synchronously;
 * with one it decodes the picture asynchronously, and the order of the PDF's objects
 * (and so its bytes) would vary from build to build.
 */
export async function logoImage(src: string, heightPoints: number, background: string, dirs: ImageDirs = {}): Promise<PrintImage> {
  const file = imageSourceFile(src, { contentDir: dirs.contentDir ?? CONTENT_DIR, publicDir: dirs.publicDir ?? PUBLIC_DIR });
  const pixels = Math.ceil((heightPoints / 72) * PRINT_DPI * 2);
  const data = await sharp(readFileSync(file), { density: 600 }).resize({ height: pixels }).flatten({ background }).png().toBuffer();
  const { width = 1, height = 1 } = await sharp(data).metadata();
  return { data, ratio: height / width };
}
