import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { SECURITY_HEADERS } from "#scripts/build/host-headers.ts";
import { ROOT_DIR } from "#scripts/lib/paths.ts";

/*
 * The preview server in its own process, as `npm start` runs it, fed hundreds of
 * malformed request lines and targets (some at once): it must answer each one (or close
 * the connection) and keep serving. A crash shows as the process exiting.
 */

let root: string;
let server: ChildProcess;
let port: number;
let output = "";

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "site-fuzz-"));
  for (const [file, body] of Object.entries({ "index.html": "accueil", "404.html": "introuvable", "rbn/index.html": "fiche rbn" })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  }
  // The module and the folder come through the environment: as an argument, the module would see itself as the main script and serve the build.
  const start = `const { createStaticServer, listen } = await import(process.env.SERVE_MODULE); console.log(await listen(createStaticServer(process.env.SITE_ROOT), 0));`;
  server = spawn(process.execPath, ["--input-type=module", "-e", start], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, SERVE_MODULE: path.join(ROOT_DIR, "scripts", "serve.ts"), SITE_ROOT: root },
  });
  server.stderr!.on("data", (chunk) => (output += chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    server.stdout!.on("data", (chunk) => {
      output += chunk;
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(match[0]);
    });
    server.once("exit", (code) => reject(new Error(`le serveur s'est arrêté (${code}) :\n${output}`)));
  });
  port = Number(new URL(origin).port);
});

afterAll(() => {
  if (server.exitCode === null) server.kill();
  rmSync(root, { recursive: true, force: true });
});

/** Sends raw bytes and returns what came back before the server closed (or 2 s passed). */
function raw(bytes: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const done = () => resolve(Buffer.concat(chunks).toString("latin1"));
    socket.setTimeout(2000, () => socket.destroy());
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("close", done);
    socket.on("error", () => {});
    socket.write(bytes);
  });
}

const request = (target: string, method = "GET", version = "HTTP/1.1") => `${method} ${target} ${version}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
const status = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
const headers = (answer: string) =>
  new Map(
    answer
      .split("\r\n\r\n")[0]!
      .split("\r\n")
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const KNOWN = [
  "//[",
  "//[::1]/",
  "//user@host/",
  "//evil.example/",
  "http://[",
  "http://127.0.0.1/",
  "*",
  "?x",
  "%zz",
  "/%zz",
  "/%",
  "/%E0%A4%A",
  "/%00",
  "/index.html%00.png",
  "/%C0%AF",
  "/%ED%A0%80",
  "/..",
  "/../../../../etc/passwd",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/..%2f..%2fetc%2fpasswd",
  "/..\\..\\etc\\passwd",
  "/rbn/..",
  "/rbn/%2e%2e/%2e%2e/",
  "/./././",
  "/#fragment",
  "/?%zz",
  "/?a[]=1",
  "/\u00e9t\u00e9",
  `/${"a/".repeat(300)}`,
  `/${"%".repeat(500)}`,
  "@",
  ":",
  "/:@!$&'()*+,;=",
];

function targets(count: number): string[] {
  const next = random(16);
  const alphabet = ["/", "//", "[", "]", "%", "%2", "%2f", "%5c", "%00", "%ff", "..", ".", "@", ":", "?", "#", "\\", "\x7f", "é", "a", "rbn", "index.html", "~", "|", "^", "{", "`"];
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const length = 1 + Math.floor(next() * 8);
    let target = ["/", "//", "", "http://", "*"][Math.floor(next() * 5)]!;
    for (let j = 0; j < length; j += 1) target += alphabet[Math.floor(next() * alphabet.length)];
    out.push(target);
  }
  return out;
}

const BROKEN_LINES = [
  "GET //[ HTTP/1.1\r\n\r\n",
  "GET / HTTP/9.9\r\nHost: x\r\n\r\n",
  "GET /\0 HTTP/1.1\r\nHost: x\r\n\r\n",
  "G\0T / HTTP/1.1\r\nHost: x\r\n\r\n",
  "GET\r\n\r\n",
  "GET / \r\n\r\n",
  " / HTTP/1.1\r\n\r\n",
  "GET / HTTP/1.1\r\nHost x\r\n\r\n",
  "GET / HTTP/1.1\r\nContent-Length: -1\r\n\r\n",
  "GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
  `GET /${"a".repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  `GET / HTTP/1.1\r\nX: ${"b".repeat(70_000)}\r\n\r\n`,
  "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03",
  "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
  "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: x\r\n\r\n",
  "\r\n\r\n\r\n",
];

async function expectStillServing() {
  expect(server.exitCode, output).toBeNull();
  const answer = await raw(request("/rbn"));
  expect(status(answer), output).toBe(200);
  expect(answer).toContain("fiche rbn");
}

test("a target that is not a path answers 400 and the server keeps serving", async () => {
  const answer = await raw(request("//["));
  expect(status(answer)).toBe(400);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers(answer).get(name.toLowerCase()), name).toBe(value);
  await expectStillServing();
});

test("hundreds of malformed targets and methods, some at once, each get an answer below 500", async () => {
  const cases = [...KNOWN, ...targets(400)].flatMap((target, index) => [request(target, ["GET", "HEAD", "POST", "OPTIONS"][index % 4], index % 7 === 0 ? "HTTP/1.0" : "HTTP/1.1")]);
  for (let start = 0; start < cases.length; start += 25) {
    const batch = cases.slice(start, start + 25);
    const answers = await Promise.all(batch.map(raw));
    answers.forEach((answer, index) => {
      const code = status(answer);
      // Either an HTTP answer that is not a server error, or a closed connection the parser refused.
      if (answer) expect(code, JSON.stringify(batch[index])).toBeGreaterThanOrEqual(200);
      expect(code, JSON.stringify(batch[index])).toBeLessThan(500);
    });
    expect(server.exitCode, output).toBeNull();
  }
  await expectStillServing();
});

test("broken request lines and headers are refused without stopping the server", async () => {
  const answers = await Promise.all(BROKEN_LINES.map(raw));
  answers.forEach((answer, index) => {
    if (answer) expect(status(answer), JSON.stringify(BROKEN_LINES[index]!.slice(0, 40))).toBeGreaterThanOrEqual(400);
    expect(status(answer), JSON.stringify(BROKEN_LINES[index]!.slice(0, 40))).toBeLessThan(500);
  });
  await expectStillServing();
});

test("the malformed targets of the examples get 400, not the 404 page", async () => {
  for (const target of ["//[", "%zz", "/%E0%A4%A", "/%00", "*", "http://[", "//evil.example/"]) {
    expect(status(await raw(request(target))), target).toBe(400);
  }
  await expectStillServing();
});
