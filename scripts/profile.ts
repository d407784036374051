/**
 * Where each kind of page spends its main thread while it loads, at the benchmark's 4×
 * slower CPU (for people to read, like `npm run bench`; not part of `npm test`):
 *
 *   npm run profile                         (build with source maps, then profile)
 *   npm run profile -- --no-build           (profile the current build/client/)
 *   npm run profile -- --route /rbn --runs 5
 *   npm run profile -- --slowdown 8          (the CPU 8× slower instead of 4×)
 *   npm run profile -- --stack               (also the stack's floor: scripts/bench/stack-floor.ts)
 *
 * Each page is loaded in Debian's Chromium, unthrottled network, with a trace and a CPU
 * profile; the table gives the medians over the runs: time by kind of work, the script's
 * time by package (through the source maps, which the build writes only for this and
 * which are removed afterwards), the longest task and the blocking time after the first
 * paint.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { SourceMap } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Browser } from "playwright-core";
import { launchChromium } from "./test-tools/chromium.ts";
import { spread } from "./bench/lighthouse-runner.ts";
import { type CpuProfile, type MainThreadProfile, profileMainThread, type TraceEvent, WORK_KINDS, type WorkKind } from "./bench/main-thread-profile.ts";
import { BUILD_CLIENT_DIR, CONTENT_DIR, ROOT_DIR } from "./lib/paths.ts";
import { printTable } from "./bench/text-table.ts";
import { readSiteRoutes } from "#app/content/loader.server.ts";
import { prerenderedFile } from "#app/model/site-routes.ts";
import { kibiBytes, pageWeight } from "./build/page-weight.ts";
import { buildStackFloor, type FloorLayer } from "./bench/stack-floor.ts";
import { createStaticServer, listen } from "./serve.ts";

const ASSETS_DIR = path.join(BUILD_CLIENT_DIR, "assets");
const DEFAULT_SLOWDOWN = 4;

const WORK_LABELS: Record<WorkKind, string> = {
  compile: "Compil.",
  script: "Script",
  html: "HTML",
  style: "Styles",
  layout: "Layout",
  paint: "Paint",
  gc: "GC",
  other: "Autre",
};

/** Maps a sample's frame to its source file through the chunk's source map, when there is one. */
function sourceResolver(): (url: string, line: number, column: number) => string | undefined {
  const maps = new Map<string, SourceMap | undefined>();
  return (url, line, column) => {
    const file = /\/assets\/([^/?#]+\.js)/.exec(url)?.[1];
    if (!file) return undefined;
    if (!maps.has(file)) {
      const mapFile = path.join(ASSETS_DIR, `${file}.map`);
      maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, "utf8"))) : undefined);
    }
    const entry = maps.get(file)?.findEntry(line, column);
    return entry && "originalSource" in entry ? entry.originalSource : undefined;
  };
}

/**
 * `bypassCSP` for the stack floor's pages: they hold Emotion's own inline styles, which the
 * site's policy (served with every file) would refuse. The site's pages keep their policy.
 */
async function profilePage(
  browser: Browser,
  origin: string,
  route: string,
  source: ReturnType<typeof sourceResolver>,
  { slowdown, bypassCSP = false }: { slowdown: number; bypassCSP?: boolean },
): Promise<MainThreadProfile> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, bypassCSP });
  const page = await context.newPage();
  try {
    // Same origin first, so the measured navigation stays in this renderer and its profiler.
    await page.goto(`${origin}/robots.txt`);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.execute", "loading", "blink.user_timing"] });
    await cdp.send("Profiler.start");
    await page.goto(`${origin}${route}`, { waitUntil: "load" });
    // Asked through the protocol rather than with a locator: Playwright's locators install
    // its script in the page, a task of 150–200 ms at 4× that the profile counted as the page's.
    const hydrated = async () => ((await cdp.send("Runtime.evaluate", { expression: "document.documentElement.hasAttribute('data-hydrated')", returnByValue: true })) as { result: { value?: boolean } }).result.value === true;
    for (const deadline = Date.now() + 30_000; !(await hydrated()); await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (Date.now() > deadline) throw new Error(`${route} : pas hydratée en 30 s.`);
    }
    // What hydration schedules after itself (effects, lazily loaded parts) belongs to the load too.
    await page.waitForTimeout(1500);
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
    const navigation = trace.traceEvents.find((event) => event.name === "navigationStart" && String(event.args?.data && (event.args.data as { documentLoaderURL?: string }).documentLoaderURL).endsWith(route));
    const since = navigation?.ts ?? Math.min(...trace.traceEvents.filter((event) => event.ts > 0).map((event) => event.ts));
    return profileMainThread(trace.traceEvents, profile, source, since);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => spread(values).median;
const whole = (value: number) => Math.round(value).toLocaleString("fr-FR");

/** The columns both tables end with, and their cells: the whole main thread, its longest task, the long tasks, the blocking time. */
const TASK_HEADERS = ["Total", "Tâche max", "Tâches ≥ 50", "Blocage"];
const taskCells = (profiles: MainThreadProfile[]): string[] => [
  whole(median(profiles.map((profile) => WORK_KINDS.reduce((sum, kind) => sum + profile.work[kind], 0)))),
  whole(median(profiles.map((profile) => Math.max(0, ...profile.longTasks.map((task) => task.duration))))),
  String(median(profiles.map((profile) => profile.longTasks.length))),
  whole(median(profiles.map((profile) => profile.blockingTime))),
];

async function main() {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean", default: false },
      runs: { type: "string", default: "3" },
      route: { type: "string", multiple: true },
      slowdown: { type: "string", default: String(DEFAULT_SLOWDOWN) },
      stack: { type: "boolean", default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs attend un entier positif, pas « ${values.runs} ».`);
  const slowdown = Number(values.slowdown);
  if (!(slowdown >= 1)) throw new Error(`--slowdown attend un facteur d'au moins 1, pas « ${values.slowdown} ».`);
  if (!values["no-build"]) execFileSync("npm", ["run", "build"], { cwd: ROOT_DIR, stdio: "inherit", env: { ...process.env, BUILD_SOURCEMAPS: "1" } });
  if (!existsSync(path.join(BUILD_CLIENT_DIR, "404.html"))) throw new Error("Aucun site construit : lancez « npm run profile » sans --no-build.");

  // One page of each kind unless routes are named: the home page, an application, a data sheet, a page.
  const all = readSiteRoutes(CONTENT_DIR);
  const routes = values.route
    ? all.filter((route) => values.route!.includes(route.path)).map((route) => route.path)
    : ["/", all.find((route) => route.collection === "applications")?.path, all.find((route) => route.collection === "fiches")?.path, "/contact"].filter((route): route is string => Boolean(route));
  if (routes.length === 0) throw new Error(`Aucune route ne correspond à ${values.route?.join(", ")}.`);

  const floorDir = values.stack ? mkdtempSync(path.join(tmpdir(), "socle-")) : undefined;
  const layers: FloorLayer[] = floorDir ? await buildStackFloor(floorDir) : [];
  const server = createStaticServer();
  const origin = await listen(server, 0);
  const floorServer = floorDir ? createStaticServer(floorDir) : undefined;
  const floorOrigin = floorServer ? await listen(floorServer, 0) : "";
  const browser = await launchChromium();
  const source = sourceResolver();
  const results: { route: string; profiles: MainThreadProfile[] }[] = [];
  const floor: { layer: FloorLayer; profiles: MainThreadProfile[] }[] = [];
  try {
    // Run for run in turn, the floor's layers and the pages: both see the machine alike.
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, layer] of layers.entries()) {
        process.stderr.write(`Socle : ${layer.label} (${run}/${runs})\n`);
        const profile = await profilePage(browser, floorOrigin, `/${layer.name}/`, source, { slowdown, bypassCSP: true });
        (floor[index] ??= { layer, profiles: [] }).profiles.push(profile);
      }
      for (const [index, route] of routes.entries()) {
        process.stderr.write(`Profil ${route} (${run}/${runs})\n`);
        const profile = await profilePage(browser, origin, route, source, { slowdown });
        (results[index] ??= { route, profiles: [] }).profiles.push(profile);
      }
    }
  } finally {
    await browser.close();
    server.close();
    floorServer?.close();
    if (floorDir) rmSync(floorDir, { recursive: true, force: true });
  }
  if (!values["no-build"]) for (const file of readdirSync(ASSETS_DIR)) if (file.endsWith(".map")) rmSync(path.join(ASSETS_DIR, file));

  if (floor.length > 0) {
    console.log(`\nLe socle de la pile : la même petite page hydratée par chaque couche, puis les pages du site ; processeur ralenti ${slowdown}×, ms, médiane de ${runs} passage(s) :\n`);
    printTable(
      ["Couche ou page", "JS (gzip)", "Script", ...TASK_HEADERS],
      [
        ...floor.map(({ layer, profiles }) => [layer.label, layer.js, profiles] as const),
        ...results.map(({ route, profiles }) => [route, pageWeight(BUILD_CLIENT_DIR, prerenderedFile(route)).js, profiles] as const),
      ].map(([label, js, profiles]) => [label, kibiBytes(js), whole(median(profiles.map((profile) => profile.work.script))), ...taskCells(profiles)]),
    );
  }

  console.log(`\nFil principal pendant le chargement, processeur ralenti ${slowdown}×, réseau local ; ms, médiane de ${runs} passage(s) :\n`);
  printTable(
    ["Page", ...WORK_KINDS.map((kind) => WORK_LABELS[kind]), ...TASK_HEADERS],
    results.map(({ route, profiles }) => [route, ...WORK_KINDS.map((kind) => whole(median(profiles.map((profile) => profile.work[kind])))), ...taskCells(profiles)]),
  );
  const packages = [...new Set(results.flatMap(({ profiles }) => profiles.flatMap((profile) => Object.keys(profile.scriptByPackage))))];
  const shown = packages.filter((name) => results.some(({ profiles }) => median(profiles.map((profile) => profile.scriptByPackage[name] ?? 0)) >= 5));
  console.log(`\nTemps de script par origine du code (ms, médiane) :\n`);
  printTable(
    ["Page", ...shown, "reste"],
    results.map(({ route, profiles }) => {
      const cells = shown.map((name) => median(profiles.map((profile) => profile.scriptByPackage[name] ?? 0)));
      const rest = median(profiles.map((profile) => profile.work.script)) - cells.reduce((sum, value) => sum + value, 0);
      return [route, ...cells.map(whole), whole(Math.max(0, rest))];
    }),
  );
  console.log(`\n${JSON.stringify([...floor.map(({ layer, profiles }) => ({ route: layer.label, js: layer.js, runs: profiles })), ...results.map(({ route, profiles }) => ({ route, runs: profiles }))], null, 2)}`);
}

await main();
