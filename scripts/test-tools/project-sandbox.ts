import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { IMAGE_CACHE_DIR, ROOT_DIR } from "#scripts/lib/paths.ts";

type Json = Record<string, any>;

/** What a copy of the project needs to build and run: the sources, not the build or the caches. */
const PROJECT_ENTRIES = ["app", "content", "editor", "public", "schema", "scripts", "package.json", "react-router.config.ts", "vite.config.ts", "tsconfig.json"];

/**
 * A throw-away copy of the whole project, for tests that change content and build or run
 * the site as an editor would. node_modules/ and the image cache are linked, not copied,
 * so a build only encodes pictures the test adds.
 */
export class ProjectSandbox {
  readonly dir = mkdtempSync(path.join(tmpdir(), "projet-"));

  constructor() {
    for (const entry of PROJECT_ENTRIES) cpSync(path.join(ROOT_DIR, entry), path.join(this.dir, entry), { recursive: true });
    symlinkSync(path.join(ROOT_DIR, "node_modules"), path.join(this.dir, "node_modules"));
    mkdirSync(IMAGE_CACHE_DIR, { recursive: true });
    mkdirSync(path.join(this.dir, ".cache"));
    symlinkSync(IMAGE_CACHE_DIR, path.join(this.dir, ".cache", "images"));
  }

  /** A path inside the copy. */
  path(...parts: string[]): string {
    return path.join(this.dir, ...parts);
  }

  readContent(file: string): Json {
    return JSON.parse(readFileSync(this.path("content", file), "utf8"));
  }

  writeContent(file: string, data: unknown): void {
    const target = this.path("content", file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, typeof data === "string" ? data : `${JSON.stringify(data, null, 2)}\n`);
  }

  editContent(file: string, change: (data: Json) => void): void {
    const data = this.readContent(file);
    change(data);
    this.writeContent(file, data);
  }

  /** `npm run build` in the copy; throws with its output if it fails. */
  build(): void {
    execFileSync("npm", ["run", "build"], { cwd: this.dir, stdio: "pipe" });
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
