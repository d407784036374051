import { shownFile, type ContentCheck } from "../check.ts";
import { describeValue } from "../../../../app/model/content-rules/wording.ts";

/**
 * Prose the schema only bounds by length (titles, descriptions): a title of ten spaces
 * has the length, and a line break pasted into it would split the heading.
 */
export const textSpacing: ContentCheck = {
  name: "text-spacing",
  description: "Refuses a text made only of spaces, and a text that starts or ends with a space or holds a line break.",
  *check(context) {
    for (const text of context.texts()) {
      if (!text.prose) continue;
      const place = { file: shownFile(text.file), path: text.path };
      if (text.value.trim() === "") yield { ...place, message: `le texte n'est fait que d'espaces — écrivez-le${text.node?.title && text.node.title !== "Texte" ? ` (${text.node.title})` : ""}.` };
      else if (text.value !== text.value.trim() || /[\r\n\u2028\u2029]/.test(text.value))
        yield { ...place, message: `${describeValue(text.value)} commence ou se termine par une espace, ou contient un retour à la ligne — retirez-les (pour un autre paragraphe, ajoutez un élément à la liste).` };
    }
  },
};
