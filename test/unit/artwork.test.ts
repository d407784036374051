import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { imageSourceFile } from "#app/content/image-sources.server.ts";
import { IMAGE_PREFIX } from "#app/model/images.ts";
import { CONTENT_DIR, PUBLIC_DIR, ROOT_DIR } from "#scripts/lib/paths.ts";

const list = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".svg")).sort();
/** Where the generator puts a picture: content/images/ for the pipeline's sources, public/images/marque/ for the brand. */
const committed = (file: string) => imageSourceFile(`${IMAGE_PREFIX}${file}`, { contentDir: CONTENT_DIR, publicDir: PUBLIC_DIR });
const committedFiles = () => [...list(path.join(CONTENT_DIR, "images")), ...list(path.join(PUBLIC_DIR, "images"))].sort();

test("the committed artwork is exactly what the generator draws", () => {
  const out = mkdtempSync(path.join(tmpdir(), "artwork-"));
  try {
    execFileSync(process.execPath, [path.join(ROOT_DIR, "scripts/generate-artwork.ts"), out], { stdio: "ignore" });
    expect(list(out)).toEqual(committedFiles());
    for (const file of list(out)) expect(readFileSync(path.join(out, file), "utf8"), file).toBe(readFileSync(committed(file), "utf8"));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test("only the brand is served as it is; every other picture is a pipeline source", () => {
  expect(list(path.join(PUBLIC_DIR, "images")).every((file) => file.startsWith("marque/"))).toBe(true);
  expect(list(path.join(CONTENT_DIR, "images")).some((file) => file.startsWith("marque/"))).toBe(false);
});

test("illustrations carry no text, script or outside reference", () => {
  for (const file of committedFiles()) {
    const svg = readFileSync(committed(file), "utf8");
    expect(svg, file).not.toMatch(/<text|<script|<image|<foreignObject|href="http/);
    expect(svg, file).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
  }
});
