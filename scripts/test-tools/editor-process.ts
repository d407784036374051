import { spawn } from "node:child_process";

/**
 * `npm run edit` started in a project folder (a sandbox copy, for the editor's benchmark and
 * its guide's pictures) on a free port: resolves with the address it prints, and a stop
 * that ends it and waits for it to be gone.
 */
export async function startEditor(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const editor = spawn("npm", ["run", "edit"], { cwd: dir, env: { ...process.env, PORT: "0" }, detached: true, stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    editor.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
      if (found) resolve(found[0]);
    });
    editor.once("exit", () => reject(new Error(output)));
  });
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => editor.once("exit", resolve));
      process.kill(-editor.pid!, "SIGTERM");
      await exited;
    },
  };
}
