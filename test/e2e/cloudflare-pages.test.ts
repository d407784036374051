import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CONTENT_TYPES, HEADER_POLICY, securityHeadersFor, serializePolicy, SVG_POLICY } from "#scripts/build/host-headers.ts";
import { BUILD_CLIENT_DIR, ROOT_DIR } from "#scripts/lib/paths.ts";
import { allRoutes, routes } from "#test/support/content.ts";
import { collectAnswer, freePort, type Answer } from "#test/support/http.ts";

/**
 * build/client/ as Cloudflare Pages serves it: `wrangler pages dev` runs Cloudflare's own
 * asset server (the code of the hosted service, reading `_headers` and `_redirects`) in
 * workerd, both from npm, on a loopback port, with no account and no network. What the
 * hosted service adds outside that code (its edge's Brotli, HTTP/2, TLS) is not here.
 */

const WRANGLER = path.join(ROOT_DIR, "node_modules", "wrangler", "bin", "wrangler.js");
/** Fixed, so that a newer wrangler serves the same way; not after the installed workerd's own date. */
const COMPATIBILITY_DATE = "2026-11-01";

let scratch: string;
let wrangler: ChildProcess | undefined;
let port: number;
let output = "";

/** A raw HTTP request (path sent as written, bytes as on the wire), so that encodings and "../" can be checked. */
function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path: pathname, headers: { "Accept-Encoding": "identity", ...headers } }, collectAnswer(resolve));
    request.setTimeout(10_000, () => request.destroy(new Error(`pas de réponse pour ${pathname}`)));
    request.on("error", reject);
    request.end();
  });
}

/** Stops wrangler and the workerd it started: they share the process group made for them. */
async function stopWrangler() {
  const child = wrangler;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
  }, 5_000);
  await exited;
  clearTimeout(timer);
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), "cloudflare-pages-"));
  const home = path.join(scratch, "home");
  mkdirSync(home);
  port = await freePort();
  const inspectorPort = await freePort();
  // Run from the scratch folder: wrangler looks for a wrangler.toml upwards and writes .wrangler/ there.
  wrangler = spawn(
    process.execPath,
    [WRANGLER, "pages", "dev", BUILD_CLIENT_DIR, "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspectorPort), "--compatibility-date", COMPATIBILITY_DATE, "--persist-to", path.join(scratch, "state")],
    {
      cwd: scratch,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        // No login, no prompt, nothing sent: no telemetry, no error reports, no update check
        // (it comes with the banner), no download of the Request.cf object.
        HOME: home,
        XDG_CONFIG_HOME: path.join(home, ".config"),
        CI: "true",
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_SEND_ERROR_REPORTS: "false",
        WRANGLER_HIDE_BANNER: "true",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
      },
    },
  );
  // Without the colours of its terminal output.
  const collect = (chunk: Buffer) => (output += chunk.toString("utf8").replace(/\x1b\[[0-9;]*m/g, ""));
  wrangler.stdout?.on("data", collect);
  wrangler.stderr?.on("data", collect);
  const deadline = Date.now() + 50_000;
  for (;;) {
    if (wrangler.exitCode !== null) throw new Error(`wrangler s'est arrêté (${wrangler.exitCode}) :\n${output}`);
    try {
      if ((await get("/")).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stopWrangler();
      throw new Error(`wrangler pages dev ne répond pas sur le port ${port} :\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  await stopWrangler();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const file = (relative: string) => readFileSync(path.join(BUILD_CLIENT_DIR, relative), "utf8");
const pageFile = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
const notFoundPage = () => file("404.html");

/** Cloudflare's own caching of files that `_headers` leaves alone: reuse only after revalidation. */
const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * The headers of host-headers.ts, as Cloudflare sends them. For SVG files `_headers` adds
 * the SVG policy to the site-wide one, and Cloudflare joins the two into one header: two
 * policies, both enforced, the SVG one deciding (checked in its own test below).
 */
function expectSecurityHeaders(answer: Answer, where: string) {
  const pathname = where.split("?")[0]!;
  for (const [name, value] of Object.entries(securityHeadersFor(pathname))) {
    const expected = name === "Content-Security-Policy" && pathname.endsWith(".svg") ? `${serializePolicy(HEADER_POLICY)}, ${value}` : value;
    expect(answer.headers[name.toLowerCase()], `${name} sur ${where}`).toBe(expected);
  }
}

describe("Cloudflare Pages (wrangler pages dev) with the build's _headers and _redirects", () => {
  test("wrangler reads every header rule and one rewrite per page (the Netlify-only lines are skipped)", () => {
    // Every page of every language but the French home page.
    const pages = allRoutes.filter((route) => route.path !== "/").length;
    expect(output).toMatch(new RegExp(`Parsed ${pages} valid redirect rules`));
    expect(output).toMatch(/Parsed 4 valid header rules/);
    expect(output).not.toMatch(/invalid header rule/i);
    // Every line it refuses is a forced rewrite ("200!"), which only Netlify reads.
    const refused = [...output.matchAll(/_redirects:\d+ \| (.*)$/gm)].map((match) => match[1]!.trim());
    expect(refused).toHaveLength(pages);
    for (const line of refused) expect(line).toMatch(/^\/\S+ \/\S+\/ 200!$/);
  });

  test("every route answers 200 with its page at its address, with a trailing slash and with a query", async () => {
    for (const route of routes.map((r) => r.path)) {
      for (const variant of route === "/" ? ["/"] : [route, `${route}/`, `${route}?sujet=devis`]) {
        const answer = await get(variant);
        expect(answer.status, variant).toBe(200);
        expect(answer.headers["content-type"], variant).toBe("text/html; charset=utf-8");
        expect(answer.body, variant).toBe(file(pageFile(route)));
        expect(answer.headers["cache-control"], variant).toBe(REVALIDATE);
        expectSecurityHeaders(answer, variant);
      }
    }
  });

  test("unknown paths answer 404 with the 404 page, never cached, with the same headers", async () => {
    for (const unknown of ["/cette-page/n-existe-pas", "/produit-inconnu", "/assets/", "/assets/absent-0123.js", "/images/", "/rbn/index.htm", "/rbn/inconnu"]) {
      const answer = await get(unknown);
      expect(answer.status, unknown).toBe(404);
      expect(answer.headers["content-type"], unknown).toBe("text/html; charset=utf-8");
      expect(answer.body, unknown).toBe(notFoundPage());
      // A 404 under /assets/ must not be cached for a year.
      expect(answer.headers["cache-control"], unknown).toBe("no-store");
      expectSecurityHeaders(answer, unknown);
    }
  });

  test("an unknown path under a language's prefix gets that language's 404 page (the nearest 404.html)", async () => {
    for (const locale of new Set(allRoutes.map((route) => route.locale).filter((locale) => locale !== "fr"))) {
      const answer = await get(`/${locale}/produit-inconnu`);
      expect(answer.status).toBe(404);
      expect(answer.body).toBe(file(`${locale}/404.html`));
    }
  });

  test("the 404 page's own address serves it, marked noindex (Cloudflare strips .html: /404.html redirects to /404)", async () => {
    const redirect = await get("/404.html");
    expect(redirect.status).toBe(308);
    expect(redirect.headers.location).toBe("/404");
    const page = await get("/404");
    expect(page.body).toBe(notFoundPage());
    expect(page.body).toMatch(/<meta name="robots" content="noindex"\/>/);
  });

  test("_headers, _redirects and anything outside the build folder are not served", async () => {
    for (const hidden of ["/_headers", "/_redirects"]) {
      const answer = await get(hidden);
      // The hosted service never uploads them (404); wrangler fails to find them (502).
      expect(answer.status, hidden).toBeGreaterThanOrEqual(400);
      expect(answer.body, hidden).not.toContain("Generated by the build");
    }
    for (const attempt of ["/../package.json", "/%2e%2e/package.json", "/..%2fpackage.json"]) {
      const answer = await get(attempt);
      expect(answer.status, attempt).toBeGreaterThanOrEqual(400);
      expect(answer.body, attempt).not.toContain('"name": "stone-paper-site"');
    }
  });

  test("hashed assets are cached for a year as immutable, with their content types", async () => {
    const assets = readdirSync(path.join(BUILD_CLIENT_DIR, "assets"), { recursive: true, encoding: "utf8" });
    const samples = [".js", ".woff2", ".avif", ".jpg"].map((extension) => {
      const sample = assets.find((name) => name.endsWith(extension));
      expect(sample, `un fichier ${extension} dans build/client/assets/`).toBeDefined();
      return { pathname: `/assets/${sample}`, extension };
    });
    const types: Record<string, string> = {};
    for (const { pathname, extension } of samples) {
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers["cache-control"], pathname).toBe("public, max-age=31536000, immutable");
      expectSecurityHeaders(answer, pathname);
      types[extension] = String(answer.headers["content-type"]);
    }
    // Cloudflare's own table: "application/javascript" is as valid for modules as "text/javascript".
    expect(types).toEqual({ ".js": "application/javascript", ".woff2": "font/woff2", ".avif": "image/avif", ".jpg": "image/jpeg" });
  });

  test("navigation data, public files and the catalogue have their types and are revalidated", async () => {
    const expectations: [string, string][] = [
      ["/rbn.data", CONTENT_TYPES[".data"]!],
      ["/_.data", CONTENT_TYPES[".data"]!],
      ["/images/marque/logo.svg", "image/svg+xml"],
    ];
    const catalogue = readdirSync(path.join(BUILD_CLIENT_DIR, "catalogue")).find((name) => name.endsWith(".pdf"));
    if (catalogue) expectations.push([`/catalogue/${catalogue}`, "application/pdf"]);
    for (const [pathname, type] of expectations) {
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers["content-type"], pathname).toBe(type);
      expect(answer.headers["cache-control"], pathname).toBe(REVALIDATE);
      expectSecurityHeaders(answer, pathname);
    }
    // Literal, so that a wrong shared table cannot make this pass: without its _headers rule, .data would be application/octet-stream.
    expect((await get("/rbn.data")).headers["content-type"]).toBe("text/x-script; charset=utf-8");
  });

  test("an SVG file opened on its own gets the sandboxing SVG policy next to the site-wide one", async () => {
    const policies = String((await get("/images/marque/logo.svg")).headers["content-security-policy"]).split(", ");
    expect(policies).toEqual([serializePolicy(HEADER_POLICY), serializePolicy(SVG_POLICY)]);
    // Literal check of the SVG policy, so a wrong shared table cannot make this pass.
    expect(policies[1]).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox");
  });

  test("HTML, JavaScript, navigation data and the 404 page are sent gzip-compressed to clients that accept it", async () => {
    const scripts = readdirSync(path.join(BUILD_CLIENT_DIR, "assets")).filter((name) => name.endsWith(".js"));
    const script = scripts.reduce((largest, name) => (statSync(path.join(BUILD_CLIENT_DIR, "assets", name)).size > statSync(path.join(BUILD_CLIENT_DIR, "assets", largest)).size ? name : largest));
    for (const [pathname, source] of [
      ["/rbn", pageFile("/rbn")],
      ["/", "index.html"],
      [`/assets/${script}`, `assets/${script}`],
      ["/rbn.data", "rbn.data"],
      ["/inconnu", "404.html"],
    ] as const) {
      const answer = await get(pathname, { "Accept-Encoding": "gzip" });
      expect(answer.headers["content-encoding"], pathname).toBe("gzip");
      expect(answer.raw.length, pathname).toBeLessThan(Buffer.byteLength(file(source)));
      expect(answer.body, pathname).toBe(file(source));
    }
    expect((await get("/rbn")).headers["content-encoding"]).toBeUndefined();
  });

  test("files carry an ETag, and a matching If-None-Match gets 304 with the security headers", async () => {
    const page = await get("/rbn");
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    for (const condition of [etag, `W/${etag}`]) {
      const again = await get("/rbn", { "If-None-Match": condition });
      expect(again.status, condition).toBe(304);
      expect(again.raw.length).toBe(0);
      expectSecurityHeaders(again, "/rbn");
    }
    expect((await get("/rbn", { "If-None-Match": '"autre"' })).status).toBe(200);
  });

  test("the policy header leaves scripts to each page's meta policy and forbids framing", async () => {
    const answer = await get("/contact");
    const policy = String(answer.headers["content-security-policy"]);
    for (const directive of ["frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'", "form-action 'none'"]) expect(policy).toContain(directive);
    expect(policy).not.toMatch(/(^|;\s*)(script-src|script-src-elem|default-src)\s/);
    expect(answer.body).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'sha256-/);
  });
});
