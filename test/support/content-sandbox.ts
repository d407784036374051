import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONTENT_DIR } from "#scripts/lib/paths.ts";
import { validateContent, type ContentError } from "#scripts/lib/validate-content.ts";

type Json = Record<string, any>;

/**
 * A throw-away copy of content/ for negative fixtures: change one thing, validate,
 * and look at the errors. The real content is never touched.
 */
export class ContentSandbox {
  readonly dir = mkdtempSync(path.join(tmpdir(), "contenu-"));

  constructor() {
    cpSync(CONTENT_DIR, this.dir, { recursive: true });
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

  validate(): ContentError[] {
    return validateContent({ contentDir: this.dir }).errors;
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
