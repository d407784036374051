import type { MetaDescriptor } from "react-router";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { sharedImage } from "#app/content/sharing.server.ts";
import type { Image } from "#app/generated/content-types.ts";
import { IMAGE_ROLES } from "#app/model/image-roles.ts";
import * as application from "#app/routes/application.tsx";
import * as dataSheet from "#app/routes/data-sheet.tsx";
import * as notFound from "#app/routes/not-found.tsx";
import * as page from "#app/routes/page.tsx";
import { imageSourceFile, readSourceInfo } from "#app/content/image-sources.server.ts";
import { CONTENT_DIR, PUBLIC_DIR } from "#scripts/lib/paths.ts";
import type { SiteRoute } from "#app/model/site-routes.ts";
import { ContentSandbox } from "#test/support/content-sandbox.ts";
import { localizedPath } from "#app/model/locale.ts";
import { builtTranslations } from "#app/model/translations.ts";
import { loadContent } from "#app/content/loader.server.ts";
import { readContent, routes } from "#test/support/content.ts";
import { graphTypes, jsonLdProblems } from "#test/support/json-ld.ts";

const { origine, imagePartage } = readContent("site/reglages.json");
const company = readContent("site/entreprise.json");
const languageFile = readContent("site/langues.json");
const languages = [languageFile.langues[0], ...builtTranslations(languageFile)];
/** A site-wide file as a language shows it (its translations in place, the French where they are missing). */
const readTranslated = (locale: string, file: "site/page-introuvable.json") => loadContent(CONTENT_DIR, locale).notFound;

const MODULES: Record<string, { loader: (args: never) => unknown; meta: (args: never) => MetaDescriptor[] | undefined }> = {
  "routes/page.tsx": page,
  "routes/application.tsx": application,
  "routes/data-sheet.tsx": dataSheet,
};

/** What React Router puts in the <head> of a pre-rendered route: its loader's data through its meta function. */
function headOf(route: SiteRoute): MetaDescriptor[] {
  const module = MODULES[route.module];
  const loaderData = module.loader({ request: new Request(`http://localhost${route.path}`), pattern: route.path, params: {}, context: {} } as never);
  return module.meta({ loaderData, location: { pathname: route.path } } as never) ?? [];
}

const content = (route: SiteRoute) => readContent(`${route.collection}/${route.slug}.json`);

/** The page's own picture, as the brief for each kind of page names it. */
function ownImage(route: SiteRoute): Image | undefined {
  const data = content(route);
  if (route.collection === "applications") return data.imagePrincipale;
  if (route.collection === "fiches") return data.carte.image;
  return data.visuel;
}

const metaContent = (head: MetaDescriptor[], key: "name" | "property", value: string) =>
  head.filter((tag) => (tag as Record<string, unknown>)[key] === value).map((tag) => (tag as { content: string }).content);
const single = (head: MetaDescriptor[], key: "name" | "property", value: string) => {
  const found = metaContent(head, key, value);
  expect(found, `${key}=${value}`).toHaveLength(1);
  return found[0];
};
const ldJson = (head: MetaDescriptor[]) => head.filter((tag) => "script:ld+json" in tag).map((tag) => JSON.parse(JSON.stringify((tag as Record<string, unknown>)["script:ld+json"])));

describe.each(routes.map((route) => [route.path, route] as const))("%s", (_path, route) => {
  const head = headOf(route);
  const { meta } = content(route);
  const canonical = `${origine}${route.path === "/accueil" ? "/" : route.path}`;

  test("the same page in each built language, and French for any other reader", () => {
    const alternates = head.filter((tag) => (tag as { rel?: string }).rel === "alternate");
    const french = canonical.slice(origine.length);
    const expected = languages.length > 1 ? [...languages.map(({ code }) => [code, localizedPath(french, code)]), ["x-default", french]] : [];
    expect(alternates).toEqual(expected.map(([hrefLang, path]) => ({ tagName: "link", rel: "alternate", hrefLang, href: `${origine}${path}` })));
  });

  test("title, description and canonical address from content", () => {
    expect(head.filter((tag) => "title" in tag)).toEqual([{ title: meta.titre }]);
    expect(single(head, "name", "description")).toBe(meta.description);
    expect(head.filter((tag) => (tag as { rel?: string }).rel === "canonical")).toEqual([{ tagName: "link", rel: "canonical", href: canonical }]);
    expect(metaContent(head, "name", "robots")).toEqual([]);
  });

  test("Open Graph and Twitter card with the page's own picture as a 1200 px JPEG", () => {
    const image = ownImage(route) ?? imagePartage;
    const source = readSourceInfo(imageSourceFile(image.src, { contentDir: CONTENT_DIR, publicDir: PUBLIC_DIR }));
    const width = Math.min(IMAGE_ROLES.partage.widths[0], source.format === "svg" ? Infinity : source.width);
    const url = single(head, "property", "og:image");
    expect(url).toMatch(new RegExp(`^${origine}/assets/images/${image.src.slice("/images/".length).replace(/\.\w+$/, "").replaceAll("/", "-")}-${source.hash}-${width}\\.jpg$`));
    expect(single(head, "property", "og:image:type")).toBe("image/jpeg");
    expect(single(head, "property", "og:image:width")).toBe(String(width));
    expect(single(head, "property", "og:image:height")).toBe(String(Math.round((width * source.height) / source.width)));
    expect(single(head, "property", "og:image:alt")).toBe(image.alt);
    expect(single(head, "property", "og:type")).toBe("website");
    expect(single(head, "property", "og:locale")).toBe("fr_FR");
    expect(single(head, "property", "og:site_name")).toBe(company.nom);
    expect(single(head, "property", "og:url")).toBe(canonical);
    expect(single(head, "property", "og:title")).toBe(meta.titre);
    expect(single(head, "property", "og:description")).toBe(meta.description);
    expect(single(head, "name", "twitter:card")).toBe("summary_large_image");
    // The rest of X's card comes from the Open Graph tags, which X falls back to.
    expect(metaContent(head, "name", "twitter:title")).toEqual([]);
  });

  test("one JSON-LD graph: the company, then what the page is about", () => {
    const documents = ldJson(head);
    expect(documents).toHaveLength(1);
    expect(jsonLdProblems(documents[0])).toEqual([]);
    // In a site of several languages, the page and its language come after the company.
    const all = graphTypes(documents[0]);
    const types = languages.length > 1 ? [all[0], ...all.slice(2)] : all;
    if (languages.length > 1) expect(documents[0]["@graph"][1]).toEqual({ "@type": "WebPage", "@id": canonical, inLanguage: "fr" });
    expect(types[0]).toBe("Organization");
    // The establishment (address, opening hours) once, on the home page.
    if (route.collection === "fiches") expect(types.slice(1)).toEqual(["Product", "BreadcrumbList"]);
    else if (canonical === `${origine}/`) expect(types.slice(1)).toEqual(["LocalBusiness", "WebSite"]);
    else expect(types.slice(1)).toEqual(["BreadcrumbList"]);
    const trail = documents[0]["@graph"].find((node: { "@type": string }) => node["@type"] === "BreadcrumbList");
    if (trail) {
      expect(trail.itemListElement.at(-1).item).toBe(canonical);
      // Under its submenu's overview page when it has one (navigation.json): /applications, /comparer.
      const submenu = route.collection === "applications" || route.collection === "fiches" ? route.collection : undefined;
      const overview = submenu && readContent("site/navigation.json").menu.find((item: { sousMenu?: { source: string } }) => item.sousMenu?.source === submenu)?.sousMenu?.vueEnsemble;
      expect(trail.itemListElement.map((item: { item: string }) => item.item)).toEqual(overview ? [`${origine}/`, `${origine}${overview.href}`, canonical] : [`${origine}/`, canonical]);
    }
    const product = documents[0]["@graph"].find((node: { "@type": string }) => node["@type"] === "Product");
    if (product) expect(product.image).toBe(single(head, "property", "og:image"));
  });
});

describe("the 404 page", () => {
  const head = notFound.meta({ location: { pathname: "/page-inconnue" } } as never) ?? [];
  const page = readContent("site/page-introuvable.json");

  test("under a language's prefix, in that language", () => {
    for (const language of languages.slice(1)) {
      const own = notFound.meta({ location: { pathname: `/${language.code}/page-inconnue` } } as never) ?? [];
      expect(own.find((tag) => "title" in tag)).toEqual({ title: readTranslated(language.code, "site/page-introuvable.json").meta.titre });
    }
  });

  test("is kept out of search results, with no canonical address nor link preview", () => {
    expect(head.filter((tag) => "title" in tag)).toEqual([{ title: page.meta.titre }]);
    expect(single(head, "name", "description")).toBe(page.meta.description);
    expect(single(head, "name", "robots")).toBe("noindex");
    expect(head.some((tag) => (tag as { rel?: string }).rel === "canonical" || "property" in tag)).toBe(false);
  });

  test("still names the company in JSON-LD", () => {
    const documents = ldJson(head);
    expect(documents).toHaveLength(1);
    expect(jsonLdProblems(documents[0])).toEqual([]);
    expect(graphTypes(documents[0])).toEqual(["Organization"]);
  });
});

describe("the link-preview picture", () => {
  test("a page without a picture of its own shows the site-wide one of reglages.json", () => {
    expect(sharedImage(undefined)).toMatchObject({ alt: imagePartage.alt, width: 1200 });
    expect(sharedImage(undefined).src).toMatch(/^\/assets\/images\/.+-1200\.jpg$/);
  });

  test("a brand file (SVG logo) never stands for a page: the site-wide picture does", () => {
    expect(sharedImage(company.logo)).toEqual(sharedImage(undefined));
  });

  test("the site-wide picture must be a photo of at least 1200 px: the width of the previews", async () => {
    const sandbox = new ContentSandbox();
    try {
      const photo = (width: number) => sharp({ create: { width, height: Math.round((width * 2) / 3), channels: 3, background: "#1F5A4E" } }).jpeg().toBuffer();
      sandbox.writeImage("partage.jpg", await photo(1000));
      sandbox.edit("site/reglages.json", (settings) => (settings.imagePartage.src = "/images/partage.jpg"));
      const errors = sandbox.validate();
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ file: "content/site/reglages.json", path: "imagePartage.src" });
      expect(errors[0].message).toMatch(/\(aperçu des liens partagés\) l'affiche jusqu'à 1.200 px/);
      sandbox.writeImage("partage.jpg", await photo(1200));
      expect(sandbox.validate()).toEqual([]);
    } finally {
      sandbox.dispose();
    }
  });
});
