import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium, never a downloaded browser (`CHROMIUM_PATH` overrides). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless, and quiet on the network: the machines running the tests reach no Google service. */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
] as const;

/** Headless Chromium as the end-to-end tests and the benchmark use it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
}
