import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from "node:zlib";
import { CACHE_CONTROL, SECURITY_HEADERS } from "#scripts/build/host-headers.ts";
import { BROTLI_SUFFIX } from "#scripts/build/precompress.ts";
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
    "papeterie/index.html": "papeterie",
    "_headers": "/*\n  X-Frame-Options: DENY\n",
    "_redirects": "/rbn /rbn/ 200!\n",
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

test("Brotli comes from the build's copy of a file, unless the file changed after it", async () => {
  const page = `<p>${"fiche technique ".repeat(400)}</p>`;
  const file = path.join(root, "fiche/index.html");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page);
  // A copy that decodes to the page, told apart from the server's own compression by its bytes.
  const copy = brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });
  writeFileSync(file + BROTLI_SUFFIX, copy);
  const fresh = await rawFetch("/fiche", { "accept-encoding": "gzip, br" });
  expect(fresh.headers["content-encoding"]).toBe("br");
  expect(fresh.body.equals(copy)).toBe(true);
  expect(Number(fresh.headers["content-length"])).toBe(copy.length);
  // Only to a browser that takes Brotli.
  const gzip = await rawFetch("/fiche", { "accept-encoding": "gzip" });
  expect(gunzipSync(gzip.body).toString()).toBe(page);

  // The page edited after the build: its copy is stale, and never served.
  const edited = page.replace("fiche", "page modifiée");
  writeFileSync(file, edited);
  const later = new Date(Date.now() + 5_000);
  utimesSync(file, later, later);
  const stale = await rawFetch("/fiche", { "accept-encoding": "br" });
  expect(stale.body.equals(copy)).toBe(false);
  expect(brotliDecompressSync(stale.body).toString()).toBe(edited);
});

test("Accept-Encoding is read with its q-values", () => {
  expect(acceptedEncoding("gzip, deflate, br")).toBe("br");
  expect(acceptedEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
  expect(acceptedEncoding("identity")).toBeUndefined();
  expect(acceptedEncoding(undefined)).toBeUndefined();
});

test("the 404 page and the other hosts' files answer 404 with the 404 page, as on nginx", async () => {
  // deploy/nginx.conf: "location = /404.html { internal; }" and "location ~ ^/_(headers|redirects)$ { return 404; }", on the decoded, normalised path.
  for (const hidden of ["/404.html", "/_headers", "/_redirects", "/_headers?x=1", "/%5Fheaders", "/%34%30%34.html", "/./404.html", "/rbn/../_redirects"]) {
    expect(await rawGet(hidden), hidden).toEqual({ status: 404, body: "introuvable" });
  }
  expect(await get("/index.html")).toMatchObject({ status: 200, body: "accueil" });
  expect(await get("/rbn/index.html")).toMatchObject({ status: 200, body: "fiche rbn" });
});

/** Bytes written as they are (for requests no client library would send); the status and headers of the answer. */
function rawSocket(bytes: string): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(origin).port), "127.0.0.1", () => socket.write(bytes));
    let text = "";
    socket.setEncoding("latin1");
    socket.setTimeout(2000, () => socket.destroy(new Error("pas de réponse")));
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    });
  });
}

test("an HTTP/1.1 request without Host gets 400 with the headers of every answer, as from nginx; HTTP/1.0 needs none", async () => {
  const noHost = await rawSocket("GET /rbn HTTP/1.1\r\nConnection: close\r\n\r\n");
  expect(noHost.status).toBe(400);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(noHost.headers.get(name.toLowerCase()), name).toBe(value);
  expect(noHost.headers.get("cache-control")).toBe(CACHE_CONTROL.revalidate);
  const http10 = await rawSocket("GET /rbn HTTP/1.0\r\n\r\n");
  expect(http10.status).toBe(200);
  expect(http10.body).toBe("fiche rbn");
});

/** nginx's ETag of a file: its modification time in seconds and its size, in hexadecimal. */
const nginxEtag = (file: string) => {
  const stat = statSync(path.join(root, file));
  return `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;
};

test("files carry nginx's ETag and Last-Modified, and a matching If-None-Match gets 304 with the same headers", async () => {
  const page = await rawFetch("/papeterie", {});
  const etag = nginxEtag("papeterie/index.html");
  expect(page.headers.etag).toBe(etag);
  expect(page.headers["last-modified"]).toBe(new Date(Math.floor(statSync(path.join(root, "papeterie/index.html")).mtimeMs / 1000) * 1000).toUTCString());
  for (const condition of [etag, `W/${etag}`, `"autre", ${etag}`, "*"]) {
    for (const method of ["GET", "HEAD"]) {
      const again = await rawFetch("/papeterie", { "if-none-match": condition }, method);
      expect(again.status, `${method} ${condition}`).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe(CACHE_CONTROL.revalidate);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(again.headers[name.toLowerCase()], name).toBe(value);
    }
  }
  expect((await rawFetch("/papeterie", { "if-none-match": '"autre"' })).status).toBe(200);
  // nginx takes If-Modified-Since at the exact date only, and never against a non-matching If-None-Match.
  const lastModified = String(page.headers["last-modified"]);
  expect((await rawFetch("/papeterie", { "if-modified-since": lastModified })).status).toBe(304);
  expect((await rawFetch("/papeterie", { "if-modified-since": new Date(Date.parse(lastModified) + 3_600_000).toUTCString() })).status).toBe(200);
  expect((await rawFetch("/papeterie", { "if-modified-since": lastModified, "if-none-match": '"autre"' })).status).toBe(200);

  // Once the file changes, so does its ETag, and the old one gets the new file.
  writeFileSync(path.join(root, "papeterie/index.html"), "papeterie, nouvelle version");
  utimesSync(path.join(root, "papeterie/index.html"), new Date(), new Date(Date.now() + 5000));
  const changed = await rawFetch("/papeterie", { "if-none-match": etag });
  expect(changed.status).toBe(200);
  expect(changed.body.toString()).toBe("papeterie, nouvelle version");
  expect(changed.headers.etag).toBe(nginxEtag("papeterie/index.html"));
  expect(changed.headers.etag).not.toBe(etag);
});

test("a compressed answer has the weak form of the file's ETag, and either form gets 304", async () => {
  const etag = nginxEtag("assets/big-abc123.js");
  const br = await rawFetch("/assets/big-abc123.js", { "accept-encoding": "br" });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers.etag).toBe(`W/${etag}`);
  for (const condition of [`W/${etag}`, etag]) {
    const again = await rawFetch("/assets/big-abc123.js", { "accept-encoding": "br", "if-none-match": condition });
    expect(again.status, condition).toBe(304);
    expect(again.body.length).toBe(0);
  }
});

test("the 404 page has an ETag but is never answered 304", async () => {
  const missing = await rawFetch("/inconnu", {});
  expect(missing.status).toBe(404);
  expect(missing.headers.etag).toBe(nginxEtag("404.html"));
  expect(missing.headers["last-modified"]).toBeUndefined();
  const again = await rawFetch("/inconnu", { "if-none-match": String(missing.headers.etag) });
  expect(again.status).toBe(404);
  expect(again.body.toString()).toBe("introuvable");
});
