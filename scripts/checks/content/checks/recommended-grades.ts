import { collectionFile } from "#app/model/collections.ts";
import { shownFile, type ContentCheck } from "../check.ts";
import { andList, formatNumber, quote } from "../../../../app/model/content-rules/wording.ts";

/*
 * An application page recommends families by the file name of their data sheet, with
 * thicknesses that sheet must have: the card shows the sheet's code and name and links
 * to it, so a misspelt sheet or a thickness the factory does not make would send a buyer
 * to a dead end or to a product that does not exist.
 */
export const recommendedGrades: ContentCheck = {
  name: "recommended-grades",
  description:
    "Refuses a recommended grade of an application page whose data sheet does not exist, that is recommended twice on the page, or whose thicknesses are not rows of that sheet (or not thinnest first).",
  *check(context) {
    if (!context.complete("applications", "sheets")) return;
    const sheets = context.content.sheets;
    const slugs = sheets.map((sheet) => sheet.slug);
    for (const { slug, data } of context.content.applications) {
      const file = shownFile(collectionFile("applications", slug));
      const seen = new Map<string, number>();
      for (const [index, grade] of (data.recommandations ?? []).entries()) {
        const path = `recommandations[${index}]`;
        const sheet = sheets.find((candidate) => candidate.slug === grade.fiche);
        if (!sheet) {
          yield { file, path: `${path}.fiche`, message: `aucune fiche content/fiches/${grade.fiche}.json n'existe — choisissez parmi : ${slugs.join(", ")}.` };
          continue;
        }
        const first = seen.get(grade.fiche);
        if (first !== undefined) {
          yield { file, path: `${path}.fiche`, message: `la fiche ${quote(grade.fiche)} est déjà recommandée sur cette page (recommandation ${first + 1}) — regroupez ses épaisseurs dans une seule recommandation.` };
          continue;
        }
        seen.set(grade.fiche, index);
        const rows = sheet.data.lignes.map((row) => row.epaisseur);
        const shown = `${andList(rows.map(formatNumber))} µm`;
        const source = `content/${collectionFile("fiches", sheet.slug)}`;
        for (const [position, value] of grade.epaisseurs.entries())
          if (!rows.includes(value))
            yield {
              file,
              path: `${path}.epaisseurs[${position}]`,
              message: `${formatNumber(value)} µm n'est pas une épaisseur du ${sheet.data.code} (${source} : ${shown}) — choisissez-en une du tableau des spécifications.`,
            };
        const known = grade.epaisseurs.filter((value) => rows.includes(value));
        if (known.some((value, position) => position > 0 && value < known[position - 1]))
          yield { file, path: `${path}.epaisseurs`, message: `les épaisseurs vont de la plus fine à la plus épaisse — écrivez-les dans l'ordre : ${andList([...known].sort((a, b) => a - b).map(formatNumber))}.` };
      }
    }
  },
};
