import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { schemaForFile } from "#app/model/collections.ts";
import { schemaPass } from "#scripts/checks/content/schema-pass.ts";
import { linksTo } from "../core/backlinks.ts";
import type { Changes } from "../core/draft.ts";
import type { Segment } from "../core/json-writer.ts";
import { TEXTS } from "../texts.ts";
import { checkDraft, draftData, draftText, projectPaths, readDisk, readSchemas, type DiskFile, type ProjectPaths } from "./draft-content.ts";
import { previewOf } from "./draft-preview.ts";
import { modifications } from "./modifications.ts";
import { pictures, receiveUpload, serveSource, serveVariant, UploadRefused } from "./pictures.ts";

/*
 * The editor's local server: the editor's page and the preview's (through Vite, which
 * compiles the site's own templates for the browser), and a small JSON API that reads
 * content/, checks a draft with the content check, computes the preview's views, saves,
 * lists what changed and receives pictures. It listens on the loopback interface only, and
 * answers writes only from its own page (a custom header no other site can send).
 */

export const EDITOR_HEADER = "x-editeur";

/** Largest request body the API reads: the whole draft is far below. */
const MAX_BODY = 8 * 1024 * 1024;

export interface EditorServer {
  url: string;
  close(): Promise<void>;
}

class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(String(status));
    this.status = status;
    this.body = body;
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, { message: TEXTS.server.tooLarge });
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
  } catch {
    throw new HttpError(400, { message: TEXTS.server.badRequest });
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  response.end(JSON.stringify(body));
}

/** A content file name as the API receives it: a path under content/ ending in .json, nothing that leaves the folder. */
function contentFile(value: unknown): string {
  if (typeof value !== "string" || !/^[a-z0-9-]+(\/[a-z0-9-]+)?\.json$/.test(value)) throw new HttpError(400, { message: TEXTS.server.badRequest });
  return value;
}

function changesOf(body: Record<string, unknown>): Changes {
  const changes = body.changes;
  if (!changes || typeof changes !== "object" || Array.isArray(changes)) throw new HttpError(400, { message: TEXTS.server.badRequest });
  for (const file of Object.keys(changes)) contentFile(file);
  return changes as Changes;
}

/**
 * What the pages get in place of Vite's client: the editor runs no hot reload (the preview
 * is told of a change by the editor itself), and the real client would keep trying to open
 * a socket to a server that does not exist. Modules that ask it for a hot context or a
 * query get inert ones.
 */
const CLIENT_STUB = `const inert = { data: {}, accept() {}, acceptExports() {}, dispose() {}, prune() {}, invalidate() {}, decline() {}, on() {}, off() {}, send() {} };
export const createHotContext = () => inert;
export const injectQuery = (url) => url;
export function updateStyle(id, css) {
  let style = document.querySelector(\`style[data-vite-dev-id="\${CSS.escape(id)}"]\`);
  if (!style) { style = document.createElement("style"); style.setAttribute("data-vite-dev-id", id); document.head.append(style); }
  style.textContent = css;
}
export function removeStyle(id) { document.querySelector(\`style[data-vite-dev-id="\${CSS.escape(id)}"]\`)?.remove(); }
`;

function sendClientStub(response: ServerResponse): void {
  response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" });
  response.end(CLIENT_STUB);
}

export async function startEditorServer(options: { root: string; port?: number; host?: string }): Promise<EditorServer> {
  const paths = projectPaths(options.root);
  const host = options.host ?? "127.0.0.1";
  let changes: Changes = {};
  let disk = readDisk(paths);

  const http = createServer();
  const vite: ViteDevServer = await createViteServer({
    configFile: false,
    root: paths.root,
    appType: "custom",
    // Not node_modules/.vite: a copy of the project linking node_modules/ must not share it.
    cacheDir: path.join(paths.root, ".cache", "editeur-vite"),
    logLevel: "warn",
    clearScreen: false,
    // The editor reloads nothing by itself: the preview draws the views it is sent, shell included.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null, fs: { allow: [paths.root, realpathSync(path.join(paths.root, "node_modules"))] } },
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    optimizeDeps: { entries: ["editor/client/**/*.tsx", "app/components/**/*.tsx"] },
  });

  const html = async (request: IncomingMessage, response: ServerResponse, file: string) => {
    const text = await vite.transformIndexHtml(request.url ?? "/", readFileSync(path.join(paths.root, file), "utf8"));
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    response.end(text);
  };

  const api = async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> => {
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case "GET /api/etat": {
        disk = readDisk(paths);
        const files = Object.fromEntries([...disk].map(([file, { text, data, syntaxError }]: [string, DiskFile]) => [file, syntaxError ? { text, syntaxError } : { data }]));
        sendJson(response, 200, { files, schemas: Object.fromEntries(readSchemas(paths)), pictures: pictures(paths) });
        return true;
      }
      case "POST /api/verifier": {
        changes = changesOf(await readJson(request));
        sendJson(response, 200, { errors: checkDraft(paths, disk, changes) });
        return true;
      }
      case "POST /api/apercu": {
        const body = await readJson(request);
        changes = changesOf(body);
        try {
          sendJson(response, 200, { view: previewOf(contentFile(body.file), draftData(disk, changes)) });
        } catch (error) {
          if (error instanceof HttpError) throw error;
          sendJson(response, 200, { unavailable: error instanceof Error ? error.message : String(error) });
        }
        return true;
      }
      case "POST /api/liens": {
        const body = await readJson(request);
        const files = draftData(disk, changesOf(body));
        const { index } = schemaPass(paths.schemaDir);
        const referenceAt = (file: string, segments: readonly Segment[]) => {
          const schema = schemaForFile(file);
          return schema ? index.at(schema, files.get(file), segments)?.["x-reference"] : undefined;
        };
        sendJson(response, 200, { links: linksTo(contentFile(body.file), files, referenceAt) });
        return true;
      }
      case "POST /api/enregistrer": {
        const next = changesOf(await readJson(request));
        disk = readDisk(paths);
        const errors = checkDraft(paths, disk, next);
        if (errors.length > 0) throw new HttpError(409, { errors });
        for (const [file, data] of Object.entries(next)) {
          const target = path.join(paths.contentDir, file);
          if (data === null) rmSync(target, { force: true });
          else {
            mkdirSync(path.dirname(target), { recursive: true });
            writeFileSync(target, draftText(paths, disk, file, data));
          }
        }
        disk = readDisk(paths);
        changes = {};
        sendJson(response, 200, { saved: Object.keys(next) });
        return true;
      }
      case "GET /api/modifications": {
        sendJson(response, 200, modifications(paths.root, (file) => (existsSync(path.join(paths.root, file)) ? readFileSync(path.join(paths.root, file), "utf8") : undefined)));
        return true;
      }
      case "GET /api/images": {
        sendJson(response, 200, { pictures: pictures(paths) });
        return true;
      }
      case "POST /api/images": {
        const field = JSON.parse(url.searchParams.get("champ") ?? "[]") as Segment[];
        if (!Array.isArray(field)) throw new HttpError(400, { message: TEXTS.server.badRequest });
        try {
          const picture = await receiveUpload(
            paths,
            { file: contentFile(url.searchParams.get("fichier")), field, current: url.searchParams.get("actuel") ?? undefined, originalName: url.searchParams.get("nom") ?? "" },
            request,
          );
          sendJson(response, 200, picture);
        } catch (error) {
          if (error instanceof UploadRefused) throw new HttpError(400, { message: error.message });
          throw error;
        }
        return true;
      }
      default:
        return false;
    }
  };

  const allowedHosts = () => {
    const { port } = http.address() as AddressInfo;
    return new Set([`${host}:${port}`, `localhost:${port}`, `127.0.0.1:${port}`]);
  };

  http.on("request", (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    void (async () => {
      // Another site's page (or one reached through a rebound DNS name) never talks to this server.
      if (!allowedHosts().has(request.headers.host ?? "")) throw new HttpError(403, { message: TEXTS.server.forbidden });
      if (request.method !== "GET" && request.method !== "HEAD" && request.headers[EDITOR_HEADER] !== "1") throw new HttpError(403, { message: TEXTS.server.forbidden });
      if (url.pathname === "/" || url.pathname === "/index.html") return html(request, response, "editor/client/index.html");
      if (url.pathname === "/apercu") return html(request, response, "editor/client/preview.html");
      if (url.pathname === "/@vite/client") return sendClientStub(response);
      if (url.pathname.startsWith("/api/")) {
        if (await api(request, response, url)) return;
        throw new HttpError(404, { message: TEXTS.server.notFound });
      }
      if (url.pathname.startsWith("/assets/images/") && (await serveVariant(paths, decodeURIComponent(url.pathname.slice("/assets/images/".length)), response))) return;
      if (url.pathname.startsWith("/images/") && serveSource(paths, decodeURIComponent(url.pathname), response)) return;
      vite.middlewares(request, response, () => {
        response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end(TEXTS.server.notFound);
      });
    })().catch((error: unknown) => {
      if (response.headersSent) return response.end();
      if (error instanceof HttpError) return sendJson(response, error.status, error.body);
      console.error(error);
      sendJson(response, 500, { message: TEXTS.server.failed(error instanceof Error ? error.message : String(error)) });
    });
  });

  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/`,
    close: async () => {
      await vite.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
