import { closeSync, createReadStream, existsSync, fstatSync, openSync, readFileSync, realpathSync, statSync, type Stats } from "node:fs";
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import {
  CACHE_CONTROL,
  cacheControlFor,
  COMPRESSIBLE_EXTENSIONS,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  HOST_FILES,
  NOT_FOUND_PAGE,
  SECURITY_HEADERS,
  securityHeadersFor,
  worthCompressing,
} from "./build/host-headers.ts";
import { BROTLI_SUFFIX } from "./build/precompress.ts";
import { BUILD_CLIENT_DIR } from "./lib/paths.ts";

/**
 * Preview server for the pre-rendered site: what `npm start`, the end-to-end tests and
 * the benchmark use. Production runs on the host configurations (deploy/nginx.conf,
 * `_headers`); this server reproduces their behaviour: `/x` and `/x/` serve `x/index.html`, unknown paths get 404.html
 * with status 404, hashed assets are cached for a year and HTML is revalidated, and
 * text is compressed (Brotli or gzip, as the browser accepts) like every production
 * host does, Brotli from the build's copies as nginx does, so the benchmark counts the
 * bytes a visitor really downloads. Files carry
 * nginx's validators, so revalidated pages cost a 304 rather than the whole page. Every
 * response carries the security headers of scripts/build/host-headers.ts, the same source
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

/**
 * The build's Brotli copy of a file (precompress.ts), as nginx's brotli_static serves it;
 * undefined when there is none or it is older than the file (a file changed after the build).
 */
function precompressedCopy(file: string, stat: Stats): Buffer | undefined {
  try {
    const copy = file + BROTLI_SUFFIX;
    return statSync(copy).mtimeMs >= stat.mtimeMs ? readFileSync(copy) : undefined;
  } catch {
    return undefined;
  }
}

// Compressed once per file version: the build's Brotli copy, or else Brotli level 6 (about
// what CDNs use on the fly) or gzip level 6 (nginx's gzip_comp_level).
const compressedCache = new Map<string, Buffer>();
function compressed(fd: number, file: string, stat: Stats, encoding: Encoding): Buffer {
  const key = `${encoding}:${file}:${stat.size}:${stat.mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    body = encoding === "br" ? precompressedCopy(file, stat) : undefined;
    if (!body) {
      const data = readFileSync(fd);
      body = encoding === "br" ? brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }) : gzipSync(data, { level: 6 });
    }
    compressedCache.set(key, body);
  }
  return body;
}

/**
 * The decoded path of a request target, or undefined when the target is not a plain
 * absolute path (RFC 9112 origin-form): "//x", "*", "http://…", a bad %-sequence or
 * invalid UTF-8, a NUL byte. Those get 400, as nginx answers them.
 */
export function targetPath(target: string): string | undefined {
  const pathPart = target.split(/[?#]/, 1)[0]!;
  if (!pathPart.startsWith("/") || pathPart.startsWith("//")) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return undefined;
  }
  return decoded.includes("\0") ? undefined : decoded;
}

const inside = (root: string, candidate: string) => candidate === root || candidate.startsWith(root + path.sep);

/** The real path of a regular file inside root that serves this path (`x` or `x/index.html`); links leading out are not followed. */
function resolveFile(realRoot: string, decodedPath: string): string | undefined {
  const target = path.join(realRoot, path.normalize(`/${decodedPath}`));
  if (!inside(realRoot, target)) return undefined;
  for (const candidate of [target, path.join(target, "index.html")]) {
    let real: string;
    try {
      real = realpathSync(candidate);
    } catch {
      continue;
    }
    if (inside(realRoot, real) && statSync(real).isFile()) return real;
  }
  return undefined;
}

/** The headers of the server's own short answers (400, 405…): those of every answer, as nginx adds them "always". */
const PLAIN_HEADERS = { ...SECURITY_HEADERS, "Cache-Control": CACHE_CONTROL.revalidate, "Content-Type": "text/plain; charset=utf-8" };

function plainAnswer(response: ServerResponse, status: number, extra: Record<string, string> = {}): void {
  const body = `${status} ${STATUS_CODES[status] ?? ""}\n`;
  response.writeHead(status, { ...PLAIN_HEADERS, "Content-Length": String(Buffer.byteLength(body)), ...extra });
  response.end(body);
}

/** Paths nginx answers 404 although a file of the build is there (deploy/nginx.conf: the 404 page is internal, the other hosts' files return 404). */
const NOT_SERVED = new Set<string>([NOT_FOUND_PAGE, ...HOST_FILES]);

/** nginx's ETag of a file: `"<modification time in seconds>-<size>"` in hexadecimal. */
const etagOf = (stat: Stats) => `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;

/**
 * Whether a cached copy is still current, as nginx decides (not_modified filter,
 * "if_modified_since exact"): every condition sent must hold, If-None-Match by weak
 * comparison (a W/ tag matches the same tag strong), If-Modified-Since only at the
 * file's exact date.
 */
function notModified(headers: IncomingMessage["headers"], etag: string, lastModified: Date): boolean {
  const ifNoneMatch = headers["if-none-match"];
  const ifModifiedSince = headers["if-modified-since"];
  if (ifNoneMatch === undefined && ifModifiedSince === undefined) return false;
  if (ifModifiedSince !== undefined && Date.parse(ifModifiedSince) !== lastModified.getTime()) return false;
  if (ifNoneMatch === undefined || ifNoneMatch.trim() === "*") return true;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => weak(tag) === weak(etag));
}

function serve(realRoot: string, request: IncomingMessage, response: ServerResponse): void {
  // nginx refuses an HTTP/1.1 request without Host; Node's own refusal would go without the site's headers.
  if (request.httpVersion === "1.1" && request.headers.host === undefined) return plainAnswer(response, 400, { Connection: "close" });
  if (request.method !== "GET" && request.method !== "HEAD") return plainAnswer(response, 405, { Allow: "GET, HEAD" });
  const pathname = targetPath(request.url ?? "");
  if (pathname === undefined) return plainAnswer(response, 400);
  // nginx matches its locations on the normalised path ("/./404.html" is "/404.html").
  let file = NOT_SERVED.has(path.posix.normalize(pathname)) || /^\/[a-z]{2}\/404\.html$/.test(path.posix.normalize(pathname)) ? undefined : resolveFile(realRoot, pathname);
  let status = 200;
  if (!file) {
    // The 404 page of the address's language (en/404.html under /en/), as nginx is configured.
    const language = pathname.split("/")[1] ?? "";
    const own = /^[a-z]{2}$/.test(language) ? path.join(realRoot, language, "404.html") : undefined;
    file = own && existsSync(own) ? own : path.join(realRoot, "404.html");
    status = 404;
  }
  // Opened before the headers are written: a file removed in between (a rebuild) is a
  // 404 rather than a broken answer, and once open it reads to the end even if removed.
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch {
    return plainAnswer(response, 404);
  }
  let streaming = false;
  try {
    const stat = fstatSync(fd);
    const extension = path.extname(file);
    const headers: Record<string, string> = {
      ...securityHeadersFor(file),
      "Content-Type": CONTENT_TYPES[extension] ?? DEFAULT_CONTENT_TYPE,
      "Cache-Control": cacheControlFor(pathname, status),
    };
    const compressible = COMPRESSIBLE_EXTENSIONS.has(extension);
    if (compressible) headers["Vary"] = "Accept-Encoding";
    const encoding = worthCompressing(extension, stat.size) ? acceptedEncoding(request.headers["accept-encoding"]) : undefined;
    // A compressed body is not the file byte for byte: its tag is the weak form, as nginx's gzip makes it.
    const etag = etagOf(stat);
    headers["ETag"] = encoding ? `W/${etag}` : etag;
    if (status === 200) {
      const lastModified = new Date(Math.floor(stat.mtimeMs / 1000) * 1000);
      headers["Last-Modified"] = lastModified.toUTCString();
      if (notModified(request.headers, etag, lastModified)) {
        // No body, so no type; the validators and Vary stay those of the full answer (RFC 9110, 15.4.5).
        delete headers["Content-Type"];
        response.writeHead(304, headers);
        response.end();
        return;
      }
    }
    if (encoding) {
      const body = compressed(fd, file, stat, encoding);
      headers["Content-Encoding"] = encoding;
      headers["Content-Length"] = String(body.length);
      response.writeHead(status, headers);
      response.end(request.method === "HEAD" ? undefined : body);
      return;
    }
    headers["Content-Length"] = String(stat.size);
    response.writeHead(status, headers);
    if (request.method === "HEAD") {
      response.end();
      return;
    }
    streaming = true;
    // A read error half-way (EIO) ends this answer short, which the client sees as
    // incomplete (the length was announced), and nothing else.
    pipeline(createReadStream(file, { fd }), response, () => {});
  } finally {
    if (!streaming) closeSync(fd);
  }
}

/**
 * The preview server. Each request is handled on its own: an unexpected failure answers
 * 500 (or cuts that answer short if it had started) and the server goes on.
 */
export function createStaticServer(root = BUILD_CLIENT_DIR): Server {
  const realRoot = realpathSync(root);
  // A request without Host is refused in serve(), with the site's headers.
  const server = createServer({ requireHostHeader: false }, (request, response) => {
    try {
      serve(realRoot, request, response);
    } catch (error) {
      console.error(`${request.method} ${JSON.stringify(request.url)} : ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) plainAnswer(response, 500);
      else response.destroy();
    }
  });
  // Requests Node's parser refuses (bad request line, headers too large) get an answer
  // with the same headers as every other one, then the connection closes.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "HPE_URI_TOO_LONG" ? 414 : 400;
    const head = Object.entries({ ...PLAIN_HEADERS, "Content-Length": "0", Connection: "close" })
      .map(([name, value]) => `${name}: ${value}`)
      .join("\r\n");
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n`);
  });
  return server;
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
