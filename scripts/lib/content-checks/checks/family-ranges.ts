import { shownFile, type ContentCheck } from "../check.ts";
import { andList, formatNumber, quote } from "../wording.ts";

/*
 * The comparison table (content/familles.json) summarises each family's rows: its range
 * is the rows' range, and its density their density. The catalogue's wider range (« 50
 * à 250 » for RPN, whose thinnest row is 60 µm) may stay only when the family's note says
 * what the extra thickness is (« 50 µm sur demande »): the table then never promises
 * more than the sheet shows without saying so.
 */

const frenchNumber = (text: string) => Number(text.replace(",", "."));
const numbersIn = (text: string) => [...text.matchAll(/\d+(?:,\d+)?/g)].map((match) => frenchNumber(match[0]));
const sorted = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);
const list = (values: readonly number[]) => andList(values.map(formatNumber));

export const familyRanges: ContentCheck = {
  name: "family-ranges",
  description:
    "Refuses a range or list of the family comparison table that is not its data sheet's rows, unless its note names the extra thickness (« 50 µm sur demande »), and a density whose nominal value is not the rows' density.",
  *check(context) {
    const { families } = context.content;
    if (!context.complete("families", "sheets") || !families) return;
    for (const [index, family] of families.familles.entries()) {
      const sheet = context.content.sheets.find(({ data }) => data.code === family.code);
      if (!sheet) continue;
      const file = shownFile("familles.json");
      const source = `content/fiches/${sheet.slug}.json`;
      const rows = sorted(sheet.data.lignes.map((row) => row.epaisseur));
      const written = family.epaisseur;
      const numbers = numbersIn(written);
      if (!written.includes("{") && numbers.length > 0) {
        const isRange = numbers.length === 2 && /\d\s*(?:à|~|-|–)\s*\d/.test(written);
        const shown = isRange ? `de ${formatNumber(rows[0])} à ${formatNumber(rows.at(-1)!)}` : list(rows);
        const placeholder = `{${family.code}.epaisseurs${isRange ? ".plage" : ""}}`;
        const missing = isRange ? rows.filter((value) => value < numbers[0] || value > numbers[1]) : rows.filter((value) => !numbers.includes(value));
        const extra = isRange ? numbers.filter((value) => value < rows[0] || value > rows.at(-1)!) : numbers.filter((value) => !rows.includes(value));
        const explained = (value: number) => numbersIn(family.note ?? "").includes(value);
        if (missing.length > 0)
          yield {
            file,
            path: `familles[${index}].epaisseur`,
            message: `${quote(written)} ne couvre pas ${list(missing)} µm, qui ${missing.length > 1 ? "sont" : "est"} dans ${source} (lignes : ${shown} µm) — écrivez « ${placeholder} » : la valeur suit alors les lignes.`,
          };
        else if (extra.some((value) => !explained(value)))
          yield {
            file,
            path: `familles[${index}].epaisseur`,
            message: `${quote(written)} annonce ${list(extra.filter((value) => !explained(value)))} µm, absent des lignes de ${source} (${shown} µm) — écrivez « ${placeholder} », ou dites dans la note de cette famille ce qu'il en est (par ex. « ${formatNumber(extra[0])} µm sur demande »).`,
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
