import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { useBrowser } from "./browser.ts";
import { createStaticServer, listen } from "#scripts/serve.ts";
import { readContent, routes } from "#test/support/content.ts";
import { pdfText } from "#test/support/pdf.ts";
import { ProjectSandbox } from "#scripts/test-tools/project-sandbox.ts";

/*
 * "A seventh application takes only a JSON file and its images": a copy of the project
 * gets content/applications/signaletique.json and one new picture, nothing else, and is
 * built with `npm run build`. The built site must have the page, list it in the menus,
 * the footer and the overview, and link it from every other application page.
 */

const SLUG = "signaletique";
const labels = readContent("site/page-application.json");
const navigation = readContent("site/navigation.json");
const ui = readContent("site/interface.json");
const applicationsMenu = navigation.menu.find((item: { sousMenu?: { source: string } }) => item.sousMenu?.source === "applications").libelle;
const existing = routes.filter((route) => route.collection === "applications").map((route) => route.path);
const papeterie = readContent("applications/papeterie.json");

const seventh = {
  ...papeterie,
  ordre: 7,
  menu: "Signalétique",
  meta: { titre: "Signalétique en stone paper — panneaux et affiches", description: "Panneaux, affiches et plans d'orientation en stone paper : une signalétique qui résiste à l'humidité et aux manipulations." },
  titre: "Stone paper pour la signalétique",
  resume: "Panneaux, affiches et plans d'orientation qui résistent à l'humidité.",
  imagePrincipale: { src: `/images/applications/${SLUG}/principale.svg`, alt: "Panneau d'orientation vert fixé à un mur clair" },
};

// A new, simple picture: encoding it keeps the test fast; the gallery reuses pictures whose variants are cached.
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="#EDE8E0"/><rect x="380" y="180" width="440" height="320" rx="16" fill="#1F5A4E"/><rect x="420" y="230" width="240" height="24" rx="12" fill="#F6F3EE"/><rect x="420" y="290" width="320" height="24" rx="12" fill="#A9C9BF"/><rect x="590" y="500" width="20" height="220" fill="#5E5953"/></svg>\n`;

let project: ProjectSandbox;
let dir: string;
let server: Server;
let origin: string;
const site = useBrowser();

beforeAll(async () => {
  project = new ProjectSandbox();
  dir = project.dir;
  // The whole change: one JSON file and its picture.
  project.writeContent(`images/applications/${SLUG}/principale.svg`, PICTURE);
  project.writeContent(`applications/${SLUG}.json`, seventh);
  // And what an editor's computer leaves behind: a file saved by a Windows editor (byte-order
  // mark, CRLF), Finder's .DS_Store, an editor's backup. None of it may stop the build.
  const company = readFileSync(project.path("content", "site", "entreprise.json"), "utf8");
  project.writeContent("site/entreprise.json", `\uFEFF${company.replace(/\n/g, "\r\n")}`);
  project.writeContent("applications/.DS_Store", "\u0000\u0000\u0000\u0001Bud1");
  project.writeContent("fiches/rbn.json~", "{ ancienne version");
  project.build();
  server = createStaticServer(path.join(dir, "build", "client") + path.sep);
  origin = await listen(server, 0);
}, 600_000);

afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  project?.dispose();
});

test("the seventh file becomes a seventh pre-rendered page with its gallery and its new picture's variants", async () => {
  expect(existsSync(path.join(dir, "build", "client", SLUG, "index.html"))).toBe(true);
  const variants = readdirSync(path.join(dir, "build", "client", "assets", "images")).filter((name) => name.startsWith(`applications-${SLUG}-principale-`));
  expect(variants.some((name) => name.endsWith(".avif"))).toBe(true);

  const { page, response } = await site.openPage(`${origin}/${SLUG}`, { javaScript: false });
  expect(response?.status()).toBe(200);
  expect(await page.locator("main h1").innerText()).toBe(seventh.titre);
  expect(await page.getByRole("group", { name: labels.vignettes }).getByRole("button").count()).toBe(seventh.galerie.length + 1);
  const others = await page.locator("main article a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(others.sort()).toEqual([...existing].sort());
});

test("it is in the header submenu, the mobile drawer and the footer", async () => {
  const { page, problems } = await site.openPage(`${origin}/`, { width: 1280, height: 800 });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await page.locator(`footer a[href='/${SLUG}']`).innerText()).toBe(seventh.menu);
  const trigger = page.locator("header nav button[aria-expanded]", { hasText: applicationsMenu });
  await trigger.click();
  const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
  await panel.waitFor({ state: "visible" });
  expect(await panel.locator(`a[href='/${SLUG}']`).innerText()).toBe(seventh.menu);
  expect(await panel.locator("a").count()).toBe(existing.length + 2);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: ui.menuMobileOuvrir }).click();
  const drawer = page.getByRole("dialog", { name: ui.menuMobileTitre });
  await drawer.waitFor({ state: "visible" });
  expect(await drawer.locator(`a[href='/${SLUG}']`).count()).toBe(1);
  expect(problems.pageErrors).toEqual([]);
});

test("every other application links to it, and /applications lists seven", async () => {
  const { page } = await site.newPage({ javaScript: false });
  for (const other of existing) {
    await page.goto(`${origin}${other}`);
    expect(await page.locator(`main article a[href='/${SLUG}']`).count(), other).toBe(1);
    expect(await page.locator("main article").count(), other).toBe(existing.length);
  }
  await page.goto(`${origin}/applications`);
  expect(await page.locator("main article").count()).toBe(existing.length + 1);
  expect(await page.locator("main article a").last().getAttribute("href")).toBe(`/${SLUG}`);
});

test("the texts that count the applications say seven: pages, titles, link previews and the catalogue PDF", async () => {
  const { page } = await site.openPage(`${origin}/applications`, { javaScript: false });
  expect(await page.title()).toMatch(/sept secteurs/);
  expect(await page.locator("meta[property='og:title']").getAttribute("content")).toMatch(/sept secteurs/);
  expect(await page.locator("main").innerText()).toMatch(/^Sept secteurs où/m);
  await page.goto(`${origin}/`);
  expect(await page.locator("main").innerText()).toContain("Sept secteurs d’application");
  expect(await page.locator("main").innerText()).not.toMatch(/\bsix (secteurs|applications)\b/i);
  await page.context().close();

  const catalogue = pdfText(path.join(dir, "build", "client", readContent("site/entreprise.json").catalogue.fichier));
  expect(catalogue).toContain("Sept secteurs d’application");
  expect(catalogue).not.toMatch(/\bsix secteurs\b/i);
});

test("the company's file saved with a byte-order mark and CRLF line endings reads as before", async () => {
  const { page } = await site.openPage(`${origin}/contact`, { javaScript: false });
  expect(await page.locator("footer").innerText()).toContain(readContent("site/entreprise.json").nom);
});
