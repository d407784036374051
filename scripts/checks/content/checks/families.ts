import { collectionFile } from "#app/model/collections.ts";
import { shownFile, type ContentCheck } from "../check.ts";

/** Each family has one code: one data sheet, one line of the comparison table. */
export const families: ContentCheck = {
  name: "families",
  description: "Refuses two data sheets with the same code, a code twice in the comparison table, a family of the table without its data sheet and a data sheet without its line in the table.",
  *check(context) {
    const { content } = context;
    const sheetOf = new Map<string, string>();
    for (const { slug, data } of content.sheets) {
      const file = collectionFile("fiches", slug);
      const other = sheetOf.get(data.code);
      if (other === undefined) sheetOf.set(data.code, file);
      else
        yield {
          file: shownFile(file),
          path: "code",
          message: `le code ${data.code} est déjà celui de content/${other} — donnez à cette fiche le code de sa famille (3 lettres majuscules, par ex. ${slug.toUpperCase().slice(0, 3)}).`,
        };
    }
    if (!context.complete("families", "sheets") || !content.families) return;
    const tableRow = new Map<string, number>();
    for (const [index, family] of content.families.familles.entries()) {
      const first = tableRow.get(family.code);
      if (first !== undefined) {
        yield { file: shownFile("familles.json"), path: `familles[${index}].code`, message: `${family.code} a déjà sa ligne (ligne ${first + 1}) — supprimez le doublon.` };
        continue;
      }
      tableRow.set(family.code, index);
      if (!sheetOf.has(family.code))
        yield {
          file: shownFile("familles.json"),
          path: `familles[${index}].code`,
          message: `aucune fiche technique n'a le code ${family.code} — créez content/fiches/${family.code.toLowerCase()}.json ou retirez cette ligne.`,
        };
    }
    for (const [code, file] of sheetOf)
      if (!tableRow.has(code))
        yield { file: shownFile("familles.json"), path: "familles", message: `la famille ${code} (content/${file}) manque dans le tableau comparatif — ajoutez-lui une ligne.` };
  },
};
