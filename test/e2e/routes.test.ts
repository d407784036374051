import { describe, expect, test } from "vitest";
import { useBrowser, origin } from "./browser.ts";
import { telHref } from "#app/model/text.ts";
import { readContent, routes, routeTitle, templateRoutes } from "#test/support/content.ts";

const site = useBrowser();

const notFound = readContent("site/page-introuvable.json");
const settings = readContent("site/reglages.json");
const company = readContent("site/entreprise.json");

describe("with JavaScript disabled, every route is pre-rendered with content and styles", () => {
  test.each(routes.map((route) => ({ ...route, title: routeTitle(route) })))("$path", async ({ path, title }) => {
    const { page, response } = await site.openPage(path, { javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.locator("main h1").innerText()).toBe(title);
    // Emotion's critical CSS is in the HTML: the header is styled without any script.
    expect(await page.locator("head style[data-emotion]").count()).toBeGreaterThan(0);
    expect(await page.locator("header").evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
    expect(await page.locator("footer").count()).toBe(1);
    // Every page's footer holds the contact details (the specification), /contact included.
    const contactLinks = await page.locator("footer a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(contactLinks).toEqual(expect.arrayContaining([telHref(company.telephone), `mailto:${company.email}`]));
    expect(contactLinks.some((href) => href?.startsWith(`https://wa.me/${company.whatsapp.replace(/\D/g, "")}`))).toBe(true);
  });

  test("a trailing slash serves the same page", async () => {
    const { page, response } = await site.openPage("/rbn/", { javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.locator("main h1").innerText()).toBe(routeTitle(routes.find((route) => route.path === "/rbn")!));
  });

  test("the footer links every application and data sheet, so all pages are reachable without JavaScript", async () => {
    const { page } = await site.openPage("/", { javaScript: false });
    const footerLinks = await page.locator("footer a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const route of routes.filter((r) => r.collection !== "pages")) expect(footerLinks).toContain(route.path);
  });

  test("/accueil shows the home page with its canonical address on /", async () => {
    const { page } = await site.openPage("/accueil", { javaScript: false });
    expect(await page.locator("main h1").innerText()).toBe(readContent("pages/accueil.json").titre);
    expect(await page.locator("link[rel=canonical]").getAttribute("href")).toBe(`${settings.origine}/`);
  });
});

describe("unknown paths", () => {
  test("answer 404 with the 404 page and a link home", async () => {
    const { page, response } = await site.openPage("/cette-page/n-existe-pas", { javaScript: false });
    expect(response?.status()).toBe(404);
    expect(await page.locator("main h1").innerText()).toBe(notFound.titre);
    expect(notFound.titre).toBe("Oops! Page not found");
    expect(await page.locator("main h1").getAttribute("lang")).toBe("en");
    expect(await page.locator("main a[href='/']").innerText()).toBe(notFound.lienAccueil);
  });

  test("an address in capitals (/RBN, a code as printed) is the 404 page without JavaScript, and leads to its page once the code runs", async () => {
    const { page: withoutScript } = await site.openPage("/RBN", { javaScript: false });
    expect(await withoutScript.locator("main h1").innerText()).toBe(notFound.titre);
    const { page, problems } = await site.newPage();
    const response = await page.goto(`${origin()}/RBN`);
    expect(response?.status()).toBe(404);
    await page.waitForURL(`${origin()}/rbn`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.locator("main h1").innerText()).toBe(routeTitle(routes.find((route) => route.path === "/rbn")!));
    expect(problems.pageErrors).toEqual([]);
  });

  test("hydrate on the unknown path and log it to the console", async () => {
    const { page, problems } = await site.newPage();
    const logged = page.waitForEvent("console", (message) => message.text().includes("/produit-inconnu"));
    const response = await page.goto(`${origin()}/produit-inconnu`);
    expect(response?.status()).toBe(404);
    await logged;
    expect(await page.locator("main h1").innerText()).toBe(notFound.titre);
    expect(problems.pageErrors).toEqual([]);
  });
});

describe("with JavaScript enabled", () => {
  test("a trailing-slash address hydrates cleanly and navigates on", async () => {
    const { page, problems } = await site.openPage("/spn/", { waitUntil: "networkidle" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.locator("footer a[href='/qui-sommes-nous']").click();
    await page.locator("main h1", { hasText: readContent("pages/qui-sommes-nous.json").titre }).waitFor();
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
  });


  test.each(templateRoutes.map((route) => ({ path: route.path, title: routeTitle(route) })))(
    "$path hydrates with no console error, page error or failed request",
    async ({ path, title }) => {
      const { page, problems } = await site.newPage();
      // Fonts, images and scripts are self-hosted: nothing is requested from another host.
      const elsewhere: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(origin())) elsewhere.push(request.url());
      });
      await page.goto(`${origin()}${path}`, { waitUntil: "networkidle" });
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await page.locator("main h1").innerText()).toBe(title);
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
      expect(elsewhere).toEqual([]);
    },
  );
});

describe("hydration keeps the pre-rendered styles", () => {
  test.each(["/", "/rbn", "/papeterie", "/contact"])("%s: no class rule is inserted a second time", async (path) => {
    const { page, problems } = await site.openPage(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Every `.css-<id>{…}` rule of every stylesheet: the pre-rendered ones, and any the browser's cache inserted.
    const rules = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => (rule as CSSStyleRule).selectorText).filter((selector) => /^\.css-[\w-]+$/.test(selector ?? ""))),
    );
    expect(rules.length).toBeGreaterThan(30);
    expect(rules.filter((selector, index) => rules.indexOf(selector) !== index)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test.each(["/", "/rbn"])("%s: the pre-rendered class rules stay where they are while the page starts", async (path) => {
    const { page, problems } = await site.newPage();
    // Each removal of a <style> element from <head> makes the browser take the page's CSS again.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedStyles: removed });
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) if (node instanceof HTMLStyleElement) removed.push(node.getAttribute("data-emotion") ?? "");
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${origin()}${path}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const removed = await page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles);
    expect(removed.filter((attribute) => attribute.split(" ")[0] === "css")).toEqual([]);
    expect(await page.locator('head > style[data-emotion="css"]').first().evaluate((style) => (style as HTMLStyleElement).sheet!.cssRules.length)).toBeGreaterThan(30);
    expect(problems.pageErrors).toEqual([]);
  });
});

// Every page's width at every size is checked without its script in overflow.test.ts; here,
// once per template, that hydrating does not widen it.
describe("at 320 px wide, hydrated, no page scrolls sideways", () => {
  test.each(templateRoutes.map((route) => route.path))("%s", async (path) => {
    const { page } = await site.openPage(path, { width: 320, height: 800 });
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
});
