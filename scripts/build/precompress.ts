import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib } from "node:zlib";
import { worthCompressing } from "./host-headers.ts";

/*
 * Every text file of the build gets a Brotli copy at the highest quality, `<file>.br`,
 * which hosts serve in its place to browsers that accept Brotli (all of them, over HTTPS):
 * nginx with `brotli_static` (deploy/nginx.conf), and the preview server. Quality 11 is
 * too slow to run for each request (hosts compress on the fly at 4–6); done once here it
 * takes a data sheet's HTML from 13.9 KB (gzip) or 13.1 KB (Brotli 6) to 12.1 KB, inside
 * TCP's first window in every language, and the shared script from 149 to 128 KiB.
 * Netlify and Cloudflare Pages compress on their own and ignore these copies.
 */

/** What a file's precompressed copy is named after, as nginx's brotli_static looks for it. */
export const BROTLI_SUFFIX = ".br";

const compress = promisify(brotliCompress);

export interface PrecompressReport {
  files: number;
  /** Bytes of the files compressed, and of their copies. */
  before: number;
  after: number;
}

/** The files worth a compressed copy: those the hosts send compressed. */
export function compressibleFiles(buildDir: string): string[] {
  return readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => worthCompressing(path.extname(file), statSync(file).size));
}

/** Writes `<file>.br` beside every compressible file of the build; the last step to write a file. */
export async function precompress(buildDir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, before: 0, after: 0 };
  // zlib's asynchronous calls run on libuv's thread pool: every core works.
  await Promise.all(
    compressibleFiles(buildDir).map(async (file) => {
      const data = readFileSync(file);
      const compressed = await compress(data, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
      });
      writeFileSync(file + BROTLI_SUFFIX, compressed);
      report.files += 1;
      report.before += data.length;
      report.after += compressed.length;
    }),
  );
  return report;
}
