import { describe, expect, test } from "vitest";
import { inlineScripts, isExecutableScriptType, metaPolicy, pagePolicy, scriptHash, withContentSecurityPolicy } from "#scripts/build/csp.ts";

const page = (head: string, body = "") =>
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>${head}</head><body>${body}</body></html>`;

describe("script hashes", () => {
  test("match the CSP specification's example", () => {
    // Content Security Policy Level 3, "hash-source" example.
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  test("hash the text as the browser sees it: UTF-8, line breaks normalised", () => {
    expect(scriptHash("a\r\nb\rc")).toBe(scriptHash("a\nb\nc"));
    expect(scriptHash("é")).not.toBe(scriptHash("e"));
  });
});

describe("which scripts need a hash", () => {
  test("classic and module scripts, import maps and speculation rules run; data blocks do not", () => {
    for (const type of [undefined, "", "text/javascript", " TEXT/JavaScript ", "application/javascript", "module", "importmap", "speculationrules"]) {
      expect(isExecutableScriptType(type), String(type)).toBe(true);
    }
    for (const type of ["application/ld+json", "application/json", "text/plain", "text/x-template"]) expect(isExecutableScriptType(type), type).toBe(false);
  });

  test("only inline executable scripts are collected, in order", () => {
    const html = page(
      `<script>one()</script><script src="/assets/a.js"></script><script type="module" async="">import "/assets/b.js";</script>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script><SCRIPT type='text/javascript'>two()</SCRIPT ><script data-type="x">three()</script>`,
    );
    expect(inlineScripts(html)).toEqual(["one()", 'import "/assets/b.js";', "two()", "three()"]);
  });
});

describe("the page policy", () => {
  const html = page(`<link rel="modulepreload" href="/assets/a.js"/><script>one()</script>`, `<script>two()</script><script>one()</script>`);

  test("allows same-origin scripts and exactly the page's inline scripts, nothing unsafe", () => {
    const policy = pagePolicy(html);
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "))!;
    expect(scriptSrc).toBe(`script-src 'self' ${scriptHash("one()")} ${scriptHash("two()")}`);
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'", "'unsafe-hashes'"]) expect(scriptSrc).not.toContain(unsafe);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
  });

  test("is the first http-equiv meta, right after the charset and before any script or preload", () => {
    const result = withContentSecurityPolicy(html);
    expect(result.indexOf('<meta http-equiv="Content-Security-Policy"')).toBe(result.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length);
    expect(result.indexOf("http-equiv")).toBeLessThan(result.indexOf("<script"));
    expect(result.indexOf("http-equiv")).toBeLessThan(result.indexOf("modulepreload"));
    expect(metaPolicy(result)).toBe(pagePolicy(html));
  });

  test("is refreshed, not duplicated, when the step runs again", () => {
    const once = withContentSecurityPolicy(html);
    expect(withContentSecurityPolicy(once)).toBe(once);
    const changed = once.replace("two()", "three()");
    const again = withContentSecurityPolicy(changed);
    expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(metaPolicy(again)).toContain(scriptHash("three()"));
    expect(metaPolicy(again)).not.toContain(scriptHash("two()"));
  });

  test("does not hash JSON-LD data blocks", () => {
    const withData = page(`<script type="application/ld+json">{"@context":"https://schema.org"}</script>`);
    expect(metaPolicy(withContentSecurityPolicy(withData))).toContain("script-src 'self'; ");
  });

  test("a page without a head is refused", () => {
    expect(() => withContentSecurityPolicy("<p>fragment</p>")).toThrow(/head/);
  });
});
