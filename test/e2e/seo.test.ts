import { imageSize } from "image-size";
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, test } from "vitest";
import { localizedPath } from "#app/model/locale.ts";
import { canonicalPath as canonicalOf, type SiteRoute } from "#app/model/site-routes.ts";
import { allRoutes, readContent, routes } from "#test/support/content.ts";
import { graphTypes, jsonLdProblems } from "#test/support/json-ld.ts";
import { useBrowser, origin } from "./browser.ts";

/*
 * What search engines and link previews read in the built site, over HTTP from the
 * static server: each pre-rendered page's head, its preview picture, its JSON-LD,
 * and sitemap.xml / robots.txt.
 */

const { origine } = readContent("site/reglages.json");
const notFound = readContent("site/page-introuvable.json");

const canonicalPath = (route: SiteRoute) => (route.path === "/accueil" ? "/" : route.path);
// Every page of every language: a page's structured data may name the same page in its language.
const canonicalUrls = [...new Set(allRoutes.map((route) => `${origine}${canonicalOf(route.collection, route.slug, route.locale)}`))];
const languages = [...new Set(allRoutes.map((route) => route.locale))];

const OPEN_GRAPH = ["og:type", "og:site_name", "og:locale", "og:url", "og:title", "og:description", "og:image", "og:image:type", "og:image:width", "og:image:height", "og:image:alt"];
// X's card: its kind; X reads the rest from the Open Graph tags.
const TWITTER = ["twitter:card"];

async function fetchDocument(path: string): Promise<{ status: number; document: Document }> {
  const response = await fetch(`${origin()}${path}`);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  return { status: response.status, document: new JSDOM(await response.text()).window.document };
}

/** The value of the one element matching `selector` (fails when there are none or several). */
function one(document: Document, selector: string, attribute = "content"): string {
  const found = document.head.querySelectorAll(selector);
  expect(found.length, selector).toBe(1);
  return attribute === "text" ? (found[0].textContent ?? "") : (found[0].getAttribute(attribute) ?? "");
}

const ldJson = (document: Document) => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ""));

/** An address on the site as the test server serves it. */
const served = (url: string) => `${origin()}${new URL(url).pathname}`;

describe.each(routes.map((route) => [route.path, route] as const))("%s", (path, route) => {
  let document: Document;
  beforeAll(async () => {
    const page = await fetchDocument(path);
    expect(page.status).toBe(200);
    document = page.document;
  });
  const content = readContent(`${route.collection}/${route.slug}.json`);

  test("one title, one description, one canonical address, indexable, in French", () => {
    expect(document.documentElement.lang).toBe("fr");
    expect(one(document, "title", "text")).toBe(content.meta.titre);
    const description = one(document, 'meta[name="description"]');
    expect(description).toBe(content.meta.description);
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(one(document, 'link[rel="canonical"]', "href")).toBe(`${origine}${canonicalPath(route)}`);
    expect(document.querySelectorAll('meta[name="robots"]')).toHaveLength(0);
    // The same page in each built language, and French for any other reader.
    const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`);
    const french = canonicalPath(route);
    expect(alternates).toEqual(languages.length > 1 ? [...languages, "x-default"].map((code) => `${code} ${origine}${localizedPath(french, code === "x-default" ? "fr" : code)}`) : []);
  });

  test("one of each Open Graph and Twitter tag; the preview picture is a JPEG the site serves at the stated size", async () => {
    for (const property of OPEN_GRAPH) expect(one(document, `meta[property="${property}"]`), property).not.toBe("");
    for (const name of TWITTER) expect(one(document, `meta[name="${name}"]`), name).not.toBe("");
    expect(document.head.querySelectorAll('meta[property^="og:"]')).toHaveLength(OPEN_GRAPH.length);
    expect(document.head.querySelectorAll('meta[name^="twitter:"]')).toHaveLength(TWITTER.length);
    expect(one(document, 'meta[property="og:url"]')).toBe(`${origine}${canonicalPath(route)}`);
    expect(one(document, 'meta[name="twitter:card"]')).toBe("summary_large_image");

    const image = one(document, 'meta[property="og:image"]');
    expect(image.startsWith(`${origine}/`)).toBe(true);
    const response = await fetch(served(image));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const size = imageSize(new Uint8Array(await response.arrayBuffer()));
    expect(size.type).toBe("jpg");
    expect(String(size.width)).toBe(one(document, 'meta[property="og:image:width"]'));
    expect(String(size.height)).toBe(one(document, 'meta[property="og:image:height"]'));
  });

  test("one JSON-LD graph that parses, is sound schema.org and has the expected types", () => {
    const documents = ldJson(document);
    expect(documents).toHaveLength(1);
    expect(jsonLdProblems(documents[0])).toEqual([]);
    const expected = route.collection === "fiches" ? ["Product", "BreadcrumbList"] : canonicalPath(route) === "/" ? ["LocalBusiness", "WebSite"] : ["BreadcrumbList"];
    expect(graphTypes(documents[0])).toEqual(["Organization", ...(languages.length > 1 ? ["WebPage"] : []), ...expected]);
    for (const url of JSON.stringify(documents[0]).match(/https:\/\/[^"]+/g) ?? []) {
      if (url.startsWith(`${origine}/`) && !url.includes("#")) expect(canonicalUrls.includes(url) || url.includes("/images/"), url).toBe(true);
    }
  });

  test("links are crawlable and say where they lead", () => {
    for (const link of document.querySelectorAll("a")) {
      const href = link.getAttribute("href") ?? "";
      expect(href, link.outerHTML).not.toBe("");
      expect(href.startsWith("javascript:")).toBe(false);
      const text = link.textContent?.trim() ?? "";
      // A bare address as link text is what Lighthouse's link-text audit rejects; icon links are named by aria-label.
      expect(/^https?:\/\//.test(text), href).toBe(false);
      expect(text || link.getAttribute("aria-label"), href).toBeTruthy();
    }
  });
});

describe("the 404 page", () => {
  test("answers 404, is kept out of the index, has no canonical address, and still names the company", async () => {
    const { status, document } = await fetchDocument("/page/qui-n-existe-pas");
    expect(status).toBe(404);
    expect(one(document, "title", "text")).toBe(notFound.meta.titre);
    expect(one(document, 'meta[name="robots"]')).toBe("noindex");
    expect(document.querySelectorAll('link[rel="canonical"], meta[property^="og:"]')).toHaveLength(0);
    const documents = ldJson(document);
    expect(documents).toHaveLength(1);
    expect(jsonLdProblems(documents[0])).toEqual([]);
    expect(graphTypes(documents[0])).toEqual(["Organization"]);
  });
});

describe("sitemap.xml and robots.txt", () => {
  test("the sitemap lists exactly the canonical address of every page", async () => {
    const response = await fetch(`${origin()}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const document = new new JSDOM().window.DOMParser().parseFromString(await response.text(), "application/xml");
    expect(document.querySelector("parsererror")).toBeNull();
    const locations = [...document.getElementsByTagName("loc")].map((loc) => loc.textContent);
    expect(locations.toSorted()).toEqual(canonicalUrls.toSorted());
  });

  test("robots.txt lets crawlers in and points to the sitemap", async () => {
    const response = await fetch(`${origin()}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n").map((line) => line.trim());
    expect(lines).toContain("User-agent: *");
    expect(lines.filter((line) => /^disallow:\s*\S/i.test(line))).toEqual([]);
    expect(lines.filter((line) => /^sitemap:/i.test(line))).toEqual([`Sitemap: ${origine}/sitemap.xml`]);
  });
});

describe("in the browser", () => {
  const site = useBrowser();

  test("hydration keeps the head, and a client-side move gives the new page its own title, canonical address and JSON-LD", async () => {
    const { page, problems } = await site.openPage("/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const rbn = readContent("fiches/rbn.json");
    await page.locator("footer a[href='/rbn']").first().click();
    await page.waitForURL(`${origin()}/rbn`);
    await page.waitForFunction((title) => document.title === title, rbn.meta.titre);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${origine}/rbn`);
    expect(await page.locator('meta[property="og:url"]').getAttribute("content")).toBe(`${origine}/rbn`);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts).toHaveLength(1);
    expect(graphTypes(JSON.parse(scripts[0]))).toEqual(["Organization", ...(languages.length > 1 ? ["WebPage"] : []), "Product", "BreadcrumbList"]);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
  });
});
