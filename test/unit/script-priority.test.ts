import { describe, expect, test } from "vitest";
import { lowerModulePreloadPriority } from "#scripts/lib/script-priority.ts";

describe("module preloads in low priority", () => {
  test("every modulepreload gets fetchpriority=low; other links and an explicit priority are left alone", () => {
    const html = `<link rel="modulepreload" href="/assets/a.js"/><link rel="preload" as="font" href="/f.woff2"/><link rel="modulepreload" fetchpriority="high" href="/assets/b.js"/>`;
    expect(lowerModulePreloadPriority(html)).toBe(
      `<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="preload" as="font" href="/f.woff2"/><link rel="modulepreload" fetchpriority="high" href="/assets/b.js"/>`,
    );
  });

  test("running twice changes nothing", () => {
    const once = lowerModulePreloadPriority(`<link rel="modulepreload" href="/assets/a.js"/>`);
    expect(lowerModulePreloadPriority(once)).toBe(once);
  });
});
