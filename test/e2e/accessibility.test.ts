import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { BlocFormulaireContact, Page as ContentPage } from "#app/generated/content-types.ts";
import { readContent, routes } from "#test/support/content.ts";
import { templatePaths, axeViolations, channels, contrast, settle } from "./a11y.ts";
import { useBrowser, origin } from "./browser.ts";

/*
 * axe-core on one page of each template at three widths (the narrowest phone WCAG's reflow criterion
 * names, a tablet, a desktop), then on the states a page load does not show: an open
 * submenu, the mobile drawer, a selected gallery picture, the contact form's errors and
 * its toasts. One browser; one context and one tab per width, reused from page to page.
 */

const ui = readContent("site/interface.json");
const labels = readContent("site/page-application.json");
const settings = readContent("site/reglages.json");
const form = readContent<ContentPage>("pages/contact.json").blocs.find((b): b is BlocFormulaireContact => b.type === "formulaire-contact")!;
const application = routes.find((route) => route.collection === "applications")!.path;

const site = useBrowser();

async function newTab(width: number): Promise<Page> {
  return (await site.newPage({ width, height: 900 })).page;
}

describe.each([320, 768, 1280])("one page of each template at %i px", (width) => {
  let page: Page;
  beforeAll(async () => {
    page = await newTab(width);
  });
  afterAll(() => page?.context().close());

  test.each(templatePaths)("%s: no axe violation", async (path) => {
    const response = await page.goto(`${origin()}${path}`);
    expect(response?.ok() || response?.status() === 404).toBe(true);
    await settle(page);
    expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
  });
});

describe("states a page load does not show", () => {
  async function open(path: string, width: number) {
    const page = await newTab(width);
    await page.goto(`${origin()}${path}`);
    await settle(page);
    return page;
  }

  test("each header submenu open (desktop)", async () => {
    const page = await open("/", 1280);
    const triggers = page.locator("header nav button[aria-expanded]");
    expect(await triggers.count()).toBeGreaterThan(0);
    for (const trigger of await triggers.all()) {
      await trigger.click();
      const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
      await panel.waitFor({ state: "visible" });
      await settle(page);
      expect(await axeViolations(page), `submenu « ${await trigger.innerText()} » open`).toEqual([]);
    }
  });

  test("the mobile drawer open", async () => {
    const page = await open(application, 320);
    await page.getByRole("button", { name: ui.menuMobileOuvrir }).click();
    await page.getByRole("dialog", { name: ui.menuMobileTitre }).waitFor({ state: "visible" });
    await settle(page);
    expect(await axeViolations(page, "dialog[open]"), "drawer at 320 px").toEqual([]);
  });

  test("a gallery thumbnail selected", async () => {
    const page = await open(application, 1280);
    const thumbnails = page.getByRole("group", { name: labels.vignettes }).getByRole("button");
    await thumbnails.nth(2).click();
    expect(await thumbnails.nth(2).getAttribute("aria-pressed")).toBe("true");
    const shown = page.getByRole("region", { name: labels.galerie }).locator("picture img").first();
    await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await shown.elementHandle());
    await settle(page);
    expect(await axeViolations(page), "gallery, third picture selected").toEqual([]);
  });

  test("the contact form with both errors shown", async () => {
    const page = await open("/contact", 1280);
    await page.locator("main form [name=email]").fill("pas-une-adresse");
    // A click straight from the faulty field: the field's own check must not move the button away from it.
    await page.locator("main form button[type=submit]").click();
    await page.getByText(form.erreurs.emailInvalide).waitFor();
    await page.getByText(form.erreurs.messageVide).waitFor();
    expect(await page.locator("main form [name=email]").evaluate((el) => el === document.activeElement)).toBe(true);
    await settle(page);
    expect(await axeViolations(page), "contact form invalid").toEqual([]);
  });

  /** Sends the form and waits for its toast; the success case asks Chromium to open a mailto: link, caught as in contact.test.ts. */
  async function sendAndWaitForToast(message: string, variant: "success" | "error") {
    const page = await open("/contact", 1280);
    const mailtos: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    cdp.on("Page.frameRequestedNavigation", (event) => {
      if (event.url.startsWith("mailto:")) mailtos.push(event.url);
    });
    await page.locator("main form [name=message]").fill(message);
    await page.locator("main form button[type=submit]").click();
    const toast = page.locator(`[data-toast="${variant}"]`);
    await toast.waitFor({ state: "visible", timeout: settings.delais.envoiFormulaire + 5000 });
    await settle(page);
    expect(mailtos).toHaveLength(variant === "success" ? 1 : 0);
    return { page, toast };
  }

  /** Text against background of the toast as drawn (its box is opaque, so no blending is needed). */
  async function toastContrast(page: Page, variant: string) {
    const { color, background } = await page
      .locator(`[data-toast="${variant}"]`)
      .evaluate((el) => ({ color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor }));
    expect(channels(background)[3]).toBe(1);
    return contrast(channels(color), channels(background));
  }

  test("the success toast: no violation, text at least 4.5:1 on its background", async () => {
    const { page, toast } = await sendAndWaitForToast("Bonjour", "success");
    expect(await toast.innerText()).toBe(form.notifications.succes);
    expect(await toastContrast(page, "success")).toBeGreaterThanOrEqual(4.5);
    expect(await axeViolations(page), "success toast shown").toEqual([]);
  });

  test("the failure toast and the copy panel: no violation, text at least 4.5:1 on its background", async () => {
    const { page, toast } = await sendAndWaitForToast("x".repeat(settings.longueurMaxMailto + 1), "error");
    expect(await toast.innerText()).toBe(form.notifications.echec);
    expect(await toastContrast(page, "error")).toBeGreaterThanOrEqual(4.5);
    expect(await axeViolations(page), "failure toast and copy panel shown").toEqual([]);
  });
});

describe("phone numbers", () => {
  test("are never split across two lines, from 320 to 1280 px, with the text at 100 % and 200 %", async () => {
    const page = await newTab(320);
    await page.goto(`${origin()}/contact`);
    await settle(page);
    const layouts: string[] = [];
    for (const textSize of ["100%", "200%"])
      for (const width of [320, 600, 900, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate((size) => (document.documentElement.style.fontSize = size), textSize);
        // The lines each number's own text (the link's first text node) is drawn on.
        const numbers = await page.evaluate(() =>
          [...document.querySelectorAll("main a[href^='tel:'], footer a[href^='tel:'], main a[href^='https://wa.me/'], footer a[href^='https://wa.me/']")].map((link) => {
            const range = document.createRange();
            range.selectNodeContents(link.firstChild!);
            return { text: link.firstChild!.textContent, lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
          }),
        );
        // Phone and WhatsApp in the page's own block, and again in the footer's compact line.
        expect(numbers.length).toBe(4);
        for (const { text, lines } of numbers) if (lines !== 1) layouts.push(`${text} on ${lines} lines at ${width} px, text ${textSize}`);
      }
    expect(layouts).toEqual([]);
  });
});
