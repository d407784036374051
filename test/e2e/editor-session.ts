import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll } from "vitest";
import { ProjectSandbox } from "#scripts/test-tools/project-sandbox.ts";
import { useBrowser, type FileBrowser, type OpenedPage } from "./browser.ts";

/*
 * The content editor as an editor starts it — `npm run edit` — in a throw-away copy of the
 * project made a git repository (the Modifications view reads the history), never in the
 * checkout's own content/.
 */

export interface EditorSession {
  project: ProjectSandbox;
  url: string;
  /** What `npm run edit` printed. */
  output(): string;
  stop(): Promise<void>;
}

const git = (dir: string, args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false", ...args], { cwd: dir, stdio: "pipe" });

export async function startEditor(): Promise<EditorSession> {
  const project = new ProjectSandbox();
  git(project.dir, ["init", "-q"]);
  git(project.dir, ["add", "-A"]);
  git(project.dir, ["commit", "-q", "-m", "Contenu de départ"]);
  // Its own process group, so stopping it stops npm and the node it started.
  const child: ChildProcess = spawn("npm", ["run", "edit"], { cwd: project.dir, env: { ...process.env, PORT: "0" }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run edit n'a pas donné d'adresse :\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[0]);
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run edit s'est arrêté (${code}) :\n${output}`));
    });
  });
  return {
    project,
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        process.kill(-child.pid!, "SIGTERM");
        await exited;
      }
      project.dispose();
    },
  };
}

/** The editor's page, loaded: the list of contents is there. */
export async function openEditor(site: FileBrowser, session: EditorSession, path = "/"): Promise<OpenedPage> {
  const opened = await site.openPage(new URL(path, session.url).href, { width: 1600, height: 1000 });
  await opened.page.getByRole("navigation", { name: /contenus/i }).waitFor({ timeout: 60_000 });
  return opened;
}

/** For a test file: a browser and an editor, started together before its tests and stopped after them. */
export function editorSuite(): { site: FileBrowser; session: EditorSession } {
  const suite = { site: useBrowser() } as { site: FileBrowser; session: EditorSession };
  beforeAll(async () => {
    [, suite.session] = await Promise.all([suite.site.browser(), startEditor()]);
  }, 120_000);
  afterAll(async () => {
    await suite.session?.stop();
  });
  return suite;
}
