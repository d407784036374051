import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { PUBLIC_DIR, ROOT_DIR } from "#scripts/lib/paths.ts";

const list = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".svg")).sort();

test("the committed artwork is exactly what the generator draws", () => {
  const out = mkdtempSync(path.join(tmpdir(), "artwork-"));
  try {
    execFileSync(process.execPath, [path.join(ROOT_DIR, "scripts/generate-artwork.ts"), out], { stdio: "ignore" });
    const committed = path.join(PUBLIC_DIR, "images");
    expect(list(out)).toEqual(list(committed));
    for (const file of list(out)) expect(readFileSync(path.join(out, file), "utf8"), file).toBe(readFileSync(path.join(committed, file), "utf8"));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test("illustrations carry no text, script or outside reference", () => {
  for (const file of list(path.join(PUBLIC_DIR, "images"))) {
    const svg = readFileSync(path.join(PUBLIC_DIR, "images", file), "utf8");
    expect(svg, file).not.toMatch(/<text|<script|<image|<foreignObject|href="http/);
    expect(svg, file).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
  }
});
