import { describe, expect, test } from "vitest";
import type { FicheTechnique, Page } from "#app/generated/content-types.ts";
import { loadContent } from "#app/content/loader.server.ts";
import { dataSheetView, pageView } from "#app/content/views.server.ts";
import { readContent, routes } from "#test/support/content.ts";

/*
 * The views finish every table and figure at pre-render time: the page receives cells
 * as the reader sees them, and the browser formats no number.
 */

const sheets = routes.filter((route) => route.collection === "fiches").map(({ slug }) => [slug, readContent<FicheTechnique>(`fiches/${slug}.json`)] as const);
const everyCell = (rows: string[][]) => rows.flat();

describe.each(sheets)("the view of /%s", (slug, sheet) => {
  const view = dataSheetView(slug, sheet);

  test("carries its specification table finished, one row of text cells per thickness, and not the rows themselves", () => {
    expect(view).not.toHaveProperty("lignes");
    expect(view.specifications.rows).toHaveLength(sheet.lignes.length);
    expect(everyCell(view.specifications.rows).every((cell) => typeof cell === "string")).toBe(true);
    expect(view.specifications.rows.map((row) => row.at(-1))).toEqual(sheet.lignes.map((row) => row.opacite));
    // Decimal comma: 1.5 g/cm³ reads « 1,5 ».
    expect(view.specifications.rows.map((row) => row[1])).toEqual(sheet.lignes.map((row) => String(row.densite).replace(".", ",")));
  });

  test("gives each row's thickness, in the table's order, for its sample request", () => {
    expect(view.thicknesses).toEqual(sheet.lignes.map((row) => row.epaisseur));
    expect(view.specifications.rows.map((row) => row[0])).toEqual(view.thicknesses.map(String));
  });

  test("measures its rows for the product's structured data", () => {
    const thickness = view.ranges.find((range) => range.key === "epaisseur")!;
    const values = sheet.lignes.map((row) => row.epaisseur);
    expect([thickness.min, thickness.max]).toEqual([Math.min(...values), Math.max(...values)]);
  });

  test("is what the loader's data carries: plain JSON", () => {
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });
});

test("RBN's categories come as a table: each category's thicknesses as one French list", () => {
  const rbn = readContent<FicheTechnique>("fiches/rbn.json");
  const { categories } = dataSheetView("rbn", rbn);
  expect(categories?.caption).toBe(rbn.categories!.legende);
  expect(categories?.rows.map((row) => row[0])).toEqual(rbn.categories!.lignes.map((row) => row.nom));
  expect(categories?.rows[0][1]).toBe("200 et 250");
  expect(everyCell(categories!.rows).every((cell) => typeof cell === "string")).toBe(true);
});

test("a sheet without categories has none in its view", () => {
  const [slug, sheet] = sheets.find(([, data]) => !data.categories)!;
  expect(dataSheetView(slug, sheet)).not.toHaveProperty("categories");
});

test("the labels come from the content given, as the editor's preview of a draft needs", () => {
  const content = structuredClone(loadContent());
  content.ui.fiche.legendeSpecifications = "Brouillon {code}";
  content.ui.fiche.colonnes.densite = "Masse volumique (g/cm³)";
  const rbn = content.sheets.find((entry) => entry.slug === "rbn")!;
  const view = dataSheetView("rbn", rbn.data, content);
  expect(view.specifications.caption).toBe("Brouillon RBN");
  expect(view.specifications.columns[1].label).toBe("Masse volumique (g/cm³)");
  expect(view.ranges.find((range) => range.key === "densite")?.name).toBe("Masse volumique");
});

test("a page's table block reaches the page as a finished table, not as the content's table", () => {
  const page = readContent<Page>("pages/pourquoi-stone-paper.json");
  const written = page.blocs.find((block) => block.type === "tableau")!;
  const block = pageView(page).blocs.find((candidate) => candidate.type === "tableau")!;
  expect(block).not.toHaveProperty("tableau");
  expect(block).toMatchObject({
    titre: written.titre,
    table: { caption: written.tableau.legende, columns: written.tableau.colonnes.map((label) => ({ label })), rows: written.tableau.lignes },
  });
});
