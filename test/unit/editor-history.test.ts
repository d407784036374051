import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { HistoryError, pendingFiles, recordVersion, remoteState, restoreVersion, sendVersions, versions } from "../../editor/server/history.ts";

/*
 * The editor's history layer on real throw-away repositories: a version records content/
 * and public/ only, a push reaches a bare remote or is refused when the remote moved on,
 * and a restoration is a new version.
 */

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const run = (dir: string, args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
const git = (dir: string, args: string[]) => run(dir, ["-c", "user.name=Dev", "-c", "user.email=dev@example.com", "-c", "commit.gpgsign=false", ...args]);

function write(dir: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

function temporary(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

/** A project with content, a picture and code, in one first version. */
function project() {
  const dir = temporary("historique-");
  git(dir, ["init", "-q", "-b", "main"]);
  run(dir, ["config", "user.email", "poste@example.com"]);
  run(dir, ["config", "commit.gpgsign", "false"]);
  write(dir, "content/site/entreprise.json", '{ "nom": "Avant" }\n');
  write(dir, "public/images/logo.svg", "<svg/>\n");
  write(dir, "app/code.ts", "export const a = 1;\n");
  git(dir, ["add", "-A"]);
  git(dir, ["commit", "-q", "-m", "Départ"]);
  return dir;
}

describe("the editor's history", () => {
  test("a version records content/ and public/ only, under the editor's name, and leaves other changes alone", async () => {
    const dir = project();
    write(dir, "content/site/entreprise.json", '{ "nom": "Après" }\n');
    write(dir, "content/fiches/rbn.json", "{}\n");
    write(dir, "app/code.ts", "export const a = 2;\n");
    write(dir, "app/staged.ts", "export const b = 1;\n");
    git(dir, ["add", "app/staged.ts"]);
    expect(await pendingFiles(dir)).toEqual([
      { file: "content/fiches/rbn.json", status: "cree" },
      { file: "content/site/entreprise.json", status: "modifie" },
    ]);

    await recordVersion(dir, "Nouvelle fiche RBN", { name: "Amel Ben Salah" });
    expect(run(dir, ["log", "-1", "--format=%an|%ae|%s"]).trim()).toBe("Amel Ben Salah|poste@example.com|Nouvelle fiche RBN");
    expect(run(dir, ["show", "--name-only", "--format=", "HEAD"]).trim().split("\n").sort()).toEqual(["content/fiches/rbn.json", "content/site/entreprise.json"]);
    // The developer's changes are still there, the staged one still staged.
    expect(run(dir, ["status", "--porcelain"]).split("\n").filter(Boolean).sort()).toEqual([" M app/code.ts", "A  app/staged.ts"]);
    expect(await pendingFiles(dir)).toEqual([]);
    await expect(recordVersion(dir, "Rien", { name: "Amel" })).rejects.toMatchObject({ reason: "nothing" });

    const [latest, first] = await versions(dir);
    expect(latest).toMatchObject({ author: "Amel Ben Salah", subject: "Nouvelle fiche RBN" });
    expect(latest.files).toEqual([
      { file: "content/fiches/rbn.json", status: "cree" },
      { file: "content/site/entreprise.json", status: "modifie" },
    ]);
    expect(Date.parse(latest.date)).not.toBeNaN();
    expect(first.files.map((entry) => entry.file)).toEqual(["content/site/entreprise.json", "public/images/logo.svg"]);
  });

  test("without a git identity on the computer, the editor's name is the committer's too", async () => {
    const dir = temporary("sans-identite-");
    run(dir, ["init", "-q"]);
    write(dir, "content/a.json", "{}\n");
    const home = temporary("home-");
    const saved = { HOME: process.env.HOME, XDG: process.env.XDG_CONFIG_HOME };
    process.env.HOME = home;
    process.env.XDG_CONFIG_HOME = home;
    try {
      await recordVersion(dir, "Premier contenu", { name: "Karim" });
    } finally {
      process.env.HOME = saved.HOME;
      if (saved.XDG === undefined) delete process.env.XDG_CONFIG_HOME;
      else process.env.XDG_CONFIG_HOME = saved.XDG;
    }
    expect(run(dir, ["log", "-1", "--format=%an|%cn"]).trim()).toBe("Karim|Karim");
  });

  test("versions are sent to the remote; a remote that moved on is refused, nothing merged", async () => {
    const dir = project();
    expect(await remoteState(dir)).toBeUndefined();
    const bare = temporary("distant-");
    run(bare, ["init", "-q", "--bare", "-b", "main"]);
    run(dir, ["remote", "add", "origin", bare]);
    expect(await remoteState(dir)).toEqual({ remote: "origin", branch: "main", unsent: 1 });

    await sendVersions(dir);
    expect(run(bare, ["log", "-1", "--format=%s", "main"]).trim()).toBe("Départ");
    expect(await remoteState(dir)).toEqual({ remote: "origin", branch: "main", unsent: 0 });

    // Someone else publishes from another copy.
    const other = temporary("autre-");
    run(other, ["clone", "-q", bare, "."]);
    write(other, "content/site/entreprise.json", '{ "nom": "Ailleurs" }\n');
    git(other, ["commit", "-q", "-am", "Ailleurs"]);
    git(other, ["push", "-q", "origin", "main"]);

    write(dir, "content/site/entreprise.json", '{ "nom": "Ici" }\n');
    await recordVersion(dir, "Ici", { name: "Amel" });
    expect((await remoteState(dir))?.unsent).toBe(1);
    await expect(sendVersions(dir)).rejects.toMatchObject({ reason: "rejected" });
    expect(run(bare, ["log", "-1", "--format=%s", "main"]).trim()).toBe("Ailleurs");
    expect(run(dir, ["log", "-1", "--format=%s"]).trim()).toBe("Ici");

    run(dir, ["remote", "set-url", "origin", path.join(bare, "absent")]);
    await expect(sendVersions(dir)).rejects.toMatchObject({ reason: "offline" });
  });

  test("a restoration is a new version with content/ and public/ as they were", async () => {
    const dir = project();
    const [start] = await versions(dir);
    write(dir, "content/site/entreprise.json", '{ "nom": "Après" }\n');
    write(dir, "content/fiches/rbn.json", "{}\n");
    rmSync(path.join(dir, "public/images/logo.svg"));
    await recordVersion(dir, "Changements", { name: "Amel" });
    write(dir, "app/code.ts", "export const a = 3;\n");

    write(dir, "content/site/entreprise.json", '{ "nom": "En cours" }\n');
    await expect(restoreVersion(dir, start.hash, "Retour", { name: "Karim" })).rejects.toMatchObject({ reason: "pending" });
    run(dir, ["checkout", "--", "content"]);
    await expect(restoreVersion(dir, "0123456789abcdef", "Retour", { name: "Karim" })).rejects.toBeInstanceOf(HistoryError);

    const before = run(dir, ["rev-list", "--count", "HEAD"]).trim();
    await restoreVersion(dir, start.hash, "Retour au départ", { name: "Karim" });
    expect(Number(run(dir, ["rev-list", "--count", "HEAD"]).trim())).toBe(Number(before) + 1);
    expect(readFileSync(path.join(dir, "content/site/entreprise.json"), "utf8")).toContain("Avant");
    expect(existsSync(path.join(dir, "content/fiches/rbn.json"))).toBe(false);
    expect(existsSync(path.join(dir, "public/images/logo.svg"))).toBe(true);
    expect(run(dir, ["diff", "--stat", start.hash, "HEAD", "--", "content", "public"]).trim()).toBe("");
    expect(run(dir, ["log", "-1", "--format=%an|%s"]).trim()).toBe("Karim|Retour au départ");
    expect(run(dir, ["status", "--porcelain"]).trim()).toBe("M app/code.ts");
  });
});
