import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

/*
 * What the editor's server answers, to whom, and with which policy. It runs on the user's
 * computer next to their browser, so any page they visit can send it requests: only the
 * editor's own pages may read or write, nothing but its pages, API, pictures and the
 * built scripts those pages load is served (no Vite route: `/__open-in-editor`, `/@fs/`;
 * no project file as it is), and nothing it serves runs as a document of its origin
 * except its two pages.
 */

/** The editor's own pages: scripts from itself only; the preview page may be framed by the editor, nothing else by anyone. */
export function pagePolicy(framedBySelf: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // MUI (emotion) inserts <style> elements.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${framedBySelf ? "'self'" : "'none'"}`,
  ].join("; ");
}

/** Every other response (modules, pictures, JSON): shown as what it is, never run as a document. */
export const RESOURCE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

export function setCommonHeaders(response: ServerResponse): void {
  response.setHeader("X-Content-Type-Options", "nosniff");
  response.setHeader("Referrer-Policy", "no-referrer");
  // Another site's page cannot even embed what the editor serves (an <img>, a <script>).
  response.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
}

/**
 * What the built pages load, by extension: scripts, styles, the site's fonts and its icons'
 * sprite (served, like the rest, under RESOURCE_POLICY: opened on its own, an SVG file runs nothing).
 */
const ASSET_TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
};

/**
 * The type of a built file of the editor's pages at `pathname` (a name of the build's
 * assets folder, nothing deeper), or undefined for any other path.
 */
export function assetType(pathname: string, assetsDir: string): string | undefined {
  const name = pathname.slice(`/${assetsDir}/`.length);
  if (!pathname.startsWith(`/${assetsDir}/`) || !/^\w[\w.-]*$/.test(name) || name.includes("..")) return undefined;
  return ASSET_TYPES[path.extname(name)];
}

/**
 * Whether a request comes from one of the editor's own pages. Browsers say where a request
 * comes from (Sec-Fetch-Site, Origin): another site — another port of this computer
 * included — is refused, except to open the editor's page itself. A request without these
 * headers does not come from a browser page (a command-line tool of the user).
 */
export function fromOwnPages(request: IncomingMessage, pathname: string): boolean {
  const site = request.headers["sec-fetch-site"];
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `http://${request.headers.host}`) return false;
  if (site === undefined || site === "same-origin" || site === "none") return true;
  return pathname === "/" && request.method === "GET" && request.headers["sec-fetch-mode"] === "navigate" && request.headers["sec-fetch-dest"] === "document";
}

/** A path's percent-encoding decoded, or undefined when it is malformed. */
export function decodePath(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Deepest JSON the API accepts: a content file is about ten levels deep. */
export const MAX_DEPTH = 64;

/** True when a parsed JSON value nests deeper than the limit (checked without recursion). */
export function tooDeep(value: unknown, limit = MAX_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== "object") continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

export class BodyTooLarge extends Error {}

/**
 * A request's body, up to `limit` bytes. A declared length above it is refused before
 * reading anything; a body that grows past it while arriving, as soon as it does. Read
 * with listeners, not `for await`: leaving that loop early destroys the socket, and the
 * browser gets a reset connection instead of the answer.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      request.off("data", onData);
      request.off("end", onEnd);
      reject(new BodyTooLarge());
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    request.on("data", onData);
    request.once("end", onEnd);
    request.once("error", reject);
  });
}

/** Most of a refused body read and dropped, so the answer reaches the browser instead of a reset connection. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/** After an answer sent before the body was read: drops the rest of it, or closes the connection past a limit. */
export function dropRest(request: IncomingMessage): void {
  if (request.complete) return;
  let dropped = 0;
  request.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_LIMIT) request.socket.destroy();
  });
  request.resume();
}
