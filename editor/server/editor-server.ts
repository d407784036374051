import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { schemaForFile } from "#app/model/collections.ts";
import { IMAGE_PREFIX, VARIANT_URL_PREFIX } from "#app/model/images.ts";
import { schemaPass } from "#scripts/checks/content/schema-pass.ts";
import { linksTo } from "../core/backlinks.ts";
import { conflictsOf, textVersion, type StartedFrom } from "../core/conflict.ts";
import type { Changes } from "../core/draft.ts";
import type { Segment } from "../core/json-writer.ts";
import { TEXTS } from "../texts.ts";
import { ASSETS_DIR, EDITOR_PAGE, editorClient, PREVIEW_PAGE } from "./client-build.ts";
import { checkDraft, draftData, reviewDraft, draftText, projectPaths, readDisk, readSchemas, type DiskFile, type ProjectPaths } from "./draft-content.ts";
import { previewOf } from "./draft-preview.ts";
import { DEFAULT_REMOTE, HistoryError, isRepository, pendingFiles, restoreVersion, versions } from "./history.ts";
import { modifications } from "./modifications.ts";
import { failureText, publicationBlockers, publicationState, publish, sendIfRemote } from "./publication.ts";
import { pictures, receiveUpload, RemovalRefused, removeUnusedPicture, serveSource, serveVariant, UploadRefused } from "./pictures.ts";
import { assetType, BodyTooLarge, decodePath, dropRest, fromOwnPages, pagePolicy, readBody, RESOURCE_POLICY, setCommonHeaders, tooDeep } from "./request-policy.ts";

/*
 * The editor's local server: the editor's page and the preview's (a production build of
 * the editor and of the site's own templates, client-build.ts), and a small JSON API that reads
 * content/, checks a draft with the content check, computes the preview's views, saves,
 * lists what changed and receives pictures. It listens on the loopback interface only,
 * answers only requests addressed to it by that name (no rebound DNS name) and coming
 * from its own pages (request-policy.ts), writes only with a custom header no other site
 * can send, and serves nothing else: no Vite server runs, so none of its routes exist.
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
  const text = (await readBody(request, MAX_BODY)).toString("utf8");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, { message: TEXTS.server.badJson });
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw new HttpError(400, { message: TEXTS.server.badJson });
  if (tooDeep(body)) throw new HttpError(400, { message: TEXTS.server.tooDeep });
  return body as Record<string, unknown>;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  response.end(JSON.stringify(body));
}

/** A content file name as the API receives it: a path under content/ ending in .json, nothing that leaves the folder. */
function contentFile(value: unknown): string {
  // A content file the site reads: a site-wide file, a collection's entry, or its translation (traductions/en/fiches/rbn.json).
  if (typeof value !== "string" || !/^[a-z0-9-]+(\/[a-z0-9-]+){0,3}\.json$/.test(value) || !schemaForFile(value)) throw new HttpError(400, { message: TEXTS.server.badRequest });
  return value;
}

/** The editor's name as a version records it: one line, no angle brackets (they would end git's author field). */
function authorOf(value: unknown): string {
  const name = typeof value === "string" ? value.trim() : "";
  if (!name || name.length > 100 || /[<>\n\r\0]/.test(name)) throw new HttpError(400, { message: TEXTS.publish.badAuthor });
  return name;
}

function changesOf(body: Record<string, unknown>): Changes {
  const changes = body.changes;
  if (!changes || typeof changes !== "object" || Array.isArray(changes)) throw new HttpError(400, { message: TEXTS.server.badRequest });
  for (const [file, data] of Object.entries(changes)) {
    contentFile(file);
    // A content file is an object; null deletes it.
    if (data !== null && (typeof data !== "object" || Array.isArray(data))) throw new HttpError(400, { message: TEXTS.server.badRequest });
  }
  return changes as Changes;
}

/** The version each change of a save started from: one for every file it writes (null for a file it creates). */
function startedFromOf(body: Record<string, unknown>, changes: Changes): StartedFrom {
  const versions = body.versions;
  if (!versions || typeof versions !== "object" || Array.isArray(versions)) throw new HttpError(400, { message: TEXTS.server.badRequest });
  for (const file of Object.keys(changes)) {
    const version = (versions as Record<string, unknown>)[file];
    if (version !== null && typeof version !== "string") throw new HttpError(400, { message: TEXTS.server.badRequest });
  }
  return versions as StartedFrom;
}

/** The version of a file on disk now (null: absent), and its data (null: absent or unreadable). */
const diskVersion = (disk: ReadonlyMap<string, DiskFile>) => (file: string) => {
  const found = disk.get(file);
  return found ? { version: textVersion(found.text), data: found.data ?? null } : { version: null, data: null };
};

export async function startEditorServer(options: { root: string; port?: number; host?: string; remote?: string }): Promise<EditorServer> {
  const paths = projectPaths(options.root);
  const host = options.host ?? "127.0.0.1";
  const remote = options.remote ?? DEFAULT_REMOTE;
  // One history operation at a time: a second click on « Publier » waits for the first.
  let gitQueue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(task: () => Promise<T>): Promise<T> => {
    const next = gitQueue.then(task, task);
    gitQueue = next.catch(() => undefined);
    return next;
  };
  const refuseUnsaved = (body: Record<string, unknown>, message: string) => {
    if (Object.keys(changesOf(body)).length > 0) throw new HttpError(409, { message });
  };
  let changes: Changes = {};
  let disk = readDisk(paths);

  const http = createServer();
  const client = await editorClient(paths.root);

  const html = (response: ServerResponse, file: string, framedBySelf = false) => {
    const text = readFileSync(path.join(client, file));
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Content-Security-Policy": pagePolicy(framedBySelf) });
    response.end(text);
  };

  /** A built script, style or font: its name holds its content's hash, so the browser keeps it. */
  const asset = (request: IncomingMessage, response: ServerResponse, pathname: string): boolean => {
    const type = assetType(pathname, ASSETS_DIR);
    const file = path.join(client, pathname);
    if (!type || (request.method !== "GET" && request.method !== "HEAD") || !existsSync(file)) return false;
    response.writeHead(200, { "Content-Type": type, "Cache-Control": "public, max-age=31536000, immutable" });
    response.end(request.method === "HEAD" ? undefined : readFileSync(file));
    return true;
  };

  const api = async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> => {
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case "GET /api/etat": {
        disk = readDisk(paths);
        const files = Object.fromEntries(
          [...disk].map(([file, { text, data, syntaxError }]: [string, DiskFile]) => [file, syntaxError ? { text, syntaxError, version: textVersion(text) } : { data, version: textVersion(text) }]),
        );
        sendJson(response, 200, { files, schemas: Object.fromEntries(readSchemas(paths)), pictures: pictures(paths) });
        return true;
      }
      case "POST /api/verifier": {
        changes = changesOf(await readJson(request));
        sendJson(response, 200, reviewDraft(paths, disk, changes));
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
        const body = await readJson(request);
        const next = changesOf(body);
        const startedFrom = startedFromOf(body, next);
        disk = readDisk(paths);
        // A file changed since the edit began (another tab, another person, a change on disk) is never overwritten unseen.
        const conflicts = conflictsOf(next, startedFrom, diskVersion(disk));
        if (conflicts.length > 0) throw new HttpError(409, { message: TEXTS.conflict.refused(conflicts.length), conflicts });
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
        const saved = Object.keys(next);
        sendJson(response, 200, { saved, versions: Object.fromEntries(saved.map((file) => [file, diskVersion(disk)(file).version])) });
        return true;
      }
      case "GET /api/modifications": {
        sendJson(response, 200, modifications(paths.root, (file) => (existsSync(path.join(paths.root, file)) ? readFileSync(path.join(paths.root, file), "utf8") : undefined)));
        return true;
      }
      case "GET /api/publication": {
        sendJson(response, 200, await serialized(async () => publicationState(paths, remote, await isRepository(paths.root))));
        return true;
      }
      case "POST /api/publier": {
        const body = await readJson(request);
        refuseUnsaved(body, TEXTS.publish.unsaved(Object.keys(changesOf(body)).length));
        const author = authorOf(body.auteur);
        if (typeof body.message !== "string" || body.message.length > 2000) throw new HttpError(400, { message: TEXTS.publish.badMessage });
        const result = await serialized(async () => {
          if (!(await isRepository(paths.root))) throw new HttpError(409, { message: TEXTS.publish.unavailable });
          const blockers = publicationBlockers(paths);
          if (blockers.length > 0) throw new HttpError(409, { message: TEXTS.publish.refused, blockers });
          const files = await pendingFiles(paths.root);
          const message = (body.message as string).trim() || TEXTS.publish.defaultMessage(files);
          return publish(paths.root, remote, message, author);
        });
        sendJson(response, 200, result);
        return true;
      }
      case "GET /api/historique": {
        const available = await isRepository(paths.root);
        sendJson(response, 200, { available, versions: available ? await serialized(() => versions(paths.root)) : [] });
        return true;
      }
      case "POST /api/restaurer": {
        const body = await readJson(request);
        refuseUnsaved(body, TEXTS.history.unsaved);
        const author = authorOf(body.auteur);
        if (typeof body.version !== "string" || !/^[0-9a-f]{40}$/.test(body.version)) throw new HttpError(400, { message: TEXTS.server.badRequest });
        const hash = body.version;
        const result = await serialized(async () => {
          const version = (await versions(paths.root, 1000)).find((entry) => entry.hash === hash);
          if (!version) throw new HttpError(409, { message: TEXTS.history.failed(failureText("unknown")) });
          const date = TEXTS.history.date(version.date);
          try {
            await restoreVersion(paths.root, hash, TEXTS.history.restoreMessage(date, version.subject), { name: author });
          } catch (error) {
            if (error instanceof HistoryError) throw new HttpError(409, { message: TEXTS.history.failed(failureText(error.reason, error.detail)) });
            throw error;
          }
          disk = readDisk(paths);
          // Sent like a publication: only when the restored content passes both checks.
          const blockers = publicationBlockers(paths);
          return { restored: date, blockers: blockers.length, ...(blockers.length === 0 ? await sendIfRemote(paths.root, remote) : {}) };
        });
        sendJson(response, 200, result);
        return true;
      }
      case "GET /api/images": {
        sendJson(response, 200, { pictures: pictures(paths) });
        return true;
      }
      case "POST /api/images/supprimer": {
        const body = await readJson(request);
        disk = readDisk(paths);
        // What the draft names counts as used, and so does the text of a file that is not valid JSON.
        const contents = new Map<string, unknown>([...disk].map(([file, { text, data }]) => [file, data ?? text]));
        for (const [file, data] of draftData(disk, changesOf(body))) contents.set(file, data);
        try {
          sendJson(response, 200, { removed: removeUnusedPicture(paths, body.src, contents), pictures: pictures(paths) });
        } catch (error) {
          if (error instanceof RemovalRefused) throw new HttpError(error.status, { message: error.message });
          throw error;
        }
        return true;
      }
      case "POST /api/images": {
        let field: Segment[];
        try {
          field = JSON.parse(url.searchParams.get("champ") ?? "[]") as Segment[];
        } catch {
          throw new HttpError(400, { message: TEXTS.server.badJson });
        }
        if (!Array.isArray(field) || !field.every((segment) => typeof segment === "string" || (typeof segment === "number" && Number.isInteger(segment) && segment >= 0)))
          throw new HttpError(400, { message: TEXTS.server.badRequest });
        try {
          const picture = await receiveUpload(
            paths,
            { file: contentFile(url.searchParams.get("fichier")), field, current: url.searchParams.get("actuel") ?? undefined, originalName: url.searchParams.get("nom") ?? "" },
            request,
          );
          sendJson(response, 200, picture);
        } catch (error) {
          if (error instanceof UploadRefused) throw new HttpError(400, { message: error.message });
          if (error instanceof BodyTooLarge) throw new HttpError(413, { message: TEXTS.upload.tooHeavy });
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
    setCommonHeaders(response);
    void (async () => {
      // Another site's page (or one reached through a rebound DNS name) never talks to this server.
      if (!allowedHosts().has(request.headers.host ?? "")) throw new HttpError(403, { message: TEXTS.server.forbidden });
      const rawPath = (request.url ?? "/").split("?")[0];
      const pathname = decodePath(rawPath);
      if (pathname === undefined || !rawPath.startsWith("/")) throw new HttpError(400, { message: TEXTS.server.badAddress });
      const url = new URL(request.url ?? "/", "http://localhost");
      if (!fromOwnPages(request, pathname)) throw new HttpError(403, { message: TEXTS.server.forbidden });
      if (request.method !== "GET" && request.method !== "HEAD" && request.headers[EDITOR_HEADER] !== "1") throw new HttpError(403, { message: TEXTS.server.forbidden });
      if (pathname === "/" || pathname === "/index.html") return html(response, EDITOR_PAGE);
      if (pathname === "/apercu") return html(response, PREVIEW_PAGE, true);
      response.setHeader("Content-Security-Policy", RESOURCE_POLICY);
      if (asset(request, response, pathname)) return;
      if (pathname.startsWith("/api/")) {
        if (await api(request, response, url)) return;
        throw new HttpError(404, { message: TEXTS.server.notFound });
      }
      if (pathname.startsWith(VARIANT_URL_PREFIX)) {
        const served = await serveVariant(paths, pathname.slice(VARIANT_URL_PREFIX.length), response);
        if (served === "width") throw new HttpError(400, { message: TEXTS.server.badWidth });
        if (served) return;
      }
      if (pathname.startsWith(IMAGE_PREFIX) && serveSource(paths, pathname, response)) return;
      throw new HttpError(404, { message: TEXTS.server.notFound });
    })().catch((error: unknown) => {
      if (response.headersSent) return response.end();
      if (error instanceof BodyTooLarge) sendJson(response, 413, { message: TEXTS.server.tooLarge });
      else if (error instanceof HttpError) sendJson(response, error.status, error.body);
      else {
        console.error(error);
        sendJson(response, 500, { message: TEXTS.server.failed(error instanceof Error ? error.message : String(error)) });
      }
      dropRest(request);
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
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
