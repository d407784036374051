import { describe, expect, test } from "vitest";
import type { BlocComparateur, Interface, Page, Procedes } from "#app/generated/content-types.ts";
import { loadContent } from "#app/content/loader.server.ts";
import { pageView } from "#app/content/views.server.ts";
import { comparisonHref, comparisonRequestHref, gradeIdsIn, parseGrades } from "#app/model/comparison.ts";
import { fillTemplate } from "#app/model/text.ts";
import { readContent } from "#test/support/content.ts";

/*
 * The comparison page's address and its table, built at pre-render time from the data
 * sheets and the process catalogue: every grade a column, every fact a row.
 */

const families = [
  { slug: "rpn", thicknesses: [60, 80, 200] },
  { slug: "rbn", thicknesses: [200, 300] },
];
const parse = (query: string, limit?: number) => parseGrades(new URLSearchParams(query), families, limit);

describe("the comparison's address", () => {
  test("written one way, read in both (the address's and the form's)", () => {
    const grades = [{ famille: "rpn", epaisseur: 200 }, { famille: "rbn", epaisseur: 200 }];
    expect(comparisonHref(grades)).toBe("/comparer?grades=rpn-200,rbn-200");
    expect(comparisonHref([])).toBe("/comparer");
    expect(parse(new URL(comparisonHref(grades), "https://x.test").search)).toEqual(grades);
    expect(parse("grades=rpn-200&grades=rbn-200")).toEqual(grades);
  });
  test("unknown, repeated or malformed grades are dropped; case and spaces forgiven; four at most", () => {
    expect(parse("grades=RPN-200, rpn-200,rpn-201,stn-200,rpn-0200,rpn200,-200,<b>-60")).toEqual([{ famille: "rpn", epaisseur: 200 }]);
    expect(parse("grades=rpn-60,rpn-80,rpn-200,rbn-200,rbn-300")).toHaveLength(4);
    expect(parse("grades=rpn-60,rpn-80,rpn-200,rbn-200,rbn-300", Number.POSITIVE_INFINITY)).toHaveLength(5);
    expect(gradeIdsIn(new URLSearchParams("grades=a,,A&grades=b"))).toEqual(["a", "b"]);
  });
  test("the request button's address carries the ticked grades to the contact form", () => {
    expect(comparisonRequestHref("echantillons", ["rpn-200", "rbn-200"])).toBe("/contact?type=echantillons&grades=rpn-200,rbn-200#ecrire");
    expect(comparisonRequestHref("devis", [])).toBe("/contact?type=devis#ecrire");
  });
});

describe("the comparison block of /comparer", () => {
  const page = readContent<Page>("pages/comparer.json");
  const block = page.blocs.find((item): item is BlocComparateur => item.type === "comparateur")!;
  const view = pageView(page).blocs.find((item) => item.type === "comparateur")!;
  if (view.type !== "comparateur") throw new Error("no comparison block");
  const { comparison } = view;
  const ui = readContent<Interface>("site/interface.json");
  const processes = readContent<Procedes>("site/procedes.json");
  // In the catalogue's order (ordre, then file name), as every list of the site.
  const sheets = loadContent().sheets;
  const grades = comparison.groups.flatMap((group) => group.grades);
  const column = (id: string) => comparison.rows.map((row) => row.cells[grades.findIndex((grade) => grade.id === id)]);

  test("a group per family, a grade per row of its sheet, in the catalogue's order", () => {
    expect(comparison.groups.map((group) => group.legend)).toEqual(sheets.map(({ data }) => `${data.code} — ${data.nom.court}`));
    expect(grades.map((grade) => grade.id)).toEqual(sheets.flatMap(({ slug, data }) => data.lignes.map((row) => `${slug}-${row.epaisseur}`)));
    expect(grades[0].sheet.href).toBe(`/${sheets[0].slug}`);
  });
  test("every row has a cell per grade, all of them text", () => {
    for (const row of comparison.rows) {
      expect(row.cells).toHaveLength(grades.length);
      expect(row.cells.every((cell) => typeof cell === "string" && cell !== "")).toBe(true);
    }
  });
  test("each grade's column holds its sheet's row, its processes' status and its food contact", () => {
    for (const { slug, data } of sheets) {
      for (const row of data.lignes) {
        const cells = column(`${slug}-${row.epaisseur}`);
        const grade = grades.find((item) => item.id === `${slug}-${row.epaisseur}`)!;
        // The name's no-break space is the typesetter's.
        expect(grade.label.replace(/\s/g, " ")).toBe(fillTemplate(block.grade, { code: data.code, epaisseur: row.epaisseur }));
        expect(cells.slice(0, 4)).toEqual([row.epaisseur, row.densite, row.grammage, row.opacite].map((value) => String(value).replace(".", ",")));
        processes.procedes.forEach((process, index) => {
          const rating = data.procedes?.find((item) => item.procede === process.cle && (!item.epaisseurs || item.epaisseurs.includes(row.epaisseur)));
          expect(cells[4 + index]).toBe(processes.statuts[rating?.statut ?? "non-renseigne"]);
        });
        expect(comparison.rows[4 + processes.procedes.length].header).toBe(ui.faits.titreContactAlimentaire);
      }
    }
  });
  test("a sheet that does not deliver one way says so; one that says nothing of formats reads « sur demande »", () => {
    const rows = comparison.rows.slice(5 + processes.procedes.length);
    expect(rows[0].header).toBe(ui.faits.livraison);
    expect(rows.at(-2)?.header).toBe(ui.faits.commandeMinimale);
    expect(rows.at(-1)?.header).toBe(ui.faits.delai);
    for (const { slug, data } of sheets) {
      const index = grades.findIndex((grade) => grade.id === `${slug}-${data.lignes[0].epaisseur}`);
      for (const row of rows) {
        const cell = row.cells[index];
        if (!data.formats) expect(cell).toBe(ui.faits.surDemande);
        else if (row.header === ui.faits.laizes && !data.formats.livraison.includes("bobines")) expect(cell).toBe(block.sansObjet);
      }
    }
  });
});
