import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONTENT_DIR } from "#scripts/lib/paths.ts";
import { validateContent, type ContentError } from "#scripts/checks/content/validate.ts";

type Json = Record<string, any>;

const IMAGES = path.join(CONTENT_DIR, "images");

/**
 * A throw-away copy of content/ for negative fixtures: change one thing, validate,
 * and look at the errors. The real content is never touched. The JSON files are
 * copied; the image sources are linked file by file (hundreds of sandboxes would
 * otherwise copy every image), and `writeImage` replaces a link by a real file.
 */
export class ContentSandbox {
  readonly dir = mkdtempSync(path.join(tmpdir(), "contenu-"));

  constructor() {
    cpSync(CONTENT_DIR, this.dir, { recursive: true, filter: (source) => source !== IMAGES });
    for (const entry of readdirSync(IMAGES, { recursive: true, withFileTypes: true })) {
      const target = path.join(this.dir, "images", path.relative(IMAGES, path.join(entry.parentPath, entry.name)));
      if (entry.isDirectory()) mkdirSync(target, { recursive: true });
      else {
        mkdirSync(path.dirname(target), { recursive: true });
        symlinkSync(path.join(entry.parentPath, entry.name), target);
      }
    }
  }

  read(file: string): Json {
    return JSON.parse(readFileSync(path.join(this.dir, file), "utf8"));
  }

  write(file: string, data: unknown): void {
    writeFileSync(path.join(this.dir, file), typeof data === "string" ? data : `${JSON.stringify(data, null, 2)}\n`);
  }

  edit(file: string, change: (data: Json) => void): void {
    const data = this.read(file);
    change(data);
    this.write(file, data);
  }

  remove(file: string): void {
    rmSync(path.join(this.dir, file));
  }

  /** Puts an image in the sandbox's content/images/ (`file` relative to it), never through a link to the real one. */
  writeImage(file: string, data: Buffer | string): void {
    const target = path.join(this.dir, "images", file);
    rmSync(target, { force: true });
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data);
  }

  validate(): ContentError[] {
    return validateContent({ contentDir: this.dir }).errors;
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
