import { formatMissingFact } from "./checks/buyer-facts-to-supply.ts";
import { findMissingFacts, findPlaceholders, findUnreadyLanguages, formatPlaceholder, formatUnreadyLanguage } from "./checks/publication-check.ts";

/*
 * `npm run check:publication` (and the first step of `npm run build:production`): refuses
 * to publish while the content still holds placeholders or the data sheets lack buyer
 * facts, one French line for each.
 */
const placeholders = findPlaceholders();
const missing = findMissingFacts();
const languages = findUnreadyLanguages();
if (placeholders.length > 0 || missing.length > 0 || languages.length > 0) {
  const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? "s" : ""}`;
  if (placeholders.length > 0) {
    console.error(`Pas encore prêt pour la mise en ligne : ${plural(placeholders.length, "valeur")} ${placeholders.length > 1 ? "provisoires" : "provisoire"} à remplacer.\n`);
    for (const placeholder of placeholders) console.error(`  ✗ ${formatPlaceholder(placeholder)}`);
  }
  if (missing.length > 0) {
    console.error(`\nFaits d'achat à fournir dans les fiches techniques : ${missing.length} (les pages affichent « Sur demande » en attendant).\n`);
    for (const fact of missing) console.error(`  ✗ ${formatMissingFact(fact)}`);
  }
  if (languages.length > 0) {
    console.error(`\nLangues pas prêtes à être publiées : ${languages.length}.\n`);
    for (const language of languages) console.error(`  ✗ ${formatUnreadyLanguage(language)}`);
  }
  console.error("\nComplétez-les dans les fichiers indiqués (voir « Mise en ligne » dans le README), puis relancez « npm run check:publication ».");
  process.exit(1);
}
console.log("Prêt pour la mise en ligne : aucune valeur provisoire, aucun fait d'achat manquant, chaque langue construite publiée et à jour.");
