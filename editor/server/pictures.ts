import { createReadStream, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { imageSourceFile, readSourceInfo } from "#app/content/image-sources.server.ts";
import { IMAGE_ROLES } from "#app/model/image-roles.ts";
import type { ImageRole } from "#app/model/image.ts";
import { BRAND_PREFIX, IMAGE_PREFIX, MAX_SOURCE_BYTES, OUTPUT_FORMATS, parseVariantFileName, roleWidths, variantStem } from "#app/model/images.ts";
import { isSystemFile } from "#app/model/collections.ts";
import { unusedImages } from "#app/model/unused-images.ts";
import { indexSources } from "#scripts/build/image-build.ts";
import { encodeVariants } from "#scripts/build/image-encoder.ts";
import { checkSvg } from "#scripts/lib/svg-policy.ts";
import { uploadPath, type UploadPlace } from "../core/upload-name.ts";
import { TEXTS } from "../texts.ts";
import type { ProjectPaths } from "./draft-content.ts";
import { readBody, RESOURCE_POLICY } from "./request-policy.ts";

/*
 * Pictures for the editor: the list the picker shows, the source files as they are (the
 * picker's thumbnails), the pipeline's variants for the preview (encoded on first request
 * into the build's cache, as `npm run dev` does), and uploads, saved under the names the
 * pipeline expects (core/upload-name.ts), an SVG with what the SVG policy removes taken out;
 * and the removal of a picture of content/images/ that no content names.
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
  // A picture is shown as a picture only, never run as a document (an SVG dropped into the folder may hold a script).
  response.writeHead(200, { "Content-Type": SOURCE_TYPES[ext] ?? "application/octet-stream", "Cache-Control": "no-cache", "Content-Security-Policy": RESOURCE_POLICY });
  createReadStream(file).pipe(response);
  return true;
}

/**
 * GET /assets/images/<variant> : encoded on first request, then from the build's cache.
 * Only at a width some image role draws the source at: any other would be work (and a
 * cached file) asked by whoever names it — "width" then, false for an unknown picture.
 */
export async function serveVariant(paths: ProjectPaths, name: string, response: ServerResponse): Promise<boolean | "width"> {
  const parsed = parseVariantFileName(name);
  const source = parsed && indexSources(paths.contentDir).get(`${parsed.stem}-${parsed.hash}`);
  if (!parsed || !source) return false;
  if (!(Object.keys(IMAGE_ROLES) as ImageRole[]).some((role) => roleWidths(source.info, role).includes(parsed.width))) return "width";
  const { files } = await encodeVariants(source.file, variantStem(source.src), source.info, [{ width: parsed.width, ext: parsed.ext }]);
  response.writeHead(200, { "Content-Type": OUTPUT_FORMATS.find((format) => format.ext === parsed.ext)!.type, "Cache-Control": "no-cache" });
  createReadStream(files[0]).pipe(response);
  return true;
}

export class UploadRefused extends Error {}

/** POST /api/images : saves the picture under its pipeline name and returns it. */
export async function receiveUpload(paths: ProjectPaths, place: UploadPlace, request: IncomingMessage): Promise<PictureInfo> {
  const taken = pictures(paths).map((picture) => picture.src);
  const src = uploadPath(place, taken);
  if (!src) throw new UploadRefused(TEXTS.upload.format);
  let data = await readBody(request, src.endsWith(".svg") ? MAX_SOURCE_BYTES.svg : MAX_SOURCE_BYTES.raster);
  if (src.endsWith(".svg")) {
    // Stored as the policy leaves it: what the content check would refuse never reaches content/images/.
    const verdict = checkSvg(data.toString("utf8"));
    if (verdict.unreadable) throw new UploadRefused(TEXTS.upload.unreadable);
    if (verdict.removals.length > 0 && checkSvg(verdict.clean).removals.length > 0) throw new UploadRefused(TEXTS.upload.unsafe);
    data = Buffer.from(verdict.clean, "utf8");
  }
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

export class RemovalRefused extends Error {
  readonly status: 400 | 403 | 404 | 409;
  constructor(status: 400 | 403 | 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * Removes a picture of content/images/ that no content names: `contents` are the files'
 * data as the draft makes them, and the text of those that are not valid JSON. Nothing
 * else is ever removed: a brand picture (the site's code names the favicon), a path that
 * leaves the folder, a file that is not a picture.
 */
export function removeUnusedPicture(paths: ProjectPaths, src: unknown, contents: ReadonlyMap<string, unknown>): string {
  if (typeof src !== "string" || !src.startsWith(IMAGE_PREFIX) || src.length > 500) throw new RemovalRefused(400, TEXTS.unused.badPath);
  const label = `content${src}`;
  const base = path.join(paths.contentDir, "images");
  const file = path.resolve(base, `.${src.slice(IMAGE_PREFIX.length - 1)}`);
  const picture = !src.startsWith(BRAND_PREFIX) && !src.includes("\0") && src.split("/").every((part) => part !== ".." && part !== ".") && file.startsWith(base + path.sep);
  if (!picture || !(path.extname(file).slice(1).toLowerCase() in SOURCE_TYPES)) throw new RemovalRefused(403, TEXTS.unused.outside);
  if (!existsSync(file) || !statSync(file).isFile()) throw new RemovalRefused(404, TEXTS.unused.notFound(label));
  const users = [...contents].filter(([, content]) => unusedImages([src], [content]).length === 0).map(([name]) => name);
  if (users.length > 0) throw new RemovalRefused(409, TEXTS.unused.referenced(label, users));
  rmSync(file);
  return src;
}
