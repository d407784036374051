import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect as http2Connect } from "node:http2";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect as tlsConnect } from "node:tls";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MOZILLA_INTERMEDIATE_TLS, NGINX_CERTIFICATE, renderNginxConf } from "#scripts/build/host-config.ts";
import { CACHE_CONTROL, CONTENT_TYPES, SECURITY_HEADERS, securityHeadersFor, serializePolicy, SVG_POLICY } from "#scripts/build/host-headers.ts";
import { BROTLI_SUFFIX } from "#scripts/build/precompress.ts";
import { BUILD_CLIENT_DIR, ROOT_DIR } from "#scripts/lib/paths.ts";
import { nginxBrotliModule } from "#scripts/test-tools/programs.ts";
import { routes } from "#test/support/content.ts";
import { collectAnswer, freePort, type Answer } from "#test/support/http.ts";

/**
 * The shipped deploy/nginx.conf, run by a real nginx over build/client/ on loopback
 * ports, with a certificate made for the test. Only `listen`, `root` and the
 * certificate paths are changed; the wrapper adds what a system nginx.conf would
 * (events, http, temporary paths in a scratch folder).
 */

const NGINX = [process.env.NGINX_PATH, ...(process.env.PATH ?? "").split(path.delimiter).map((dir) => path.join(dir, "nginx")), "/usr/sbin/nginx"].find(
  (candidate) => candidate && existsSync(candidate),
);

let scratch: string;
let nginx: RunningNginx | undefined;
let httpPort: number;
let port: number;
let certificate: string;
let certificateFiles: { certificate: string; key: string };
let nginxCheck = "";

interface TestSetup {
  httpPort: number;
  httpsPort: number;
  root: string;
  scratch: string;
  certificate: string;
  key: string;
}

/** deploy/nginx.conf with the test's ports, root and certificate, inside a minimal main configuration. */
function testConfiguration(shipped: string, setup: TestSetup): string {
  const server = shipped
    .replace(/^(\s*)root\s+\/var\/www\/stone-paper[^;]*;/m, `$1root ${setup.root};`)
    .replace(/^\s*listen\s+\[::\][^;]*;\n/gm, "")
    .replace(/^(\s*)listen\s+80;/m, `$1listen 127.0.0.1:${setup.httpPort};`)
    .replace(/^(\s*)listen\s+443 /m, `$1listen 127.0.0.1:${setup.httpsPort} `)
    .replace(/^(\s*)ssl_certificate\s+[^;]+;/m, `$1ssl_certificate ${setup.certificate};`)
    .replace(/^(\s*)ssl_certificate_key\s+[^;]+;/m, `$1ssl_certificate_key ${setup.key};`);
  const temp = (name: string) => path.join(setup.scratch, name);
  return [
    // Workers drop to "nobody" when nginx starts as root, and could not read a root-owned checkout.
    process.getuid?.() === 0 ? "user root;" : "",
    // What Debian's modules-enabled/ holds once libnginx-mod-http-brotli-static is installed.
    `load_module ${nginxBrotliModule()};`,
    "daemon off;",
    "worker_processes 1;",
    `pid ${temp("nginx.pid")};`,
    `error_log ${temp("error.log")} warn;`,
    "events { worker_connections 64; }",
    "http {",
    // What Debian's main nginx.conf holds, since the shipped file is included next to it.
    existsSync("/etc/nginx/mime.types") ? "  include /etc/nginx/mime.types;" : "",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${temp(kind)};`),
    server,
    "}",
    "",
  ].join("\n");
}

interface RunningNginx {
  httpPort: number;
  httpsPort: number;
  /** What `nginx -t` printed. */
  check: string;
  stop(): Promise<void>;
}

/** Checks (`nginx -t`) and starts a server block as shipped, in a folder of its own under the scratch folder, once it answers. */
async function startNginx(shipped: string, name: string): Promise<RunningNginx> {
  const dir = path.join(scratch, name);
  mkdirSync(dir);
  const [ownHttpPort, httpsPort] = [await freePort(), await freePort()];
  const configFile = path.join(dir, "nginx.conf");
  writeFileSync(configFile, testConfiguration(shipped, { httpPort: ownHttpPort, httpsPort, root: BUILD_CLIENT_DIR.replace(/\/$/, ""), scratch: dir, ...certificateFiles }));
  const args = ["-p", `${dir}/`, "-c", configFile, "-e", path.join(dir, "error.log")];
  const check = spawnSync(NGINX!, [...args, "-t"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`configuration refusée par nginx -t :\n${check.stderr}`);
  const child = spawn(NGINX!, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const running: RunningNginx = {
    httpPort: ownHttpPort,
    httpsPort,
    check: check.stderr,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    },
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx s'est arrêté (${child.exitCode}) :\n${output}`);
    try {
      await get("/", {}, httpsPort);
      return running;
    } catch {
      if (Date.now() > deadline) {
        await running.stop();
        throw new Error(`nginx ne répond pas sur le port ${httpsPort} :\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

beforeAll(async () => {
  if (!NGINX) {
    throw new Error("nginx est introuvable : installez le paquet Debian « nginx » (apt-get install -y nginx ; npm test le fait quand il le peut) ou indiquez NGINX_PATH.");
  }
  scratch = mkdtempSync(path.join(tmpdir(), "nginx-site-"));
  // A certificate for the loopback address, valid for the test only.
  const key = path.join(scratch, "cle.pem");
  const cert = path.join(scratch, "certificat.pem");
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost", "-keyout", key, "-out", cert],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl n'a pas pu créer le certificat de test :\n${made.stderr ?? made.error}`);
  certificate = readFileSync(cert, "utf8");
  certificateFiles = { certificate: cert, key };
  nginx = await startNginx(readFileSync(path.join(ROOT_DIR, "deploy", "nginx.conf"), "utf8"), "livre");
  ({ httpPort, httpsPort: port, check: nginxCheck } = nginx);
});

afterAll(async () => {
  await nginx?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** A raw HTTPS request (path sent as written, bytes as on the wire), so that encodings and "../" can be checked. */
function get(pathname: string, headers: Record<string, string> = {}, atPort = port): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest({ host: "127.0.0.1", port: atPort, path: pathname, headers, ca: certificate, agent: false }, collectAnswer(resolve));
    req.on("error", reject);
    req.end();
  });
}

/** The same over plain HTTP, on the port-80 server. */
function getPlain(pathname: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: httpPort, path: pathname, agent: false }, collectAnswer(resolve));
    req.on("error", reject);
    req.end();
  });
}

/** Bytes written as they are over TLS (for requests no client library would send); the status line and headers of the answer. */
function rawTls(bytes: string): Promise<{ status: number; headers: Map<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({ host: "127.0.0.1", port, ca: certificate, servername: "localhost" }, () => socket.write(bytes));
    let text = "";
    socket.setEncoding("latin1");
    socket.setTimeout(5000, () => socket.destroy(new Error("pas de réponse")));
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = ""] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers });
    });
  });
}

const file = (relative: string) => readFileSync(path.join(BUILD_CLIENT_DIR, relative), "utf8");
const pageFile = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
const notFoundPage = () => file("404.html");
/** The largest script, far above gzip_min_length. */
const largestScript = () =>
  readdirSync(path.join(BUILD_CLIENT_DIR, "assets"))
    .filter((name) => name.endsWith(".js"))
    .reduce((largest, name) => (statSync(path.join(BUILD_CLIENT_DIR, "assets", name)).size > statSync(path.join(BUILD_CLIENT_DIR, "assets", largest)).size ? name : largest));

function expectSecurityHeaders(answer: Answer, where: string) {
  for (const [name, value] of Object.entries(securityHeadersFor(where.split("?")[0]!))) {
    expect(answer.headers[name.toLowerCase()], `${name} sur ${where}`).toBe(value);
  }
}

describe("nginx with deploy/nginx.conf", () => {
  test("every route answers 200 with its page, with and without a trailing slash", async () => {
    for (const route of routes.map((r) => r.path)) {
      for (const variant of route === "/" ? ["/"] : [route, `${route}/`, `${route}?sujet=devis`]) {
        const answer = await get(variant);
        expect(answer.status, variant).toBe(200);
        expect(answer.headers["content-type"], variant).toBe("text/html; charset=utf-8");
        expect(answer.body, variant).toBe(file(pageFile(route)));
        expect(answer.headers["cache-control"], variant).toBe(CACHE_CONTROL.revalidate);
        expectSecurityHeaders(answer, variant);
      }
    }
  });

  test("unknown paths answer 404 with the 404 page and the same headers", async () => {
    for (const unknown of ["/cette-page/n-existe-pas", "/produit-inconnu", "/assets/", "/assets/absent-0123.js", "/images/", "/404", "/404.html", "/_headers", "/_redirects", "/rbn/index.htm"]) {
      const answer = await get(unknown);
      expect(answer.status, unknown).toBe(404);
      expect(answer.headers["content-type"], unknown).toBe("text/html; charset=utf-8");
      expect(answer.body, unknown).toBe(notFoundPage());
      // A 404 under /assets/ must not be cached for a year.
      expect(answer.headers["cache-control"], unknown).toBe(CACHE_CONTROL.revalidate);
      expectSecurityHeaders(answer, unknown);
    }
  });

  test("nothing outside the build folder is served", async () => {
    for (const attempt of ["/../package.json", "/%2e%2e/package.json", "/..%2fpackage.json"]) {
      const answer = await get(attempt);
      expect(answer.status, attempt).toBeGreaterThanOrEqual(400);
      expect(answer.body).not.toContain('"name": "stone-paper-site"');
    }
  });

  test("hashed assets are cached for a year as immutable, with the right content types", async () => {
    const assets = readdirSync(path.join(BUILD_CLIENT_DIR, "assets"), { recursive: true, encoding: "utf8" });
    // No stylesheet file and no WebP: the pages carry their CSS, and images are AVIF with a JPEG fallback.
    const samples = [".js", ".woff2", ".avif", ".jpg"].map((extension) => {
      const sample = assets.find((name) => name.endsWith(extension));
      expect(sample, `un fichier ${extension} dans build/client/assets/`).toBeDefined();
      return { pathname: `/assets/${sample}`, extension };
    });
    for (const { pathname, extension } of samples) {
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers["cache-control"], pathname).toBe("public, max-age=31536000, immutable");
      expect(answer.headers["content-type"], pathname).toBe(CONTENT_TYPES[extension]);
      expectSecurityHeaders(answer, pathname);
    }
    // Literal values, so a wrong shared table cannot make this pass.
    expect((await get(samples[0]!.pathname)).headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect((await get(samples[1]!.pathname)).headers["content-type"]).toBe("font/woff2");
    expect((await get(samples[2]!.pathname)).headers["content-type"]).toBe("image/avif");
  });

  test("navigation data, public files and the catalogue have their types and are revalidated", async () => {
    const expectations: [string, string][] = [
      ["/rbn.data", "text/x-script; charset=utf-8"],
      ["/_.data", "text/x-script; charset=utf-8"],
      ["/images/marque/logo.svg", "image/svg+xml"],
    ];
    const catalogue = readdirSync(path.join(BUILD_CLIENT_DIR, "catalogue")).find((name) => name.endsWith(".pdf"));
    if (catalogue) expectations.push([`/catalogue/${catalogue}`, "application/pdf"]);
    for (const [pathname, type] of expectations) {
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers["content-type"], pathname).toBe(type);
      expect(answer.headers["cache-control"], pathname).toBe("no-cache");
      expectSecurityHeaders(answer, pathname);
    }
    // Literal check of the SVG policy, so a wrong shared table cannot make this pass.
    expect((await get("/images/marque/logo.svg")).headers["content-security-policy"]).toBe(serializePolicy(SVG_POLICY));
    expect(serializePolicy(SVG_POLICY)).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox");
  });

  test("HTML, JavaScript and navigation data are sent gzip-compressed to browsers that accept it", async () => {
    // The largest script: files under 1 KB are sent as they are (gzip_min_length).
    const script = largestScript();
    for (const [pathname, source] of [
      ["/rbn", pageFile("/rbn")],
      ["/", "index.html"],
      [`/assets/${script}`, `assets/${script}`],
      ["/rbn.data", "rbn.data"],
      ["/inconnu", "404.html"],
    ] as const) {
      const answer = await get(pathname, { "Accept-Encoding": "gzip" });
      expect(answer.headers["content-encoding"], pathname).toBe("gzip");
      expect(answer.headers["vary"], pathname).toContain("Accept-Encoding");
      expect(answer.raw.length, pathname).toBeLessThan(Buffer.byteLength(file(source)));
      expect(answer.body, pathname).toBe(file(source));
    }
    const plain = await get("/rbn");
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  test("browsers that accept Brotli get the build's highest-quality copy of pages, scripts and navigation data", async () => {
    const script = largestScript();
    for (const [pathname, source] of [
      ["/rbn", pageFile("/rbn")],
      ["/ar/rbn", pageFile("/ar/rbn")],
      [`/assets/${script}`, `assets/${script}`],
      ["/rbn.data", "rbn.data"],
      ["/inconnu", "404.html"],
    ] as const) {
      const answer = await get(pathname, { "Accept-Encoding": "gzip, deflate, br, zstd" });
      expect(answer.headers["content-encoding"], pathname).toBe("br");
      expect(answer.headers["vary"], pathname).toContain("Accept-Encoding");
      expect(answer.raw.equals(readFileSync(path.join(BUILD_CLIENT_DIR, source + BROTLI_SUFFIX))), pathname).toBe(true);
      expect(answer.body, pathname).toBe(file(source));
    }
    // Not to a browser that refuses it.
    expect((await get("/rbn", { "Accept-Encoding": "gzip, br;q=0" })).headers["content-encoding"]).toBe("gzip");
  });

  test("files carry an ETag and Last-Modified, and a matching If-None-Match gets 304 with the same headers (as the preview server does)", async () => {
    const stat = statSync(path.join(BUILD_CLIENT_DIR, pageFile("/rbn")));
    const etag = `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;
    const page = await get("/rbn");
    expect(page.headers.etag).toBe(etag);
    expect(page.headers["last-modified"]).toBe(new Date(Math.floor(stat.mtimeMs / 1000) * 1000).toUTCString());
    expect((await get("/rbn", { "Accept-Encoding": "gzip" })).headers.etag).toBe(`W/${etag}`);
    for (const condition of [etag, `W/${etag}`, `"autre", ${etag}`, "*"]) {
      const again = await get("/rbn", { "If-None-Match": condition });
      expect(again.status, condition).toBe(304);
      expect(again.raw.length).toBe(0);
      expectSecurityHeaders(again, "/rbn");
    }
    expect((await get("/rbn", { "If-None-Match": '"autre"' })).status).toBe(200);
    expect((await get("/rbn", { "If-Modified-Since": String(page.headers["last-modified"]), "If-None-Match": '"autre"' })).status).toBe(200);
    const missing = await get("/inconnu", { "If-None-Match": String((await get("/inconnu")).headers.etag) });
    expect(missing.status).toBe(404);
    expect(missing.headers["last-modified"]).toBeUndefined();
  });

  test("the policy header leaves scripts to each page's meta policy and forbids framing", async () => {
    const answer = await get("/contact");
    const policy = String(answer.headers["content-security-policy"]);
    for (const directive of ["frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'", "form-action 'none'"]) expect(policy).toContain(directive);
    expect(policy).not.toMatch(/(^|;\s*)(script-src|script-src-elem|default-src)\s/);
    expect(answer.body).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'sha256-/);
  });
});

describe("HTTPS with deploy/nginx.conf", () => {
  test("plain HTTP answers with a permanent redirect to the same address over HTTPS", async () => {
    for (const pathname of ["/", "/rbn", "/contact?sujet=devis", "/inconnu"]) {
      const answer = await getPlain(pathname);
      expect(answer.status, pathname).toBe(301);
      expect(answer.headers.location, pathname).toBe(`https://127.0.0.1${pathname}`);
    }
  });

  test("HTTP/2 is offered and used by clients that ask for it, with the same headers", async () => {
    const session = http2Connect(`https://127.0.0.1:${port}`, { ca: certificate });
    try {
      const headers = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
        session.once("error", reject);
        const stream = session.request({ ":path": "/rbn" });
        stream.once("response", resolve);
        stream.once("error", reject);
        stream.resume();
      });
      expect(session.alpnProtocol).toBe("h2");
      expect(headers[":status"]).toBe(200);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
    } finally {
      session.close();
    }
  });

  test("TLS follows Mozilla's intermediate profile: 1.3 and 1.2 with forward-secret AEAD suites, nothing older", async () => {
    const handshake = (options: import("node:tls").ConnectionOptions) =>
      new Promise<{ protocol: string | null; cipher: string }>((resolve, reject) => {
        const socket = tlsConnect({ host: "127.0.0.1", port, ca: certificate, servername: "localhost", ...options }, () => {
          resolve({ protocol: socket.getProtocol(), cipher: socket.getCipher().standardName });
          socket.end();
        });
        socket.once("error", reject);
      });
    expect((await handshake({})).protocol).toBe("TLSv1.3");
    const tls12 = await handshake({ maxVersion: "TLSv1.2" });
    expect(tls12.protocol).toBe("TLSv1.2");
    expect(tls12.cipher).toMatch(/^TLS_ECDHE_(ECDSA|RSA)_WITH_(AES_(128|256)_GCM_SHA(256|384)|CHACHA20_POLY1305_SHA256)$/);
    // A client limited to a suite the profile leaves out (CBC, no forward secrecy) is refused.
    await expect(handshake({ maxVersion: "TLSv1.2", ciphers: "AES128-SHA256" })).rejects.toThrow();
    expect(MOZILLA_INTERMEDIATE_TLS.protocols).toBe("TLSv1.2 TLSv1.3");
  });

  test("the security headers, the opener policy included, are on every answer, nginx's own errors too", async () => {
    const page = await get("/");
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    const noHost = await rawTls("GET / HTTP/1.1\r\nConnection: close\r\n\r\n");
    expect(noHost.status).toBe(400);
    const tooLong = await rawTls(`GET /${"a".repeat(10_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(tooLong.status).toBe(414);
    const redirect = await getPlain("/rbn");
    for (const [where, headers] of [
      ["400", noHost.headers],
      ["414", tooLong.headers],
      ["301", new Map(Object.entries(redirect.headers).map(([name, value]) => [name, String(value)]))],
    ] as const) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name.toLowerCase()), `${name} sur la réponse ${where}`).toBe(value);
      expect(headers.get("cache-control"), where).toBe(CACHE_CONTROL.revalidate);
    }
  });

  test("nginx reads the configuration without a warning (no duplicate MIME type)", () => {
    expect(nginxCheck).not.toMatch(/duplicate MIME type/);
    expect(nginxCheck.split("\n").filter((line) => /\[(warn|emerg|alert|crit)\]/.test(line))).toEqual([]);
    expect(nginxCheck).toMatch(/syntax is ok/);
  });
});

describe("a report address with a $ (content/site/reglages.json › signalementCsp)", () => {
  test("passes nginx -t and is sent as written, on pages, SVG files and the 404 page", async () => {
    const reportTo = "https://rapports.example.org/csp?k=$unknown_var&h=$host";
    const withReports = await startNginx(renderNginxConf({ reportTo }), "signalement");
    try {
      expect(withReports.check).toMatch(/syntax is ok/);
      for (const pathname of ["/", "/images/marque/logo.svg", "/inconnu"]) {
        const answer = await get(pathname, {}, withReports.httpsPort);
        expect(answer.headers["reporting-endpoints"], pathname).toBe(`csp="${reportTo}"`);
        expect(answer.headers["content-security-policy"], pathname).toBe(securityHeadersFor(pathname, { reportTo })["Content-Security-Policy"]);
      }
    } finally {
      await withReports.stop();
    }
  });
});

test("the scratch configuration keeps the shipped configuration apart from listen, root and the certificate", () => {
  const shipped = readFileSync(path.join(ROOT_DIR, "deploy", "nginx.conf"), "utf8");
  const derived = testConfiguration(shipped, { httpPort: 8080, httpsPort: 8443, root: "/tmp/site", scratch: "/tmp/scratch", certificate: "/tmp/c.pem", key: "/tmp/k.pem" });
  const strip = (text: string) => text.split("\n").filter((line) => !/^\s*(listen|root|ssl_certificate|ssl_certificate_key)\s/.test(line));
  for (const line of strip(shipped)) expect(derived.split("\n")).toContain(line);
  expect(derived).toContain("listen 127.0.0.1:8080;");
  expect(derived).toContain("listen 127.0.0.1:8443 ssl http2;");
  expect(derived).toContain("root /tmp/site;");
  expect(derived).toContain("ssl_certificate /tmp/c.pem;");
  expect(derived).toContain("ssl_certificate_key /tmp/k.pem;");
  // The shipped file names placeholders, to replace with the real domain's certificate.
  expect(shipped).toContain(`ssl_certificate ${NGINX_CERTIFICATE.certificate};`);
  // The acme challenge root is left as shipped: only the site's root moves.
  expect(derived).toContain("root /var/www/letsencrypt;");
});
