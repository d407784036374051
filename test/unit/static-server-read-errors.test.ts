import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, expect, test, vi } from "vitest";

/*
 * Read errors while a file streams (EIO on a failing disk, a file replaced during a
 * rebuild) and links out of the site folder. The file system's stream is replaced for
 * files named "disque-en-panne…": it sends the first bytes, then fails as a disk does.
 */
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const failing = (file: unknown) => typeof file === "string" && path.basename(file).startsWith("disque-en-panne");
  const createReadStream = ((file: string, options?: object) => {
    if (!failing(file)) return fs.createReadStream(file, options as never);
    let sent = false;
    return new Readable({
      read() {
        if (!sent) {
          sent = true;
          this.push(Buffer.from("début du fichier "));
        } else this.destroy(Object.assign(new Error("EIO: i/o error, read"), { code: "EIO", errno: -5 }));
      },
    });
  }) as typeof fs.createReadStream;
  return { ...fs, default: { ...fs, createReadStream }, createReadStream };
});

const { createStaticServer, listen } = await import("#scripts/serve.ts");

let base: string;
let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), "site-read-"));
  // No trailing slash: containment must not depend on how the root is written.
  root = path.join(base, "site");
  const files: Record<string, string> = {
    "site/index.html": "accueil",
    "site/404.html": "introuvable",
    "site/disque-en-panne.pdf": "x".repeat(200_000),
    "site/images/logo.svg": "<svg/>",
    "site-secret/cle.txt": "secret voisin",
    "dehors/secret.txt": "secret",
    "dehors/dossier/index.html": "page hors du site",
  };
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), body);
  }
  symlinkSync(path.join(base, "dehors", "secret.txt"), path.join(root, "lien.txt"));
  symlinkSync(path.join(base, "dehors", "dossier"), path.join(root, "lien-dossier"));
  // A link that stays inside the site is fine.
  symlinkSync(path.join(root, "images", "logo.svg"), path.join(root, "logo-lien.svg"));
  server = createStaticServer(root);
  origin = await listen(server, 0);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(base, { recursive: true, force: true });
});

function rawGet(rawPath: string): Promise<{ status: number; body: string; error?: string }> {
  return new Promise((resolve) => {
    let body = "";
    let status = 0;
    const request = httpRequest(`${origin}/`, { path: rawPath, agent: false }, (response) => {
      status = response.statusCode ?? 0;
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status, body }));
      response.on("error", (error) => resolve({ status, body, error: error.message }));
    });
    request.on("error", (error) => resolve({ status, body, error: error.message }));
    request.end();
  });
}

test("a read error while a file streams cuts that answer short and the server keeps serving", async () => {
  const failed = await rawGet("/disque-en-panne.pdf");
  // The length was announced: the client sees a broken answer, never a complete-looking one.
  expect(failed.error).toBeDefined();
  expect(failed.body.length).toBeLessThan(200_000);
  expect(await rawGet("/")).toEqual({ status: 200, body: "accueil" });
  // Again, at the same time as other requests.
  const answers = await Promise.all([rawGet("/disque-en-panne.pdf"), rawGet("/"), rawGet("/disque-en-panne.pdf"), rawGet("/images/logo.svg")]);
  expect(answers[1]).toEqual({ status: 200, body: "accueil" });
  expect(answers[3]).toEqual({ status: 200, body: "<svg/>" });
});

test("links out of the site folder are not followed", async () => {
  expect(await rawGet("/lien.txt")).toEqual({ status: 404, body: "introuvable" });
  expect(await rawGet("/lien-dossier")).toEqual({ status: 404, body: "introuvable" });
  expect(await rawGet("/lien-dossier/")).toEqual({ status: 404, body: "introuvable" });
  expect(await rawGet("/logo-lien.svg")).toEqual({ status: 200, body: "<svg/>" });
});

test("a sibling folder whose name starts like the root's is outside it", async () => {
  expect(await rawGet("/../site-secret/cle.txt")).toEqual({ status: 404, body: "introuvable" });
  expect(await rawGet("/%2e%2e/site-secret/cle.txt")).toEqual({ status: 404, body: "introuvable" });
  expect(await rawGet("/..%2fsite-secret/cle.txt")).toEqual({ status: 404, body: "introuvable" });
});
