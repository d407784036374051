import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import type { Page, Route } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DEFERRED_MODULE_TYPE, htmlPages, metaPolicy, scriptHash } from "#scripts/build/csp.ts";
import { hostOptionsFromContent, renderHeadersFile, renderRedirectsFile } from "#scripts/build/host-config.ts";
import { FORBIDDEN_SCRIPT_SOURCES, SECURITY_HEADERS } from "#scripts/build/host-headers.ts";
import { BUILD_CLIENT_DIR } from "#scripts/lib/paths.ts";
import { allRoutes, readContent, routes, routeTitle, templateRoutes } from "#test/support/content.ts";
import { useBrowser, origin, type PageOptions } from "./browser.ts";

/** Script types the HTML standard runs (anything else is a data block, which CSP ignores). */
const RUNS = /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/i;

describe("every built page's meta policy lists exactly the hashes of its inline scripts", () => {
  const pages = htmlPages(BUILD_CLIENT_DIR).map((file) => path.relative(BUILD_CLIENT_DIR, file));

  test("all pages are covered", () => {
    expect(pages).toContain("404.html");
    // Every page of every language, and each language's 404 page.
    expect(pages).toHaveLength(allRoutes.length + new Set(allRoutes.map((route) => route.locale)).size);
  });

  test.each(pages)("%s", (page) => {
    const html = readFileSync(path.join(BUILD_CLIENT_DIR, page), "utf8");
    // Parsed by a real HTML parser, independently of the regular expressions of the build step.
    const { document } = new JSDOM(html).window;
    const metas = [...document.querySelectorAll("meta[http-equiv]")];
    expect(metas[0]?.getAttribute("http-equiv")).toBe("Content-Security-Policy");
    expect(metas.filter((meta) => meta.getAttribute("http-equiv")!.toLowerCase() === "content-security-policy")).toHaveLength(1);
    const meta = metas[0]!;
    // Nothing the policy governs comes before it.
    expect(meta.compareDocumentPosition(document.querySelector("script, link[rel=modulepreload], link[rel=preload], style")!) & 4).toBeTruthy();

    // The start module waiting for the largest paint is run later with the same text, so its hash is needed too.
    const scripts = [...document.querySelectorAll("script:not([src])")].filter((script) => {
      const type = (script.getAttribute("type") ?? "").trim();
      return RUNS.test(type) || type === DEFERRED_MODULE_TYPE;
    });
    expect(scripts.length).toBeGreaterThan(0);
    const expected = [...new Set(scripts.map((script) => scriptHash(script.textContent ?? "")))].sort();

    const policy = meta.getAttribute("content")!;
    expect(metaPolicy(html)).toBe(policy);
    const scriptSrc = policy.split(/;\s*/).find((directive) => directive.startsWith("script-src "))!.split(/\s+/).slice(1);
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc.slice(1).sort()).toEqual(expected);
    for (const source of FORBIDDEN_SCRIPT_SOURCES) expect(scriptSrc).not.toContain(source);
  });
});

test("the build publishes _headers and _redirects from the same source", () => {
  expect(readFileSync(path.join(BUILD_CLIENT_DIR, "_headers"), "utf8")).toBe(renderHeadersFile(hostOptionsFromContent()));
  expect(readFileSync(path.join(BUILD_CLIENT_DIR, "_redirects"), "utf8")).toBe(renderRedirectsFile(allRoutes.map((route) => route.path)));
});

describe("in Chromium, under the served policy", () => {
  const site = useBrowser();

  /** A page that records every CSP violation (the listener is installed before any page script runs). */
  async function recordingPage(options: PageOptions = {}) {
    const opened = await site.newPage(options);
    await opened.page.addInitScript(() => {
      const seen: string[] = [];
      Object.defineProperty(window, "__violations", { value: seen });
      document.addEventListener("securitypolicyviolation", (event) => {
        seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    return opened;
  }
  const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

  /** Serves a page with extra markup added before </body>, keeping its headers (minus the encoding of the original bytes). */
  async function inject(page: Page, pathname: string, markup: string) {
    await page.route(`${origin()}${pathname}`, async (route: Route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      const body = (await response.text()).replace("</body>", `${markup}</body>`);
      await route.fulfill({ status: response.status(), headers, body });
    });
  }

  const cases = [
    ...templateRoutes.map((route) => ({ path: route.path, title: routeTitle(route), status: 200 })),
    { path: "/page-inconnue", title: readContent("site/page-introuvable.json").titre as string, status: 404 },
  ];

  test.each(cases)("$path hydrates and navigates with no violation", async ({ path: pathname, title, status }) => {
    const { page, problems } = await recordingPage();
    const response = await page.goto(`${origin()}${pathname}`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(status);
    expect(await response?.headerValue("content-security-policy")).toBe(SECURITY_HEADERS["Content-Security-Policy"]);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.locator("main h1").innerText()).toBe(title);

    // A client-side navigation: route modules and .data fetched under the page's policy.
    const next = routes.find((route) => route.path !== pathname && route.path !== "/" && route.collection !== "pages") ?? routes[0]!;
    const dataRequest = page.waitForRequest((request) => request.url().includes(".data"));
    await page.locator(`footer a[href='${next.path}']`).first().click();
    await page.locator("main h1", { hasText: routeTitle(next) }).waitFor();
    await dataRequest;
    expect(await violations(page)).toEqual([]);
    // The 404 page reports its own status and path; nothing else may reach the console.
    const expectedErrors = status === 404 ? 2 : 0;
    expect(problems.consoleErrors.filter((message) => /Content.Security.Policy|Permissions.Policy/i.test(message))).toEqual([]);
    expect(problems.consoleErrors).toHaveLength(expectedErrors);
    expect(problems.pageErrors).toEqual([]);
  });

  test("parts loaded on demand (mobile menu, contact form and its toast) run with no violation", async () => {
    const { page, problems } = await recordingPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${origin()}/contact`, { waitUntil: "networkidle" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>("main form button[type=submit]")?.disabled);

    await page.locator("header button[aria-haspopup=dialog]").click();
    const drawer = page.getByRole("dialog", { name: readContent("site/interface.json").menuMobileTitre });
    await drawer.waitFor();
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });

    await page.locator("main form [name=message]").fill("Bonjour, une demande de devis.");
    await page.locator("main form button[type=submit]").click();
    await page.locator("[data-toast]").first().waitFor();
    expect(await violations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("an inline script injected into a page is blocked and reported", async () => {
    const { page } = await recordingPage();
    await inject(page, "/rbn", '<script>window.__canary = 1</script><img src="/images/marque/logo.svg" alt="" onload="window.__canaryHandler = 1">');
    await page.goto(`${origin()}/rbn`, { waitUntil: "networkidle" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.evaluate(() => "__canary" in window)).toBe(false);
    expect(await page.evaluate(() => "__canaryHandler" in window)).toBe(false);
    const reported = await violations(page);
    expect(reported.filter((line) => line.startsWith("script-src-elem inline"))).toHaveLength(1);
    // The handler breaks both policies: the header's script-src-attr 'none' and the page's script-src.
    expect(reported.filter((line) => line.startsWith("script-src-attr inline"))).toHaveLength(2);
    expect(reported).toHaveLength(3);
  });

  test("a JSON-LD data block needs no hash: it is not a script the browser runs", async () => {
    const { page, problems } = await recordingPage();
    await inject(page, "/qui-sommes-nous", '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Test"}</script>');
    await page.goto(`${origin()}/qui-sommes-nous`, { waitUntil: "networkidle" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("the site cannot be framed, even by itself", async () => {
    const { page } = await recordingPage();
    await page.goto(`${origin()}/rbn`, { waitUntil: "networkidle" });
    const refused = page.waitForEvent("console", (message) => message.text().includes("frame-ancestors"));
    await page.evaluate((src) => {
      const frame = document.createElement("iframe");
      frame.src = src;
      document.body.append(frame);
    }, `${origin()}/contact`);
    await refused;
    expect(await page.locator("iframe").evaluate((frame: HTMLIFrameElement) => frame.contentDocument?.querySelector("h1") ?? null)).toBeNull();
  });
});
