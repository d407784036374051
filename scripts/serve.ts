import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { BUILD_CLIENT_DIR } from "./lib/paths.ts";

/**
 * Static server for the pre-rendered site, with the behaviour of the shipped host
 * configuration: `/x` and `/x/` serve `x/index.html`, unknown paths get 404.html
 * with status 404, hashed assets are cached for a year and HTML is revalidated, and
 * text is compressed (Brotli or gzip, as the browser accepts) like every production
 * host does, so the benchmark counts the bytes a visitor really downloads.
 * Used by `npm start`, by the end-to-end tests and by `npm run bench`.
 */

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".ico": "image/x-icon",
};

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".data", ".svg", ".txt", ".xml"]);
/** Below this size compression saves less than its headers cost. */
const MIN_COMPRESSED_SIZE = 1024;

type Encoding = "br" | "gzip";

/** The best encoding the request accepts (Accept-Encoding, q=0 meaning "not this one"). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (header ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

// Compressed once per file version: Brotli level 6, about what CDNs use for on-the-fly compression.
const compressedCache = new Map<string, Buffer>();
function compressed(file: string, encoding: Encoding): Buffer {
  const stat = statSync(file);
  const key = `${encoding}:${file}:${stat.size}:${stat.mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    const data = readFileSync(file);
    body = encoding === "br" ? brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }) : gzipSync(data, { level: 6 });
    compressedCache.set(key, body);
  }
  return body;
}

function resolveFile(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const target = path.join(root, decoded);
  // Refuse anything that escapes the build folder (../ tricks).
  if (target !== root.replace(/\/$/, "") && !target.startsWith(root)) return undefined;
  for (const candidate of [target, path.join(target, "index.html")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export function createStaticServer(root = BUILD_CLIENT_DIR): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    let file = resolveFile(root, url.pathname);
    let status = 200;
    if (!file) {
      file = path.join(root, "404.html");
      status = 404;
    }
    const extension = path.extname(file);
    const headers: Record<string, string> = {
      "Content-Type": TYPES[extension] ?? "application/octet-stream",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": url.pathname.startsWith("/assets/") && status === 200 ? "public, max-age=31536000, immutable" : "no-cache",
    };
    if (!existsSync(file)) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("404");
      return;
    }
    const size = statSync(file).size;
    const encoding = COMPRESSIBLE.has(extension) && size >= MIN_COMPRESSED_SIZE ? acceptedEncoding(request.headers["accept-encoding"]) : undefined;
    if (COMPRESSIBLE.has(extension)) headers["Vary"] = "Accept-Encoding";
    if (encoding) {
      const body = compressed(file, encoding);
      headers["Content-Encoding"] = encoding;
      headers["Content-Length"] = String(body.length);
      response.writeHead(status, headers);
      response.end(request.method === "HEAD" ? undefined : body);
      return;
    }
    headers["Content-Length"] = String(size);
    response.writeHead(status, headers);
    if (request.method === "HEAD") response.end();
    else createReadStream(file).pipe(response);
  });
}

export function listen(server: Server, port: number, host = "127.0.0.1"): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(`http://${host}:${typeof address === "object" && address ? address.port : port}`);
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!existsSync(path.join(BUILD_CLIENT_DIR, "404.html"))) {
    console.error("Aucun site construit : lancez d'abord « npm run build » (ou « npm start », qui construit puis sert).");
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const origin = await listen(createStaticServer(), port, process.env.HOST ?? "127.0.0.1");
  console.log(`Site disponible sur ${origin}/  (Ctrl+C pour arrêter)`);
}
