import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { applyContentSecurityPolicy } from "#scripts/build/csp.ts";
import { BUILD_CLIENT_DIR } from "#scripts/lib/paths.ts";
import { createStaticServer, listen } from "#scripts/serve.ts";
import { readContent, routes, routeTitle } from "#test/support/content.ts";
import { markDocument, useBrowser, type Problems } from "./browser.ts";

/*
 * Client-side navigation when the next page cannot be loaded: offline, after a new deploy
 * removed the chunk the old page knows, or without the page's `.data` file. A copy of the
 * build, served by the preview server, plays the host, so files can be removed or renamed
 * between two clicks as a deploy would.
 */

const ui = readContent("site/interface.json");
// A data sheet's heading is its code and long name, as the site composes them.
const sheetTitle = (slug: string) => routeTitle(routes.find((route) => route.path === `/${slug}`)!);
const rbn = { ...readContent("fiches/rbn.json"), titre: sheetTitle("rbn") };
const stn = { ...readContent("fiches/stn.json"), titre: sheetTitle("stn") };

const site = useBrowser();
let hostDir: string;
let server: Server;
let base: string;
let page: Page;
let problems: Problems;

beforeAll(async () => {
  hostDir = mkdtempSync(path.join(tmpdir(), "site-deploiement-"));
  cpSync(BUILD_CLIENT_DIR, hostDir, { recursive: true });
  server = createStaticServer(hostDir);
  base = await listen(server, 0);
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(hostDir, { recursive: true, force: true });
});

afterEach(async () => {
  expect(problems.pageErrors).toEqual([]);
});

async function open(pathname: string) {
  ({ page, problems } = await site.newPage({ width: 1280, height: 900 }));
  await page.goto(`${base}${pathname}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  sameDocument = await markDocument(page);
}

let sameDocument: () => Promise<boolean>;
const heading = () => page.locator("main h1").innerText();

async function expectShell() {
  expect(await page.locator("header nav").count()).toBeGreaterThan(0);
  expect(await page.locator("footer").count()).toBe(1);
  expect(await page.locator("body").innerText()).not.toContain(ui.erreurTitre);
}

function footerLink(href: string) {
  return page.locator(`footer a[href="${href}"]`).first();
}

describe("offline", () => {
  test("a page of a kind not shown yet: the offline notice inside the shell, then a retry loads the page", async () => {
    await open("/");
    await page.context().setOffline(true);
    await footerLink("/rbn").click();
    await page.locator("main h1", { hasText: ui.horsLigne.titre }).waitFor({ timeout: 10_000 });
    await expectShell();
    expect(await page.locator("main").innerText()).toContain(ui.horsLigne.texte);
    // The heading is announced like a new page's.
    expect(await page.evaluate(() => document.activeElement?.matches("main h1"))).toBe(true);
    expect(await sameDocument()).toBe(true);

    const retry = page.getByRole("button", { name: ui.horsLigne.reessayer });
    await retry.click();
    await page.locator("[role='status']", { hasText: ui.horsLigne.toujoursHorsLigne }).waitFor();
    expect(await sameDocument()).toBe(true);

    await page.context().setOffline(false);
    await retry.click();
    await page.waitForURL(`${base}/rbn`);
    await page.locator("main h1", { hasText: rbn.titre }).waitFor();
    expect(await sameDocument()).toBe(false);
  });

  test("a page whose code is already loaded: its data fails, the offline notice at its address", async () => {
    await open("/rbn");
    await page.context().setOffline(true);
    await footerLink("/stn").click();
    await page.locator("main h1", { hasText: ui.horsLigne.titre }).waitFor({ timeout: 10_000 });
    await expectShell();
    expect(new URL(page.url()).pathname).toBe("/stn");
    // The links of the shell still work once the network is back.
    await page.context().setOffline(false);
    await page.getByRole("button", { name: ui.horsLigne.reessayer }).click();
    await page.locator("main h1", { hasText: stn.titre }).waitFor();
  });
});

/**
 * What a deploy does to a chunk whose content changed: a new name, and new names for the
 * files that name it (React Router's manifest), in the pages that load them. Returns how
 * to undo it.
 */
function redeployChunk(prefix: string): () => void {
  const assets = path.join(hostDir, "assets");
  const renamed = new Map<string, string>();
  for (const name of [prefix, "manifest"]) {
    const before = readdirSync(assets).find((file) => file.startsWith(`${name}-`) && file.endsWith(".js"))!;
    renamed.set(before, `${name}-nouveau0.js`);
  }
  const rewrite = (pairs: [string, string][]) => {
    for (const [from, to] of pairs) renameSync(path.join(assets, from), path.join(assets, to));
    for (const entry of readdirSync(hostDir, { recursive: true, encoding: "utf8" })) {
      if (!/\.(html|js|data)$/.test(entry)) continue;
      const file = path.join(hostDir, entry);
      const text = readFileSync(file, "utf8");
      const next = pairs.reduce((current, [from, to]) => current.replaceAll(from, to), text);
      if (next !== text) writeFileSync(file, next);
    }
    // The build's last step: the pages' inline scripts changed, so do their hashes.
    applyContentSecurityPolicy(hostDir);
  };
  rewrite([...renamed]);
  return () => rewrite([...renamed].map(([before, after]) => [after, before]));
}

describe("after a new deploy", () => {
  test("a removed chunk: a full page load of the address the visitor asked for", async () => {
    await open("/");
    const undo = redeployChunk("data-sheet");
    try {
      await footerLink("/rbn").click();
      await page.waitForURL(`${base}/rbn`);
      await page.locator("main h1", { hasText: rbn.titre }).waitFor();
      expect(await sameDocument()).toBe(false);
      await expectShell();
      // The new deploy's page hydrates, and navigates on.
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await footerLink("/stn").click();
      await page.locator("main h1", { hasText: stn.titre }).waitFor();
    } finally {
      undo();
    }
    problems.failedRequests = [];
  });

  test("a missing .data file: a full page load of the address, then no loop if it is missing again", async () => {
    const data = path.join(hostDir, "stn.data");
    const kept = readFileSync(data);
    rmSync(data);
    try {
      await open("/rbn");
      await footerLink("/stn").click();
      await page.waitForURL(`${base}/stn`);
      await page.locator("main h1", { hasText: stn.titre }).waitFor();
      expect(await sameDocument()).toBe(false);
      await expectShell();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await heading()).toBe(stn.titre);

      // Back to the same page at once: not a second page load (which could loop), the error screen.
      await footerLink("/rbn").click();
      await page.locator("main h1", { hasText: rbn.titre }).waitFor();
      sameDocument = await markDocument(page);
      await footerLink("/stn").click();
      await page.locator("main h1", { hasText: ui.erreurTitre }).waitFor();
      expect(await sameDocument()).toBe(true);
      expect(await page.locator("main").innerText()).toContain("404");
    } finally {
      writeFileSync(data, kept);
    }
    problems.failedRequests = [];
  });
});
