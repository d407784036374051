import type { Traduction } from "#app/generated/content-types.ts";
import { marksOf, sameMarks, valueAt } from "#app/model/translations.ts";
import { segmentsOf } from "#app/model/content-rules/places.ts";
import { findBannedClaims } from "../banned-claims.ts";
import { shownFile, type ContentCheck } from "../check.ts";
import { translationsByLocale } from "../translation-review.ts";

/*
 * What would make a translation wrong rather than merely late: a language the site does
 * not have, a translated number or address (they are written once, in French), a fact
 * or a value dropped from the text, a text too long for its field, a claim the site never
 * makes. Late translations (to translate, to review) are not errors: see translation-review.ts.
 */

export const translations: ContentCheck = {
  name: "translations",
  description:
    "Refuses a translation folder for a language that content/site/langues.json does not list, a translation of a value that is not a text to translate (a number, an address, a code), a translation that drops or adds a {mark} of its French text, one longer than its field allows, and a forbidden claim in any language.",
  *check(context) {
    const languages = context.content.languages?.langues;
    const byLocale = translationsByLocale(context);
    for (const [locale, files] of byLocale) {
      const known = languages?.slice(1).some((language) => language.code === locale);
      for (const [file, entries] of files) {
        const translation = shownFile(`traductions/${locale}/${file}`);
        if (languages && !known) {
          yield {
            file: translation,
            message: `la langue « ${locale} » n'est pas dans content/site/langues.json — ajoutez-la à la liste des langues (état « brouillon »), ou supprimez le dossier content/traductions/${locale}/.`,
          };
          break;
        }
        const french = context.files.get(file);
        const places = (context.files.get(`traductions/${locale}/${file}`) as Traduction).textes.map((text) => text.champ);
        for (const [index, place] of places.entries())
          if (places.indexOf(place) !== index)
            yield { file: translation, path: `textes[${index}].champ`, message: `« ${place} » est traduit deux fois dans ce fichier — gardez une seule de ces traductions.` };
        for (const [place, entry] of entries) {
          const where = { file: translation, path: `textes[${places.lastIndexOf(place)}].traduction` };
          const segments = segmentsOf(place);
          const value = valueAt(french, segments);
          const node = french === undefined ? undefined : context.schemaAt(file, segments);
          if (typeof value === "string" && node?.["x-traduisible"] !== true) {
            yield { ...where, message: `« ${place} » de ${shownFile(file)} ne se traduit pas (un nombre, une adresse, un code ou un nom, le même dans toutes les langues) — retirez cette ligne.` };
            continue;
          }
          if (entry.traduction === "") continue;
          if (!sameMarks(entry.fr, entry.traduction)) {
            const wanted = marksOf(entry.fr);
            yield {
              ...where,
              message: `la traduction doit garder les repères entre accolades du texte français, que le site remplit (${wanted.length > 0 ? wanted.join(", ") : "aucun"}) ; elle a ${marksOf(entry.traduction).join(", ") || "aucun"} — recopiez-les tels quels dans la traduction.`,
            };
          }
          const max = node?.maxLength;
          if (typeof max === "number" && marksOf(entry.traduction).length === 0 && [...entry.traduction].length > max)
            yield { ...where, message: `la traduction a ${[...entry.traduction].length} caractères, le champ en accepte ${max} au plus — raccourcissez-la.` };
          for (const claim of findBannedClaims(entry.traduction))
            yield {
              ...where,
              message: `l'allégation « ${claim.found} » est interdite sur ce site, dans toutes les langues (${claim.reason}) — traduisez plutôt un fait vérifiable, par ex. ${claim.instead}.`,
            };
        }
      }
    }
  },
};
