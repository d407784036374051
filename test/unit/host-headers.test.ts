import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { renderHeadersFile, renderNginxConf, renderRedirectsFile } from "#scripts/lib/host-config.ts";
import { CACHE_CONTROL, HEADER_POLICY, SECURITY_HEADERS } from "#scripts/lib/host-headers.ts";
import { ROOT_DIR } from "#scripts/lib/paths.ts";
import { createStaticServer, listen } from "#scripts/serve.ts";

const directives = (policy: string) => new Map(policy.split(/;\s*/).map((directive) => { const [name = "", ...sources] = directive.trim().split(/\s+/); return [name, sources]; }));

describe("the headers", () => {
  test("say what the security requirements ask", () => {
    const hsts = /^max-age=(\d+); includeSubDomains$/.exec(SECURITY_HEADERS["Strict-Transport-Security"]!);
    expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(SECURITY_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(SECURITY_HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(SECURITY_HEADERS["Cross-Origin-Resource-Policy"]).toBe("same-origin");
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
});

describe("host configurations generated from the same source", () => {
  test("deploy/nginx.conf is up to date (npm run generate:host-config rewrites it)", () => {
    expect(readFileSync(path.join(ROOT_DIR, "deploy", "nginx.conf"), "utf8")).toBe(renderNginxConf());
  });

  test("every nginx location that adds headers adds all of them, with always", () => {
    const conf = renderNginxConf();
    const locations = [...conf.matchAll(/^ {4}location ([^{]+)\{([\s\S]*?)^ {4}\}/gm)];
    expect(locations.length).toBeGreaterThanOrEqual(3);
    for (const [, where, block] of locations) {
      if (!block!.includes("add_header")) {
        expect(block, where).toMatch(/return 404;/);
        continue;
      }
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(block, `${name} dans location ${where}`).toContain(`add_header ${name} "${value}" always;`);
      expect(block, where).toMatch(/add_header Cache-Control "[^"]+" always;/);
    }
    expect(conf).toMatch(/location \/assets\/ \{[^}]*add_header Cache-Control "public, max-age=31536000, immutable" always;/);
    expect(conf).toMatch(/error_page 404 \/404\.html;/);
    expect(conf).toMatch(/gzip on;/);
  });

  test("_headers sends the security headers everywhere and caches only hashed assets for long", () => {
    const [all, assets] = renderHeadersFile().split(/\n\n/);
    expect(all).toMatch(/^# .*\n\/\*\n/);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(all).toContain(`\n  ${name}: ${value}`);
    expect(all).not.toContain("Cache-Control");
    expect(assets).toBe(`/assets/*\n  Cache-Control: ${CACHE_CONTROL.hashedAsset}\n`);
  });

  test("_redirects serves each page at its address without a trailing slash", () => {
    expect(renderRedirectsFile(["/", "/accueil", "/rbn"]).split("\n").slice(1)).toEqual(["/accueil /accueil/ 200!", "/rbn /rbn/ 200!", ""]);
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
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
  });
});
