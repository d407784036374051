import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { brotliDecompressSync, gzipSync } from "node:zlib";
import { BROTLI_SUFFIX, precompress } from "#scripts/build/precompress.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test("every text file worth compressing gets a Brotli copy that decodes to it, smaller than gzip; images, fonts and small files do not", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "build-"));
  dirs.push(dir);
  const text = (words: string) => `<p>${Array.from({ length: 300 }, (_, index) => `${words} ${index}`).join(" ")}</p>`;
  const files: Record<string, string> = {
    "rbn/index.html": text("fiche technique RBN, épaisseur µm"),
    "ar/rbn/index.html": text("ورق حجري سماكة"),
    "assets/site-abc123.js": `export const a = ${JSON.stringify(text("code"))};`,
    "rbn.data": text("données"),
    "sitemap.xml": text("<url>"),
    "images/logo.svg": `<svg>${text("path")}</svg>`,
    "assets/inter-abc123.woff2": text("déjà compressé"),
    "assets/images/photo-abc-360.avif": text("déjà compressé"),
    "robots.txt": "User-agent: *\n",
  };
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }

  const report = await precompress(dir);

  const compressed = ["rbn/index.html", "ar/rbn/index.html", "assets/site-abc123.js", "rbn.data", "sitemap.xml", "images/logo.svg"];
  expect(report.files).toBe(compressed.length);
  for (const file of compressed) {
    const copy = readFileSync(path.join(dir, file + BROTLI_SUFFIX));
    expect(brotliDecompressSync(copy).toString("utf8"), file).toBe(files[file]);
    expect(copy.length, file).toBeLessThan(gzipSync(files[file]!, { level: 9 }).length);
  }
  for (const file of ["assets/inter-abc123.woff2", "assets/images/photo-abc-360.avif", "robots.txt"]) expect(existsSync(path.join(dir, file + BROTLI_SUFFIX)), file).toBe(false);
  expect(report.after).toBeLessThan(report.before);
});
