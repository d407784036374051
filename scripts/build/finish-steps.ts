import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { builtLocales, readSiteRoutes } from "#app/content/loader.server.ts";
import { canonicalPath, notFoundFile, notFoundPrerenderPath, prerenderedFile } from "#app/model/site-routes.ts";
import { applyContentSecurityPolicy } from "./csp.ts";
import { hostOptionsFromContent, writeHostFiles } from "./host-config.ts";
import { publishReferencedImages } from "./image-build.ts";
import { budgetReport } from "./page-weight.ts";
import { buildPdfs } from "./pdf/publish.ts";
import { precompress } from "./precompress.ts";
import { progressLine } from "./progress.ts";
import { applyScriptStart, FrameworkOutputError } from "./script-start.ts";
import { writeSitemapAndRobots } from "./sitemap.ts";

/*
 * What the build does after React Router has pre-rendered the pages, in order. Each step
 * names the steps it needs before it; `checkOrder` refuses a list where a step comes
 * before one it needs, so reordering cannot silently break the output (a unit test runs
 * it on this list).
 */

export interface FinishStep {
  name: string;
  /** Steps that must have run before this one, and why. */
  after?: Record<string, string>;
  run(dirs: { buildDir: string; contentDir: string }): void | Promise<void>;
}

export const FINISH_STEPS: FinishStep[] = [
  {
    name: "page 404",
    // Static hosts (and scripts/serve.ts) send build/client/404.html for unknown paths, and
    // en/404.html for unknown paths under /en/ (nginx by its configuration, Cloudflare Pages
    // as the nearest 404.html).
    run({ buildDir, contentDir }) {
      for (const locale of builtLocales(contentDir)) {
        const folder = path.join(buildDir, notFoundPrerenderPath(locale));
        const prerendered = path.join(folder, "index.html");
        if (!existsSync(prerendered)) throw new Error(`Page 404 introuvable : ${prerendered} n'a pas été pré-rendue.`);
        const target = path.join(path.dirname(folder), "404.html");
        renameSync(prerendered, target);
        rmSync(folder, { recursive: true, force: true });
        console.log(`Page 404 : ${path.relative(process.cwd(), target)}`);
      }
    },
  },
  {
    name: "page de repli",
    // Every route is pre-rendered, so React Router's SPA fallback page would only be served by a misconfigured host.
    // It is removed by the name React Router gives it: a build without it means that name changed, and the page would stay.
    run({ buildDir }) {
      const spaFallback = path.join(buildDir, "__spa-fallback.html");
      if (!existsSync(spaFallback)) throw new FrameworkOutputError("la page de repli de React Router (__spa-fallback.html) est introuvable, elle serait publiée sous un autre nom", "build/client/");
      rmSync(spaFallback);
    },
  },
  {
    name: "données des pages d'accueil",
    // A language's home page is the route "/en", pre-rendered with its data as "en.data", and
    // linked by its canonical address "/en/", for which React Router's browser side asks
    // "/en/_.data": without that file, following the link was a full page load.
    run({ buildDir, contentDir }) {
      for (const route of readSiteRoutes(contentDir)) {
        const canonical = canonicalPath(route.collection, route.slug, route.locale);
        if (route.path === "/" || canonical !== `${route.path}/`) continue;
        const data = path.join(buildDir, `${route.path.slice(1)}.data`);
        if (!existsSync(data)) throw new Error(`Données de ${route.path} introuvables : ${data} n'a pas été pré-rendu (React Router nomme-t-il autrement les données d'une page ?).`);
        mkdirSync(path.join(buildDir, route.path.slice(1)), { recursive: true });
        copyFileSync(data, path.join(buildDir, route.path.slice(1), "_.data"));
      }
    },
  },
  {
    name: "plan du site",
    run({ buildDir }) {
      console.log(`Plan du site : ${writeSitemapAndRobots(buildDir).urls} adresses dans build/client/sitemap.xml, référencé par build/client/robots.txt`);
    },
  },
  {
    name: "images",
    // The image variants the pre-rendered pages reference (encoded with sharp, or taken from the cache in .cache/images/).
    async run({ buildDir }) {
      const started = performance.now();
      const progress = progressLine();
      const report = await publishReferencedImages({
        buildDir,
        // A cold build encodes for about two minutes: say how far it is (all from the cache: the summary says so).
        onProgress: ({ done, total, encoded }) => encoded > 0 && progress(`Images : ${done}/${total} images prêtes (${encoded} variantes encodées)…`, done / total),
      });
      const seconds = ((performance.now() - started) / 1000).toLocaleString("fr-FR", { maximumFractionDigits: 1 });
      console.log(
        `Images : ${report.variants} variantes de ${report.sources} sources dans build/client/assets/images/ ` +
          `(${report.encoded} encodées, ${report.variants - report.encoded} reprises du cache) en ${seconds} s`,
      );
    },
  },
  {
    name: "PDF",
    after: { images: "the PDFs embed the images' JPEG variants" },
    // The catalogue and data-sheet PDFs from content/ (cached in .cache/pdf/).
    run: ({ buildDir }) => buildPdfs(buildDir),
  },
  {
    name: "hébergeurs",
    // `_headers` and `_redirects` for Netlify/Cloudflare Pages-style hosts.
    run({ buildDir, contentDir }) {
      writeHostFiles(buildDir, readSiteRoutes(contentDir).map((route) => route.path), hostOptionsFromContent(contentDir));
      console.log("Hébergeurs : build/client/_headers et build/client/_redirects");
    },
  },
  {
    name: "démarrage des scripts",
    after: { "page 404": "the 404 page's scripts start late too" },
    // Each page's scripts start after its load event (scripts/build/script-start.ts).
    run({ buildDir }) {
      console.log(`Scripts : démarrés après le chargement de la page dans ${applyScriptStart(buildDir)} pages`);
    },
  },
  {
    name: "politique de sécurité",
    after: { "page 404": "it hashes the final HTML", "démarrage des scripts": "it hashes the inline scripts that step writes" },
    run({ buildDir }) {
      const csp = applyContentSecurityPolicy(buildDir);
      console.log(`Politique de sécurité : ${csp.pages} pages, ${csp.hashes} scripts en ligne autorisés par leur empreinte SHA-256`);
    },
  },
  {
    name: "compression",
    after: {
      "politique de sécurité": "a page's copy must be the page as published",
      "plan du site": "the sitemap gets a copy too",
      "données des pages d'accueil": "the copied navigation data gets a copy too",
    },
    // A Brotli copy of every text file, served in its place by nginx and the preview server (precompress.ts).
    async run({ buildDir }) {
      const { files, before, after } = await precompress(buildDir);
      const kib = (bytes: number) => (bytes / 1024).toLocaleString("fr-FR", { maximumFractionDigits: 0 });
      console.log(`Compression : ${files} fichiers texte ont leur copie Brotli (.br), ${kib(before)} Kio → ${kib(after)} Kio`);
    },
  },
  {
    name: "poids des pages",
    after: { "politique de sécurité": "it weighs the HTML as published", images: "it weighs the images pages load first" },
    // What each page costs a visitor, against the budgets that `npm test` enforces (test/e2e/page-weight.test.ts).
    run({ buildDir, contentDir }) {
      const routes = readSiteRoutes(contentDir).map((route) => prerenderedFile(route.path));
      for (const line of budgetReport(buildDir, [...routes, ...builtLocales(contentDir).map(notFoundFile)]).lines) console.log(line);
    },
  },
];

/** The steps a list runs before one it needs, as messages; empty when the order holds. */
export function checkOrder(steps: readonly FinishStep[]): string[] {
  const problems: string[] = [];
  steps.forEach((step, index) => {
    for (const [needed, why] of Object.entries(step.after ?? {})) {
      const at = steps.findIndex((other) => other.name === needed);
      if (at === -1) problems.push(`« ${step.name} » attend « ${needed} », qui n'existe pas`);
      else if (at > index) problems.push(`« ${step.name} » doit venir après « ${needed} » : ${why}`);
    }
  });
  return problems;
}

/** Runs the steps in order; refuses to start when the order does not hold. */
export async function runFinishSteps(steps: readonly FinishStep[], dirs: { buildDir: string; contentDir: string }): Promise<void> {
  const problems = checkOrder(steps);
  if (problems.length > 0) throw new Error(`Ordre des étapes de la construction :\n${problems.join("\n")}`);
  for (const step of steps) await step.run(dirs);
}
