import { simpleGit, type SimpleGit } from "simple-git";
import type { FileStatus, PendingFile, Version } from "../core/history-entry.ts";

/*
 * The project's history (git) as the editor uses it: what in content/ and public/ is not
 * in the history yet, a new version of those two folders only (the other changes of the
 * working copy stay as they are, staged or not), sending it to the remote the host builds
 * from, the versions that touched them, and a former version brought back as a new one
 * (history is never rewritten). Through simple-git: git's own program, so the remote's
 * credentials (SSH keys, credential helpers) are the ones the computer already uses, and
 * every argument is passed as such, never through a shell.
 */

/** The folders a publication records: the content and the pictures and documents. */
export const PUBLISHED_FOLDERS = ["content", "public"] as const;

/** The remote the host builds from, unless `PUBLISH_REMOTE` names another. */
export const DEFAULT_REMOTE = "origin";

/** How long a git command may run (a push over a slow connection included). */
const TIMEOUT = 120_000;

export type { FileStatus, PendingFile, Version };

/** Why a git step failed, in words the editor translates. */
export type GitFailure = "not-a-repository" | "detached" | "offline" | "rejected" | "denied" | "nothing" | "pending" | "unknown" | "failed";

export class HistoryError extends Error {
  readonly reason: GitFailure;
  readonly detail: string;
  constructor(reason: GitFailure, detail = "") {
    super(`${reason}${detail ? `: ${detail}` : ""}`);
    this.reason = reason;
    this.detail = detail;
  }
}

/** Variables simple-git refuses to pass on (they choose programs git would run); it drops the ambient ones itself. */
const GUARDED = /^(git_.*|editor|visual|pager|prefix|ssh_askpass)$/i;

const gitIn = (root: string, config: string[] = []): SimpleGit =>
  simpleGit({ baseDir: root, config: ["core.quotePath=false", ...config], timeout: { block: TIMEOUT }, allowEnvironment: ["GIT_TERMINAL_PROMPT"] })
    // No password prompt in the terminal the editor was started from: a push that needs one fails and says so.
    .env({ ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !GUARDED.test(key))), GIT_TERMINAL_PROMPT: "0" });

const statusOf = (code: string): FileStatus => (code.startsWith("A") || code === "??" ? "cree" : code.startsWith("D") ? "supprime" : "modifie");

/** Whether `root` is the top of a git working copy the editor can record in. */
export async function isRepository(root: string): Promise<boolean> {
  try {
    return (await gitIn(root).revparse(["--is-inside-work-tree"])).trim() === "true";
  } catch {
    return false;
  }
}

/** git's two-letter status (staged side, working copy side) of each changed file of content/ and public/, new files included (ignored ones excepted). */
async function statusEntries(root: string): Promise<{ file: string; code: string }[]> {
  const output = await gitIn(root).raw(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames", "--", ...PUBLISHED_FOLDERS]);
  return output
    .split("\0")
    .filter(Boolean)
    .map((entry) => ({ file: entry.slice(3), code: entry.slice(0, 2) }));
}

/** What in content/ and public/ differs from the last version. */
export async function pendingFiles(root: string): Promise<PendingFile[]> {
  return (await statusEntries(root))
    .map(({ file, code }) => ({ file, status: statusOf(code === "??" ? code : code[1] !== " " ? code[1] : code[0]) }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

export interface Author {
  name: string;
}

/** The identity a version is recorded under: the editor's name, the computer's e-mail if git has one. */
async function identity(git: SimpleGit, author: Author): Promise<{ author: string; config: string[] }> {
  const read = async (key: string) => (await git.raw(["config", "--get", key]).catch(() => "")).trim();
  const [name, email] = [await read("user.name"), await read("user.email")];
  // The computer's git identity, when there is one, stays the committer's; otherwise the editor's name is both.
  const config = name ? [] : [`user.name=${author.name}`];
  if (!email) config.push("user.email=");
  return { author: `${author.name} <${email}>`, config };
}

/** Records content/ and public/ as they are now in a new version; returns its hash. Other changes of the working copy are left as they are. */
export async function recordVersion(root: string, message: string, author: Author): Promise<string> {
  const pending = await statusEntries(root);
  if (pending.length === 0) throw new HistoryError("nothing");
  const { author: who, config } = await identity(gitIn(root), author);
  const git = gitIn(root, config);
  // The files by name, each taken as it is written (no wildcard); those whose working copy is already staged need no adding.
  const literal = (file: string) => `:(literal)${file}`;
  const unstaged = pending.filter(({ code }) => code[1] !== " ").map(({ file }) => literal(file));
  if (unstaged.length > 0) await git.raw(["add", "--all", "--", ...unstaged]);
  const files = pending.map(({ file }) => literal(file));
  // --only: what else the index holds (changes staged outside the editor) is not part of this version.
  await git.raw(["commit", "--quiet", "--no-verify", "--only", `--author=${who}`, "--message", message, "--", ...files]);
  return (await git.revparse(["HEAD"])).trim();
}

/** The current branch, or a failure when none is checked out. */
async function currentBranch(git: SimpleGit): Promise<string> {
  const branch = (await git.raw(["symbolic-ref", "--quiet", "--short", "HEAD"]).catch(() => "")).trim();
  if (!branch) throw new HistoryError("detached");
  return branch;
}

export interface RemoteState {
  remote: string;
  branch: string;
  /** Versions of the branch the remote did not receive yet, as far as this computer knows. */
  unsent: number;
}

/** The remote the host builds from, when the project has one; undefined otherwise. */
export async function remoteState(root: string, remote = DEFAULT_REMOTE): Promise<RemoteState | undefined> {
  const git = gitIn(root);
  const remotes = (await git.raw(["remote"])).split("\n").map((name) => name.trim());
  if (!remotes.includes(remote)) return undefined;
  const branch = await currentBranch(git);
  const tracked = (await git.raw(["rev-parse", "--verify", "--quiet", `refs/remotes/${remote}/${branch}`]).catch(() => "")).trim();
  const unsent = tracked ? Number((await git.raw(["rev-list", "--count", `${tracked}..HEAD`])).trim()) : Number((await git.raw(["rev-list", "--count", "HEAD"])).trim());
  return { remote, branch, unsent };
}

/** A push's failure, by what git said. */
function pushFailure(message: string): HistoryError {
  if (/\[rejected\]|non-fast-forward|fetch first|\[remote rejected\]/i.test(message)) {
    return new HistoryError(/\[remote rejected\]/i.test(message) ? "denied" : "rejected", message.trim());
  }
  if (/could not resolve|unable to access|connection (refused|timed out)|network is unreachable|could not read from remote|timed out|no route to host|does not appear to be a git repository/i.test(message)) {
    return new HistoryError("offline", message.trim());
  }
  if (/authentication failed|permission denied|403|terminal prompts disabled/i.test(message)) return new HistoryError("denied", message.trim());
  return new HistoryError("failed", message.trim());
}

/** Sends the current branch to the remote; it refuses, without merging anything, when the remote has versions this computer does not. */
export async function sendVersions(root: string, remote = DEFAULT_REMOTE): Promise<RemoteState> {
  const git = gitIn(root);
  const branch = await currentBranch(git);
  try {
    await git.raw(["push", "--porcelain", remote, `refs/heads/${branch}:refs/heads/${branch}`]);
  } catch (error) {
    throw pushFailure(error instanceof Error ? error.message : String(error));
  }
  // The push updated the remote-tracking branch: nothing is left to send.
  return { remote, branch, unsent: 0 };
}

const FIELD = "\x1f";
const RECORD = "\x1e";

/** The versions that changed content/ or public/, newest first, with their files. */
export async function versions(root: string, limit = 50): Promise<Version[]> {
  const git = gitIn(root);
  let output: string;
  try {
    output = await git.raw(["log", `--max-count=${limit}`, "--no-renames", `--format=${RECORD}%H${FIELD}%an${FIELD}%aI${FIELD}%s${FIELD}%b${FIELD}`, "--name-status", "--", ...PUBLISHED_FOLDERS]);
  } catch {
    // A repository without any version yet.
    return [];
  }
  return output
    .split(RECORD)
    .filter((record) => record.trim())
    .map((record) => {
      const [hash, author, date, subject, body, names] = record.split(FIELD);
      const files = names
        .split("\n")
        .map((line) => line.split("\t"))
        .filter((parts) => parts.length >= 2)
        .map(([code, file]) => ({ file, status: statusOf(code) }));
      return { hash, author, date, subject, body: body.trim(), files };
    });
}

/**
 * Brings content/ and public/ back to a former version's state in a new version (files
 * added since are removed, the history keeps every version). Refuses while content/ or
 * public/ have changes not in the history: they would be lost.
 */
export async function restoreVersion(root: string, hash: string, message: string, author: Author): Promise<string> {
  if (!/^[0-9a-f]{7,40}$/.test(hash)) throw new HistoryError("unknown", hash);
  const git = gitIn(root);
  const commit = (await git.raw(["rev-parse", "--verify", "--quiet", `${hash}^{commit}`]).catch(() => "")).trim();
  if (!commit) throw new HistoryError("unknown", hash);
  if ((await pendingFiles(root)).length > 0) throw new HistoryError("pending");
  const present: string[] = [];
  for (const folder of PUBLISHED_FOLDERS) if ((await git.raw(["ls-tree", "--name-only", commit, "--", folder])).trim()) present.push(folder);
  // A folder the version did not have is emptied of the files the history knows.
  for (const folder of PUBLISHED_FOLDERS.filter((name) => !present.includes(name))) await git.raw(["rm", "-r", "--quiet", "--ignore-unmatch", "--", folder]);
  if (present.length > 0) await git.raw(["restore", `--source=${commit}`, "--staged", "--worktree", "--", ...present]);
  if ((await pendingFiles(root)).length === 0) throw new HistoryError("nothing");
  return recordVersion(root, message, author);
}
