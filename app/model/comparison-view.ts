import type { BlocComparateur, FicheTechnique, Interface, Procedes } from "#app/generated/content-types.ts";
import { capitalise, foodContact, ratingAt, termsTable } from "./buyer-facts.ts";
import { gradeId } from "./comparison.ts";
import type { Entry } from "./content.ts";
import { productNames } from "./product-names.ts";
import { cellText, SPECIFICATION_COLUMNS } from "./tables.ts";
import { formatNumber } from "./locale-format.ts";
import { DEFAULT_LOCALE } from "./locale.ts";
import { fillTemplate } from "./text.ts";

/*
 * The comparison of every grade (a family at one thickness), worked out at pre-render
 * time from the data sheets and the process catalogue: the page only shows or hides
 * columns, so no number is formatted in the browser.
 */

export interface ComparisonGrade {
  /** `rpn-200`: the checkbox's value and the address's word. */
  id: string;
  /** « RPN 200 µm » */
  label: string;
  /** The grade's data sheet and the link's words: « Voir la fiche RPN ». */
  sheet: { href: string; label: string };
}

export interface ComparisonView {
  /** The grades of each family, under the family's name, in the catalogue's order. */
  groups: { legend: string; grades: ComparisonGrade[] }[];
  /** One row per fact, a cell per grade in the order of `groups`. */
  rows: { header: string; cells: string[] }[];
}

type Labels = Pick<BlocComparateur, "grade" | "lienFiche" | "sansObjet">;

/** The rows of the terms table that only apply to one way of delivery: absent for a sheet that says it does not deliver that way. */
const deliveryRows = (faits: Interface["faits"]) => [faits.formatsFeuilles, faits.laizes, faits.mandrin, faits.longueur];

export function comparisonView(sheets: readonly Entry<FicheTechnique>[], processes: Procedes, ui: Pick<Interface, "faits" | "fiche">, labels: Labels, locale: string = DEFAULT_LOCALE): ComparisonView {
  const { faits, fiche } = ui;
  const grades = sheets.flatMap(({ slug, data }) => data.lignes.map((row) => ({ slug, sheet: data, row })));
  const terms = new Map(sheets.map(({ slug, data }) => [slug, new Map(termsTable(data, faits, fiche, locale).rows.map(([label, value]) => [label, value]))]));
  // Every row any sheet has, in the terms table's own order.
  const termLabels = [...new Set(sheets.flatMap(({ data }) => termsTable(data, faits, fiche, locale).rows.map(([label]) => label)))];
  const term = (slug: string, sheet: FicheTechnique, label: string) =>
    terms.get(slug)?.get(label) ?? (sheet.formats && deliveryRows(faits).includes(label) ? labels.sansObjet : faits.surDemande);
  return {
    groups: sheets.map(({ slug, data }) => ({
      legend: productNames(data, fiche).label,
      grades: data.lignes.map((row) => ({
        id: gradeId({ famille: slug, epaisseur: row.epaisseur }),
        label: fillTemplate(labels.grade, { code: data.code, epaisseur: formatNumber(row.epaisseur, locale) }),
        sheet: { href: `/${slug}`, label: fillTemplate(labels.lienFiche, { code: data.code }) },
      })),
    })),
    rows: [
      ...SPECIFICATION_COLUMNS.map(({ key }) => ({ header: fiche.colonnes[key], cells: grades.map(({ row }) => cellText(row[key], locale)) })),
      ...processes.procedes.map((process) => ({
        header: capitalise(process.nom),
        cells: grades.map(({ sheet, row }) => processes.statuts[ratingAt(sheet, process.cle, row.epaisseur)?.statut ?? "non-renseigne"]),
      })),
      { header: faits.titreContactAlimentaire, cells: grades.map(({ sheet }) => foodContact(sheet, faits).status) },
      ...termLabels.map((label) => ({ header: label, cells: grades.map(({ slug, sheet }) => term(slug, sheet, label)) })),
    ],
  };
}
