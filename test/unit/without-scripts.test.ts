import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { inlineScripts } from "#scripts/build/csp.ts";
import { copySiteWithoutScripts, withoutScripts } from "#scripts/bench/without-scripts.ts";

// Shaped like a pre-rendered page: data block, React Router's context and stream, the starter and the waiting start module.
const head = [
  '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel=modulepreload href="/assets/site.js">',
  '<link rel="stylesheet" href="/assets/site.css"/>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
].join("");
const body = [
  "<main><h1>Papier de pierre</h1><p>Un paragraphe.</p></main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module">addEventListener("load", () => {});</script>',
  '<script type="text/x-deferred-module">import "/assets/manifest.js";</script>',
  '<script src="/assets/extra.js" async></script>',
].join("");
const page = `<!DOCTYPE html><html lang="fr"><head>${head}</head><body>${body}</body></html>`;

describe("a page without its scripts", () => {
  test("keeps no script that runs or waits to run, and no module preload", () => {
    const stripped = withoutScripts(page);
    expect(inlineScripts(stripped)).toEqual([]);
    expect(stripped).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(stripped).not.toMatch(/modulepreload/);
  });

  test("keeps everything else as it was: content, styles, the font preload, the JSON-LD data block", () => {
    expect(withoutScripts(page)).toBe(
      `<!DOCTYPE html><html lang="fr"><head><link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="stylesheet" href="/assets/site.css"/><script type="application/ld+json">{"@context":"https://schema.org"}</script></head><body><main><h1>Papier de pierre</h1><p>Un paragraphe.</p></main></body></html>`,
    );
  });
});

describe("a copy of the site without scripts", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("strips every page, at any depth, and copies the other files unchanged", () => {
    dir = mkdtempSync(path.join(tmpdir(), "without-scripts-"));
    const from = path.join(dir, "site");
    mkdirSync(path.join(from, "rbn"), { recursive: true });
    mkdirSync(path.join(from, "assets"));
    writeFileSync(path.join(from, "index.html"), page);
    writeFileSync(path.join(from, "rbn", "index.html"), page);
    writeFileSync(path.join(from, "assets", "site.js"), "console.log(1)");
    const to = path.join(dir, "copy");
    expect(copySiteWithoutScripts(from, to)).toBe(2);
    for (const file of ["index.html", path.join("rbn", "index.html")]) expect(readFileSync(path.join(to, file), "utf8")).toBe(withoutScripts(page));
    expect(readFileSync(path.join(to, "assets", "site.js"), "utf8")).toBe("console.log(1)");
    expect(readFileSync(path.join(from, "index.html"), "utf8")).toBe(page);
  });
});
