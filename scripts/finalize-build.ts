import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { applyContentSecurityPolicy } from "./build/csp.ts";
import { hostOptionsFromContent, writeHostFiles } from "./build/host-config.ts";
import { publishReferencedImages } from "./build/image-build.ts";
import { budgetReport } from "./build/page-weight.ts";
import { progressLine } from "./build/progress.ts";
import { applyScriptStart, FrameworkOutputError } from "./build/script-start.ts";
import { buildPdfs } from "./build/pdf/publish.ts";
import { BUILD_CLIENT_DIR, CONTENT_DIR } from "./lib/paths.ts";
import { readSiteRoutes } from "#app/content/loader.server.ts";
import { NOT_FOUND_PRERENDER_PATH, prerenderedFile } from "#app/model/site-routes.ts";
import { writeSitemapAndRobots } from "./build/sitemap.ts";
import { findPlaceholders, placeholderWarning } from "./checks/publication-check.ts";

/**
 * Finishes the static output:
 * - publishes the image variants the pre-rendered pages reference (encoded with sharp,
 *   or taken from the cache in .cache/images/);
 * - generates the catalogue and data-sheet PDFs from content/ (cached in .cache/pdf/),
 *   after the images because the PDFs embed their JPEG variants;
 * - moves the pre-rendered 404 page to build/client/404.html, the file static hosts
 *   (and scripts/serve.ts) send with status 404 for unknown paths;
 * - writes `_headers` and `_redirects` for Netlify/Cloudflare Pages-style hosts;
 * - starts each page's scripts after its load event (scripts/build/script-start.ts);
 * - last, gives every page its Content-Security-Policy with its inline-script hashes;
 * - then says, in one line, whether placeholders remain (`npm run build:production`
 *   refuses to build while they do).
 */
const prerendered = path.join(BUILD_CLIENT_DIR, NOT_FOUND_PRERENDER_PATH, "index.html");
if (!existsSync(prerendered)) {
  console.error(`Page 404 introuvable : ${prerendered} n'a pas été pré-rendue.`);
  process.exit(1);
}
renameSync(prerendered, path.join(BUILD_CLIENT_DIR, "404.html"));
rmSync(path.join(BUILD_CLIENT_DIR, NOT_FOUND_PRERENDER_PATH), { recursive: true, force: true });
// Every route is pre-rendered, so React Router's SPA fallback page would only be served by a misconfigured host.
// It is removed by the name React Router gives it: a build without it means that name changed, and the page would stay.
const spaFallback = path.join(BUILD_CLIENT_DIR, "__spa-fallback.html");
if (!existsSync(spaFallback)) {
  console.error(new FrameworkOutputError("la page de repli de React Router (__spa-fallback.html) est introuvable, elle serait publiée sous un autre nom", "build/client/").message);
  process.exit(1);
}
rmSync(spaFallback);
console.log("Page 404 : build/client/404.html");
console.log(`Plan du site : ${writeSitemapAndRobots(BUILD_CLIENT_DIR).urls} adresses dans build/client/sitemap.xml, référencé par build/client/robots.txt`);

const started = performance.now();
const progress = progressLine();
const report = await publishReferencedImages({
  buildDir: BUILD_CLIENT_DIR,
  // A cold build encodes for about two minutes: say how far it is (all from the cache: the summary says so).
  onProgress: ({ done, total, encoded }) => encoded > 0 && progress(`Images : ${done}/${total} images prêtes (${encoded} variantes encodées)…`, done / total),
});
const seconds = ((performance.now() - started) / 1000).toLocaleString("fr-FR", { maximumFractionDigits: 1 });
console.log(
  `Images : ${report.variants} variantes de ${report.sources} sources dans build/client/assets/images/ ` +
    `(${report.encoded} encodées, ${report.variants - report.encoded} reprises du cache) en ${seconds} s`,
);

await buildPdfs(BUILD_CLIENT_DIR);

writeHostFiles(BUILD_CLIENT_DIR, readSiteRoutes(CONTENT_DIR).map((route) => route.path), hostOptionsFromContent(CONTENT_DIR));
console.log("Hébergeurs : build/client/_headers et build/client/_redirects");

console.log(`Scripts : démarrés après le chargement de la page dans ${applyScriptStart(BUILD_CLIENT_DIR)} pages`);

// Last step: it hashes the inline scripts of the final HTML, so every step that writes HTML must come before it.
const csp = applyContentSecurityPolicy(BUILD_CLIENT_DIR);
console.log(`Politique de sécurité : ${csp.pages} pages, ${csp.hashes} scripts en ligne autorisés par leur empreinte SHA-256`);

// What each page costs a visitor, against the budgets that `npm test` enforces (test/e2e/page-weight.test.ts).
const routes = readSiteRoutes(CONTENT_DIR).map((route) => prerenderedFile(route.path));
for (const line of budgetReport(BUILD_CLIENT_DIR, [...routes, "404.html"]).lines) console.log(line);

// One line, last, so that it is seen: a build with placeholders is fine for trying the site, not for publishing it.
const warning = placeholderWarning(findPlaceholders());
if (warning) console.warn(warning);
