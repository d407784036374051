import { FACT_PLACEHOLDER } from "#app/model/facts.ts";
import { frenchList } from "#app/model/text.ts";
import { shownFile, type ContentCheck } from "../check.ts";
import { quote } from "../../../../app/model/content-rules/wording.ts";

/*
 * Some texts are templates a component fills itself: the copyright line's {annee} and
 * {nom}, a data sheet heading's {code}. Their schema lists them ("x-remplacements").
 * Any other {word} would be printed as typed. (Dotted names, {applications.nombre}, are
 * facts from the data: see the facts check.)
 */

const LOCAL_PLACEHOLDER = /\{([^{}.\s]*)\}/g;

export const templates: ContentCheck = {
  name: "templates",
  description: "Refuses a {placeholder} that the text's field does not define, and a brace left alone.",
  *check(context) {
    for (const text of context.texts()) {
      if (!text.prose || !/[{}]/.test(text.value)) continue;
      const place = { file: shownFile(text.file), path: text.path };
      const allowed = text.node?.["x-remplacements"] ?? [];
      const unknown = [...text.value.matchAll(LOCAL_PLACEHOLDER)].map((match) => match[1]).find((name) => !allowed.includes(name));
      if (unknown !== undefined) {
        yield {
          ...place,
          message:
            allowed.length > 0
              ? `« {${unknown}} » n'est pas remplacé dans ce texte, il s'afficherait tel quel — utilisez ${frenchList(allowed.map((name) => `{${name}}`))}, ou retirez-le.`
              : `« {${unknown}} » n'est remplacé par rien dans ce texte, il s'afficherait tel quel — retirez les accolades (pour un chiffre tiré des données, voir les remplacements comme {applications.nombre} dans le README).`,
        };
        continue;
      }
      const rest = text.value.replace(FACT_PLACEHOLDER, "").replace(LOCAL_PLACEHOLDER, "");
      const brace = /[{}]/.exec(rest);
      if (brace)
        yield { ...place, message: `accolade ${quote(brace[0])} seule dans ${quote(text.value)} — fermez le remplacement ({nom}) ou retirez-la.` };
    }
  },
};
