import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { readSiteRoutes } from "./content/loader.server.ts";
import { routeConfigs } from "./model/site-routes.ts";

// Pages come from the files in content/: one generic module per kind of page, so a
// new JSON file in content/applications/ or content/fiches/ is a new page, in every language.
export default [
  ...routeConfigs(readSiteRoutes()).map((page) => (page.path === undefined ? index(page.module, { id: page.id }) : route(page.path, page.module, { id: page.id }))),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
