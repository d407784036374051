import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { renderHeadersFile, renderNginxConf, renderRedirectsFile } from "#scripts/build/host-config.ts";
import { hostOptionsFromContent, NGINX_VARIABLES } from "#scripts/build/host-config.ts";
import { CACHE_CONTROL, HEADER_POLICY, SECURITY_HEADERS, securityHeadersFor, serializePolicy, SVG_POLICY } from "#scripts/build/host-headers.ts";
import { ROOT_DIR } from "#scripts/lib/paths.ts";
import { ContentSandbox } from "#test/support/content-sandbox.ts";
import { createStaticServer, listen } from "#scripts/serve.ts";

const directives = (policy: string) => new Map(policy.split(/;\s*/).map((directive) => { const [name = "", ...sources] = directive.trim().split(/\s+/); return [name, sources]; }));

describe("the headers", () => {
  test("say what the security requirements ask", () => {
    const hsts = /^max-age=(\d+); includeSubDomains$/.exec(SECURITY_HEADERS["Strict-Transport-Security"]!);
    expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(SECURITY_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(SECURITY_HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(SECURITY_HEADERS["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(SECURITY_HEADERS["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(SECURITY_HEADERS["Permissions-Policy"]).toContain(`${feature}=()`);
  });

  test("the policy header forbids framing, <base>, plugins and form posts, and leaves scripts to the pages", () => {
    const policy = directives(SECURITY_HEADERS["Content-Security-Policy"]!);
    for (const name of ["frame-ancestors", "base-uri", "object-src", "form-action"]) expect(policy.get(name), name).toEqual(["'none'"]);
    // Both policies apply: a script-src or default-src here without each page's hashes would block its inline scripts.
    for (const name of ["script-src", "script-src-elem", "default-src"]) expect(policy.has(name), name).toBe(false);
    expect(policy.get("script-src-attr")).toEqual(["'none'"]);
    expect(Object.keys(HEADER_POLICY)).toEqual([...policy.keys()]);
  });

  test("SVG files get a policy of their own: nothing runs, nothing loads but data: pictures, sandboxed", () => {
    for (const file of ["/images/marque/logo.svg", "/assets/images/x.SVG"]) {
      const policy = directives(securityHeadersFor(file)["Content-Security-Policy"]!);
      expect(policy.get("default-src"), file).toEqual(["'none'"]);
      expect(policy.get("style-src"), file).toEqual(["'unsafe-inline'"]);
      expect(policy.get("img-src"), file).toEqual(["data:"]);
      expect(policy.get("sandbox"), file).toEqual([]);
      expect(policy.has("script-src"), file).toBe(false);
    }
    expect(securityHeadersFor("/rbn")).toEqual(SECURITY_HEADERS);
    expect(securityHeadersFor("/svg")).toEqual(SECURITY_HEADERS);
  });
});

describe("host configurations generated from the same source", () => {
  test("deploy/nginx.conf is up to date (npm run generate:host-config rewrites it)", () => {
    expect(readFileSync(path.join(ROOT_DIR, "deploy", "nginx.conf"), "utf8")).toBe(renderNginxConf(hostOptionsFromContent(path.join(ROOT_DIR, "content"))));
  });

  test("nginx sets every header once, at server level with always, so no location or error answer goes without them", () => {
    const conf = renderNginxConf();
    const servers = conf.split(/^server \{$/m).slice(1);
    expect(servers.length).toBeGreaterThanOrEqual(1);
    for (const server of servers) {
      const serverLevel = server.replace(/^ {4}location [^{]+\{[\s\S]*?^ {4}\}/gm, "");
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        const expected = name === "Content-Security-Policy" ? NGINX_VARIABLES.policy : value;
        expect(serverLevel, name).toContain(`add_header ${name} "${expected}" always;`);
      }
      expect(serverLevel).toContain(`add_header Cache-Control "${NGINX_VARIABLES.cacheControl}" always;`);
    }
    // A location with its own add_header would drop every inherited one.
    for (const [, where, block] of conf.matchAll(/^ {4}location ([^{]+)\{([\s\S]*?)^ {4}\}/gm)) expect(block, where).not.toContain("add_header");
    expect(conf).toMatch(/error_page 404 \/404\.html;/);
    expect(conf).toMatch(/gzip on;/);
  });

  test("nginx picks the policy and the caching of each answer from its path", () => {
    const conf = renderNginxConf();
    const map = (variable: string) => new RegExp(`map \\$uri \\${variable} \\{([^}]*)\\}`).exec(conf)?.[1] ?? "";
    const policy = map(NGINX_VARIABLES.policy);
    expect(policy).toContain(`default "${SECURITY_HEADERS["Content-Security-Policy"]}";`);
    expect(policy).toContain(`"~*\\.svg$" "${serializePolicy(SVG_POLICY)}";`);
    const cache = map(NGINX_VARIABLES.cacheControl);
    expect(cache).toContain(`default "${CACHE_CONTROL.revalidate}";`);
    expect(cache).toContain(`"~^/assets/" "${CACHE_CONTROL.hashedAsset}";`);
  });

  test("_headers sends the security headers everywhere and caches only hashed assets for long", () => {
    const [all, assets] = renderHeadersFile().split(/\n\n/);
    expect(all).toMatch(/^# .*\n\/\*\n/);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(all).toContain(`\n  ${name}: ${value}`);
    expect(all).not.toContain("Cache-Control");
    expect(assets).toBe(`/assets/*\n  Cache-Control: ${CACHE_CONTROL.hashedAsset}`);
  });

  test("_headers adds the SVG policy to SVG files (joined to the site-wide one, the stricter decides)", () => {
    const blocks = renderHeadersFile().split(/\n\n/);
    expect(blocks).toContain(`/*.svg\n  Content-Security-Policy: ${serializePolicy(SVG_POLICY)}`);
  });

  test("_headers gives navigation data its type (a host would send application/octet-stream, and not compress it)", () => {
    expect(renderHeadersFile().split(/\n\n/)).toContain("/*.data\n  Content-Type: text/x-script; charset=utf-8\n");
  });

  test("CSP reports are off by default, and go to the content's address when it sets one", () => {
    expect(renderNginxConf()).not.toMatch(/report-to|Reporting-Endpoints/);
    expect(renderHeadersFile()).not.toMatch(/report-to|Reporting-Endpoints/);
    const reportTo = "https://rapports.exemple.tn/csp";
    for (const file of ["/", "/images/marque/logo.svg"]) {
      const headers = securityHeadersFor(file, { reportTo });
      expect(headers["Reporting-Endpoints"]).toBe(`csp="${reportTo}"`);
      expect(directives(headers["Content-Security-Policy"]!).get("report-to"), file).toEqual(["csp"]);
    }
    const conf = renderNginxConf({ reportTo });
    expect(conf).toContain(`add_header Reporting-Endpoints 'csp="${reportTo}"' always;`);
    expect(conf.match(/; report-to csp"/g)).toHaveLength(2);
    const headersFile = renderHeadersFile({ reportTo });
    expect(headersFile).toContain(`\n  Reporting-Endpoints: csp="${reportTo}"\n`);
    expect(headersFile.match(/; report-to csp\n/g)).toHaveLength(2);
  });

  test("a $ in the report address reaches nginx as a literal $, through a variable that holds one", () => {
    const reportTo = "https://rapports.example.org/csp?k=$unknown_var&v=${y}$";
    const conf = renderNginxConf({ reportTo });
    // nginx reads "$name" in a header value as a variable, and has no escape for "$".
    const dollar = `\${${NGINX_VARIABLES.dollar.slice(1)}}`;
    expect(conf).toContain(`geo ${NGINX_VARIABLES.dollar} {\n    default "$";\n}`);
    expect(conf.split(`add_header Reporting-Endpoints 'csp="https://rapports.example.org/csp?k=${dollar}unknown_var&v=${dollar}{y}${dollar}"' always;`)).toHaveLength(3);
    expect(conf).not.toMatch(/\$(unknown_var|\{y\})/);
    // Without a $ to write, the file holds no such variable.
    expect(renderNginxConf({ reportTo: "https://rapports.exemple.tn/csp" })).not.toContain(NGINX_VARIABLES.dollar);
  });

  test("the report address is read from content/site/reglages.json, and must be an https:// address", () => {
    const sandbox = new ContentSandbox();
    try {
      const { reportTo: _none, ...others } = hostOptionsFromContent(sandbox.dir);
      expect(hostOptionsFromContent(sandbox.dir)).toEqual(others);
      sandbox.edit("site/reglages.json", (settings) => (settings.signalementCsp = "https://rapports.exemple.tn/csp"));
      expect(sandbox.validate()).toEqual([]);
      expect(hostOptionsFromContent(sandbox.dir)).toEqual({ ...others, reportTo: "https://rapports.exemple.tn/csp" });
      sandbox.edit("site/reglages.json", (settings) => (settings.signalementCsp = 'http://rapports.exemple.tn/csp"'));
      expect(new Set(sandbox.validate().map((error) => `${error.file} › ${error.path}`))).toEqual(new Set(["content/site/reglages.json › signalementCsp"]));
      sandbox.edit("site/reglages.json", (settings) => (settings.signalementCsp = "http://rapports.exemple.tn/csp"));
      expect(sandbox.validate().map((error) => error.message)).toEqual([expect.stringContaining("https://")]);
    } finally {
      sandbox.dispose();
    }
  });

  test("_redirects serves each page at its address without a trailing slash, forced for Netlify, then as Cloudflare Pages writes it", () => {
    expect(renderRedirectsFile(["/", "/accueil", "/rbn"]).split("\n").filter((line) => !line.startsWith("#"))).toEqual([
      "/accueil /accueil/ 200!",
      "/accueil /accueil/ 200",
      "/rbn /rbn/ 200!",
      "/rbn /rbn/ 200",
      "",
    ]);
  });
});

describe("scripts/serve.ts sends the same headers", () => {
  let root: string;
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    root = `${mkdtempSync(path.join(tmpdir(), "site-"))}/`;
    for (const [file, body] of Object.entries({ "index.html": "accueil", "404.html": "introuvable", "assets/app-abc123.js": "1", "images/logo.svg": "<svg/>" })) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), body);
    }
    server = createStaticServer(root);
    origin = await listen(server, 0);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  test.each([
    ["/", 200, CACHE_CONTROL.revalidate],
    ["/inconnu", 404, CACHE_CONTROL.revalidate],
    ["/assets/app-abc123.js", 200, CACHE_CONTROL.hashedAsset],
    ["/images/logo.svg", 200, CACHE_CONTROL.revalidate],
  ] as const)("%s", async (pathname, status, cache) => {
    const response = await fetch(`${origin}${pathname}`);
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe(cache);
    for (const [name, value] of Object.entries(securityHeadersFor(pathname))) expect(response.headers.get(name), name).toBe(value);
  });
});
