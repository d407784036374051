import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import type { BlocFormulaireContact, Entreprise, FicheTechnique, Interface, Page as ContentPage } from "#app/generated/content-types.ts";
import { requestHref } from "#app/model/request.ts";
import { fillTemplate } from "#app/model/text.ts";
import { readContent } from "#test/support/content.ts";
import { useBrowser, type Problems } from "./browser.ts";

/*
 * The site on phones, 320 to 414 px wide: the brand's name read whole in the header, the
 * data sheet's request bar and per-thickness requests, WhatsApp in the menu with a
 * greeting written in content, and the contact form's toast clear of what the visitor
 * needs next.
 */

const company = readContent<Entreprise>("site/entreprise.json");
const ui = readContent<Interface>("site/interface.json");
const settings = readContent("site/reglages.json");
const rpn = readContent<FicheTechnique>("fiches/rpn.json");
const contactPage = readContent<ContentPage>("pages/contact.json");
const form = contactPage.blocs.find((b): b is BlocFormulaireContact => b.type === "formulaire-contact")!;
const toastTime: number = settings.delais.notification;

const site = useBrowser();
let page: Page;
let problems: Problems;

async function closePage() {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  await page.context().close();
}
afterEach(closePage);

async function open(path: string, width: number, height = 740, options: BrowserContextOptions = {}) {
  ({ page, problems } = await site.openPage(path, { width, height, ...options }));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** How many lines of text an element's content takes. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });

/** The text a wa.me link carries, as WhatsApp reads it (percent-decoding only: a "+" stays a "+"). */
function whatsappText(href: string): string {
  const [, text = ""] = href.split("?text=");
  return decodeURIComponent(text);
}

const whatsappDigits = company.whatsapp.replace(/\D/g, "");
const greeting = ui.messageWhatsapp.general;
const rpnGreeting = fillTemplate(ui.messageWhatsapp.fiche, { code: rpn.code, nom: rpn.nom.long });

/** A wa.me link to the company's number carrying `text`, encoded with %20 for spaces and never "+". */
function expectWhatsappLink(href: string | null, text: string) {
  expect(href).not.toBeNull();
  expect(href!.startsWith(`https://wa.me/${whatsappDigits}?text=`)).toBe(true);
  expect(href).not.toMatch(/[+\s]/);
  expect(whatsappText(href!)).toBe(text);
}

describe("the brand's name in the header", () => {
  for (const width of [320, 375]) {
    test(`at ${width} px it reads whole: no ellipsis, nothing cut, clear of the phone and menu buttons`, async () => {
      await open("/rpn", width);
      const home = page.getByRole("link", { name: fillTemplate(ui.logoAccueil, { nom: company.nom }), exact: true });
      const name = home.locator("span", { hasText: company.nom });
      expect(await name.isVisible()).toBe(true);
      expect(await name.textContent()).toBe(company.nom);
      const fit = await name.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        scrollHeight: element.scrollHeight,
        clientHeight: element.clientHeight,
        textOverflow: getComputedStyle(element).textOverflow,
      }));
      expect(fit.textOverflow).not.toBe("ellipsis");
      expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
      expect(fit.scrollHeight).toBeLessThanOrEqual(fit.clientHeight);
      const nameBox = (await name.boundingBox())!;
      const phoneBox = (await page.locator("header .entete-telephone a").boundingBox())!;
      expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(phoneBox.x);
      expect(nameBox.x).toBeGreaterThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

describe("the data sheet's request bar", () => {
  test("from 320 to 414 px its two buttons have the same height and their labels hold on one line", async () => {
    for (const width of [320, 360, 375, 390, 414]) {
      await open("/rpn", width);
      const buttons = page.locator("[data-request-bar] a");
      expect(await buttons.count()).toBe(2);
      const boxes = await Promise.all([0, 1].map(async (index) => (await buttons.nth(index).boundingBox())!));
      expect(Math.abs(boxes[0].height - boxes[1].height), `${width} px : hauteurs ${boxes[0].height} et ${boxes[1].height}`).toBeLessThan(0.5);
      for (const [index, box] of boxes.entries()) {
        const button = buttons.nth(index);
        expect(await lineCount(button), `${width} px : « ${await button.innerText()} » sur une ligne`).toBe(1);
        expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await closePage();
    }
    ({ page, problems } = await site.newPage());
  });
});

describe("the specification table on a phone", () => {
  test("at 375 px every thickness has its own visible request link, on screen and at least 24 px, to the request pre-filled with it", async () => {
    await open("/rpn", 375);
    const caption = fillTemplate(ui.fiche.legendeSpecifications, { code: rpn.code });
    const table = page.getByRole("region", { name: caption, exact: true });
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBe(rpn.lignes.length);
    for (const [index, line] of rpn.lignes.entries()) {
      const link = rows.nth(index).getByRole("link");
      expect(await link.count()).toBe(1);
      expect(await link.getAttribute("href")).toBe(requestHref({ type: "echantillons", famille: "rpn", epaisseur: line.epaisseur }));
      expect(await link.getAttribute("aria-label")).toBe(fillTemplate(ui.fiche.echantillonsLigneComplet, { code: rpn.code, epaisseur: line.epaisseur }));
      expect(await link.isVisible()).toBe(true);
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.width).toBeGreaterThanOrEqual(24);
      // On screen, without scrolling the table sideways, and not under the request bar.
      const region = (await table.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(Math.max(0, region.x));
      expect(box.x + box.width).toBeLessThanOrEqual(Math.min(375, region.x + region.width));
      const onTop = await link.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return !!hit && element.contains(hit);
      });
      expect(onTop, `${line.epaisseur} µm : le lien n'est pas recouvert`).toBe(true);
    }
  });
});

describe("WhatsApp", () => {
  test("every WhatsApp link of the pages carries a greeting: the footer's names the sheet on a data sheet; the contact page's greets", async () => {
    for (const [path, text] of [["/rpn", rpnGreeting], ["/", greeting], ["/contact", greeting]] as const) {
      ({ page, problems } = await site.openPage(path, { width: 375, height: 740, javaScript: false }));
      const links = page.locator("a[href^='https://wa.me/']");
      expect(await links.count(), path).toBeGreaterThan(0);
      for (const href of await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")))) expectWhatsappLink(href, text);
      await closePage();
    }
    ({ page, problems } = await site.newPage());
  });

  test("the phone menu has a WhatsApp link, named, to the company's number with a greeting about the sheet", async () => {
    await open("/rpn", 375);
    await page.getByRole("button", { name: ui.menuMobileOuvrir }).click();
    const drawer = page.getByRole("dialog", { name: ui.menuMobileTitre });
    await drawer.waitFor({ state: "visible" });
    const link = drawer.getByRole("link", { name: new RegExp(`^${ui.whatsapp}\\b.*${company.whatsapp.replace(/\+/g, "\\+")}`) });
    expect(await link.count()).toBe(1);
    expectWhatsappLink(await link.getAttribute("href"), rpnGreeting);
    expect(rpnGreeting).toContain(rpn.code);
    expect(rpnGreeting).toContain(rpn.nom.long);
    await link.scrollIntoViewIfNeeded();
    expect(await link.isVisible()).toBe(true);
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(await link.getAttribute("rel")).toContain("noopener");
  });

  test("elsewhere the menu's link carries the greeting alone", async () => {
    await open("/", 375);
    await page.getByRole("button", { name: ui.menuMobileOuvrir }).click();
    const drawer = page.getByRole("dialog", { name: ui.menuMobileTitre });
    await drawer.waitFor({ state: "visible" });
    const link = drawer.locator("a[href^='https://wa.me/']");
    expect(await link.count()).toBe(1);
    expectWhatsappLink(await link.getAttribute("href"), greeting);
  });
});

describe("the contact form's toast on a phone", () => {
  for (const height of [667, 812]) {
    test(`at 375 × ${height} px, after sending, the panel's webmail and WhatsApp links are on screen and not under the toast, which shows and is announced for 5 s`, async () => {
      // A phone: a finger taps « Envoyer » (a mouse left resting where the toast appears would hold it there, as notistack means).
      await open("/contact", 375, height, { hasTouch: true, isMobile: true });
      await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>("main form button[type=submit]")?.disabled);
      await page.locator('main form [name="message"]').fill("Bonjour, je voudrais des échantillons de RPN 100 µm.");
      await page.locator("main form button[type=submit]").tap();
      const toast = page.locator('[data-toast="success"]');
      await toast.waitFor({ state: "visible" });
      const shownAt = Date.now();
      expect(await toast.innerText()).toBe(form.notifications.succes);
      expect(await page.locator("[role=status]", { hasText: form.notifications.succes }).count()).toBe(1);
      // Once the toast has slid in and the page has settled.
      await page.waitForTimeout(500);
      const toastBox = (await toast.boundingBox())!;
      const header = await page.evaluate(() => document.querySelector("header")!.getBoundingClientRect().bottom);
      const panel = page.locator("[data-contact-sent]");
      const links = panel.locator("a[target=_blank]");
      expect(await links.count()).toBe(3);
      for (const name of [form.apresEnvoi.gmail, form.apresEnvoi.outlook, form.apresEnvoi.whatsapp]) {
        const link = panel.getByRole("link", { name: new RegExp(`^${name}`) });
        const box = (await link.boundingBox())!;
        expect(box.y, `${name} : sous l'en-tête`).toBeGreaterThanOrEqual(header);
        expect(box.y + box.height, `${name} : à l'écran`).toBeLessThanOrEqual(height);
        const apart =
          box.x + box.width <= toastBox.x || toastBox.x + toastBox.width <= box.x || box.y + box.height <= toastBox.y || toastBox.y + toastBox.height <= box.y;
        expect(apart, `${name} (${JSON.stringify(box)}) sous le toast (${JSON.stringify(toastBox)})`).toBe(true);
      }
      // Still the specification's toast: there for 5 s, then gone.
      await page.waitForTimeout(Math.max(0, shownAt + toastTime - 700 - Date.now()));
      expect(await toast.isVisible()).toBe(true);
      await toast.waitFor({ state: "detached", timeout: 4000 });
      expect(Date.now() - shownAt).toBeGreaterThanOrEqual(toastTime - 700);
    });
  }
});
