import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { readSiteRoutes } from "./content/loader.server.ts";

// Pages come from the files in content/: one generic module per kind of page, so a
// new JSON file in content/applications/ or content/fiches/ is a new page.
export default [
  ...readSiteRoutes().map((page) =>
    page.path === "/" ? index(page.module, { id: page.id }) : route(page.path.slice(1), page.module, { id: page.id }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
