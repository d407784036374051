import { formatError, validateContent } from "./lib/content-checks/validate.ts";

const { errors, files } = validateContent();
if (errors.length > 0) {
  console.error(`Le contenu comporte ${errors.length} erreur${errors.length > 1 ? "s" : ""} :\n`);
  for (const error of errors) console.error(`  ✗ ${formatError(error)}`);
  console.error("\nCorrigez ces points dans les fichiers indiqués, puis relancez « npm run validate:content ».");
  process.exit(1);
}
console.log(`Contenu valide : ${files.size} fichiers vérifiés.`);
