import { collectionFile, collectionOf } from "#app/model/collections.ts";
import { factNames, factSources, fillFacts, OWN_SHEET, sheetFacts, siteFacts, type Facts } from "#app/model/facts.ts";
import { frenchList } from "#app/model/text.ts";
import { shownFile, type CheckContext, type ContentCheck } from "../check.ts";
import { plural, quote } from "../../../../app/model/content-rules/wording.ts";

/*
 * Placeholders filled from the data ({applications.nombre}, {fiche.epaisseurs},
 * {RBN.epaisseurs.plage}, {RPN.gamme} from familles.json): each must name a fact, and the text once filled must still
 * fit its field (the schema's lengths are checked on the filled text, which is what the
 * visitor reads).
 */

const MEASURES = ["epaisseurs", "grammages", "densites", "opacites"];
const FORMS = ["", ".min", ".max", ".plage", ".nombre"];

/** The facts a file's texts may use: a data sheet also has its own. */
export function factsFor(context: CheckContext, file: string, facts: Facts): Facts {
  if (collectionOf(file) !== "fiches") return facts;
  const sheet = context.content.sheets.find(({ slug }) => collectionFile("fiches", slug) === file)?.data;
  return sheet ? sheetFacts(facts, sheet) : facts;
}

/** The prefixes of the company's identity ({entreprise.nom}, {hebergeur.nom}), filled from content/site/entreprise.json. */
const IDENTITY = ["entreprise", "hebergeur"];

/** Why a name is not a fact, and what to write. */
function unknownFact(name: string, file: string, codes: readonly string[], identityNames: readonly string[]): string {
  const [prefix, ...rest] = name.split(".");
  const measure = rest.join(".");
  if (IDENTITY.includes(prefix))
    return `« {${name}} » n'existe pas — écrivez ${frenchList(identityNames)}, tirés de content/site/entreprise.json.`;
  if (prefix === OWN_SHEET && collectionOf(file) !== "fiches")
    return `« {${name}} » ne s'emploie que dans une fiche technique, pour ses propres lignes — ailleurs, nommez la fiche par son code : « {${codes[0] ?? "RBN"}.${measure}} ».`;
  if (/^[A-Z]{3}$/.test(prefix) && !codes.includes(prefix))
    return `aucune fiche technique n'a le code ${prefix} : « {${name}} » ne peut pas être rempli — choisissez parmi ${frenchList(codes)}, ou {fiche.…} dans une fiche pour ses propres lignes.`;
  if (/^(applications?|fiches?|familles?|nombre|secteurs?)$/i.test(prefix) && (measure === "" || /^nombres?$/i.test(measure) || prefix !== "fiches"))
    return `« {${name}} » n'existe pas — écrivez {applications.nombre} (le nombre d'applications) ou {fiches.nombre} (le nombre de fiches techniques).`;
  if (prefix !== OWN_SHEET && prefix !== "fiches" && !codes.includes(prefix))
    return `« {${name}} » n'existe pas — écrivez {applications.nombre}, {fiches.nombre}, ou une mesure d'une fiche comme {${codes[0] ?? "RBN"}.epaisseurs.plage} ({fiche.…} dans une fiche pour ses propres lignes).`;
  return `« {${name}} » n'existe pas — écrivez {${prefix}.gamme} (la gamme d'épaisseurs de content/familles.json), ou ${frenchList(MEASURES.map((item) => `{${prefix}.${item}}`))}, suivi si besoin de ${frenchList(FORMS.filter(Boolean))} (par ex. {${prefix}.epaisseurs.plage}).`;
}

export const factPlaceholders: ContentCheck = {
  name: "fact-placeholders",
  description: "Refuses a {placeholder.with.dots} that names no fact of the data, and a text that, once filled, is longer or shorter than its field allows.",
  *check(context) {
    if (!context.complete("applications", "sheets")) return;
    const facts = siteFacts(factSources(context.content));
    const identityNames = Object.keys(facts).filter((name) => IDENTITY.includes(name.split(".")[0]!)).map((name) => `{${name}}`);
    // Without a readable entreprise.json (already reported), the texts that quote it cannot be filled.
    const withoutIdentity = !context.complete("company");
    const codes = context.content.sheets.map(({ data }) => data.code);
    // {RPN.gamme} comes from familles.json: while that file fails its own check, or lacks the family's line, the families check's message is the one to read.
    const familiesComplete = context.complete("families");
    const rangeOfKnownFamily = (name: string) => name.endsWith(".gamme") && (!familiesComplete || [OWN_SHEET, "fiches", ...codes].includes(name.split(".")[0]));
    for (const text of context.texts()) {
      const names = factNames(text.value);
      if (names.length === 0) continue;
      if (withoutIdentity && names.some((name) => IDENTITY.includes(name.split(".")[0]!))) continue;
      const place = { file: shownFile(text.file), path: text.path };
      const available = factsFor(context, text.file, facts);
      const unknown = names.find((name) => available[name] === undefined && !rangeOfKnownFamily(name));
      if (!unknown && names.some((name) => available[name] === undefined)) continue;
      if (unknown) {
        yield { ...place, message: unknownFact(unknown, text.file, codes, identityNames) };
        continue;
      }
      const filled = fillFacts(text.value, available);
      const { maxLength, minLength, title } = text.node ?? {};
      const field = title ? ` (${title})` : "";
      if (maxLength !== undefined && filled.length > maxLength)
        yield {
          ...place,
          message: `une fois rempli, le texte ${quote(filled)} fait ${plural(filled.length, "caractère")}${field}, ${maxLength} au maximum — raccourcissez-le.`,
        };
      else if (minLength !== undefined && filled.length < minLength)
        yield {
          ...place,
          message: `une fois rempli, le texte ${quote(filled)} fait ${plural(filled.length, "caractère")}${field}, il en faut au moins ${minLength} — complétez-le.`,
        };
    }
  },
};
