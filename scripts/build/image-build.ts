import { copyFileSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { encodeVariants, type VariantRequest } from "./image-encoder.ts";
import { readSourceInfo } from "#app/content/image-sources.server.ts";
import { IMAGE_PREFIX, parseVariantFileName, type SourceInfo, VARIANT_URL_PATTERN, variantStem } from "#app/model/images.ts";
import { CONTENT_DIR, IMAGE_CACHE_DIR } from "../lib/paths.ts";

/*
 * Publishes exactly the image variants the pre-rendered pages ask for. resolveImage
 * (app/content/images.server.ts) writes variant URLs into the HTML and .data files at
 * pre-render time; this step reads them back, encodes whatever the cache lacks and
 * copies the files into build/client/assets/images/. A page can therefore never point
 * at a variant that was not built, and no unused variant is built.
 */

export interface Source {
  /** Logical path used in content, e.g. "/images/fiches/rbn.svg". */
  src: string;
  file: string;
  info: SourceInfo;
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** Every source under content/images/, keyed by "<stem>-<hash>" as in variant names. */
export function indexSources(contentDir = CONTENT_DIR): Map<string, Source> {
  const imagesDir = path.join(contentDir, "images");
  const index = new Map<string, Source>();
  for (const file of listFiles(imagesDir)) {
    const src = `${IMAGE_PREFIX}${path.relative(imagesDir, file).split(path.sep).join("/")}`;
    let info: SourceInfo;
    try {
      info = readSourceInfo(file);
    } catch {
      continue; // Not an image: the content validator reports references to it.
    }
    index.set(`${variantStem(src)}-${info.hash}`, { src, file, info });
  }
  return index;
}

/** Variant file names referenced by the built pages. */
export function referencedVariants(buildDir: string): Set<string> {
  const names = new Set<string>();
  for (const file of listFiles(buildDir)) {
    if (!/\.(html|data)$/.test(file)) continue;
    for (const match of readFileSync(file, "utf8").matchAll(VARIANT_URL_PATTERN)) names.add(match[1]);
  }
  return names;
}

export interface PublishReport {
  variants: number;
  encoded: number;
  sources: number;
}

/** Runs `tasks` with at most `limit` of them at a time: the machines have two cores and libvips already uses threads. */
async function inPool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

export interface PublishProgress {
  /** Pictures whose variants are ready, of `total`. */
  done: number;
  total: number;
  /** Variants encoded so far (the others came from the cache). */
  encoded: number;
}

export async function publishReferencedImages(options: {
  buildDir: string;
  contentDir?: string;
  cacheDir?: string;
  /** Called each time a picture's variants are ready: a cold build encodes for minutes. */
  onProgress?: (progress: PublishProgress) => void;
}): Promise<PublishReport> {
  const { buildDir, contentDir = CONTENT_DIR, cacheDir = IMAGE_CACHE_DIR, onProgress } = options;
  const sources = indexSources(contentDir);
  const wanted = new Map<string, { source: Source; requests: VariantRequest[] }>();
  const unknown: string[] = [];
  for (const name of referencedVariants(buildDir)) {
    const parsed = parseVariantFileName(name)!;
    const source = sources.get(`${parsed.stem}-${parsed.hash}`);
    if (!source) {
      unknown.push(name);
      continue;
    }
    const entry = wanted.get(source.file) ?? { source, requests: [] };
    entry.requests.push({ width: parsed.width, ext: parsed.ext });
    wanted.set(source.file, entry);
  }
  if (unknown.length > 0) {
    throw new Error(`Ces images sont demandées par les pages mais aucune source de content/images/ ne leur correspond (source modifiée pendant la construction ?) :\n${unknown.join("\n")}`);
  }

  const outDir = path.join(buildDir, "assets", "images");
  mkdirSync(outDir, { recursive: true });
  let encoded = 0;
  let variants = 0;
  let done = 0;
  await inPool([...wanted.values()], 2, async ({ source, requests }) => {
    const result = await encodeVariants(source.file, variantStem(source.src), source.info, requests, cacheDir);
    encoded += result.encoded;
    for (const file of result.files) {
      copyFileSync(file, path.join(outDir, path.basename(file)));
      variants += 1;
    }
    done += 1;
    onProgress?.({ done, total: wanted.size, encoded });
  });
  return { variants, encoded, sources: wanted.size };
}
