import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import {
  cacheControlFor,
  COMPRESSIBLE_EXTENSIONS,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  MIN_COMPRESSED_SIZE,
  SECURITY_HEADERS,
} from "./lib/host-headers.ts";
import { BUILD_CLIENT_DIR } from "./lib/paths.ts";

/**
 * Static server for the pre-rendered site, with the behaviour of the shipped host
 * configuration: `/x` and `/x/` serve `x/index.html`, unknown paths get 404.html
 * with status 404, hashed assets are cached for a year and HTML is revalidated, and
 * text is compressed (Brotli or gzip, as the browser accepts) like every production
 * host does, so the benchmark counts the bytes a visitor really downloads. Every
 * response carries the security headers of scripts/lib/host-headers.ts, the same source
 * as deploy/nginx.conf and `_headers`, so the tests run under the real policy.
 * Used by `npm start`, by the end-to-end tests and by `npm run bench`.
 */

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
      response.writeHead(405, { ...SECURITY_HEADERS, Allow: "GET, HEAD" }).end();
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
      ...SECURITY_HEADERS,
      "Content-Type": CONTENT_TYPES[extension] ?? DEFAULT_CONTENT_TYPE,
      "Cache-Control": cacheControlFor(url.pathname, status),
    };
    if (!existsSync(file)) {
      response.writeHead(404, { ...SECURITY_HEADERS, "Content-Type": "text/plain; charset=utf-8" }).end("404");
      return;
    }
    const size = statSync(file).size;
    const encoding = COMPRESSIBLE_EXTENSIONS.has(extension) && size >= MIN_COMPRESSED_SIZE ? acceptedEncoding(request.headers["accept-encoding"]) : undefined;
    if (COMPRESSIBLE_EXTENSIONS.has(extension)) headers["Vary"] = "Accept-Encoding";
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
