import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ENCODING, type OutputFormat, type SourceInfo, variantFileName } from "#app/model/images.ts";
import { IMAGE_CACHE_DIR } from "../lib/paths.ts";

/*
 * Encodes image variants with sharp (libvips) into a cache folder that survives builds
 * (.cache/images/, see paths.ts). A variant's file name carries the source's
 * content hash and the encoder settings (see app/model/images.ts), so the name is the cache key:
 * a file already there is reused as it is, and an edited image or a settings change gets
 * new names instead of a stale file.
 */

export interface VariantRequest {
  width: number;
  ext: OutputFormat["ext"];
}

export interface EncodeResult {
  /** Cached files, in request order. */
  files: string[];
  /** How many had to be encoded (the others came from the cache). */
  encoded: number;
}

/** Writes through a temporary name so a parallel build or an interrupted one never leaves half a file. */
function writeAtomically(file: string, data: Buffer): void {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

function encoder(image: ReturnType<typeof sharp>, ext: OutputFormat["ext"]): ReturnType<typeof sharp> {
  switch (ext) {
    case "avif":
      return image.avif(ENCODING.avif);
    case "jpg":
      return image.flatten({ background: ENCODING.background }).jpeg(ENCODING.jpg);
  }
}

/**
 * Produces the requested variants of one source, from the cache when possible. The
 * source is decoded once: an SVG is drawn once at the largest width needed (sharp's
 * density), a photo is turned upright from its EXIF orientation; every width is then
 * resized from that.
 */
export async function encodeVariants(
  sourceFile: string,
  stem: string,
  info: SourceInfo,
  requests: readonly VariantRequest[],
  cacheDir = IMAGE_CACHE_DIR,
): Promise<EncodeResult> {
  mkdirSync(cacheDir, { recursive: true });
  const files = requests.map(({ width, ext }) => path.join(cacheDir, variantFileName(stem, info.hash, width, ext)));
  const missing = requests.filter((_, index) => !existsSync(files[index]));
  if (missing.length === 0) return { files, encoded: 0 };

  const largest = Math.max(...missing.map((request) => request.width));
  const input = readFileSync(sourceFile);
  const decoded =
    info.format === "svg"
      ? sharp(input, { density: (72 * largest) / info.width }).resize({ width: largest })
      : sharp(input).autoOrient();
  const { data, info: raw } = await decoded.raw().toBuffer({ resolveWithObject: true });
  const master = () => sharp(data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });

  await Promise.all(
    missing.map(async ({ width, ext }) => {
      const resized = master().resize({ width: Math.min(width, raw.width), withoutEnlargement: true });
      const output = await encoder(resized, ext).toBuffer();
      writeAtomically(path.join(cacheDir, variantFileName(stem, info.hash, width, ext)), output);
    }),
  );
  return { files, encoded: missing.length };
}
