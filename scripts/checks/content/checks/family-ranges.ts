import { parseFamilyRange, rangeHolds, rangeText } from "#app/model/family-range.ts";
import { parseFrenchNumber } from "#app/model/number.ts";
import { shownFile, type ContentCheck } from "../check.ts";
import { andList, formatNumber, quote } from "../../../../app/model/content-rules/wording.ts";

/*
 * The comparison table (content/familles.json) states each family's thickness range as
 * the catalogue gives it (« 50 à 250 », or « 60, 80 ou 100 » for a family made in a few
 * thicknesses only). That range is a fact of its own and is never rewritten from the data
 * sheet: RPN's table starts at 60 µm while the family is sold from 50. What the check
 * asks is that the sheet never shows a thickness outside its family's range, that a
 * listed thickness has its row, and that the density starts from the rows' density.
 */

const numbersIn = (text: string) => [...text.matchAll(/\d+(?:,\d+)?/g)].map((match) => parseFrenchNumber(match[0]));
const sorted = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);
const list = (values: readonly number[]) => andList(values.map(formatNumber));

export const familyRanges: ContentCheck = {
  name: "family-ranges",
  description:
    "Refuses a family range of the comparison table that is neither « 50 à 250 » nor a list « 60, 80 ou 100 », a data-sheet row outside its family's range, a listed thickness without its row, and a density whose nominal value is not the rows' density.",
  *check(context) {
    const { families } = context.content;
    if (!context.complete("families", "sheets") || !families) return;
    for (const [index, family] of families.familles.entries()) {
      const sheet = context.content.sheets.find(({ data }) => data.code === family.code);
      if (!sheet) continue;
      const file = shownFile("familles.json");
      const source = `content/fiches/${sheet.slug}.json`;
      const rows = sorted(sheet.data.lignes.map((row) => row.epaisseur));
      const shownRows = `${list(rows)} µm`;
      const range = parseFamilyRange(family.epaisseur);
      if (!range)
        yield {
          file,
          path: `familles[${index}].epaisseur`,
          message: `${quote(family.epaisseur)} n'est ni une plage ni une liste d'épaisseurs — écrivez les µm sans l'unité, une plage « ${formatNumber(rows[0])} à ${formatNumber(rows.at(-1)!)} » ou une liste « ${rangeText({ kind: "list", values: rows })} » (lignes de ${source} : ${shownRows}).`,
        };
      else {
        const outside = rows.filter((value) => !rangeHolds(range, value));
        const withoutRow = range.kind === "list" ? range.values.filter((value) => !rows.includes(value)) : [];
        if (outside.length > 0)
          yield {
            file,
            path: `familles[${index}].epaisseur`,
            message: `${quote(family.epaisseur)} ne couvre pas ${list(outside)} µm, qui ${outside.length > 1 ? "sont" : "est"} dans ${source} (lignes : ${shownRows}) — élargissez la gamme de la famille, ou corrigez les lignes de la fiche.`,
          };
        else if (withoutRow.length > 0)
          yield {
            file,
            path: `familles[${index}].epaisseur`,
            message: `${quote(family.epaisseur)} annonce ${list(withoutRow)} µm, qui n'${withoutRow.length > 1 ? "ont" : "a"} pas de ligne dans ${source} (lignes : ${shownRows}) — ajoutez la ligne à la fiche, ou retirez l'épaisseur de la liste (une plage « de … à … » peut commencer ou finir sans ligne).`,
          };
      }
      const nominal = numbersIn(family.densite)[0];
      const densities = sorted(sheet.data.lignes.map((row) => row.densite));
      if (nominal !== undefined && !family.densite.includes("{") && !densities.includes(nominal))
        yield {
          file,
          path: `familles[${index}].densite`,
          message: `la densité ${quote(family.densite)} ne part pas de celle des lignes de ${source} (${list(densities)} g/cm³) — écrivez « ${formatNumber(densities[0])} ± … » avec la tolérance du catalogue.`,
        };
    }
  },
};
