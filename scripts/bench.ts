/**
 * Benchmark of the built site, for people to read (not part of `npm test`: it takes
 * minutes and its timings depend on the machine):
 *
 * 1. Lighthouse, mobile defaults, N runs (5 by default) on every route: medians and
 *    min–max of the scores, FCP, LCP, TBT, CLS, Speed Index, bytes by type and requests,
 *    checked against the targets below. Machines are shared and noisy: read the medians.
 *    Then where each page's TBT comes from: Lighthouse's own simulation, task by task,
 *    filed under the work each task did (scripts/bench/blocking-time.ts), and what its
 *    LCP estimate waits for, request by request (scripts/bench/largest-paint.ts). With --floor,
 *    each page is also measured without its scripts, run for run in turn with the page
 *    (scripts/bench/without-scripts.ts): the floor its HTML, CSS, images and the browser
 *    set on this machine at that moment, and what the scripts add above it. With --busy,
 *    each page is also measured with the CPU slowed down 8× instead of the profile's 4×,
 *    run for run in turn with the normal run: a phone busy with something else (or a
 *    slower one), where the code's cost shows; its table is checked against the same targets.
 *    With --brotli, each page is also requested as `localhost`, run for run in turn with
 *    the normal run: Chromium offers Brotli to `localhost` over plain HTTP, as it does to
 *    every site over HTTPS, so that run gets what visitors download from the hosts (the
 *    build's Brotli copies), where the normal run, under the site's own host name over
 *    plain HTTP, gets gzip. Same targets, SEO aside (the address is not the site's).
 * 2. What a first visit to each application page transfers at a phone's width, images
 *    included, against its 300 KB budget.
 *
 *   npm run bench                              (build, then measure)
 *   npm run bench -- --no-build                (measure the current build/client/)
 *   npm run bench -- --runs 3 --route /rbn     (fewer runs, one or more routes)
 *   npm run bench -- --json bench.json         (also write the figures to a file)
 *   npm run bench -- --floor                   (also each page without its scripts)
 *   npm run bench -- --busy                    (also each page with the CPU 8× slower)
 *   npm run bench -- --brotli                  (also each page as HTTPS browsers get it)
 *
 * The site is served by scripts/serve.ts, which behaves like the shipped host
 * configuration (compression, caching, 404s). Both tables are followed by their JSON.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Browser } from "playwright-core";
import { BLOCKING_KIND_LABELS, BLOCKING_KINDS, type BlockingKind } from "./bench/blocking-time.ts";
import { countedBytes, lastCounted, type LargestPaintSplit, type PaintHalf } from "./bench/largest-paint.ts";
import { launchChromium } from "./test-tools/chromium.ts";
import {
  type LighthouseRun,
  type Metric,
  METRICS,
  RESOURCE_KINDS,
  type ResourceKind,
  type Spread,
  spread,
  startLighthouseBrowser,
} from "./bench/lighthouse-runner.ts";
import { BUILD_CLIENT_DIR, CONTENT_DIR, ROOT_DIR } from "./lib/paths.ts";
import { loadContent, readSiteRoutes } from "#app/content/loader.server.ts";
import { printTable } from "./bench/text-table.ts";
import { copySiteWithoutScripts } from "./bench/without-scripts.ts";
import { createStaticServer, listen } from "./serve.ts";

const lighthouseVersion: string = JSON.parse(readFileSync(path.join(ROOT_DIR, "node_modules", "lighthouse", "package.json"), "utf8")).version;

/** First visit to an application page must stay under this, images included (issue 4). */
export const BUDGET_BYTES = 300 * 1024;

const KINDS = ["html", "css", "js", "images", "fonts", "data", "other"] as const;
type Kind = (typeof KINDS)[number];

export interface TransferReport {
  path: string;
  viewport: { width: number; height: number; deviceScaleFactor: number };
  /** Bytes on the wire (headers included), by kind of resource. */
  bytes: Record<Kind, number>;
  total: number;
  requests: number;
  /** Largest responses, for finding what to trim. */
  heaviest: { url: string; kind: Kind; bytes: number }[];
}

function kindOf(type: string, url: string): Kind {
  switch (type) {
    case "Document":
      return "html";
    case "Stylesheet":
      return "css";
    case "Script":
      return "js";
    case "Image":
      return "images";
    case "Font":
      return "fonts";
    case "Fetch":
    case "XHR":
      return url.endsWith(".data") ? "data" : "other";
    default:
      return "other";
  }
}

/** Opens `url` in a fresh context (empty cache, like a first visit) and sums what the network delivered until it went idle. */
export async function measureTransfer(browser: Browser, url: string, viewport: TransferReport["viewport"]): Promise<TransferReport> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: "fr-FR",
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const requests = new Map<string, { url: string; kind: Kind; bytes: number }>();
  cdp.on("Network.responseReceived", (event) => {
    requests.set(event.requestId, { url: event.response.url, kind: kindOf(event.type, event.response.url), bytes: 0 });
  });
  cdp.on("Network.loadingFinished", (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Late lazy images and idle-time chunks: wait until nothing has moved for a moment.
  await page.waitForLoadState("networkidle");
  await context.close();

  const bytes = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  for (const request of requests.values()) bytes[request.kind] += request.bytes;
  const all = [...requests.values()];
  return {
    path: new URL(url).pathname,
    viewport,
    bytes,
    total: all.reduce((sum, request) => sum + request.bytes, 0),
    requests: all.length,
    heaviest: all.sort((a, b) => b.bytes - a.bytes).slice(0, 5).map((request) => ({ ...request, url: new URL(request.url).pathname })),
  };
}

const ko = (bytes: number) => (bytes / 1024).toLocaleString("fr-FR", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

function printTransferTable(reports: TransferReport[]): void {
  printTable(
    ["Page", ...KINDS.map((kind) => kind.toUpperCase()), "TOTAL", "Req.", "Budget"],
    reports.map((report) => [
      report.path,
      ...KINDS.map((kind) => ko(report.bytes[kind])),
      ko(report.total),
      String(report.requests),
      report.total <= BUDGET_BYTES ? "ok" : "DÉPASSÉ",
    ]),
  );
}

/** Speed targets for every route, median of the runs (issue: speed ahead of the best static sites). */
export const TARGETS = {
  performance: 98,
  seo: 100,
  fcp: 1000,
  lcp: 1500,
  tbt: 50,
  cls: 0,
} as const;

export interface LighthouseReport {
  path: string;
  runs: number;
  metrics: Record<Metric, Spread>;
  bytes: Record<ResourceKind, Spread>;
  requests: Spread;
  /** Targets the median misses, e.g. ["LCP"]. */
  missed: string[];
  /** Mean TBT of the runs split by kind of task (means, so the parts add up to `tbtMean`). */
  blocking?: Record<BlockingKind, number>;
  tbtMean: number;
  /** What the largest-paint estimate of the run with the median LCP waits for. */
  paint?: LargestPaintSplit;
  /** With --floor: the same page without its scripts, measured in turn with it. */
  withoutScripts?: LighthouseReport;
  /** With --busy: the same page with the CPU BUSY_SLOWDOWN× slower, measured in turn with it. */
  busy?: LighthouseReport;
  /** With --brotli: the same page compressed with Brotli, measured in turn with it. */
  brotli?: LighthouseReport;
}

/** The CPU slowdown of --busy: twice the mobile profile's 4×, the top of the 6–8× a busy or low-end phone shows. */
export const BUSY_SLOWDOWN = 8;

/** `judgeSeo: false` for a page requested under another address than the site's, whose canonical links cannot match it. */
function summarise(routePath: string, runs: LighthouseRun[], { judgeSeo = true } = {}): LighthouseReport {
  const metrics = Object.fromEntries(METRICS.map((metric) => [metric, spread(runs.map((run) => run.metrics[metric]))])) as Record<Metric, Spread>;
  const bytes = Object.fromEntries(RESOURCE_KINDS.map((kind) => [kind, spread(runs.map((run) => run.bytes[kind]))])) as Record<ResourceKind, Spread>;
  const missed = [
    metrics.performance.median < TARGETS.performance && "Perf",
    judgeSeo && metrics.seo.median < TARGETS.seo && "SEO",
    metrics.fcp.median > TARGETS.fcp && "FCP",
    metrics.lcp.median > TARGETS.lcp && "LCP",
    metrics.tbt.median > TARGETS.tbt && "TBT",
    // Lighthouse reports CLS to three decimals; anything that rounds to 0,000 is no shift.
    metrics.cls.median >= 0.0005 && "CLS",
  ].filter((name): name is string => Boolean(name));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const split = runs.every((run) => run.blocking)
    ? (Object.fromEntries(BLOCKING_KINDS.map((kind) => [kind, mean(runs.map((run) => run.blocking![kind]))])) as Record<BlockingKind, number>)
    : undefined;
  return {
    path: routePath,
    runs: runs.length,
    metrics,
    bytes,
    requests: spread(runs.map((run) => run.requests)),
    missed,
    blocking: split,
    tbtMean: mean(runs.map((run) => run.metrics.tbt)),
    // The run whose LCP is nearest the median (the median itself for an odd number of runs).
    paint: [...runs].sort((a, b) => Math.abs(a.metrics.lcp - metrics.lcp.median) - Math.abs(b.metrics.lcp - metrics.lcp.median))[0]?.paint,
  };
}

const seconds = (ms: number) => (ms / 1000).toLocaleString("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const milliseconds = (ms: number) => Math.round(ms).toLocaleString("fr-FR");
const cls = (value: number) => value.toLocaleString("fr-FR", { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const range = (value: Spread, format: (n: number) => string) => `${format(value.min)}–${format(value.max)}`;

function printFloorTable(reports: LighthouseReport[]): void {
  const paired = reports.filter((report): report is LighthouseReport & { withoutScripts: LighthouseReport } => Boolean(report.withoutScripts));
  if (paired.length === 0) return;
  console.log("\nLa même page sans ses scripts, mesurée en alternance avec elle : le plancher de cette machine à ce moment (médianes, min–max) :\n");
  printTable(
    ["Page", "TBT ms", "sans scripts", "Écart des moyennes", "FCP s", "sans scripts", "LCP s", "sans scripts"],
    paired.map(({ path: routePath, metrics: m, tbtMean, withoutScripts: floor }) => [
      routePath,
      `${milliseconds(m.tbt.median)} (${range(m.tbt, milliseconds)})`,
      `${milliseconds(floor.metrics.tbt.median)} (${range(floor.metrics.tbt, milliseconds)})`,
      milliseconds(tbtMean - floor.tbtMean),
      seconds(m.fcp.median),
      seconds(floor.metrics.fcp.median),
      seconds(m.lcp.median),
      seconds(floor.metrics.lcp.median),
    ]),
  );
}

/** A measure of the other run beside the normal run's, as table cells. */
type PairedColumn = [heading: string, cell: (report: LighthouseReport) => string];

/** The runs measured in turn with the normal one (--busy, --brotli): each column's figure for that run, then the normal run's. */
function printPairedTable(reports: LighthouseReport[], pick: (report: LighthouseReport) => LighthouseReport | undefined, title: string, normal: string, columns: PairedColumn[]): void {
  const paired = reports.flatMap((report) => {
    const other = pick(report);
    return other ? [{ report, other }] : [];
  });
  if (paired.length === 0) return;
  console.log(`\n${title}\n`);
  printTable(
    ["Page", ...columns.flatMap(([heading]) => [heading, normal]), "Cibles"],
    paired.map(({ report, other }) => [
      report.path,
      ...columns.flatMap(([, cell]) => [cell(other), cell(report)]),
      other.missed.length === 0 ? "ok" : other.missed.join(" "),
    ]),
  );
}

const PAINT_COLUMNS: PairedColumn[] = [
  ["Perf", (r) => String(r.metrics.performance.median)],
  ["FCP s", (r) => seconds(r.metrics.fcp.median)],
  ["LCP s", (r) => seconds(r.metrics.lcp.median)],
];

function printBusyTable(reports: LighthouseReport[]): void {
  printPairedTable(
    reports,
    (report) => report.busy,
    `La même page, processeur ${BUSY_SLOWDOWN}× plus lent au lieu de 4× (--busy), mesurée en alternance avec elle ; médianes, min–max du TBT, mêmes cibles :`,
    "4×",
    [...PAINT_COLUMNS, ["TBT ms", (r) => `${milliseconds(r.metrics.tbt.median)} (${range(r.metrics.tbt, milliseconds)})`]],
  );
}

function printBrotliTable(reports: LighthouseReport[]): void {
  printPairedTable(
    reports,
    (report) => report.brotli,
    "La même page comme la reçoit un navigateur en HTTPS, compressée en Brotli (--brotli), mesurée en alternance avec elle ; médianes, Ko transférés, mêmes cibles sauf le SEO :",
    "gzip",
    [
      ...PAINT_COLUMNS,
      ["TBT ms", (r) => milliseconds(r.metrics.tbt.median)],
      ["HTML", (r) => ko(r.bytes.document.median)],
      ["JS", (r) => ko(r.bytes.script.median)],
    ],
  );
}

/** "/assets/inter-latin-Br_AvF5G.woff2" → "inter-latin.woff2": the file, without the build's hash. */
const fileName = (url: string) => {
  const name = decodeURIComponent(new URL(url).pathname.split("/").pop() || "/");
  return name.replace(/-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)$/, "$1").replace(/-[0-9a-f]{10}(-\d+\.[a-z0-9]+)$/, "$1");
};

/** One half of the largest-paint estimate: its time, and the request that ends it. */
const halfCell = (half: PaintHalf) => {
  const last = lastCounted(half);
  return `${seconds(half.estimate)} : ${last ? `${fileName(last.url)} (${ko(last.bytes)} Ko)` : "—"}`;
};

function printLargestPaintTable(reports: LighthouseReport[]): void {
  const split = reports.filter((report): report is LighthouseReport & { paint: LargestPaintSplit } => Boolean(report.paint));
  if (split.length === 0) return;
  console.log(
    "\nCe qu'attend l'estimation du LCP (passage médian) : Lighthouse rejoue sur son réseau simulé les requêtes finies avant le vrai LCP, sauf les images de basse priorité, et prend la fin de la dernière, deux fois (optimiste, pessimiste) ; le LCP est la moyenne. Ko comptés par type, moitié optimiste :\n",
  );
  printTable(
    ["Page", "LCP s", "Optimiste", "Pessimiste", "HTML", "Polices", "Images", "Scripts", "Autres"],
    split.map(({ path: routePath, paint }) => {
      const bytes = countedBytes(paint.optimistic);
      return [routePath, seconds(paint.estimate), halfCell(paint.optimistic), halfCell(paint.pessimistic), ko(bytes.document), ko(bytes.font), ko(bytes.image), ko(bytes.script), ko(bytes.other)];
    }),
  );
}

function printLighthouseTables(reports: LighthouseReport[]): void {
  const header = ["Page", "Perf", "SEO", "A11y", "BP", "FCP s", "LCP s", "TBT ms", "CLS", "SI s", "HTML", "CSS", "JS", "Img", "Fonts", "Req.", "Cibles"];
  printTable(
    header,
    reports.map(({ path: routePath, metrics: m, bytes: b, requests, missed }) => [
      routePath,
      String(m.performance.median),
      String(m.seo.median),
      String(m.accessibility.median),
      String(m.bestPractices.median),
      seconds(m.fcp.median),
      seconds(m.lcp.median),
      milliseconds(m.tbt.median),
      cls(m.cls.median),
      seconds(m.speedIndex.median),
      ko(b.document.median),
      ko(b.stylesheet.median),
      ko(b.script.median),
      ko(b.image.median),
      ko(b.font.median),
      String(requests.median),
      missed.length === 0 ? "ok" : missed.join(" "),
    ]),
  );
  console.log("\nÉcarts (min–max) sur les mêmes passages :\n");
  printTable(
    ["Page", "Perf", "FCP s", "LCP s", "TBT ms", "CLS", "SI s", "JS Ko", "Req."],
    reports.map(({ path: routePath, metrics: m, bytes: b, requests }) => [
      routePath,
      range(m.performance, String),
      range(m.fcp, seconds),
      range(m.lcp, seconds),
      range(m.tbt, milliseconds),
      range(m.cls, cls),
      range(m.speedIndex, seconds),
      range(b.script, ko),
      range(requests, String),
    ]),
  );
  printFloorTable(reports);
  printBusyTable(reports);
  printBrotliTable(reports);
  printLargestPaintTable(reports);
  const split = reports.filter((report): report is LighthouseReport & { blocking: Record<BlockingKind, number> } => Boolean(report.blocking));
  if (split.length === 0) return;
  console.log("\nD'où vient le TBT : la simulation de Lighthouse, tâche par tâche (moyennes des passages, ms ; les parts font le total) :\n");
  printTable(
    ["Page", "TBT moyen", ...BLOCKING_KINDS.map((kind) => BLOCKING_KIND_LABELS[kind])],
    split.map((report) => [report.path, milliseconds(report.tbtMean), ...BLOCKING_KINDS.map((kind) => milliseconds(report.blocking[kind]))]),
  );
  console.log(
    [
      "",
      "Affichage : analyse du HTML, styles, mise en page et peinture (la simulation place une partie du premier affichage après son estimation du FCP).",
      "Modules : liaison des modules, où aucun script ne s'exécute ; sous Lighthouse, la copie des sources dans sa trace s'y ajoute.",
      "Évaluation : le code partagé évalué par étapes. Hydratation : démarrage de React Router et hydratation de React.",
      "Navigateur : ouverture de la page (navigation) et ramasse-miettes.",
    ].join("\n"),
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean", default: false },
      runs: { type: "string", default: "5" },
      route: { type: "string", multiple: true },
      dpr: { type: "string", default: "2" },
      json: { type: "string" },
      floor: { type: "boolean", default: false },
      busy: { type: "boolean", default: false },
      brotli: { type: "boolean", default: false },
    },
  });
  if (!values["no-build"]) execFileSync("npm", ["run", "build"], { cwd: ROOT_DIR, stdio: "inherit" });
  if (!existsSync(path.join(BUILD_CLIENT_DIR, "404.html"))) throw new Error("Aucun site construit : lancez « npm run bench » sans --no-build.");
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs attend un entier positif, pas « ${values.runs} ».`);
  const routes = readSiteRoutes(CONTENT_DIR).filter((route) => !values.route || values.route.includes(route.path));
  if (routes.length === 0) throw new Error(`Aucune route ne correspond à ${values.route?.join(", ")}.`);

  const server = createStaticServer();
  const origin = await listen(server, 0);
  const { origine } = loadContent(CONTENT_DIR).settings;
  const host = new URL(origine).host;
  const hosts: Record<string, string> = { [host]: new URL(origin).host };
  // The floor: the same build without its scripts, under a host name of its own.
  const floorDir = values.floor ? mkdtempSync(path.join(tmpdir(), "site-sans-scripts-")) : undefined;
  const floorServer = floorDir ? createStaticServer(floorDir) : undefined;
  const floorHost = `sans-scripts.${host}`;
  if (floorDir && floorServer) {
    copySiteWithoutScripts(BUILD_CLIENT_DIR, floorDir);
    hosts[floorHost] = new URL(await listen(floorServer, 0)).host;
  }
  const lighthouseReports: LighthouseReport[] = [];
  const transferReports: TransferReport[] = [];
  try {
    const chromium = await startLighthouseBrowser(hosts);
    const measure = async (url: string, cpuSlowdown?: number) => {
      const result = await chromium.run(url, cpuSlowdown);
      // A redirect would time the detour as well as the page: the figures would be wrong, not just slow.
      if (result.redirects > 0) throw new Error(`Lighthouse a suivi ${result.redirects} redirection(s) avant ${url} : ce passage ne mesurerait pas la page seule.`);
      return result;
    };
    try {
      for (const route of routes) {
        const results: LighthouseRun[] = [];
        const floorResults: LighthouseRun[] = [];
        const busyResults: LighthouseRun[] = [];
        const brotliResults: LighthouseRun[] = [];
        for (let run = 1; run <= runs; run += 1) {
          process.stderr.write(`Lighthouse ${route.path} (${run}/${runs})\n`);
          results.push(await measure(`http://${host}${route.path}`));
          // In turn with the page, so that both see the machine in the same state.
          if (floorServer) floorResults.push(await measure(`http://${floorHost}${route.path}`));
          if (values.busy) busyResults.push(await measure(`http://${host}${route.path}`, BUSY_SLOWDOWN));
          if (values.brotli) brotliResults.push(await measure(`http://localhost:${new URL(origin).port}${route.path}`));
        }
        lighthouseReports.push({
          ...summarise(route.path, results),
          ...(floorServer && { withoutScripts: summarise(route.path, floorResults) }),
          ...(values.busy && { busy: summarise(route.path, busyResults) }),
          ...(values.brotli && { brotli: summarise(route.path, brotliResults, { judgeSeo: false }) }),
        });
      }
    } finally {
      await chromium.close();
    }

    const browser = await launchChromium();
    const viewport = { width: 375, height: 812, deviceScaleFactor: Number(values.dpr) };
    try {
      for (const route of routes.filter((r) => r.collection === "applications")) transferReports.push(await measureTransfer(browser, `${origin}${route.path}`, viewport));
    } finally {
      await browser.close();
    }

    console.log(`\nLighthouse ${lighthouseVersion}, profil mobile par défaut, médiane de ${runs} passage(s) par page (Ko transférés) :\n`);
    printLighthouseTables(lighthouseReports);
    if (transferReports.length > 0) {
      console.log(`\nPremière visite des pages d'application, cache vide, ${viewport.width} × ${viewport.height} px, densité ${viewport.deviceScaleFactor} ; Ko transférés (budget ${ko(BUDGET_BYTES)} Ko par page) :\n`);
      printTransferTable(transferReports);
    }
  } finally {
    server.close();
    floorServer?.close();
    if (floorDir) rmSync(floorDir, { recursive: true, force: true });
  }

  const report = { lighthouse: { version: lighthouseVersion, runs, targets: TARGETS, pages: lighthouseReports }, transfer: { budgetBytes: BUDGET_BYTES, pages: transferReports } };
  console.log(`\n${JSON.stringify(report, null, 2)}`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  if (transferReports.some((r) => r.total > BUDGET_BYTES) || lighthouseReports.some((r) => [r, r.busy, r.brotli].some((report) => (report?.missed.length ?? 0) > 0))) process.exitCode = 1;
}

await main();
