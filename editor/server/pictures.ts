import { createReadStream, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { imageSourceFile, readSourceInfo } from "#app/content/image-sources.server.ts";
import { BRAND_PREFIX, IMAGE_PREFIX, MAX_SOURCE_BYTES, OUTPUT_FORMATS, parseVariantFileName, variantStem } from "#app/model/images.ts";
import { isSystemFile } from "#app/model/collections.ts";
import { indexSources } from "#scripts/build/image-build.ts";
import { encodeVariants } from "#scripts/build/image-encoder.ts";
import { uploadPath, type UploadPlace } from "../core/upload-name.ts";
import { TEXTS } from "../texts.ts";
import type { ProjectPaths } from "./draft-content.ts";

/*
 * Pictures for the editor: the list the picker shows, the source files as they are (the
 * picker's thumbnails), the pipeline's variants for the preview (encoded on first request
 * into the build's cache, as `npm run dev` does), and uploads, saved under the names the
 * pipeline expects (core/upload-name.ts).
 */

export interface PictureInfo {
  src: string;
  width: number;
  height: number;
  bytes: number;
}

const SOURCE_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
};

function listPictures(dir: string, prefix: string): PictureInfo[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !isSystemFile(entry.name))
    .flatMap((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const src = `${prefix}${path.relative(dir, file).split(path.sep).join("/")}`;
      try {
        const info = readSourceInfo(file);
        return [{ src, width: info.width, height: info.height, bytes: info.bytes }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => a.src.localeCompare(b.src));
}

/** Every picture content may refer to: content/images/ and the brand pictures of public/images/marque/. */
export function pictures(paths: ProjectPaths): PictureInfo[] {
  return [...listPictures(path.join(paths.contentDir, "images"), IMAGE_PREFIX), ...listPictures(path.join(paths.publicDir, "images", "marque"), BRAND_PREFIX)];
}

/** `/images/…` → the source file, only inside content/images/ or public/images/marque/. */
function sourceFile(paths: ProjectPaths, src: string): string | undefined {
  if (!src.startsWith(IMAGE_PREFIX) || src.includes("..") || src.includes("\0")) return undefined;
  const file = imageSourceFile(src, paths);
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** GET /images/… : a source picture as it is. */
export function serveSource(paths: ProjectPaths, src: string, response: ServerResponse): boolean {
  const file = sourceFile(paths, src);
  if (!file) return false;
  const ext = path.extname(file).slice(1).toLowerCase();
  // An SVG uploaded by someone may hold a script: it is shown as a picture only, never run as a document.
  response.writeHead(200, { "Content-Type": SOURCE_TYPES[ext] ?? "application/octet-stream", "Cache-Control": "no-cache", "Content-Security-Policy": "script-src 'none'; sandbox" });
  createReadStream(file).pipe(response);
  return true;
}

/** GET /assets/images/<variant> : encoded on first request, then from the build's cache. */
export async function serveVariant(paths: ProjectPaths, name: string, response: ServerResponse): Promise<boolean> {
  const parsed = parseVariantFileName(name);
  const source = parsed && indexSources(paths.contentDir).get(`${parsed.stem}-${parsed.hash}`);
  if (!parsed || !source) return false;
  const { files } = await encodeVariants(source.file, variantStem(source.src), source.info, [{ width: parsed.width, ext: parsed.ext }]);
  response.writeHead(200, { "Content-Type": OUTPUT_FORMATS.find((format) => format.ext === parsed.ext)!.type, "Cache-Control": "no-cache" });
  createReadStream(files[0]).pipe(response);
  return true;
}

export class UploadRefused extends Error {}

async function body(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new UploadRefused(TEXTS.upload.tooHeavy);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** POST /api/images : saves the picture under its pipeline name and returns it. */
export async function receiveUpload(paths: ProjectPaths, place: UploadPlace, request: IncomingMessage): Promise<PictureInfo> {
  const taken = pictures(paths).map((picture) => picture.src);
  const src = uploadPath(place, taken);
  if (!src) throw new UploadRefused(TEXTS.upload.format);
  const data = await body(request, src.endsWith(".svg") ? MAX_SOURCE_BYTES.svg : MAX_SOURCE_BYTES.raster);
  const file = imageSourceFile(src, paths);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  try {
    const info = readSourceInfo(file);
    return { src, width: info.width, height: info.height, bytes: info.bytes };
  } catch {
    rmSync(file);
    throw new UploadRefused(TEXTS.upload.unreadable);
  }
}
