import { expect, test } from "vitest";
import { readSiteRoutes } from "#app/content/loader.server.ts";
import { LOCALE_PARAM, prerenderPaths, routeConfigs, slugFromPattern } from "#app/model/site-routes.ts";
import { CONTENT_DIR } from "#scripts/lib/paths.ts";

const siteRoutes = (contentDir = CONTENT_DIR) => readSiteRoutes(contentDir);
import { validateContent } from "#scripts/checks/content/validate.ts";
import { ContentSandbox } from "#test/support/content-sandbox.ts";

const frenchRoutes = (contentDir = CONTENT_DIR) => siteRoutes(contentDir).filter((route) => route.locale === "fr");
const codes = ["fr", "en", "ar"];

test("the site has the specification's 15 routes plus /applications, /mentions-legales and /comparer", () => {
  const paths = frenchRoutes().map((route) => route.path).sort();
  expect(paths).toEqual(
    [
      "/", "/accueil", "/qui-sommes-nous", "/pourquoi-stone-paper", "/contact", "/applications", "/mentions-legales", "/comparer",
      "/rbn", "/stn", "/spn", "/rpn",
      "/papeterie", "/emballages-alimentaire", "/etiquette-bouteilles", "/emballages-luxe", "/stone-paper-agricole", "/papiers-peints",
    ].sort(),
  );
  expect(new Set(frenchRoutes().map((route) => route.id)).size).toBe(18);
  expect(prerenderPaths(siteRoutes())).toContain("/404");
});

test("each other built language has every French page under its prefix, with the same names, and its own 404 page", () => {
  const french = frenchRoutes().map((route) => route.path);
  const others = [...new Set(siteRoutes().map((route) => route.locale))].filter((locale) => locale !== "fr");
  for (const locale of others) {
    const paths = siteRoutes().filter((route) => route.locale === locale).map((route) => route.path);
    expect(paths.sort()).toEqual(french.map((path) => (path === "/" ? `/${locale}` : `/${locale}${path}`)).sort());
    expect(prerenderPaths(siteRoutes())).toContain(`/${locale}/404`);
  }
  expect(new Set(siteRoutes().map((route) => route.id)).size).toBe(siteRoutes().length);
});

test("the routes React Router knows: one per French page, which also matches its twins through an optional language segment, and each language's home", () => {
  const routes = siteRoutes();
  const configs = routeConfigs(routes);
  const several = routes.some((route) => route.locale !== "fr");
  expect(configs).toHaveLength(frenchRoutes().length + new Set(routes.map((route) => route.locale)).size - 1);
  expect(configs.find((config) => config.path === undefined)?.id).toBe("pages-accueil");
  expect(configs.find((config) => config.id === "fiches-rbn")?.path).toBe(several ? `:${LOCALE_PARAM}?/rbn` : "rbn");
  // A site in French only keeps its plain paths.
  expect(routeConfigs(frenchRoutes()).find((config) => config.id === "fiches-rbn")?.path).toBe("rbn");
});

test("application pages and data sheets each use one generic route module", () => {
  const modules = new Map(frenchRoutes().map((route) => [route.collection, route.module]));
  expect(frenchRoutes().filter((route) => route.module === modules.get("applications"))).toHaveLength(6);
  expect(frenchRoutes().filter((route) => route.module === modules.get("fiches"))).toHaveLength(4);
});

test("a seventh application is one new JSON file: it becomes a valid route", () => {
  const sandbox = new ContentSandbox();
  try {
    const seventh = sandbox.read("applications/papeterie.json");
    seventh.menu = "Signalétique";
    seventh.ordre = 7;
    // Its own words: a copy that keeps its model's titles is refused (two identical entries in the menus).
    seventh.titre = "Stone paper pour la signalétique";
    seventh.meta = { titre: "Signalétique en stone paper — panneaux et affiches", description: "Panneaux, affiches et plans d'orientation en stone paper : une signalétique qui résiste à l'humidité et aux manipulations." };
    // And its own main picture: a copy that keeps its model's is refused too.
    seventh.imagePrincipale = { src: "/images/applications/signaletique/principale.svg", alt: "Panneau d'orientation en stone paper blanc fixé au mur d'un hall" };
    sandbox.writeImage("applications/signaletique/principale.svg", `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"><rect width="1600" height="1067" fill="#1F5A4E"/></svg>\n`);
    sandbox.write("applications/signaletique.json", seventh);
    const routes = siteRoutes(sandbox.dir);
    expect(routes.find((route) => route.path === "/signaletique")).toMatchObject({ module: "routes/application.tsx", collection: "applications" });
    expect(validateContent({ contentDir: sandbox.dir }).errors).toEqual([]);
  } finally {
    sandbox.dispose();
  }
});

test("a route module finds its content file from the route pattern React Router matched", () => {
  for (const route of siteRoutes()) expect(slugFromPattern(route.path, codes)).toBe(route.slug);
  for (const config of routeConfigs(siteRoutes())) expect(siteRoutes().find((route) => route.id === config.id)?.slug).toBe(slugFromPattern(config.path ?? "", codes));
});
