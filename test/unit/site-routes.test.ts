import { expect, test } from "vitest";
import { readSiteRoutes } from "#app/content/loader.server.ts";
import { prerenderPaths, slugFromPattern } from "#app/model/site-routes.ts";
import { CONTENT_DIR } from "#scripts/lib/paths.ts";

const siteRoutes = (contentDir = CONTENT_DIR) => readSiteRoutes(contentDir);
import { validateContent } from "#scripts/checks/content/validate.ts";
import { ContentSandbox } from "#test/support/content-sandbox.ts";

test("the site has the specification's 15 routes plus /applications, /mentions-legales and /comparer", () => {
  const paths = siteRoutes().map((route) => route.path).sort();
  expect(paths).toEqual(
    [
      "/", "/accueil", "/qui-sommes-nous", "/pourquoi-stone-paper", "/contact", "/applications", "/mentions-legales", "/comparer",
      "/rbn", "/stn", "/spn", "/rpn",
      "/papeterie", "/emballages-alimentaire", "/etiquette-bouteilles", "/emballages-luxe", "/stone-paper-agricole", "/papiers-peints",
    ].sort(),
  );
  expect(new Set(siteRoutes().map((route) => route.id)).size).toBe(18);
  expect(prerenderPaths(siteRoutes())).toContain("/404");
});

test("application pages and data sheets each use one generic route module", () => {
  const modules = new Map(siteRoutes().map((route) => [route.collection, route.module]));
  expect(siteRoutes().filter((route) => route.module === modules.get("applications"))).toHaveLength(6);
  expect(siteRoutes().filter((route) => route.module === modules.get("fiches"))).toHaveLength(4);
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
  for (const route of siteRoutes()) expect(slugFromPattern(route.path)).toBe(route.slug);
});
