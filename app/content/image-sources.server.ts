import { createHash } from "node:crypto";
import { readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import { ENCODING, IMAGE_PREFIX, isPipelineImage, type SourceFormat, type SourceInfo } from "#app/model/images.ts";
import { projectDirs, type ProjectDirs } from "./loader.server.ts";

/*
 * Reads image sources from disk: synchronous and free of sharp, so the pre-render
 * (resolveImage), the content check and the build can all use it; the encoding itself
 * is in scripts/build/image-encoder.ts.
 */

/** The file behind a logical path: content/images/… for pipeline images, public/images/marque/… for the brand. */
export function imageSourceFile(src: string, dirs: ProjectDirs = projectDirs()): string {
  const relative = src.slice(IMAGE_PREFIX.length);
  return isPipelineImage(src) ? path.join(dirs.contentDir, "images", relative) : path.join(dirs.publicDir, "images", relative);
}

const FORMATS: Record<string, SourceFormat> = { svg: "svg", jpg: "jpeg", png: "png", webp: "webp", avif: "avif", heif: "avif" };
const settingsHash = createHash("sha256").update(JSON.stringify(ENCODING)).digest("hex");
const infoCache = new Map<string, SourceInfo>();

/**
 * Format, displayed size, weight and hash of a source, read from its header only.
 * Cached by real path, size and modification time: the validator calls this for every
 * image of every sandbox in the tests. Throws when the file is not an image it can read.
 */
export function readSourceInfo(file: string): SourceInfo {
  const real = realpathSync(file);
  const stat = statSync(real);
  const key = `${real}:${stat.size}:${stat.mtimeMs}`;
  const cached = infoCache.get(key);
  if (cached) return cached;
  const data = readFileSync(real);
  const size = imageSize(data);
  const format = FORMATS[size.type ?? ""];
  if (!format || !size.width || !size.height) throw new Error(`${file}: format ${size.type ?? "inconnu"} non pris en charge`);
  // EXIF orientations 5 to 8 are quarter turns: a portrait photo stored sideways.
  const turned = (size.orientation ?? 1) >= 5;
  const info: SourceInfo = {
    format,
    width: turned ? size.height : size.width,
    height: turned ? size.width : size.height,
    bytes: stat.size,
    hash: createHash("sha256").update(data).update(settingsHash).digest("hex").slice(0, 10),
  };
  infoCache.set(key, info);
  return info;
}
