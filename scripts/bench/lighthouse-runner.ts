import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { blockingTimeByKind, type BlockingKind } from "./blocking-time.ts";
import { largestPaintSplit, type LargestPaintSplit } from "./largest-paint.ts";
import { metricComputation } from "./metric-computation.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "../test-tools/chromium.ts";

/*
 * Lighthouse (mobile defaults: simulated slow 4G and a 4× slower CPU) against Debian's
 * Chromium, which it drives over the DevTools port. The site is requested under its
 * real host name (`origine` in content/site/reglages.json), resolved by Chromium to the
 * local server, so canonical URLs, robots.txt and the sitemap are judged as in production.
 */

export const METRICS = ["performance", "seo", "accessibility", "bestPractices", "fcp", "lcp", "tbt", "cls", "speedIndex"] as const;
export const RESOURCE_KINDS = ["document", "stylesheet", "script", "image", "font", "other"] as const;

export type Metric = (typeof METRICS)[number];
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** One Lighthouse run of one page. Scores 0–100; times in ms; bytes transferred. */
export interface LighthouseRun {
  metrics: Record<Metric, number>;
  bytes: Record<ResourceKind, number>;
  requests: number;
  /** The TBT split by kind of task (blocking-time.ts); its parts add up to `metrics.tbt`. */
  blocking?: Record<BlockingKind, number>;
  /** What the largest-paint estimate waits for (largest-paint.ts). */
  paint?: LargestPaintSplit;
  /** Redirects the browser followed before it reached a page (0 when the page itself was measured). */
  redirects: number;
}

/** Redirects of pages (documents) in a run's DevTools log: each is a request sent again after a redirect response. */
export function documentRedirects(devtoolsLog: readonly { method: string; params: { type?: string; redirectResponse?: unknown } }[]): number {
  return devtoolsLog.filter((entry) => entry.method === "Network.requestWillBeSent" && entry.params.type === "Document" && entry.params.redirectResponse).length;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitForDevTools(port: number, chromium: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (chromium.exitCode !== null) throw new Error(`Chromium s'est arrêté (code ${chromium.exitCode}).`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("Chromium n'a pas ouvert son port DevTools en 20 s.");
}

export interface LighthouseBrowser {
  /** One Lighthouse run; `cpuSlowdown` replaces the mobile profile's 4× CPU slowdown (the rest of the profile unchanged). */
  run(url: string, cpuSlowdown?: number): Promise<LighthouseRun>;
  close(): Promise<void>;
}

/** Starts Chromium with each host name resolved to its local server ({ "www.example.com": "127.0.0.1:port" }). */
export async function startLighthouseBrowser(hosts: Readonly<Record<string, string>>): Promise<LighthouseBrowser> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), "lighthouse-profile-"));
  const chromium = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      // The local server speaks plain HTTP under the site's host name. Left on, Chromium's
      // HTTPS upgrades send a host's first visit to https:// and back (two redirects the
      // published site, already on HTTPS, never has), which added ~0.6 s to the first run.
      "--disable-features=HttpsUpgrades",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      `--host-resolver-rules=${Object.entries(hosts)
        .map(([host, target]) => `MAP ${host} ${target}`)
        .join(", ")}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  await waitForDevTools(port, chromium);

  return {
    async run(url, cpuSlowdown) {
      const result = await lighthouse(url, {
        port,
        logLevel: "error",
        output: "json",
        onlyCategories: ["performance", "seo", "accessibility", "best-practices"],
        ...(cpuSlowdown && { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
      });
      if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}.`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse, ${url} : ${lhr.runtimeError.message}`);
      if (cpuSlowdown && lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown) throw new Error(`Lighthouse n'a pas pris le ralentissement ${cpuSlowdown}× du processeur.`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      // One computation for both splits: the run's graph and simulations are built once.
      const computation = metricComputation(result.artifacts as unknown as Record<string, unknown>, lhr.configSettings);
      const items = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined)?.items ?? [];
      const bytes = Object.fromEntries(RESOURCE_KINDS.map((kind) => [kind, items.find((item) => item.resourceType === kind)?.transferSize ?? 0])) as Record<ResourceKind, number>;
      return {
        metrics: {
          performance: score("performance"),
          seo: score("seo"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          fcp: value("first-contentful-paint"),
          lcp: value("largest-contentful-paint"),
          tbt: value("total-blocking-time"),
          cls: value("cumulative-layout-shift"),
          speedIndex: value("speed-index"),
        },
        bytes,
        requests: items.find((item) => item.resourceType === "total")?.requestCount ?? 0,
        blocking: await blockingTimeByKind(computation),
        paint: await largestPaintSplit(computation),
        redirects: documentRedirects(result.artifacts.DevtoolsLog as Parameters<typeof documentRedirects>[0]),
      };
    },
    async close() {
      chromium.kill();
      await new Promise((resolve) => chromium.once("exit", resolve));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1)! };
}
