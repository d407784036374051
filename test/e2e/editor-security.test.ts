import { readFileSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readSourceInfo } from "#app/content/image-sources.server.ts";
import { variantStem } from "#app/model/images.ts";
import { checkSvg } from "#scripts/lib/svg-policy.ts";
import { TEXTS } from "../../editor/texts.ts";
import { editorSuite, openEditor } from "./editor-session.ts";

/*
 * The editor against a hostile page, as the red team attacked it: `npm run edit` in a
 * copy of the project, and a page of another local site (another port of 127.0.0.1) open
 * in the same Chromium. That page can neither read the editor's state, save, frame it,
 * start a program through Vite's `/__open-in-editor`, nor have a 16,000-px variant
 * encoded; an SVG with scripts is stored without them, and one dropped into the folder
 * is served as a picture that runs nothing. Bad requests are answered 400 or 413 at once,
 * in French.
 */

const suite = editorSuite();
const SHEET = "fiches/rbn.json";
const PICTURE = "/images/fiches/rbn.svg";

let attacker: Server;
let attackerUrl: string;
/** The page the hostile site serves, set by each test. */
let attackPage = "";

beforeAll(async () => {
  attacker = createServer((_request, response) => response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(attackPage));
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

/** A request as a program sends it, with the headers given (Host included): status, headers, body and time taken. */
function raw(path: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}) {
  const started = performance.now();
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string; ms: number }>((resolve, reject) => {
    const request = httpRequest(new URL(path, suite.session.url), { method: options.method ?? "GET", headers: options.headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body, ms: performance.now() - started }));
    });
    request.on("error", reject);
    request.end(options.body);
  });
}

const variant = (width: number) => {
  const info = readSourceInfo(suite.session.project.path("content", PICTURE.slice(1)));
  return `assets/images/${variantStem(PICTURE)}-${info.hash}-${width}.avif`;
};

/** Opens the hostile page and returns what its script found, once it wrote it into `window.verdict`. */
async function attack(script: string, body = "") {
  attackPage = `<!doctype html><html><body>${body}<script>window.verdict = (async () => { const editor = ${JSON.stringify(suite.session.url)}; ${script} })();</script></body></html>`;
  const opened = await suite.site.newPage();
  /** Each request's status, or why the browser dropped it. */
  const statuses = new Map<string, number | string>();
  opened.page.on("response", (response) => statuses.set(response.url(), response.status()));
  opened.page.on("requestfailed", (request) => statuses.set(request.url(), request.failure()?.errorText ?? "échec"));
  await opened.page.goto(attackerUrl);
  const verdict = await opened.page.evaluate(() => (window as unknown as { verdict: Promise<unknown> }).verdict);
  return { ...opened, verdict, statuses };
}

describe("a page of another site", () => {
  test("cannot read the editor's state nor its source files", async () => {
    const { verdict } = await attack(`
      const read = async (path, init) => { try { const r = await fetch(editor + path, init); return String(r.status) + (await r.text()).slice(0, 20); } catch (error) { return "refusé"; } };
      return [await read("api/etat"), await read("api/etat", { credentials: "include" }), await read("editor/client/api.ts")];
    `);
    expect(verdict).toEqual(["refusé", "refusé", "refusé"]);
    // What the browser was told: no CORS answer for another origin, 403 in French.
    const answer = await raw("/api/etat", { headers: { Host: new URL(suite.session.url).host, Origin: attackerUrl.slice(0, -1), "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "cors" } });
    expect(answer.status).toBe(403);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    expect(JSON.parse(answer.body).message).toBe(TEXTS.server.forbidden);
  });

  test("cannot save", async () => {
    const before = readFileSync(suite.session.project.path("content", "site/entreprise.json"), "utf8");
    const data = JSON.parse(before);
    data.email = "pirate@example.com";
    const { verdict } = await attack(`
      const body = JSON.stringify({ changes: { "site/entreprise.json": ${JSON.stringify(data)} } });
      const tries = [
        fetch(editor + "api/enregistrer", { method: "POST", mode: "no-cors", body, headers: { "Content-Type": "text/plain" } }).then((r) => r.type, () => "refusé"),
        fetch(editor + "api/enregistrer", { method: "POST", body, headers: { "X-Editeur": "1" } }).then((r) => r.status, () => "refusé"),
      ];
      const form = document.querySelector("form");
      form.submit();
      return Promise.all(tries);
    `, `<form method="post" action="${suite.session.url}api/enregistrer" enctype="text/plain" target="cible"><input name='{"changes":{}, "x":"' value='"}'></form><iframe name="cible"></iframe>`);
    // Not even an opaque answer: the server refuses the request, and its answers may not be used by another origin (CORP).
    expect(verdict).toEqual(["refusé", "refusé"]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(readFileSync(suite.session.project.path("content", "site/entreprise.json"), "utf8")).toBe(before);
  });

  test("cannot frame the editor, open a program through Vite or have a 16,000-px picture encoded", async () => {
    const { page, statuses } = await attack(
      `await new Promise((resolve) => setTimeout(resolve, 1500)); return true;`,
      `<iframe id="cadre" src="${suite.session.url}"></iframe><img src="${suite.session.url}__open-in-editor?file=/etc/passwd"><img src="${suite.session.url}${variant(16000)}">`,
    );
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    // The framed editor never loads: refused by the server, and its answer may not be framed anyway.
    expect(statuses.get(suite.session.url)).toBe(403);
    const page0 = await raw("/", { headers: { Host: new URL(suite.session.url).host } });
    expect(page0.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(await framed?.evaluate(() => Boolean(document.querySelector("#editeur"))).catch(() => false)).toBe(false);
    // Refused by the server (403), its answer then dropped by the browser (CORP): never a picture.
    for (const path of ["__open-in-editor?file=/etc/passwd", variant(16000)]) {
      expect(String(statuses.get(`${suite.session.url}${path}`))).toMatch(/^403$|ERR_BLOCKED_BY_RESPONSE/);
      const asSent = await raw(`/${path}`, { headers: { Host: new URL(suite.session.url).host, "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image" } });
      expect(asSent.status).toBe(403);
    }
    // Even from the editor's own page, Vite's route is gone and only the roles' widths are encoded.
    const { page: own } = await openEditor(suite.site, suite.session);
    const status = (path: string) => own.evaluate(async (url) => (await fetch(url)).status, new URL(path, suite.session.url).href);
    expect(await status("__open-in-editor?file=/etc/passwd")).toBe(404);
    expect(await status(`@fs/etc/passwd`)).toBe(404);
    expect(await status("content/images/fiches/rbn.svg")).toBe(404);
    expect(await status(variant(16000))).toBe(400);
    expect(await status(variant(560))).toBe(200);
  });
});

describe("pictures", () => {
  const payload = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 50" width="800" height="400">
  <svg:script>fetch("/api/etat").then(() => document.documentElement.setAttribute("data-lu", "1"))</svg:script>
  <h:script xmlns:h="http://www.w3.org/1999/xhtml">document.documentElement.setAttribute("data-lu", "1")</h:script>
  <a xlink:href="&#106;avascript:document.documentElement.setAttribute('data-lu', '1')"><rect width="100" height="50" fill="#2e6b4f"/></a>
  <rect width="50" height="50" fill="#c9b27c" onload="document.documentElement.setAttribute('data-lu', '1')"/>
</svg>`;

  test("an SVG uploaded with scripts is stored without them, and the content check accepts what is stored", async () => {
    const { page } = await openEditor(suite.site, suite.session);
    const answer = await page.evaluate(async (text) => {
      const query = new URLSearchParams({ fichier: "fiches/rbn.json", champ: JSON.stringify(["carte", "image"]), nom: "partenaire.svg" });
      const response = await fetch(`/api/images?${query}`, { method: "POST", body: text, headers: { "X-Editeur": "1", "Content-Type": "application/octet-stream" } });
      return { status: response.status, body: await response.json() };
    }, payload);
    expect(answer.status).toBe(200);
    const stored = readFileSync(suite.session.project.path("content", answer.body.src.slice(1)), "utf8");
    expect(stored).not.toMatch(/script|javascript|onload|data-lu/i);
    expect(stored).toContain(`fill="#2e6b4f"`);
    expect(checkSvg(stored).removals).toEqual([]);
  });

  test("an SVG dropped into the folder with a script is served as a picture that runs nothing", async () => {
    writeFileSync(suite.session.project.path("content", "images", "fiches", "piege.svg"), payload);
    const { page, response } = await suite.site.openPage(new URL("images/fiches/piege.svg", suite.session.url).href);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toMatch(/sandbox/);
    expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-lu"))).toBeNull();
  });
});

describe("bad requests", () => {
  const own = () => ({ Host: new URL(suite.session.url).host, "X-Editeur": "1" });
  test.each([
    ["a field that is not JSON", "/api/images?fichier=fiches%2Frbn.json&champ=not-json&nom=a.png", "x", TEXTS.server.badJson],
    ["a null body", "/api/verifier", "null", TEXTS.server.badJson],
    ["a body that is not JSON", "/api/enregistrer", "{changes:", TEXTS.server.badJson],
    ["JSON nested too deep", "/api/verifier", `{"changes":{"a.json":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}}`, TEXTS.server.tooDeep],
  ])("%s: 400 in French", async (_name, path, body, message) => {
    const answer = await raw(path, { method: "POST", headers: own(), body });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toBe(message);
  });

  test("an address with a lone %: 400 in French", async () => {
    const answer = await raw("/images/%", { headers: { Host: own().Host } });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toBe(TEXTS.server.badAddress);
  });

  test("a picture too heavy, declared or not: 413 at once", async () => {
    const heavy = Buffer.alloc(20 * 1024 * 1024);
    const place = "/api/images?fichier=fiches%2Frbn.json&champ=%5B%22carte%22%2C%22image%22%5D&nom=grande.png";
    const declared = await raw(place, { method: "POST", headers: { ...own(), "Content-Length": String(heavy.length) }, body: heavy });
    expect([declared.status, JSON.parse(declared.body).message]).toEqual([413, TEXTS.upload.tooHeavy]);
    const streamed = await raw("/api/verifier", { method: "POST", headers: { ...own(), "Transfer-Encoding": "chunked" }, body: heavy });
    expect([streamed.status, JSON.parse(streamed.body).message]).toEqual([413, TEXTS.server.tooLarge]);
    expect(Math.max(declared.ms, streamed.ms)).toBeLessThan(3000);
  });

  test("another host name (a rebound DNS name): 403", async () => {
    const answer = await raw("/api/etat", { headers: { Host: `exemple.test:${new URL(suite.session.url).port}` } });
    expect(answer.status).toBe(403);
  });
});
