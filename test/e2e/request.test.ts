import type { BrowserContextOptions, Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import type { Application, BlocFormulaireContact, Entreprise, FicheTechnique, Page as ContentPage, PageApplication, Procedes } from "#app/generated/content-types.ts";
import { capitalise, fillTemplate } from "#app/model/text.ts";
import { readContent } from "#test/support/content.ts";
import { axeViolations, settle } from "./a11y.ts";
import { useBrowser, origin, type Problems } from "./browser.ts";

/*
 * From a buyer's need to a request that is never lost: an application page's recommended
 * grades, the data sheet's sample links, the pre-filled form, the mail it opens, the
 * lasting panel (webmail, WhatsApp, restore) and the draft kept in the browser.
 */

const form = readContent<ContentPage>("pages/contact.json").blocs.find((b): b is BlocFormulaireContact => b.type === "formulaire-contact")!;
const company = readContent<Entreprise>("site/entreprise.json");
const rbn = readContent<FicheTechnique>("fiches/rbn.json");
const papeterie = readContent<Application>("applications/papeterie.json");
const applicationLabels = readContent<PageApplication>("site/page-application.json");
const ui = readContent("site/interface.json");
const delay: number = readContent("site/reglages.json").delais.envoiFormulaire;
const words = form.demande;
/** The catalogue's first printing process, as the form offers it. */
const printing = capitalise(readContent<Procedes>("site/procedes.json").procedes.find((process) => process.genre === "impression")!.nom);

const site = useBrowser();
let page: Page;
let problems: Problems;
let mailtos: string[];

afterEach(async () => {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

async function open(path: string, options: BrowserContextOptions = {}) {
  ({ page, problems } = await site.newPage({ width: 1280, height: 900, ...options }));
  mailtos = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  cdp.on("Page.frameRequestedNavigation", (event) => {
    if (event.url.startsWith("mailto:")) mailtos.push(event.url);
  });
  await page.goto(`${origin()}${path}`);
  await settle(page);
}

const field = (name: string) => page.locator(`main form [name="${name}"]`);
const inViewport = (name: string) =>
  field(name).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

async function sendAndRead() {
  await page.locator("main form button[type=submit]").click();
  const start = Date.now();
  while (mailtos.length === 0 && Date.now() - start < delay + 5000) await page.waitForTimeout(25);
  expect(mailtos).toHaveLength(1);
  const [, query] = mailtos[0].split("?");
  const fields = Object.fromEntries(query.split("&").map((pair) => [pair.slice(0, pair.indexOf("=")), decodeURIComponent(pair.slice(pair.indexOf("=") + 1))]));
  return { subject: fields.subject ?? "", body: fields.body ?? "" };
}

const nameLine = (nom: string) => fillTemplate(form.courriel.ligneNom, { nom }).trimEnd();
const emailLine = (email: string) => fillTemplate(form.courriel.ligneEmail, { email }).trimEnd();
const line = (name: keyof typeof words.champs, value: string) => fillTemplate(words.ligne, { libelle: words.champs[name], valeur: value });
const rbnLabel = fillTemplate(ui.fiche.nomAvecCode, { code: rbn.code, nom: rbn.nom.court });

describe("application → recommended sheet → sample request", () => {
  test("the mail's subject says the request, the body is the specification's lines then the request", async () => {
    await open("/papeterie");
    const grade = papeterie.recommandations.find((item) => item.fiche === "rbn")!;
    const section = page.locator("main section", { has: page.locator("h2", { hasText: applicationLabels.titreRecommandations }) });
    await section.getByRole("link", { name: rbnLabel }).click();
    await page.waitForURL(/\/rbn$/);
    await settle(page);
    const thickness = grade.epaisseurs[0];
    await page.getByRole("link", { name: fillTemplate(ui.fiche.echantillonsLigneComplet, { code: rbn.code, epaisseur: thickness }) }).click();
    await page.waitForURL(/\/contact\?/);
    await settle(page);
    const subject = `${words.types.echantillons.sujet} — ${fillTemplate(words.produit, { code: rbn.code, epaisseur: thickness })}`;
    await expect.poll(() => field("sujet").inputValue()).toBe(subject);
    expect(subject).toBe(`Demande d’échantillons — RBN ${thickness} µm`);
    expect(await inViewport("sujet")).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("nom");
    expect((await page.locator("[data-contact-prefilled]").innerText()).replace(/\u00a0/g, " ")).toContain(subject);
    await field("nom").fill("Zoé Ben Salah");
    await field("message").fill("Bonjour,\nnous préparons des couvertures.");
    await field("quantite").fill("500");
    await field("unite").selectOption(words.unites[0]);
    await field("procede").selectOption(printing);
    const mail = await sendAndRead();
    expect(mail.subject).toBe(subject);
    expect(mail.body).toBe(
      [
        nameLine("Zoé Ben Salah"),
        emailLine(""),
        "",
        "Bonjour,",
        "nous préparons des couvertures.",
        "",
        line("type", words.types.echantillons.libelle),
        line("famille", rbnLabel),
        line("epaisseur", `${thickness} µm`),
        line("quantite", `500 ${words.unites[0].toLocaleLowerCase("fr")}`),
        line("procede", printing),
      ].join("\r\n"),
    );
  });

  test("with the request part left empty, subject and body are exactly the specification's", async () => {
    await open("/contact");
    await field("sujet").fill("Question");
    await field("message").fill("Bonjour");
    const mail = await sendAndRead();
    expect(mail).toEqual({ subject: "Question", body: [nameLine(""), emailLine(""), "", "Bonjour"].join("\r\n") });
  });
});

describe("landing on the form", () => {
  for (const width of [375, 1280])
    test(`the home page's quote button lands with the subject visible at ${width} px`, async () => {
      await open("/", { viewport: { width, height: width < 600 ? 740 : 900 } });
      await page.locator("main").getByRole("link", { name: "Demander un devis" }).first().click();
      await page.waitForURL(/\/contact\?type=devis#ecrire$/);
      await settle(page);
      await expect.poll(() => field("sujet").inputValue()).toBe(words.types.devis.sujet);
      await expect.poll(() => inViewport("sujet")).toBe(true);
    });

  test("hostile values in the address are ignored, never run", async () => {
    await open(`/contact?type=%3Cscript%3Ewindow.pwned%3D1%3C%2Fscript%3E&famille=rbn%22%3E%3Cimg%20src%3Dx%20onerror%3Dwindow.pwned%3D1%3E&epaisseur=300&application=javascript:alert(1)#ecrire`);
    expect(await field("sujet").inputValue()).toBe("");
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.locator("main img[src=x]").count()).toBe(0);
  });
});

describe("nothing lost", () => {
  test("a draft survives a reload and is offered back", async () => {
    await open("/contact");
    await field("message").fill("Un message commencé\nsur deux lignes");
    await page.reload();
    await settle(page);
    const offer = page.locator("[data-contact-draft]");
    await offer.getByRole("button", { name: form.brouillon.reprendre }).click();
    expect(await field("message").inputValue()).toBe("Un message commencé\nsur deux lignes");
    expect(await offer.count()).toBe(0);
  });

  test("after sending: the lasting panel with exact webmail and WhatsApp links, and « Rétablir mon message »", async () => {
    await open("/contact");
    await field("sujet").fill("Été — prix");
    await field("message").fill("Bonjour,\nun devis & des délais ?");
    await sendAndRead();
    const panel = page.locator("[data-contact-sent]");
    await panel.waitFor();
    expect(await field("message").inputValue()).toBe("");
    const body = encodeURIComponent([nameLine(""), emailLine(""), "", "Bonjour,", "un devis & des délais ?"].join("\r\n"));
    const subject = encodeURIComponent("Été — prix");
    const to = encodeURIComponent(company.email);
    expect(await panel.getByRole("link", { name: new RegExp(`^${form.apresEnvoi.gmail}`) }).getAttribute("href")).toBe(`https://mail.google.com/mail/?view=cm&fs=1&to=${to}&su=${subject}&body=${body}`);
    expect(await panel.getByRole("link", { name: new RegExp(`^${form.apresEnvoi.outlook}`) }).getAttribute("href")).toBe(`https://outlook.live.com/mail/0/deeplink/compose?to=${to}&subject=${subject}&body=${body}`);
    expect(await panel.getByRole("link", { name: new RegExp(`^${form.apresEnvoi.whatsapp}`) }).getAttribute("href")).toBe(
      `https://wa.me/${company.whatsapp.replace(/\D/g, "")}?text=${subject}${encodeURIComponent("\r\n\r\n")}${body}`,
    );
    // « (nouvel onglet) » is said, not printed: an icon shows it.
    expect(await panel.getByRole("link", { name: `${form.apresEnvoi.gmail} ${form.apresEnvoi.nouvelOnglet}`, exact: true }).count()).toBe(1);
    expect(await panel.locator("a span").filter({ hasText: form.apresEnvoi.nouvelOnglet }).first().evaluate((span) => span.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole("button", { name: form.apresEnvoi.retablir }).click();
    expect(await field("message").inputValue()).toBe("Bonjour,\nun devis & des délais ?");
    expect(await field("sujet").inputValue()).toBe("Été — prix");
    expect(await panel.count()).toBe(0);
  });
});

describe("accessibility of the new states", () => {
  test("pre-filled form with the request part open, and the draft offer", async () => {
    await open("/contact?type=echantillons&famille=rbn&epaisseur=300&application=papeterie#ecrire");
    await expect.poll(() => field("sujet").inputValue()).not.toBe("");
    expect(await axeViolations(page)).toEqual([]);
    await field("message").fill("Brouillon");
    await page.reload();
    await settle(page);
    await page.locator("[data-contact-draft]").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const width of [375, 1280])
    test(`a data sheet's aside and request bar, an application page's recommended grades at ${width} px`, async () => {
      await open("/rbn", { viewport: { width, height: width < 600 ? 740 : 900 } });
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${origin()}/papeterie`);
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
    });
});
