/**
 * Benchmark of what a visitor downloads: builds the site, serves build/client/ with
 * the project's static server, opens each application page once in Chromium with an
 * empty cache at a phone's width, and counts the bytes transferred, by kind.
 *
 *   npm run bench                      (build, then measure)
 *   npm run bench -- --no-build        (measure the current build/client/)
 *   npm run bench -- --dpr 3           (device pixel ratio; 2 by default)
 *
 * Prints a table, then the same figures as JSON (one object per page) for tools.
 * Not part of `npm test`: it takes minutes and its figures are for people to read.
 * Each measurement is a function of (browser, url, options), so later measurements
 * (Lighthouse…) can be added beside `measureTransfer`.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Browser } from "playwright-core";
import { launchChromium } from "./lib/chromium.ts";
import { BUILD_CLIENT_DIR, ROOT_DIR } from "./lib/paths.ts";
import { siteRoutes } from "./lib/site-routes.ts";
import { createStaticServer, listen } from "./serve.ts";

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

function printTable(reports: TransferReport[]): void {
  const header = ["Page", ...KINDS.map((kind) => kind.toUpperCase()), "TOTAL", "Req.", "Budget"];
  const rows = reports.map((report) => [
    report.path,
    ...KINDS.map((kind) => ko(report.bytes[kind])),
    ko(report.total),
    String(report.requests),
    report.total <= BUDGET_BYTES ? "ok" : "DÉPASSÉ",
  ]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const { values } = parseArgs({ options: { "no-build": { type: "boolean", default: false }, dpr: { type: "string", default: "2" } } });
  if (!values["no-build"]) execFileSync("npm", ["run", "build"], { cwd: ROOT_DIR, stdio: "inherit" });
  if (!existsSync(path.join(BUILD_CLIENT_DIR, "404.html"))) throw new Error("Aucun site construit : lancez « npm run bench » sans --no-build.");

  const server = createStaticServer();
  const origin = await listen(server, 0);
  const browser = await launchChromium();
  const viewport = { width: 375, height: 812, deviceScaleFactor: Number(values.dpr) };
  const reports: TransferReport[] = [];
  try {
    for (const route of siteRoutes().filter((r) => r.collection === "applications")) {
      reports.push(await measureTransfer(browser, `${origin}${route.path}`, viewport));
    }
  } finally {
    await browser.close();
    server.close();
  }

  console.log(`\nPremière visite, cache vide, ${viewport.width} × ${viewport.height} px, densité ${viewport.deviceScaleFactor} ; Ko transférés (budget ${ko(BUDGET_BYTES)} Ko par page) :\n`);
  printTable(reports);
  console.log(`\n${JSON.stringify({ budgetBytes: BUDGET_BYTES, pages: reports }, null, 2)}`);
  if (reports.some((report) => report.total > BUDGET_BYTES)) process.exitCode = 1;
}

await main();
