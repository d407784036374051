import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { publishReferencedImages } from "./lib/image-build.ts";
import { BUILD_CLIENT_DIR } from "./lib/paths.ts";
import { NOT_FOUND_PRERENDER_PATH } from "./lib/site-routes.ts";
import { writeSitemapAndRobots } from "./lib/sitemap.ts";

/**
 * Finishes the static output:
 * - publishes the image variants the pre-rendered pages reference (encoded with sharp,
 *   or taken from the cache in .cache/images/);
 * - moves the pre-rendered 404 page to build/client/404.html, the file static hosts
 *   (and scripts/serve.ts) send with status 404 for unknown paths.
 */
const prerendered = path.join(BUILD_CLIENT_DIR, NOT_FOUND_PRERENDER_PATH, "index.html");
if (!existsSync(prerendered)) {
  console.error(`Page 404 introuvable : ${prerendered} n'a pas été pré-rendue.`);
  process.exit(1);
}
renameSync(prerendered, path.join(BUILD_CLIENT_DIR, "404.html"));
rmSync(path.join(BUILD_CLIENT_DIR, NOT_FOUND_PRERENDER_PATH), { recursive: true, force: true });
// Every route is pre-rendered, so React Router's SPA fallback page would only be served by a misconfigured host.
rmSync(path.join(BUILD_CLIENT_DIR, "__spa-fallback.html"), { force: true });
console.log("Page 404 : build/client/404.html");
console.log(`Plan du site : ${writeSitemapAndRobots(BUILD_CLIENT_DIR).urls} adresses dans build/client/sitemap.xml, référencé par build/client/robots.txt`);

const started = performance.now();
const report = await publishReferencedImages({ buildDir: BUILD_CLIENT_DIR });
const seconds = ((performance.now() - started) / 1000).toLocaleString("fr-FR", { maximumFractionDigits: 1 });
console.log(
  `Images : ${report.variants} variantes de ${report.sources} sources dans build/client/assets/images/ ` +
    `(${report.encoded} encodées, ${report.variants - report.encoded} reprises du cache) en ${seconds} s`,
);
