import { createHash } from "node:crypto";
import { JSDOM } from "jsdom";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { readContent } from "#test/support/content.ts";
import { useBrowser, origin } from "./browser.ts";

/*
 * A measurement kept as a test (docs/decisions/2026-11-21-content-security-policy.md):
 * could styles do without 'unsafe-inline'? The candidate policy allows style elements by
 * hash only (the page's pre-rendered critical CSS, plus the empty string for the sheets
 * Emotion creates empty and fills through the CSSOM) and keeps style attributes
 * ('unsafe-inline' in style-src-attr). Served instead of style-src in both the header
 * and the page's meta policy, in Chromium. If the second test ever fails, the blocker is
 * gone: adopt the policy.
 */

const EMPTY_STRING_HASH = `'sha256-${createHash("sha256").update("").digest("base64")}'`;
const hash = (text: string) => `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n")).digest("base64")}'`;

function candidatePolicy(policy: string, hashes: string[]): string {
  const directives = policy.split(/;\s*/).filter((directive) => !/^style-src(-elem|-attr)?\s/.test(directive));
  return [...directives, "style-src 'self'", `style-src-elem 'self' ${[...hashes, EMPTY_STRING_HASH].join(" ")}`, "style-src-attr 'unsafe-inline'"].join("; ");
}

const site = useBrowser();

/** A page served under the candidate policy, recording every violation from its first script on. */
async function underCandidatePolicy(pathname: string, width: number): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const { page } = await site.newPage({ width, height: 900 });
  await page.route(`${origin()}/**`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    if (!(headers["content-type"] ?? "").startsWith("text/html")) return route.fulfill({ response });
    delete headers["content-encoding"];
    delete headers["content-length"];
    const html = (await response.body()).toString("utf8");
    const styles = [...new JSDOM(html).window.document.querySelectorAll("style")].map((style) => hash(style.textContent ?? ""));
    const hashes = [...new Set(styles)];
    headers["content-security-policy"] = candidatePolicy(headers["content-security-policy"]!, hashes);
    const body = html.replace(/(<meta http-equiv="Content-Security-Policy" content=")([^"]*)"/, (_all, start: string, content: string) => {
      const policy = candidatePolicy(content.replaceAll("&#x27;", "'").replaceAll("&#39;", "'"), hashes);
      return `${start}${policy.replaceAll("'", "&#x27;")}"`;
    });
    await route.fulfill({ status: response.status(), headers, body });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__violations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  await page.goto(`${origin()}${pathname}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return { page, violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations) };
}

describe("styles by hash only (style-src-elem), style attributes allowed (style-src-attr 'unsafe-inline')", () => {
  test("Emotion's pre-rendered and run-time styles pass: pages, submenus, drawer and gallery draw without a violation", async () => {
    for (const [pathname, width] of [["/", 1280], ["/rbn", 1280], ["/papeterie", 1280], ["/", 375]] as const) {
      const { page, violations } = await underCandidatePolicy(pathname, width);
      if (width === 1280) await page.locator("header nav button[aria-expanded]").first().click();
      else {
        await page.getByRole("button", { name: readContent("site/interface.json").menuMobileOuvrir }).click();
        const drawer = page.getByRole("dialog");
        await drawer.waitFor({ state: "visible" });
        // MUI's modal styles arrived: the drawer is laid out over the page.
        expect(await drawer.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
      }
      if (pathname === "/papeterie") await page.locator("main button[aria-pressed]").nth(1).click();
      await page.waitForTimeout(300);
      expect(await violations(), `${pathname} à ${width} px`).toEqual([]);
      await page.context().close();
    }
  });

  test("notistack's toasts are styled by goober, whose growing <style> no hash can allow: they lose their layout", async () => {
    const { page, violations } = await underCandidatePolicy("/contact", 1280);
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>("main form button[type=submit]")?.disabled);
    await page.locator('main form [name="message"]').fill("Bonjour");
    await page.locator("main form button[type=submit]").click();
    await page.locator('[data-toast="success"]').waitFor({ state: "attached" });
    await page.waitForTimeout(300);
    const blocked = await violations();
    expect(blocked.length).toBeGreaterThan(0);
    expect(new Set(blocked)).toEqual(new Set(["style-src-elem inline"]));
    // notistack's container is no longer fixed at the bottom of the window.
    const container = page.locator(".notistack-SnackbarContainer");
    expect(await container.evaluate((element) => getComputedStyle(element).position)).not.toBe("fixed");
  });
});
