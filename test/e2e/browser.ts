import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM, launchChromium } from "#scripts/test-tools/chromium.ts";

export { CHROMIUM };
export const launchBrowser = launchChromium;

export const origin = () => inject("origin");

export interface Problems {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
}

/** A fresh page that records console errors, uncaught errors and failed or 4xx/5xx requests. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; problems: Problems }> {
  const context = await browser.newContext({ locale: "fr-FR", ...options });
  const page = await context.newPage();
  const problems: Problems = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.consoleErrors.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.pageErrors.push(error.message));
  page.on("requestfailed", (request) => problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.url()} ${response.status()}`);
  });
  return { page, problems };
}
