import { findPlaceholders, formatPlaceholder } from "./checks/publication-check.ts";

/*
 * `npm run check:publication` (and the first step of `npm run build:production`): refuses
 * to publish while the content still holds placeholders, one French line for each.
 */
const placeholders = findPlaceholders();
if (placeholders.length > 0) {
  const count = placeholders.length;
  console.error(`Pas encore prêt pour la mise en ligne : ${count} valeur${count > 1 ? "s" : ""} provisoire${count > 1 ? "s" : ""} à remplacer.\n`);
  for (const placeholder of placeholders) console.error(`  ✗ ${formatPlaceholder(placeholder)}`);
  console.error("\nRemplacez-les dans les fichiers indiqués (voir « Mise en ligne » dans le README), puis relancez « npm run check:publication ».");
  process.exit(1);
}
console.log("Prêt pour la mise en ligne : aucune valeur provisoire dans le contenu.");
