import { execFileSync } from "node:child_process";
import { parseJson } from "#app/content/json-text.ts";
import { changesBetween, type Change } from "../core/changes.ts";

/*
 * The "Modifications" view: what changed in content/ and in the brand pictures since the
 * last commit, read from git. A content file changed in place is described field by
 * field; a new, deleted or binary file by its name.
 */

export type FileStatus = "modifie" | "cree" | "supprime";

export interface FileModification {
  /** Path from the project's root: `content/fiches/rbn.json`. */
  file: string;
  status: FileStatus;
  /** For a JSON file modified in place: what changed, with the data needed to name the places. */
  changes?: Change[];
  data?: unknown;
}

export type Modifications = { available: true; files: FileModification[] } | { available: false };

const git = (root: string, args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 1024 * 1024 });

const parse = (text: string | undefined) => {
  if (text === undefined) return undefined;
  const parsed = parseJson(text.replace(/^\uFEFF/, ""));
  return parsed.ok ? parsed.data : undefined;
};

export function modifications(root: string, readFile: (file: string) => string | undefined): Modifications {
  let status: string;
  try {
    status = git(root, ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", "content", "public/images"]);
  } catch {
    return { available: false };
  }
  const entries = status.split("\0").filter(Boolean);
  const files: FileModification[] = [];
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index];
    const code = entry.slice(0, 2);
    let file = entry.slice(3);
    // A rename is followed by its former name.
    if (code.includes("R")) {
      index += 1;
      files.push({ file: entries[index], status: "supprime" });
    }
    const kind: FileStatus = code === "??" || code.includes("A") || code.includes("R") ? "cree" : code.includes("D") ? "supprime" : "modifie";
    if (kind === "modifie" && file.endsWith(".json")) {
      let before: string | undefined;
      try {
        before = git(root, ["show", `HEAD:${file}`]);
      } catch {
        before = undefined;
      }
      const after = readFile(file);
      const [old, current] = [parse(before), parse(after)];
      if (old !== undefined && current !== undefined) {
        files.push({ file, status: kind, changes: changesBetween(old, current), data: current });
        continue;
      }
    }
    file = file.replace(/\/$/, "");
    files.push({ file, status: kind });
  }
  return { available: true, files: files.sort((a, b) => a.file.localeCompare(b.file)) };
}
