import { JSDOM } from "jsdom";
import type { Familles } from "#app/generated/content-types.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { DataSheetTemplate } from "#app/components/data-sheet-template.tsx";
import { PageTemplate } from "#app/components/page-template.tsx";
import { ui } from "#app/content/site.ts";
import { fillTemplate } from "#app/model/text.ts";
import { loader as dataSheetLoader } from "#app/routes/data-sheet.tsx";
import { loader as pageLoader } from "#app/routes/page.tsx";
import { readContent } from "#test/support/content.ts";

const families = readContent<Familles>("familles.json");

/**
 * The specification's tables (section 9), copied here on purpose: they are the
 * reference the rendered data sheets must match, whatever the content files say.
 * Columns: thickness µm, density g/cm³, grammage g/m², opacity.
 */
const SPEC: Record<string, [number, number, number, string][]> = {
  rbn: [200, 250, 300, 350, 400].map((t) => [t, 1.5, t * 1.5, "> 84"]),
  stn: [
    [400, 1.6, 640, "> 90"],
    [500, 1.6, 800, "> 90"],
  ],
  spn: [
    [60, 1, 60, "> 70"],
    [80, 1, 80, "> 80"],
    [100, 1, 100, "> 80"],
  ],
  rpn: [
    [60, 1.2, 72, "> 60"],
    [80, 1.2, 96, "> 65"],
    [100, 1.2, 120, "> 70"],
    [120, 1.2, 144, "> 75"],
    [150, 1.2, 180, "> 80"],
    [200, 1.2, 240, "> 84"],
    [250, 1.2, 300, "> 84"],
  ],
};

const french = (value: number) => String(value).replace(".", ",");
const cellText = (cell: Element) => cell.textContent!.replace(/\s+/g, " ").trim();
const request = (path: string) => new Request(`http://localhost${path}`);

function render(element: React.ReactNode, path = "/") {
  const html = renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
  return new JSDOM(html).window.document;
}

async function renderSheet(slug: string) {
  const data = dataSheetLoader({ request: request(`/${slug}`), pattern: `/${slug}`, params: {}, context: {} } as never);
  return render(<DataSheetTemplate sheet={data.sheet} families={data.families} />, `/${slug}`);
}

function tableByCaption(document: Document, caption: string) {
  const table = [...document.querySelectorAll("table")].find((t) => t.caption?.textContent === caption);
  if (!table) throw new Error(`no table captioned « ${caption} »`);
  return table;
}

describe.each(Object.keys(SPEC))("data sheet /%s", (slug) => {
  const content = readContent(`fiches/${slug}.json`);

  test("its specification table has the specification's rows, French decimal commas and scoped headers", async () => {
    const document = await renderSheet(slug);
    const table = tableByCaption(document, fillTemplate(ui.fiche.legendeSpecifications, { code: content.code }));
    const headers = [...table.querySelectorAll("thead th")];
    expect(headers.map(cellText)).toEqual(Object.values(ui.fiche.colonnes));
    expect(headers.every((th) => th.getAttribute("scope") === "col")).toBe(true);
    const rows = [...table.querySelectorAll("tbody tr")];
    expect(rows.map((row) => [...row.children].map(cellText))).toEqual(
      SPEC[slug].map(([thickness, density, grammage, opacity]) => [french(thickness), french(density), french(grammage), opacity]),
    );
    expect(rows.every((row) => row.firstElementChild!.matches("th[scope=row]"))).toBe(true);
  });

  test("it opens with its title and the family's picture, the one image fetched first", async () => {
    const document = await renderSheet(slug);
    expect(document.querySelector("h1")!.textContent).toBe(content.titre);
    const eager = document.querySelectorAll("img[fetchpriority=high]");
    expect(eager).toHaveLength(1);
    expect(eager[0].getAttribute("alt")).toBe(content.carte.image.alt);
    expect(document.querySelectorAll("img:not([fetchpriority])").length).toBe(document.querySelectorAll("img[loading=lazy]").length);
  });

  test("it shows six features, the family comparison and its typical uses", async () => {
    const document = await renderSheet(slug);
    const features = document.querySelectorAll(`section:has(h2) ul li svg[aria-hidden]`);
    expect(features.length).toBeGreaterThanOrEqual(6);
    for (const feature of content.caracteristiques) expect(document.body.textContent).toContain(feature.libelle);
    const comparison = tableByCaption(document, families.legende);
    expect([...comparison.querySelectorAll("tbody th")].map(cellText)).toEqual(families.familles.map((f) => f.code));
    for (const use of content.usages) expect(document.body.textContent).toContain(use);
  });

  test("its cards link to the other sheets, never to itself, and its quote button pre-fills the contact subject", async () => {
    const document = await renderSheet(slug);
    const cardLinks = [...document.querySelectorAll("article h3 a")].map((a) => a.getAttribute("href"));
    const expected = content.fichesLiees ?? Object.keys(SPEC).filter((other) => other !== slug);
    expect(cardLinks.sort()).toEqual(expected.map((s: string) => `/${s}`).sort());
    const quote = [...document.querySelectorAll("a")].find((a) => a.textContent === fillTemplate(ui.fiche.devisBouton, { code: content.code }));
    const subject = new URL(quote!.getAttribute("href")!, "http://localhost").searchParams.get("sujet");
    expect(quote!.getAttribute("href")).toMatch(/^\/contact\?sujet=/);
    expect(subject).toBe(fillTemplate(ui.fiche.devisSujet, { code: content.code }));
  });
});

test("the specification's typical uses are on the STN, SPN and RPN sheets", async () => {
  const uses = { stn: ["Barquettes", "Emballages alimentaires jetables"], spn: ["Sacs de courses", "Sacs poubelle", "Nappes"], rpn: ["Impression professionnelle", "Billets", "Étiquettes", "Emballages", "Cartes de visite"] };
  for (const [slug, expected] of Object.entries(uses)) {
    const text = (await renderSheet(slug)).body.textContent;
    for (const use of expected) expect(text).toContain(use);
  }
});

test("RBN has its category table, pastel core colours, its ten applications and cards for SPN, STN and RPN", async () => {
  const content = readContent("fiches/rbn.json");
  const document = await renderSheet("rbn");
  tableByCaption(document, content.categories.legende);
  expect(document.body.textContent).toContain(content.note);
  expect(content.note).toMatch(/jaune.*bleu.*rouge.*vert/);
  expect(content.applications).toEqual([
    "Sacs en papier",
    "Livres pour enfants",
    "Brochures",
    "Emballages",
    "Boîtes",
    "Coffrets cadeaux",
    "Albums de peinture",
    "Cartes de visite",
    "Affiches haut de gamme",
    "Applications extérieures",
  ]);
  for (const application of content.applications) expect(document.body.textContent).toContain(application);
  expect([...document.querySelectorAll("article h3 a")].map((a) => a.getAttribute("href"))).toEqual(["/spn", "/stn", "/rpn"]);
});

describe("home page", () => {
  const content = readContent("pages/accueil.json");
  const renderHome = () => {
    const data = pageLoader({ request: request("/"), pattern: "/", params: {}, context: {} } as never);
    return render(<PageTemplate page={data.page} />);
  };

  test("hero: the title, the lead and a high-priority image with its size", () => {
    const document = renderHome();
    expect(document.querySelector("h1")!.textContent).toBe(content.titre);
    const hero = document.querySelector("img[fetchpriority=high]")!;
    expect(hero.getAttribute("alt")).toBe(content.visuel.alt);
    expect(Number(hero.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(hero.getAttribute("height"))).toBeGreaterThan(0);
    expect(document.querySelectorAll("img[fetchpriority=high]")).toHaveLength(1);
  });

  test("six application teasers, four data-sheet cards, three innovation cards", () => {
    const document = renderHome();
    const links = [...document.querySelectorAll("article h3 a")].map((a) => a.getAttribute("href"));
    const applications = ["/papeterie", "/emballages-alimentaire", "/etiquette-bouteilles", "/emballages-luxe", "/stone-paper-agricole", "/papiers-peints"];
    expect(links).toEqual([...applications, "/rbn", "/stn", "/spn", "/rpn"]);
    const innovations = content.blocs.find((b: { type: string }) => b.type === "atouts").atouts.map((a: { titre: string }) => a.titre);
    expect(innovations).toHaveLength(3);
    for (const title of innovations) expect([...document.querySelectorAll("h3")].some((h) => h.textContent === title)).toBe(true);
  });

  test("catalogue buttons: a download link named after the company and edition, and a new-tab view link", () => {
    const document = renderHome();
    const company = readContent("site/entreprise.json");
    const file = company.catalogue.fichier as string;
    const [download, view] = [...document.querySelectorAll(`a[href="${file}"]`)];
    expect(download.getAttribute("download")).toBe(file.split("/").pop());
    expect(file).toMatch(new RegExp(`${company.nom.toLowerCase().replace(/\s+/g, "-")}-${company.catalogue.edition}\\.pdf$`));
    expect(view.getAttribute("target")).toBe("_blank");
    expect(view.getAttribute("rel")).toContain("noopener");
    expect(view.textContent).toContain(ui.nouvelOnglet);
  });
});

test("why stone paper: a comparison table with a caption and header cells on both axes", () => {
  const content = readContent("pages/pourquoi-stone-paper.json");
  const data = pageLoader({ request: request("/pourquoi-stone-paper"), pattern: "/pourquoi-stone-paper", params: {}, context: {} } as never);
  const document = render(<PageTemplate page={data.page} />);
  const block = content.blocs.find((b: { type: string }) => b.type === "tableau");
  const table = tableByCaption(document, block.tableau.legende);
  expect([...table.querySelectorAll("thead th[scope=col]")].map(cellText)).toEqual(block.tableau.colonnes);
  expect(table.querySelectorAll("tbody th[scope=row]")).toHaveLength(block.tableau.lignes.length);
  expect(table.textContent).toMatch(/80\s%.*carbonate de calcium.*20\s%.*polyéthylène/);
});
