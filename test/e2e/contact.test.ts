import type { BrowserContextOptions, Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import type { BlocCoordonnees, BlocFormulaireContact, Entreprise, Page as ContentPage } from "#app/generated/content-types.ts";
import { DRAFT_MAX_AGE_MS } from "#app/lib/contact-draft.ts";
import { DRAFT_KEY } from "#app/model/browser-storage.ts";
import { fillTemplate } from "#app/model/text.ts";
import { readContent } from "#test/support/content.ts";
import { useBrowser, origin, type Problems } from "./browser.ts";

const contactPage = readContent<ContentPage>("pages/contact.json");
const form = contactPage.blocs.find((b): b is BlocFormulaireContact => b.type === "formulaire-contact")!;
const details = contactPage.blocs.find((b): b is BlocCoordonnees => b.type === "coordonnees")!;
const company = readContent<Entreprise>("site/entreprise.json");
const settings = readContent("site/reglages.json");
const ui = readContent("site/interface.json");
const delay: number = settings.delais.envoiFormulaire;
const toastTime: number = settings.delais.notification;

const site = useBrowser();
let page: Page;
let problems: Problems;
/** mailto: navigations the page asked for, as Chromium reports them (the mail program itself is never launched headless). */
let mailtos: { url: string; at: number }[];

afterEach(async () => {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

async function open(path = "/contact", options: BrowserContextOptions = {}, { waitForForm = true, beforeLoad = async (_page: Page): Promise<unknown> => undefined } = {}) {
  ({ page, problems } = await site.newPage({ width: 1280, height: 900, ...options }));
  mailtos = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  cdp.on("Page.frameRequestedNavigation", (event) => {
    if (event.url.startsWith("mailto:")) mailtos.push({ url: event.url, at: Date.now() });
  });
  await beforeLoad(page);
  await page.goto(`${origin()}${path}`);
  if (options.javaScriptEnabled === false || !waitForForm) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The form's code arrives after the page's: the button is enabled once it has hydrated.
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>("main form button[type=submit]")?.disabled);
}

const field = (name: "nom" | "email" | "sujet" | "message") => page.locator(`main form [name="${name}"]`);
const submit = () => page.locator("main form button[type=submit]");
const toast = (variant: "success" | "error") => page.locator(`[data-toast="${variant}"]`);
const failurePanel = () => page.locator("[data-contact-failure]");

/** A mailto: URL as a mail program reads it (RFC 6068): percent-decoding only, "+" stays "+". */
function readMailto(url: string) {
  const [address, query = ""] = url.slice("mailto:".length).split("?");
  const fields = Object.fromEntries(query.split("&").map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]));
  return { to: decodeURIComponent(address), names: Object.keys(fields), raw: fields, subject: decodeURIComponent(fields.subject ?? ""), body: decodeURIComponent(fields.body ?? "") };
}

const expectedBody = (nom: string, email: string, message: string) =>
  [fillTemplate(form.courriel.ligneNom, { nom }).trimEnd(), fillTemplate(form.courriel.ligneEmail, { email }).trimEnd(), "", message].join("\r\n");

async function waitForMailto(timeout = delay + 5000) {
  const start = Date.now();
  while (mailtos.length === 0 && Date.now() - start < timeout) await page.waitForTimeout(25);
  expect(mailtos).toHaveLength(1);
  return mailtos[0];
}

describe("without JavaScript", () => {
  test("the pre-rendered page shows hours, address and map link, phone, WhatsApp, e-mail as text and mailto: link, social links", async () => {
    await open("/contact", { javaScriptEnabled: false });
    const main = page.locator("main");
    const text = await main.innerText();
    const section = main.locator("section", { has: page.locator("h2", { hasText: details.titre }) });
    for (const part of [company.adresse.rue, company.adresse.codePostal, company.adresse.ville, company.adresse.pays]) expect(text).toContain(part);
    expect(await section.locator(`a[href="${company.adresse.lienCarte}"]`).count()).toBe(1);
    const phoneDigits = company.telephone.replace(/[^\d+]/g, "");
    expect(await section.locator(`a[href="tel:${phoneDigits}"]`).innerText()).toBe(company.telephone);
    const whatsappDigits = company.whatsapp.replace(/\D/g, "");
    expect(whatsappDigits).toMatch(/^216\d+$/);
    expect(await section.locator(`a[href="https://wa.me/${whatsappDigits}?text=${encodeURIComponent(ui.messageWhatsapp.general)}"]`).count()).toBe(1);
    const email = section.locator(`a[href="mailto:${company.email}"]`);
    expect(await email.innerText()).toBe(company.email);
    for (const profile of company.reseauxSociaux) expect(await section.locator(`a[href="${profile.url}"]`).count()).toBe(1);
    for (const slot of company.horaires) expect(await section.innerText()).toContain(slot.libelle);
    expect(await section.innerText()).toContain(ui.ferme);
    expect(await section.locator(`time[datetime="${company.horaires[0].ouverture}"]`).count()).toBeGreaterThan(0);
    // The form cannot open a mail program without JavaScript: it says so, with the address.
    expect(await submit().isDisabled()).toBe(true);
    const noScript = page.locator("main form noscript p");
    expect(await noScript.innerText()).toBe(fillTemplate(form.sansJavascript, { destinataire: company.email }));
    expect(await noScript.locator(`a[href="mailto:${company.email}"]`).isVisible()).toBe(true);
  });
});

describe("the form", () => {
  test("four fields with visible French labels, empty; only the message is required; the e-mail is type=email", async () => {
    await open();
    for (const name of ["nom", "email", "sujet", "message"] as const) {
      const input = page.getByRole("textbox", { name: form.champs[name], exact: true });
      expect(await input.getAttribute("name")).toBe(name);
      expect(await input.inputValue()).toBe("");
      expect(await page.locator(`main form label[for="${await input.getAttribute("id")}"]`).isVisible()).toBe(true);
      expect(await input.evaluate((el: HTMLInputElement) => el.required)).toBe(name === "message");
    }
    expect(await field("email").getAttribute("type")).toBe("email");
    expect(await submit().innerText()).toBe(form.envoyer);
  });

  test("sending: disabled button reading 'Envoi en cours...', then ~1 s later the mail program opens with recipient, subject and body, the form resets and the toast shows for 5 s", async () => {
    await open();
    const values = {
      nom: "Amel Ben Salah & fils",
      email: "amel+devis@imprimerie.tn",
      sujet: "Devis RBN 300 µm ? 100 % + port",
      message: "Bonjour,\nqu'en est-il de l'œuvre « #1 » ?\n\n— Amel 🪨",
    };
    for (const [name, value] of Object.entries(values)) await field(name as keyof typeof values).fill(value);
    const clickedAt = Date.now();
    await submit().click();
    expect(await submit().innerText()).toBe(form.envoiEnCours);
    expect(form.envoiEnCours).toBe("Envoi en cours...");
    expect(await submit().isDisabled()).toBe(true);
    await page.waitForTimeout(delay / 2);
    expect(mailtos).toEqual([]);
    expect(await submit().isDisabled()).toBe(true);

    const mail = await waitForMailto();
    expect(mail.at - clickedAt).toBeGreaterThanOrEqual(delay - 50);
    expect(mail.at - clickedAt).toBeLessThan(delay + 2500);
    const read = readMailto(mail.url);
    expect(read.to).toBe(company.email);
    expect(read.names).toEqual(["subject", "body"]);
    expect(read.subject).toBe(values.sujet);
    expect(read.body).toBe(expectedBody(values.nom, values.email, values.message.replace(/\n/g, "\r\n")));
    expect(read.raw.body).toContain("%0D%0A%0D%0A");
    expect(mail.url).not.toContain("+");

    await toast("success").waitFor({ state: "visible" });
    const shownAt = Date.now();
    expect(await toast("success").innerText()).toBe(form.notifications.succes);
    expect(form.notifications.succes).toBe("Votre message a été envoyé avec succès!");
    expect(await page.locator("[role=status]", { hasText: form.notifications.succes }).count()).toBe(1);
    for (const name of ["nom", "email", "sujet", "message"] as const) expect(await field(name).inputValue()).toBe("");
    expect(await submit().innerText()).toBe(form.envoyer);
    expect(await submit().isEnabled()).toBe(true);
    expect(await failurePanel().count()).toBe(0);

    // Stays 5 s, then goes.
    await page.waitForTimeout(Math.max(0, shownAt + toastTime - 700 - Date.now()));
    expect(await toast("success").isVisible()).toBe(true);
    await toast("success").waitFor({ state: "detached", timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(toastTime - 700);
    expect(mailtos).toHaveLength(1);
  });

  test("the toast colours are the theme's, with AA contrast", async () => {
    await open();
    await field("message").fill("Bonjour");
    await submit().click();
    await toast("success").waitFor({ state: "visible" });
    const { color, background } = await toast("success").evaluate((el) => ({ color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor }));
    const channels = (rgb: string) => rgb.match(/\d+/g)!.slice(0, 3).map(Number);
    const luminance = (rgb: string) => {
      const [r, g, b] = channels(rgb).map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
    expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  test("an empty message blocks sending, with a French message on the field", async () => {
    await open();
    await field("nom").fill("Amel");
    await field("message").fill("   ");
    await submit().click();
    const error = page.getByText(form.erreurs.messageVide);
    await error.waitFor({ state: "visible" });
    expect(await field("message").getAttribute("aria-invalid")).toBe("true");
    expect(await field("message").getAttribute("aria-describedby")).toBe(await error.getAttribute("id"));
    expect(await field("message").evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await submit().innerText()).toBe(form.envoyer);
    await page.waitForTimeout(delay + 500);
    expect(mailtos).toEqual([]);
    expect(await toast("success").count()).toBe(0);
    expect(await field("nom").inputValue()).toBe("Amel");
    // Typing a message clears the error; sending then works.
    await field("message").fill("Bonjour");
    await error.waitFor({ state: "detached" });
    await submit().click();
    await waitForMailto();
  });

  test("an e-mail that is not an address gets a clear French message and blocks sending until corrected", async () => {
    await open();
    await field("email").fill("amel-at-imprimerie");
    await field("message").fill("Bonjour");
    await submit().click();
    const error = page.getByText(form.erreurs.emailInvalide);
    await error.waitFor({ state: "visible" });
    expect(await field("email").getAttribute("aria-invalid")).toBe("true");
    expect(await field("email").evaluate((el) => el === document.activeElement)).toBe(true);
    await page.waitForTimeout(delay + 300);
    expect(mailtos).toEqual([]);
    await field("email").fill("amel@imprimerie.tn");
    await error.waitFor({ state: "detached" });
    await submit().click();
    expect(readMailto((await waitForMailto()).url).body).toBe(expectedBody("", "amel@imprimerie.tn", "Bonjour"));
  });

  test("too long for a mail program: failure toast, nothing lost, the address and a button that copies the whole message", async () => {
    await open("/contact", { permissions: ["clipboard-read", "clipboard-write"] });
    const message = `Bonjour,\n${"Épaisseur 300 µm, densité 1,5 ; quantité ≈ 2 000 feuilles. ".repeat(40)}\nMerci`;
    await field("nom").fill("Amel");
    await field("sujet").fill("Devis");
    await field("message").fill(message);
    await submit().click();
    await toast("error").waitFor({ state: "visible", timeout: delay + 4000 });
    expect(await toast("error").innerText()).toBe(form.notifications.echec);
    expect(form.notifications.echec).toBe("Échec de l'envoi du message. Veuillez réessayer.");
    expect(await page.locator("[role=alert]", { hasText: form.notifications.echec }).count()).toBe(1);
    expect(mailtos).toEqual([]);
    expect(await field("nom").inputValue()).toBe("Amel");
    expect(await field("sujet").inputValue()).toBe("Devis");
    expect(await field("message").inputValue()).toBe(message);
    expect(await submit().isEnabled()).toBe(true);

    const panel = failurePanel();
    expect(await panel.locator(`a[href="mailto:${company.email}"]`).innerText()).toBe(company.email);
    const copy = panel.getByRole("button", { name: form.echec.copier });
    // The visitor lands on the copy button (the disabled submit button had lost focus).
    expect(await copy.evaluate((el) => el === document.activeElement)).toBe(true);
    await copy.click();
    await panel.getByText(form.echec.copie).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(company.email);
    expect(copied).toContain("Devis");
    expect(copied).toContain("Amel");
    expect(copied).toContain(message);

    // Shortened, the same message goes through, and the help disappears.
    await field("message").fill("Bonjour, rappelez-moi.");
    await submit().click();
    expect(readMailto((await waitForMailto()).url).subject).toBe("Devis");
    await failurePanel().waitFor({ state: "detached" });
  });

  test("text typed before the form's code has arrived is kept, and sent", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await open("/contact", {}, {
      waitForForm: false,
      beforeLoad: (target) => target.route(/contact-form-block-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      }),
    });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await field("nom").fill("Amel");
    await field("message").fill("Écrit avant l'hydratation");
    expect(await submit().isDisabled()).toBe(true);
    release();
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>("main form button[type=submit]")?.disabled);
    expect(await field("message").inputValue()).toBe("Écrit avant l'hydratation");
    await submit().click();
    expect(readMailto((await waitForMailto()).url).body).toBe(expectedBody("Amel", "", "Écrit avant l'hydratation"));
  });

  test("when the clipboard is refused, the whole message is shown to copy by hand", async () => {
    await open();
    await page.evaluate(() => {
      Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new DOMException("refusé", "NotAllowedError")) } });
    });
    const message = "x".repeat(settings.longueurMaxMailto);
    await field("message").fill(message);
    await submit().click();
    await failurePanel().getByRole("button", { name: form.echec.copier }).click();
    await failurePanel().getByText(form.echec.copieImpossible).waitFor();
    const full = failurePanel().getByLabel(form.echec.texteComplet);
    expect(await full.inputValue()).toContain(message);
    expect(await full.getAttribute("readonly")).not.toBeNull();
  });
});

describe("a subject in the address", () => {
  const rbn = readContent("fiches/rbn.json");
  const quoteSubject = fillTemplate(form.demande.sujet, { demande: form.demande.types.devis.sujet, produit: rbn.code });

  test("?sujet= pre-fills the subject (links made before the request part)", async () => {
    await open("/contact?sujet=Demande%20de%20devis%20%E2%80%94%20RBN");
    await page.waitForFunction((expected) => document.querySelector<HTMLInputElement>("main form [name=sujet]")?.value === expected, quoteSubject);
    await field("message").fill("Bonjour");
    await submit().click();
    expect(readMailto((await waitForMailto()).url).subject).toBe(quoteSubject);
  });

  test("the quote button of a data sheet leads to the form with its subject", async () => {
    await open("/rbn");
    await page.locator(`main aside a[href^="/contact?type=devis&famille=rbn"]`).click();
    await page.waitForURL(/\/contact\?type=devis&famille=rbn#ecrire$/);
    await page.waitForFunction((expected) => document.querySelector<HTMLInputElement>("main form [name=sujet]")?.value === expected, quoteSubject);
  });

  test("is plain text: markup stays characters, line breaks go", async () => {
    await open(`/contact?sujet=${encodeURIComponent('<img src=x onerror="document.title=1">\r\nbcc: x@y')}`);
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>("main form [name=sujet]")?.value !== "");
    expect(await field("sujet").inputValue()).toBe('<img src=x onerror="document.title=1"> bcc: x@y');
    expect(await page.locator("main img[src=x]").count()).toBe(0);
    expect(await page.title()).not.toBe("1");
  });
});

describe("keyboard only", () => {
  test("Tab to each field, type, Tab to the button, Enter: the mail program opens", async () => {
    await open();
    for (let i = 0; i < 80 && (await page.evaluate(() => document.activeElement?.getAttribute("name"))) !== "nom"; i += 1) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("nom");
    await page.keyboard.type("Amel");
    await page.keyboard.press("Tab");
    await page.keyboard.type("amel@imprimerie.tn");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Échantillons");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Ligne 1");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Ligne 2");
    await page.keyboard.press("Tab");
    // The optional request part, closed, lies between the message and the button.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("submit");
    await page.keyboard.press("Enter");
    const read = readMailto((await waitForMailto()).url);
    expect(read.subject).toBe("Échantillons");
    expect(read.body).toBe(expectedBody("Amel", "amel@imprimerie.tn", "Ligne 1\r\nLigne 2"));
    await toast("success").waitFor({ state: "visible" });
    // Focus comes back to the button, so the keyboard user can go on from there.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("submit");
  });
});

describe("the draft kept in the browser", () => {
  test("an expired draft is not offered and is removed from localStorage", async () => {
    const expired = JSON.stringify({
      savedAt: Date.now() - 400 * 24 * 60 * 60 * 1000,
      values: { nom: "Amel Ben Salah", email: "amel@exemple.tn", sujet: "", message: "Bonjour" },
      request: { telephone: "+216 98 123 456" },
    });
    expect(400 * 24 * 60 * 60 * 1000).toBeGreaterThan(DRAFT_MAX_AGE_MS);
    await open("/contact", {}, {
      // Written on the site's origin before the contact page loads, as a visit long ago left it.
      beforeLoad: async (target) => {
        await target.goto(`${origin()}/`);
        await target.evaluate(([key, value]) => localStorage.setItem(key, value), [DRAFT_KEY, expired] as const);
      },
    });
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    expect(await page.locator("[data-contact-draft]").count()).toBe(0);
  });
});

describe("loading", () => {
  test("notistack and the form's code are fetched only where and when they are needed", async () => {
    // URLs are noted as responses arrive; bodies are awaited only when asked for, so no response is missed.
    const scripts: { url: string; text: Promise<string> }[] = [];
    const record = (target: Page) =>
      target.on("response", (response) => {
        if (response.url().endsWith(".js")) scripts.push({ url: response.url(), text: response.text().catch(() => "") });
      });
    const loaded = async (needle: string) => (await Promise.all(scripts.map((script) => script.text))).some((text) => text.includes(needle));
    const fetched = (name: string) => scripts.some((script) => script.url.includes(name));

    ({ page, problems } = await site.newPage());
    record(page);
    await page.goto(`${origin()}/`, { waitUntil: "networkidle" });
    expect(await loaded("notistack")).toBe(false);
    expect(fetched("contact-form-block")).toBe(false);
    await page.context().close();

    scripts.length = 0;
    ({ page, problems } = await site.newPage());
    record(page);
    await page.goto(`${origin()}/contact`, { waitUntil: "networkidle" });
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>("main form button[type=submit]")?.disabled);
    expect(fetched("contact-form-block")).toBe(true);
    expect(await loaded("notistack")).toBe(false);
    await field("message").fill("Bonjour");
    await submit().click();
    await toast("success").waitFor({ state: "visible" });
    expect(await loaded("notistack")).toBe(true);
  });

  test.each([375, 1280])("at %i px, nothing in the form moves or changes size when its code arrives", async (width) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await open("/contact", { viewport: { width, height: 900 } }, {
      waitForForm: false,
      beforeLoad: (target) => target.route(/contact-form-block-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      }),
    });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const boxes = () =>
      page.locator("main form").evaluate((form) =>
        [form, ...form.querySelectorAll("input, textarea, select, button, label, details")].map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return `${element.tagName.toLowerCase()}${element.getAttribute("name") ? `[${element.getAttribute("name")}]` : ""} ${[x, y, width, height].map((value) => value.toFixed(1)).join(" ")}`;
        }),
      );
    const before = await boxes();
    release();
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>("main form button[type=submit]")?.disabled);
    expect(await boxes()).toEqual(before);
  });
});
