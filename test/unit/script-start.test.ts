import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { DEFERRED_MODULE_TYPE, inlineScripts, pagePolicy, scriptHash } from "#scripts/build/csp.ts";
import { hydrationChunks, installedReactRouter, languageChunks, moveRouteData, STARTER, startScriptsAfterLoad, WRITTEN_FOR_REACT_ROUTER } from "#scripts/build/script-start.ts";

// What React Router writes into a pre-rendered page (shape of react-router 8).
const routerModule = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/page-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"pages-accueil":route1};

import("/assets/entry.client-4.js");`;
const page = `<head><link rel="modulepreload" fetchpriority="low" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/site-5.js"/><link rel="preload" as="font" href="/f.woff2"/></head>
<body><script>((storageKey, restoreKey) => {
  restore(storageKey, restoreKey);
})("react-router-scroll-positions", null)</script><script>window.__reactRouterContext = {};</script><script type="module" async="">${routerModule}</script><script type="application/ld+json">{}</script></body>`;

describe("scripts started after the largest paint", () => {
  const result = startScriptsAfterLoad(page);

  test("React Router's module waits, unchanged, in an inert script; the starter comes before it, in React Router's classic script", () => {
    expect(result).toContain(`${STARTER}</script><script type="${DEFERRED_MODULE_TYPE}" data-preload="site-5">${routerModule}</script>`);
    expect(result).not.toContain('<script type="module"');
  });

  test("a page's language chunks are named first in the waiting module, so they arrive with the rest", () => {
    const chunks = ["/assets/shell-en-1.js", "/assets/right-to-left-2.js"];
    expect(startScriptsAfterLoad(page, undefined, chunks)).toContain(`<script type="${DEFERRED_MODULE_TYPE}" data-preload="site-5">import "/assets/shell-en-1.js";import "/assets/right-to-left-2.js";${routerModule}</script>`);
    const html = (lang: string, dir = "") => `<html lang="${lang}"${dir}><body><script>window.__reactRouterContext = {};</script></body></html>`;
    const assets = ["shell-fr-a1.js", "shell-en-b2.js", "shell-ar-c3.js", "right-to-left-d4.js", "entry.client-e5.js"];
    expect(languageChunks(html("fr"), assets)).toEqual(["/assets/shell-fr-a1.js"]);
    expect(languageChunks(html("en"), assets)).toEqual(["/assets/shell-en-b2.js"]);
    expect(languageChunks(html("ar", ' dir="rtl"'), assets)).toEqual(["/assets/shell-ar-c3.js", "/assets/right-to-left-d4.js"]);
    expect(() => languageChunks(html("de"), assets, "build/client/de/index.html")).toThrow(/^build\/client\/de\/index\.html : aucun fichier assets\/shell-de-….js/);
  });

  test("the module preloads go (nothing is fetched before the start); other links and scripts stay", () => {
    expect(result).not.toContain("<link rel=\"modulepreload\"");
    expect(result).toContain('<link rel="preload" as="font" href="/f.woff2"/>');
    expect(result).toContain("window.__reactRouterContext = {};");
    expect(result).toContain('<script type="application/ld+json">{}</script>');
  });

  test("what the start will need is named for the starter: React Router's preloads and the chunks every page hydrates with, less what the waiting module imports itself", () => {
    // manifest-1 is imported by the waiting module; site-5 only through the route modules; the drawer's chunk imports site-5 and runtime-6.
    expect(startScriptsAfterLoad(page, undefined, [], ["mobile-nav-drawer-7", "site-5", "runtime-6"])).toContain(
      `<script type="${DEFERRED_MODULE_TYPE}" data-preload="site-5 mobile-nav-drawer-7 runtime-6">`,
    );
    const noPreloadLeft = page.replace('<link rel="modulepreload" href="/assets/site-5.js"/>', "");
    expect(startScriptsAfterLoad(noPreloadLeft)).toContain(`<script type="${DEFERRED_MODULE_TYPE}">`);
    // The starter asks for each, as a module preload under assets/, before it runs the module.
    expect(STARTER).toContain('for(const n of(o.dataset.preload||"").split(" "))n&&d.head.append(Object.assign(d.createElement("link"),{rel:"modulepreload",href:"/assets/"+n+".js"}));m.type="module"');
  });

  test("the chunks every page hydrates with are found in the build with what they import, or the build stops naming the one missing", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "assets-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "mobile-nav-drawer-Ab_1-.js"), 'import{a}from"./site-5.js";import"./runtime-6.js";export const MobileNavDrawer=a;');
    writeFileSync(path.join(dir, "assets", "site-5.js"), 'import"./runtime-6.js";export const a=1;');
    writeFileSync(path.join(dir, "assets", "runtime-6.js"), "export{};");
    expect(hydrationChunks(dir, readdirSync(path.join(dir, "assets")))).toEqual(["mobile-nav-drawer-Ab_1-", "site-5", "runtime-6"]);
    expect(() => hydrationChunks(dir, ["site-5.js"])).toThrow(/aucun fichier assets\/mobile-nav-drawer-….js/);
    rmSync(dir, { recursive: true });
  });

  test("the starter waits for load, then the priority image's largest paint, with a fallback", () => {
    expect(STARTER).toMatch(/^addEventListener\("load",/);
    expect(STARTER).toContain('type:"largest-contentful-paint",buffered:!0');
    expect(STARTER).toContain("img[fetchpriority=high]");
    expect(STARTER).toContain("setTimeout(");
  });

  test("the page's policy allows both the starter and the waiting module by their hashes", () => {
    // React Router's scroll script, minified; its context script with the starter after it; the waiting module.
    const [scroll, classic, waiting] = inlineScripts(result);
    expect(scroll).toBe(`((e,t)=>{restore(e,t)})(\`react-router-scroll-positions\`,null)`);
    expect(classic).toBe(`window.__reactRouterContext = {};;${STARTER}`);
    expect(waiting).toBe(routerModule);
    expect(inlineScripts(result)).toHaveLength(3);
    const policy = pagePolicy(result);
    expect(policy).toContain(scriptHash(classic));
    expect(policy).toContain(scriptHash(routerModule));
  });

  test("running twice changes nothing; a page without React Router's module is left alone", () => {
    expect(startScriptsAfterLoad(result)).toBe(result);
    expect(startScriptsAfterLoad("<p>404</p>")).toBe("<p>404</p>");
  });

  test("two start modules in one page stop the build", () => {
    const twice = page.replace("</body>", `<script type="module">${routerModule}</script></body>`);
    expect(() => startScriptsAfterLoad(twice)).toThrow(/un seul attendu/);
  });

  test("a page React Router rendered in another shape stops the build, naming the file, what is missing and the version the rewrite was written for", () => {
    const renamed = page.replace("__reactRouterRouteModules", "__reactRouterModules");
    expect(() => startScriptsAfterLoad(renamed, "build/client/rbn/index.html")).toThrow(
      new RegExp(`^build/client/rbn/index\\.html : 0 modules de démarrage de React Router .* écrite pour la sortie de React Router ${WRITTEN_FOR_REACT_ROUTER.replace(".", "\\.")} \\(installé : ${installedReactRouter().replaceAll(".", "\\.")}\\)`),
    );
    expect(() => startScriptsAfterLoad(page.replaceAll(/<link rel="modulepreload"[^>]*>/g, ""))).toThrow(/aucune balise <link rel="modulepreload">/);
  });

  test("the rewrite was written for the React Router the build runs with", () => {
    expect(installedReactRouter().split(".").slice(0, 2).join(".")).toBe(WRITTEN_FOR_REACT_ROUTER);
  });
});

describe("the route's data for hydration, moved out of the page", () => {
  // React Router's inline copy: string literals (`<` escaped) pushed into the context's stream, then the stream closed.
  const chunks = ['[{"_1":2},"loaderData",{"_3":4}]\n', 'P5:["a < b"]\n'];
  const literal = (chunk: string) => JSON.stringify(chunk).replaceAll("<", "\\u003c");
  const copy = chunks.map((chunk) => `<script>window.__reactRouterContext.streamController.enqueue(${literal(chunk)});</script>`).join("");
  const withCopy = page.replace("</body>", `${copy}<script>window.__reactRouterContext.streamController.close();</script></body>`);
  const saved: string[] = [];
  const moved = moveRouteData(startScriptsAfterLoad(withCopy), (data) => {
    saved.push(data);
    return "/assets/page-data/abc.txt";
  });

  test("the copy leaves the page; its chunks, decoded and joined, are saved once", () => {
    expect(withCopy).toContain("\\u003c");
    expect(saved).toEqual([chunks.join("")]);
    expect(moved).not.toContain("window.__reactRouterContext.streamController");
  });

  test("the waiting module carries the data's address; the other scripts stay as they were", () => {
    expect(moved).toContain(`<script type="${DEFERRED_MODULE_TYPE}" data-route-data="/assets/page-data/abc.txt" data-preload="site-5">${routerModule}</script>`);
    expect(inlineScripts(moved)).toEqual(inlineScripts(startScriptsAfterLoad(page)));
  });

  test("the starter fetches that address with the code and hands the data to React Router's stream", () => {
    expect(STARTER).toContain("u=o.dataset.routeData");
    expect(STARTER).toContain("fetch(u)");
    expect(STARTER).toContain("c.streamController.enqueue(t),c.streamController.close()");
  });

  test("a page moved already, or not rendered by React Router, is left as it is", () => {
    expect(moveRouteData(moved, () => "/never")).toBe(moved);
    expect(moveRouteData("<p>404</p>", () => "/never")).toBe("<p>404</p>");
    expect(saved).toHaveLength(1);
  });

  test("a started page without the copy, or with a copy never closed, stops the build", () => {
    expect(() => moveRouteData(startScriptsAfterLoad(page), () => "/never", "build/client/index.html")).toThrow(/^build\/client\/index\.html : aucune copie des données de la route .* React Router/);
    const unclosed = withCopy.replace("<script>window.__reactRouterContext.streamController.close();</script>", "");
    expect(() => moveRouteData(startScriptsAfterLoad(unclosed), () => "/never")).toThrow(/n'est pas fermée/);
  });
});
