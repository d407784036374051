import type { Config } from "@react-router/dev/config";
import { readSiteRoutes } from "./app/content/loader.server.ts";
import { prerenderPaths } from "./app/model/site-routes.ts";

export default {
  // Static site: no runtime server; every route is pre-rendered at build time.
  ssr: false,
  prerender: () => prerenderPaths(readSiteRoutes()),
} satisfies Config;
