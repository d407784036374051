import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { canonicalPaths, robotsTxt, sitemapXml, writeSitemapAndRobots } from "#scripts/build/sitemap.ts";
import { ContentSandbox } from "#test/support/content-sandbox.ts";
import { canonicalPath } from "#app/model/site-routes.ts";
import { allRoutes, readContent } from "#test/support/content.ts";

const { origine } = readContent("site/reglages.json");

/** The <loc> values of a sitemap, read with an XML parser. */
function locations(xml: string): string[] {
  const { window } = new JSDOM();
  const document = new window.DOMParser().parseFromString(xml, "application/xml");
  expect(document.querySelector("parsererror")).toBeNull();
  expect(document.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  return [...document.getElementsByTagName("loc")].map((loc) => loc.textContent ?? "");
}

describe("sitemap.xml", () => {
  test("lists every page once at its canonical address: / but not /accueil, never the 404", () => {
    const paths = canonicalPaths();
    expect(paths).toContain("/");
    expect(paths).not.toContain("/accueil");
    expect(paths).not.toContain("/404");
    expect(new Set(paths).size).toBe(paths.length);
    // Every route but the home page's alias, in every language.
    expect(paths.sort()).toEqual(allRoutes.filter((route) => route.canonical).map((route) => canonicalPath(route.collection, route.slug, route.locale)).sort());
    expect(locations(sitemapXml(origine, canonicalPaths()))).toEqual(canonicalPaths().map((p) => `${origine}${p}`));
  });

  test("in a site of several languages, each address lists the same page in each language, and French as the default", () => {
    const xml = sitemapXml(origine, ["/rbn", "/en/rbn", "/en/"], ["fr", "en", "ar"]);
    const { window } = new JSDOM();
    const document = new window.DOMParser().parseFromString(xml, "application/xml");
    expect(document.querySelector("parsererror")).toBeNull();
    const links = (index: number) =>
      [...document.getElementsByTagName("url")[index].getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`);
    const rbn = ["fr /rbn", "en /en/rbn", "ar /ar/rbn", "x-default /rbn"].map((line) => line.replace(" ", ` ${origine}`));
    expect(links(0)).toEqual(rbn);
    expect(links(1)).toEqual(rbn);
    expect(links(2)).toEqual(["fr /", "en /en/", "ar /ar/", "x-default /"].map((line) => line.replace(" ", ` ${origine}`)));
    // A site in French only: plain addresses.
    expect(sitemapXml(origine, ["/rbn"], ["fr"])).not.toContain("xhtml");
  });

  test("a new page in content is listed by the next build", () => {
    const sandbox = new ContentSandbox();
    const out = mkdtempSync(path.join(tmpdir(), "plan-"));
    try {
      const seventh = sandbox.read("applications/papeterie.json");
      sandbox.write("applications/signaletique.json", { ...seventh, menu: "Signalétique", ordre: 7 });
      sandbox.edit("site/reglages.json", (settings) => (settings.origine = "https://papier.example.org"));
      // One more page in each language.
      expect(writeSitemapAndRobots(out, sandbox.dir)).toEqual({ urls: canonicalPaths().length + new Set(allRoutes.map((route) => route.locale)).size });
      expect(locations(readFileSync(path.join(out, "sitemap.xml"), "utf8"))).toContain("https://papier.example.org/signaletique");
      expect(readFileSync(path.join(out, "robots.txt"), "utf8")).toContain("Sitemap: https://papier.example.org/sitemap.xml");
    } finally {
      sandbox.dispose();
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe("robots.txt", () => {
  test("lets every crawler in and points to the sitemap by its absolute address", () => {
    const lines = robotsTxt(origine).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines.filter((line) => /^Disallow:\s*\S/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.startsWith("Sitemap:"))).toEqual([`Sitemap: ${origine}/sitemap.xml`]);
  });
});
