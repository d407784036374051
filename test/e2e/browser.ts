import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Response } from "playwright-core";
import { afterAll, afterEach, beforeEach, inject } from "vitest";
import { CHROMIUM, CHROMIUM_FLAGS, launchChromium } from "#scripts/test-tools/chromium.ts";

/*
 * The one way an end-to-end file gets Chromium (Debian's, never a downloaded one): one
 * browser per file, launched on first use and closed after the file's last test, and a
 * fresh context per page, closed when the test that opened it ends.
 */

export const origin = () => inject("origin");

export interface Problems {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
}

export interface PageOptions extends BrowserContextOptions {
  /** The window's size in CSS pixels; Playwright's 1280 × 720 for the one not given. */
  width?: number;
  height?: number;
  /** `false`: the page as a visitor without JavaScript gets it. */
  javaScript?: boolean;
}

export interface OpenedPage {
  page: Page;
  problems: Problems;
}

export interface FileBrowser {
  /** The file's Chromium, launched on the first call. */
  browser(): Promise<Browser>;
  /**
   * A fresh context and tab, in French, that record console errors, uncaught errors and
   * failed or 4xx/5xx requests. Opened in a test, it is closed when the test ends; opened
   * in a `beforeAll`, it lives until its suite closes it or the browser closes.
   */
  newPage(options?: PageOptions): Promise<OpenedPage>;
  /** `newPage`, then loads `address`: a path on the built site, or a full URL. */
  openPage(address: string, options?: PageOptions & { waitUntil?: "load" | "domcontentloaded" | "networkidle" | "commit" }): Promise<OpenedPage & { response: Response | null }>;
}

function contextOptions({ width, height, javaScript, ...options }: PageOptions): BrowserContextOptions {
  return {
    locale: "fr-FR",
    ...(width !== undefined || height !== undefined ? { viewport: { width: width ?? 1280, height: height ?? 720 } } : {}),
    ...(javaScript === false ? { javaScriptEnabled: false } : {}),
    ...options,
  };
}

function recordProblems(page: Page): Problems {
  const problems: Problems = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.consoleErrors.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.pageErrors.push(error.message));
  page.on("requestfailed", (request) => problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.url()} ${response.status()}`);
  });
  return problems;
}

/** Call once at the top of an end-to-end file. */
export function useBrowser(): FileBrowser {
  let launched: Promise<Browser> | undefined;
  /** The contexts the running test opened; undefined between tests. */
  let testContexts: BrowserContext[] | undefined;

  beforeEach(() => {
    testContexts = [];
  });
  afterEach(async () => {
    const contexts = testContexts ?? [];
    testContexts = undefined;
    await Promise.all(contexts.map((context) => context.close()));
  });
  afterAll(async () => {
    await (await launched)?.close();
  });

  const browser = () => (launched ??= launchChromium());
  const newPage = async (options: PageOptions = {}): Promise<OpenedPage> => {
    const context = await (await browser()).newContext(contextOptions(options));
    testContexts?.push(context);
    const page = await context.newPage();
    return { page, problems: recordProblems(page) };
  };
  return {
    browser,
    newPage,
    async openPage(address, { waitUntil, ...options } = {}) {
      const opened = await newPage(options);
      const response = await opened.page.goto(new URL(address, origin()).href, { waitUntil });
      return { ...opened, response };
    },
  };
}

/**
 * A Chromium of its own, started with a profile whose preferences are `prefs` (as a
 * visitor sets them in the browser's settings): some settings, such as the minimum font
 * size, exist only as preferences, and preferences are read when a browser starts.
 * Closed, its profile deleted, after the file's last test.
 */
export function useBrowserWithPreferences(): (prefs: object, options?: PageOptions) => Promise<Page> {
  const opened: { context: BrowserContext; dir: string }[] = [];
  afterAll(async () => {
    for (const { context, dir } of opened) {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
  return async (prefs, options = {}) => {
    const dir = mkdtempSync(path.join(tmpdir(), "profil-"));
    mkdirSync(path.join(dir, "Default"));
    writeFileSync(path.join(dir, "Default", "Preferences"), JSON.stringify({ webkit: { webprefs: prefs } }));
    const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS], ...contextOptions(options) });
    opened.push({ context, dir });
    return context.pages()[0] ?? context.newPage();
  };
}

/** Holds every script of the page until `release()`: the page as a slow phone shows it before its code has arrived. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Marks the document the page shows; the function returned says whether the page still
 * shows it: a client-side navigation keeps it, a page load replaces it.
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { memeDocument: true }));
  return () => page.evaluate(() => "memeDocument" in window);
}

/** Refuses every request matching `pattern` (a network failure); returns how many were refused so far. */
export async function refuseRequests(page: Page, pattern: string): Promise<() => number> {
  let refused = 0;
  await page.route(pattern, (route) => {
    refused += 1;
    return route.abort();
  });
  return () => refused;
}
