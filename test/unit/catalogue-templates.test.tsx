import { JSDOM } from "jsdom";
import type { Familles } from "#app/generated/content-types.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { DataSheetTemplate } from "#app/components/templates/data-sheet-template.tsx";
import { PageTemplate } from "#app/components/templates/page-template.tsx";
import { ShellContentProvider } from "#app/content/shell-context.tsx";
import { readShell } from "#test/support/content.ts";
import { productNames } from "#app/model/product-names.ts";
import { requestHref } from "#app/model/request.ts";
import { fillTemplate } from "#app/model/text.ts";
import { loader as dataSheetLoader } from "#app/routes/data-sheet.tsx";
import { loader as pageLoader } from "#app/routes/page.tsx";
import { readContent } from "#test/support/content.ts";

const shell = readShell();
const { ui } = shell;


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
  const html = renderToStaticMarkup(
    <ShellContentProvider value={shell}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </ShellContentProvider>,
  );
  const { document } = new JSDOM(html).window;
  // Without a cache provider, Emotion writes each styled component's rules beside it: not text a reader sees.
  for (const style of document.querySelectorAll("body style")) style.remove();
  return document;
}

async function renderSheet(slug: string) {
  const data = dataSheetLoader({ request: request(`/${slug}`), pattern: `/${slug}`, params: {}, context: {} } as never);
  return render(<DataSheetTemplate sheet={data.sheet} />, `/${slug}`);
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
    expect(headers.map(cellText)).toEqual([...Object.values(ui.fiche.colonnes), ui.fiche.echantillonsColonne]);
    expect(headers.every((th) => th.getAttribute("scope") === "col")).toBe(true);
    const rows = [...table.querySelectorAll("tbody tr")];
    expect(rows.map((row) => [...row.children].map(cellText))).toEqual(
      SPEC[slug].map(([thickness, density, grammage, opacity]) => [french(thickness), french(density), french(grammage), opacity, ui.fiche.echantillonsLigne]),
    );
    expect(rows.every((row) => row.firstElementChild!.matches("th[scope=row]"))).toBe(true);
    // Each row asks for samples of its own thickness, named in full for screen readers.
    const links = rows.map((row) => row.querySelector("td:last-child a")!);
    expect(links.map((a) => a.getAttribute("href"))).toEqual(SPEC[slug].map(([thickness]) => requestHref({ type: "echantillons", famille: slug, epaisseur: thickness })));
    expect(links.map((a) => a.getAttribute("aria-label"))).toEqual(
      SPEC[slug].map(([thickness]) => fillTemplate(ui.fiche.echantillonsLigneComplet, { code: content.code, epaisseur: thickness })),
    );
  });

  test("it opens with its title and the family's picture, the one image fetched first", async () => {
    const document = await renderSheet(slug);
    expect(document.querySelector("h1")!.textContent).toBe(productNames(content, ui.fiche).title);
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
    // Each family under its code and short name, from its own sheet.
    const named = (code: string) => productNames(Object.keys(SPEC).map((other) => readContent(`fiches/${other}.json`)).find((sheet) => sheet.code === code), ui.fiche).label;
    expect([...comparison.querySelectorAll("tbody th")].map(cellText)).toEqual(families.familles.map((f) => named(f.code)));
    for (const family of families.familles.filter((f) => f.note)) expect(comparison.closest("[role=region]")!.textContent).toContain(fillTemplate(ui.fiche.noteFamille, { code: family.code, note: family.note! }));
    const uses: string[] = content.usages ?? content.categories.lignes.flatMap((category: { usages: string[] }) => category.usages);
    for (const use of uses) expect(document.body.textContent!.toLowerCase()).toContain(use.toLowerCase());
  });

  test("its cards link to the other sheets, never to itself; its aside and its phone bar ask for a quote or samples of this family", async () => {
    const document = await renderSheet(slug);
    const cardLinks = [...document.querySelectorAll("article h3 a")].map((a) => a.getAttribute("href"));
    const expected = content.fichesLiees ?? Object.keys(SPEC).filter((other) => other !== slug);
    expect(cardLinks.sort()).toEqual(expected.map((s: string) => `/${s}`).sort());
    const quote = requestHref({ type: "devis", famille: slug });
    const samples = requestHref({ type: "echantillons", famille: slug });
    const aside = document.querySelector("aside")!;
    expect(aside.querySelector("h2")!.textContent).toBe(fillTemplate(ui.fiche.enBref, { code: content.code }));
    expect([...aside.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      [fillTemplate(ui.fiche.devisBouton, { code: content.code }), quote],
      [fillTemplate(ui.fiche.echantillonsBouton, { code: content.code }), samples],
      [ui.fiche.telechargerPdf, `/catalogue/fiche-technique-${slug}.pdf`],
    ]);
    const bar = document.querySelector("[data-request-bar]")!;
    expect([...bar.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([quote, samples]);
    expect(bar.querySelectorAll("a")[1].getAttribute("aria-label")).toBe(fillTemplate(ui.fiche.echantillonsBouton, { code: content.code }));
  });
});

test("the specification's typical uses are on the STN, SPN and RPN sheets", async () => {
  const uses = { stn: ["Barquettes", "Emballages alimentaires jetables"], spn: ["Sacs de courses", "Sacs poubelle", "Nappes"], rpn: ["Impression professionnelle", "Billets", "Étiquettes", "Emballages", "Cartes de visite"] };
  for (const [slug, expected] of Object.entries(uses)) {
    const text = (await renderSheet(slug)).body.textContent;
    for (const use of expected) expect(text).toContain(use);
  }
});

test("RBN has one table of categories with its ten applications, pastel core colours and cards for SPN, STN and RPN", async () => {
  const content = readContent("fiches/rbn.json");
  const document = await renderSheet("rbn");
  const table = tableByCaption(document, content.categories.legende);
  expect(document.body.textContent).toContain(content.note);
  expect(content.note).toMatch(/jaune.*bleu.*rouge.*vert/);
  const applications: string[] = content.categories.lignes.flatMap((category: { usages: string[] }) => category.usages);
  expect(applications.toSorted()).toEqual([
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
  ].toSorted());
  // Listed once, in the table: no separate list of uses or applications repeats them.
  for (const application of applications) expect(table.textContent!.toLowerCase()).toContain(application.toLowerCase());
  expect(content.usages).toBeUndefined();
  expect([...document.querySelectorAll("h2")].map((h) => h.textContent)).not.toContain(fillTemplate(ui.fiche.usages, { code: content.code }));
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
