import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { acceptedEncoding, createStaticServer, listen } from "#scripts/serve.ts";

let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = `${mkdtempSync(path.join(tmpdir(), "site-"))}/`;
  const files: Record<string, string> = {
    "index.html": "accueil",
    "404.html": "introuvable",
    "rbn/index.html": "fiche rbn",
    "rbn.data": "données",
    "assets/app-abc123.js": "console.log(1)",
    "images/logo.svg": "<svg/>",
    "assets/big-abc123.js": `export const text = ${JSON.stringify("pierre ".repeat(2000))};`,
    "assets/images/photo-0123456789-360.avif": "not really an avif, but large enough ".repeat(100),
  };
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  }
  writeFileSync(path.join(tmpdir(), "secret.txt"), "secret");
  server = createStaticServer(root);
  origin = await listen(server, 0);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const get = async (pathname: string, init?: RequestInit) => {
  const response = await fetch(`${origin}${pathname}`, init);
  return { status: response.status, type: response.headers.get("content-type"), cache: response.headers.get("cache-control"), body: await response.text() };
};

test("pages are served with and without a trailing slash", async () => {
  expect(await get("/")).toMatchObject({ status: 200, body: "accueil", type: "text/html; charset=utf-8", cache: "no-cache" });
  expect(await get("/rbn")).toMatchObject({ status: 200, body: "fiche rbn" });
  expect(await get("/rbn/")).toMatchObject({ status: 200, body: "fiche rbn" });
  expect(await get("/rbn?sujet=devis")).toMatchObject({ status: 200, body: "fiche rbn" });
});

test("unknown paths get 404.html with status 404", async () => {
  expect(await get("/inconnu")).toMatchObject({ status: 404, body: "introuvable", type: "text/html; charset=utf-8" });
  expect(await get("/assets/")).toMatchObject({ status: 404, body: "introuvable" });
});

test("a malformed target gets 400, as nginx answers it", async () => {
  expect(await get("/%E0%A4%A")).toMatchObject({ status: 400, type: "text/plain; charset=utf-8" });
  expect(await get("/%00")).toMatchObject({ status: 400 });
});

/** A raw request: fetch() would normalise "../" away before sending it. */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}/`, { path: rawPath }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

test("nothing outside the site folder can be read", async () => {
  expect(await rawGet("/../secret.txt")).toEqual({ status: 404, body: "introuvable" });
  expect(await rawGet("/%2e%2e/secret.txt")).toEqual({ status: 404, body: "introuvable" });
  expect(await rawGet("/..%2fsecret.txt")).toEqual({ status: 404, body: "introuvable" });
});

test("hashed assets are cached for a year, data files and images have their types", async () => {
  expect(await get("/assets/app-abc123.js")).toMatchObject({ status: 200, type: "text/javascript; charset=utf-8", cache: "public, max-age=31536000, immutable" });
  expect((await get("/rbn.data")).status).toBe(200);
  expect(await get("/images/logo.svg")).toMatchObject({ status: 200, type: "image/svg+xml" });
});

test("only GET and HEAD are answered", async () => {
  expect((await get("/", { method: "POST" })).status).toBe(405);
  expect(await get("/rbn", { method: "HEAD" })).toMatchObject({ status: 200, body: "" });
});

/** A raw request with chosen headers, body kept as bytes (fetch() would decompress it). */
function rawFetch(pathname: string, headers: Record<string, string>, method = "GET"): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${pathname}`, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

test("text is compressed with the best encoding the browser accepts, images are not", async () => {
  const original = `export const text = ${JSON.stringify("pierre ".repeat(2000))};`;
  const br = await rawFetch("/assets/big-abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers.vary).toBe("Accept-Encoding");
  expect(Number(br.headers["content-length"])).toBe(br.body.length);
  expect(br.body.length).toBeLessThan(original.length / 10);
  expect(brotliDecompressSync(br.body).toString()).toBe(original);

  const gzip = await rawFetch("/assets/big-abc123.js", { "accept-encoding": "gzip, br;q=0" });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gzip.body).toString()).toBe(original);

  const plain = await rawFetch("/assets/big-abc123.js", {});
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toBe(original);

  const head = await rawFetch("/assets/big-abc123.js", { "accept-encoding": "br" }, "HEAD");
  expect(head.headers["content-length"]).toBe(br.headers["content-length"]);
  expect(head.body.length).toBe(0);

  const image = await rawFetch("/assets/images/photo-0123456789-360.avif", { "accept-encoding": "br" });
  expect(image.headers["content-type"]).toBe("image/avif");
  expect(image.headers["content-encoding"]).toBeUndefined();
});

test("Accept-Encoding is read with its q-values", () => {
  expect(acceptedEncoding("gzip, deflate, br")).toBe("br");
  expect(acceptedEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
  expect(acceptedEncoding("identity")).toBeUndefined();
  expect(acceptedEncoding(undefined)).toBeUndefined();
});
