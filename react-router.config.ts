import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./scripts/lib/site-routes.ts";

export default {
  // Static site: no runtime server; every route is pre-rendered at build time.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
