import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Route } from "playwright-core";
import { parseAst } from "vite";
import { describe, expect, test } from "vitest";
import { DEFERRED_MODULE_TYPE } from "#scripts/build/csp.ts";
import { staticImports, withStaticImports } from "#scripts/build/page-weight.ts";
import { BUILD_CLIENT_DIR } from "#scripts/lib/paths.ts";
import { prerenderedFile } from "#app/model/site-routes.ts";
import { readContent, routes } from "#test/support/content.ts";
import { holdScripts, markDocument, refuseRequests, useBrowser, origin } from "./browser.ts";

const site = useBrowser();

const navigation = readContent("site/navigation.json") as { menu: { libelle: string; sousMenu?: unknown }[] };
const ui = readContent("site/interface.json");

describe("the page's code starts after its largest paint", () => {
  for (const path of ["/", "/rbn", "/papeterie", "/contact"]) {
    test(`${path}: no script is requested before load and the largest paint; the page then hydrates`, async () => {
      const { page, problems } = await site.newPage();
      await page.addInitScript(() => {
        const paints: number[] = ((window as unknown as { largestPaints: number[] }).largestPaints = []);
        new PerformanceObserver((list) => paints.push(...list.getEntries().map((entry) => entry.startTime))).observe({ type: "largest-contentful-paint", buffered: true });
      });
      await page.goto(`${origin()}${path}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const timing = await page.evaluate(() => {
        const scripts = performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js"));
        const load = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart;
        const paints = (window as unknown as { largestPaints: number[] }).largestPaints;
        const data = performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.startsWith("/assets/page-data/"));
        return { firstScript: Math.min(...scripts.map((entry) => entry.startTime)), load, largestPaint: Math.max(...paints), data: data.map((entry) => entry.startTime) };
      });
      expect(timing.largestPaint).toBeGreaterThan(0);
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.load);
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.largestPaint);
      // The route's data for hydration is not in the page: it is fetched once, with the code.
      expect(timing.data).toHaveLength(1);
      expect(timing.data[0]).toBeGreaterThanOrEqual(timing.largestPaint);
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
    });
  }

  test("when it starts, every chunk the page needs to hydrate is asked for at once, not each after the one that names it", async () => {
    const { page, problems } = await site.newPage({ width: 375, height: 812 });
    // Each script a round trip of 400 ms: a chunk found only in another would be asked for that much later.
    const asked: { url: string; at: number }[] = [];
    await page.route("**/assets/*.js", async (route) => {
      asked.push({ url: new URL(route.request().url()).pathname, at: Date.now() });
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(`${origin()}/rbn`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
    const hydrating = asked.filter(({ url }) => !/\/(offline-notice|navigation-fallback|recover)-/.test(url));
    expect(hydrating.map(({ url }) => url)).toEqual(expect.arrayContaining([expect.stringMatching(/\/site-/), expect.stringMatching(/\/entry\.client-/), expect.stringMatching(/\/mobile-nav-drawer-/)]));
    const first = Math.min(...hydrating.map(({ at }) => at));
    expect(hydrating.filter(({ at }) => at - first > 250).map(({ url }) => url)).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
  });

  test("when the largest paint never comes (the hero image fails), the code starts anyway", async () => {
    const { page } = await site.newPage();
    await page.route("**/assets/images/**", (route) => route.abort());
    await page.goto(`${origin()}/`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 10_000 });
  });

  test("when the route's data cannot be fetched, the page stays as pre-rendered, without an error shown, and its links still lead on", async () => {
    const { page, problems } = await site.newPage({ width: 1280, height: 800 });
    const asked = await refuseRequests(page, "**/assets/page-data/**");
    await page.goto(`${origin()}/rbn`);
    const title = await page.locator("main h1").textContent();
    await expect.poll(asked).toBe(1);
    // Time for the code to have started and run what it could without the data.
    await page.waitForLoadState("networkidle");
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    expect(await page.locator("main h1").textContent()).toBe(title);
    expect(problems.pageErrors).toEqual([]);
    await page.locator("footer a[href='/contact']").click();
    await page.waitForURL(`${origin()}/contact`);
    expect(await page.locator("main form").count()).toBe(1);
  });
});

describe("before the code has started", () => {
  test("pointing at or focusing a submenu's button shows its links", async () => {
    const { page } = await site.newPage({ width: 1280, height: 800 });
    // The code never arrives: what works here is the HTML and CSS alone.
    await page.route("**/assets/*.js", (route: Route) => route.abort());
    await page.goto(`${origin()}/rbn`);
    const labels = navigation.menu.filter((item) => item.sousMenu).map((item) => item.libelle);
    expect(labels.length).toBeGreaterThan(0);
    const header = page.locator("header nav").first();
    for (const label of labels) {
      const button = header.getByRole("button", { name: label });
      const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
      expect(await panel.isVisible()).toBe(false);
      await button.hover();
      await expect.poll(() => panel.isVisible()).toBe(true);
      await page.mouse.move(640, 700);
      await expect.poll(() => panel.isVisible()).toBe(false);
      await button.focus();
      expect(await panel.isVisible()).toBe(true);
      // Tab moves into the list: the links are reachable by keyboard.
      await page.keyboard.press("Tab");
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.locator("main h1").focus();
    }
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  });

  test("without JavaScript, the menu button opens the drawer with the whole menu; its close button and Escape close it", async () => {
    const { page } = await site.openPage("/rbn", { javaScript: false, width: 375, height: 812 });
    const drawer = page.getByRole("dialog", { name: ui.menuMobileTitre });
    expect(await drawer.isVisible()).toBe(false);
    await page.getByRole("button", { name: ui.menuMobileOuvrir }).click();
    await drawer.waitFor({ state: "visible" });
    // The whole menu: every link of the desktop navigation, its sections' entries included.
    const desktopLinks = await page.locator("header nav a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const drawerLinks = await drawer.locator("nav a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(drawerLinks.sort()).toEqual(desktopLinks.sort());
    // A modal: the page behind is out of reach until it closes.
    expect(await drawer.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
    await drawer.getByRole("button", { name: ui.menuMobileFermer }).click();
    await drawer.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: ui.menuMobileOuvrir }).click();
    await drawer.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    // A link of the drawer is an ordinary link.
    await page.getByRole("button", { name: ui.menuMobileOuvrir }).click();
    await drawer.locator("a[href='/contact']").click();
    await page.waitForURL(`${origin()}/contact`);
  });

  test("a tap on the menu button while the code is still on its way opens the drawer, which stays open as the page hydrates", async () => {
    const { page, problems } = await site.newPage({ width: 375, height: 812, hasTouch: true });
    const release = await holdScripts(page);
    await page.goto(`${origin()}/rbn`);
    await page.getByRole("button", { name: ui.menuMobileOuvrir }).tap();
    const drawer = page.getByRole("dialog", { name: ui.menuMobileTitre });
    await drawer.waitFor({ state: "visible" });
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await drawer.isVisible()).toBe(true);
    // The code has taken it over: a link of it navigates in the page and closes it.
    await drawer.locator("a[href='/rpn']").tap();
    await page.waitForURL(`${origin()}/rpn`);
    await drawer.waitFor({ state: "hidden" });
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
  });

  test("when the drawer's code cannot be loaded, the page stays as it is and the drawer still opens; the header works meanwhile", async () => {
    const { page, problems } = await site.newPage({ width: 1280, height: 800 });
    const asked = await refuseRequests(page, "**/assets/mobile-nav-drawer-*.js");
    await page.goto(`${origin()}/rbn`);
    const title = await page.locator("main h1").innerText();
    await page.locator("header[data-hydrated]").waitFor({ state: "attached" });
    // Tried twice, two seconds apart, then left as pre-rendered.
    await expect.poll(asked, { timeout: 10_000 }).toBe(2);
    await page.waitForTimeout(500);
    expect(await page.locator("main h1").innerText()).toBe(title);
    expect(problems.pageErrors).toEqual([]);
    // The header has its code: a submenu opened and closed by the keyboard hides again.
    const label = navigation.menu.find((item) => item.sousMenu)!.libelle;
    const button = page.locator("header nav").first().getByRole("button", { name: label });
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await panel.isVisible()).toBe(false);
    // A footer link pointed at long enough to prefetch its page (a state of the shell's) leaves the drawer's boundary alone.
    await page.locator("footer a[href='/spn']").first().hover();
    await page.waitForTimeout(400);
    // The drawer, from its HTML alone.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole("button", { name: ui.menuMobileOuvrir }).click();
    await page.getByRole("dialog", { name: ui.menuMobileTitre }).waitFor({ state: "visible" });
  });

  test("a submenu opened before the code runs stays open when it runs: pointed at, until the pointer leaves; focused, until focus leaves", async () => {
    const { page } = await site.newPage({ width: 1280, height: 800 });
    const label = navigation.menu.find((item) => item.sousMenu)!.libelle;
    const button = page.locator("header nav").first().getByRole("button", { name: label });
    const panel = page.locator("header nav ul[id]").filter({ has: page.locator("a") }).first();

    let release = await holdScripts(page);
    await page.goto(`${origin()}/rbn`);
    expect(await panel.getAttribute("id")).toBe(await button.getAttribute("aria-controls"));
    await button.hover();
    await expect.poll(() => panel.isVisible()).toBe(true);
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await panel.isVisible()).toBe(true);
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.mouse.move(640, 700);
    await expect.poll(() => panel.isVisible()).toBe(false);

    release = await holdScripts(page);
    await page.goto(`${origin()}/rbn`);
    await button.focus();
    expect(await panel.isVisible()).toBe(true);
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.mouse.move(640, 700);
    expect(await panel.isVisible()).toBe(true);
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.locator("main h1").focus();
    await expect.poll(() => panel.isVisible()).toBe(false);
  });
});

describe("the static parts of the page a visitor arrives on are kept as pre-rendered (static-part.tsx)", () => {
  test("a data sheet's tables and its footer's links are not hydrated, its header is; after a client-side navigation, the next page's are React's", async () => {
    const { page, problems } = await site.newPage({ width: 1280 });
    await page.goto(`${origin()}/rbn`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // React marks each element it has hydrated or rendered with its fiber; a kept part's children have none.
    const reactOwned = async (selector: string) => {
      const owned = await page.$$eval(selector, (elements) => elements.map((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))));
      expect(owned.length, selector).toBeGreaterThan(0);
      return [...new Set(owned)];
    };
    expect(await reactOwned("main table td")).toEqual([false]);
    expect(await reactOwned("footer a")).toEqual([false]);
    expect(await reactOwned("header nav a")).toEqual([true]);
    // A link to the page the visitor is on adds no history entry, as a router link's.
    const entries = await page.evaluate(() => history.length);
    await page.locator("footer a[href='/rbn']").first().click();
    await page.locator("footer a[href='/rbn']").first().click();
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // The footer's links are followed in the same document, and the next page is rendered by React.
    const sameDocument = await markDocument(page);
    await page.locator("footer a[href='/spn']").first().click();
    await page.locator("main h1", { hasText: "SPN" }).waitFor();
    expect(await sameDocument()).toBe(true);
    expect(await reactOwned("main table td")).toEqual([true]);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
  });
});

describe("the shared code is evaluated in steps, and hydration starts after the last (app/start/)", () => {
  const read = (url: string) => readFileSync(path.join(BUILD_CLIENT_DIR, url), "utf8");
  const topLevelAwaits = (code: string) =>
    parseAst(code).body.filter((statement) => statement.type === "ExpressionStatement" && statement.expression.type === "AwaitExpression").length;
  /** The page's start module, and the one module it imports last, on its own: the client entry. */
  const startOf = (route: string) => {
    const html = readFileSync(path.join(BUILD_CLIENT_DIR, route === "404" ? "404.html" : prerenderedFile(route)), "utf8");
    const startModule = html.match(new RegExp(`<script type="${DEFERRED_MODULE_TYPE}"[^>]*>([\\s\\S]*?)</script>`))![1];
    return { startModule, entries: [...startModule.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]) };
  };

  test.each([...routes.map((route) => route.path), "404"])("%s", (route) => {
    const { startModule, entries } = startOf(route);
    // The start module's static imports, with theirs: everything evaluated before its body runs.
    const first = withStaticImports(BUILD_CLIENT_DIR, staticImports(startModule));
    expect(first.reduce((count, url) => count + topLevelAwaits(read(url)), 0), first.join(", ")).toBeGreaterThanOrEqual(2);
    expect(entries).toHaveLength(1);
  });

  test.each(["/", "/rbn"])("%s: without the client entry the start module imports last, the page never hydrates: nothing evaluated before it starts hydration", async (route) => {
    const [entry] = startOf(route).entries;
    const { page } = await site.newPage();
    await page.route((url) => url.pathname === entry, (request) => request.abort());
    await page.goto(`${origin()}${route}`, { waitUntil: "networkidle" });
    // Long enough for a hydration started by the shared code to have marked the page.
    await page.waitForTimeout(1_000);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  });
});

describe("React Router's output, as the build's rewrites and the navigation recovery expect it", () => {
  test("every built page was rewritten: no module preload, its start module waiting with its data's address; no SPA fallback page is published", () => {
    for (const file of [...routes.map((route) => prerenderedFile(route.path)), "404.html"]) {
      const html = readFileSync(path.join(BUILD_CLIENT_DIR, file), "utf8");
      expect(html, file).not.toContain('rel="modulepreload"');
      const waiting = html.match(new RegExp(`<script type="${DEFERRED_MODULE_TYPE}" data-route-data="/assets/page-data/[0-9a-f]{12}\\.txt" data-preload="([^"]+)">`));
      expect(waiting, file).not.toBeNull();
      // The chunks it asks for at once exist, and take in the client entry and the drawer's code.
      const preloaded = waiting![1].split(" ");
      for (const name of preloaded) expect(existsSync(path.join(BUILD_CLIENT_DIR, "assets", `${name}.js`)), `${file}: ${name}`).toBe(true);
      expect(preloaded, file).toContainEqual(expect.stringMatching(/^entry\.client-/));
      expect(preloaded, file).toContainEqual(expect.stringMatching(/^mobile-nav-drawer-/));
      expect(html, file).not.toContain("window.__reactRouterContext.streamController.enqueue(");
    }
    expect(existsSync(path.join(BUILD_CLIENT_DIR, "__spa-fallback.html"))).toBe(false);
  });

  test("the manifest the navigation recovery reads maps every page's path to its route modules", async () => {
    const { page } = await site.openPage("/rbn");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const manifest = await page.evaluate(() => {
      const routes = (window as { __reactRouterManifest?: { routes: Record<string, { path?: string; module: string }> } }).__reactRouterManifest?.routes ?? {};
      return Object.values(routes).map((route) => ({ path: route.path, module: typeof route.module }));
    });
    expect(manifest.length).toBeGreaterThan(1);
    expect(manifest.every((route) => route.module === "string")).toBe(true);
    // "rbn", or ":lang?/rbn" in a site of several languages.
    expect(manifest.map((route) => route.path)).toContainEqual(expect.stringMatching(/^(:lang\?\/)?rbn$/));
  });
});
