import { readFileSync } from "node:fs";
import sharp from "sharp";
import { encodeVariants } from "../image-encoder.ts";
import { imageSourceFile, readSourceInfo } from "#app/content/image-sources.server.ts";
import { roleWidths, rolesForImageField, variantStem } from "#app/model/images.ts";
import { CONTENT_DIR, IMAGE_CACHE_DIR, PUBLIC_DIR } from "../../lib/paths.ts";

/*
 * Pictures in the PDFs are the image pipeline's JPEG variants: the same files the site
 * serves (and the same cache, .cache/images/), embedded as they are, without re-encoding.
 */

/** Resolution aimed at for print: sharp on office printers, light enough to e-mail. */
export const PRINT_DPI = 200;

/**
 * The narrowest of `widths` that prints at PRINT_DPI when drawn `points` wide
 * (1 pt = 1/72 in), or the widest of them.
 */
export function printWidth(points: number, widths: readonly number[]): number {
  const needed = Math.ceil((points / 72) * PRINT_DPI);
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((width) => width >= needed) ?? sorted.at(-1)!;
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

/**
 * The JPEG variant of a content image for a given drawn width, chosen among the widths
 * the site already serves for that image (`field` is its place in content, as for the
 * validator: "imagePrincipale", "carte.image", "visuel"), so a build encodes nothing new
 * for the PDFs; encoded into the image cache if it is not there yet.
 */
export async function printImage(src: string, field: string, points: number, dirs: ImageDirs = {}): Promise<PrintImage> {
  const file = imageSourceFile(src, { contentDir: dirs.contentDir ?? CONTENT_DIR, publicDir: dirs.publicDir ?? PUBLIC_DIR });
  const info = readSourceInfo(file);
  const widths = rolesForImageField(field).flatMap((role) => roleWidths(info, role));
  const {
    files: [variant],
  } = await encodeVariants(file, variantStem(src), info, [{ width: printWidth(points, widths), ext: "jpg" }], dirs.imageCacheDir ?? IMAGE_CACHE_DIR);
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
