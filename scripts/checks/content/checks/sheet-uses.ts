import { collectionFile } from "#app/model/collections.ts";
import { shownFile, type ContentCheck } from "../check.ts";
import { quote } from "../../../../app/model/content-rules/wording.ts";
import { DEFAULT_LOCALE } from "#app/model/locale.ts";

const key = (text: string) => text.trim().toLocaleLowerCase(DEFAULT_LOCALE);

/**
 * A data sheet has one list of uses: its `usages`, or, when it groups its thicknesses in
 * categories, the uses of each category (one table instead of three overlapping lists).
 */
export const sheetUses: ContentCheck = {
  name: "sheet-uses",
  description: "Refuses a data sheet with both a list of uses and a categories table (or neither), and a use written twice in the same sheet.",
  *check({ content }) {
    for (const { slug, data } of content.sheets) {
      const file = shownFile(collectionFile("fiches", slug));
      if (data.usages && data.categories)
        yield { file, path: "usages", message: "cette fiche range déjà ses usages dans son tableau des catégories (categories) — retirez la liste « usages », ou placez ceux qui manquent dans la catégorie qui convient." };
      else if (!data.usages && !data.categories) yield { file, path: "", message: "cette fiche n'a aucun usage — ajoutez la liste « usages » (par ex. « Barquettes »)." };
      const seen = new Map<string, string>();
      const uses = data.categories
        ? data.categories.lignes.flatMap((category, index) => category.usages.map((use, position) => ({ use, path: `categories.lignes[${index}].usages[${position}]` })))
        : (data.usages ?? []).map((use, position) => ({ use, path: `usages[${position}]` }));
      for (const { use, path } of uses) {
        const first = seen.get(key(use));
        if (first === undefined) seen.set(key(use), path);
        else yield { file, path, message: `${quote(use)} figure déjà dans cette fiche (${first}) — gardez-le à un seul endroit.` };
      }
    }
  },
};
