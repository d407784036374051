import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { isSystemFile } from "#app/model/collections.ts";
import type { Langues } from "#app/generated/content-types.ts";
import { IMAGE_PREFIX } from "#app/model/images.ts";
import { unusedImages } from "#app/model/unused-images.ts";
import { formatError, validateContent, type ValidationResult } from "./checks/content/validate.ts";
import { formatGap } from "./checks/content/translation-review.ts";
import { CONTENT_DIR, PUBLIC_DIR } from "./lib/paths.ts";

/*
 * `npm run validate:content`: checks content/ once, prints one line per problem and
 * exits with 1 if there is any (CI refuses the deploy). Pictures of content/images/ that
 * no content names are listed after a valid check, as a warning: they cost nothing on the
 * site (the build encodes only the pictures pages show), so they block nothing.
 * `npm run validate:content -- --watch`: for editors without the dev server; checks
 * again each time a file of content/ or public/ is saved, until Ctrl+C.
 */

/** Texts still to translate or review, by language: listed, never an error (docs/translations). */
function reportTranslations({ translations, files }: ValidationResult): void {
  if (translations.length === 0) return;
  const languages = (files.get("site/langues.json") as Langues | undefined)?.langues ?? [];
  const byLocale = Map.groupBy(translations, (gap) => gap.locale);
  for (const [locale, gaps] of byLocale) {
    const language = languages.find((candidate) => candidate.code === locale);
    const count = (state: string) => gaps.filter((gap) => gap.state === state).length;
    console.log(
      `\nTraductions, ${language?.nom ?? locale} (${locale}, ${language?.etat ?? "?"}) : ${count("à traduire")} à traduire, ${count("à revoir")} à revoir, ${count("disparu")} en trop. La page montre le texte français en attendant ; la vérification avant mise en ligne refuse de publier tant qu'il en reste.`,
    );
    // Texts to translate are listed in the editor; the ones to review or remove are the ones a French edit just caused.
    for (const gap of gaps.filter((gap) => gap.state !== "à traduire")) console.log(`  ! ${formatGap(gap, languages)}`);
  }
}

function report({ errors, files }: ValidationResult, watching: boolean): void {
  if (errors.length > 0) {
    console.error(`Le contenu comporte ${errors.length} erreur${errors.length > 1 ? "s" : ""} :\n`);
    for (const error of errors) console.error(`  ✗ ${formatError(error)}`);
    console.error(
      watching
        ? "\nCorrigez ces points dans les fichiers indiqués : la vérification reprend à chaque enregistrement."
        : "\nCorrigez ces points dans les fichiers indiqués, puis relancez « npm run validate:content ».",
    );
  } else {
    console.log(`Contenu valide : ${files.size} fichiers vérifiés.`);
    const unused = unusedImages(imageSources(), files.values());
    if (unused.length === 0) return;
    console.warn(`\n${unused.length > 1 ? `${unused.length} images ne servent` : "Une image ne sert"} à aucune page (cela n'empêche pas la publication) :`);
    for (const src of unused) console.warn(`  ⚠ content${src} : aucun contenu ne l'utilise — supprimez-la (l'éditeur, npm run edit, le propose dans la liste des images), ou choisissez-la dans une page.`);
  }
}

/** Every picture of content/images/, as content names it (`/images/…`). */
function imageSources(): string[] {
  const dir = path.join(CONTENT_DIR, "images");
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !isSystemFile(entry.name))
    .map((entry) => `${IMAGE_PREFIX}${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
}

function run(watching: boolean): ValidationResult | undefined {
  try {
    const result = validateContent();
    report(result, watching);
    reportTranslations(result);
    return result;
  } catch (error) {
    // A file removed or half-written while it was read: the next save checks again.
    console.error(`Vérification interrompue : ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/**
 * Names, sizes and modification times of every file the check reads. Compared twice a
 * second rather than watched: file-system events miss the saves of editors that write a
 * new file and rename it over the old one.
 */
function signature(): string {
  return [CONTENT_DIR, PUBLIC_DIR]
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !isSystemFile(entry.name))
        .map((entry) => {
          const file = path.join(entry.parentPath, entry.name);
          try {
            const stat = statSync(file);
            return `${file}:${stat.size}:${stat.mtimeMs}`;
          } catch {
            return file;
          }
        }),
    )
    .sort()
    .join("\n");
}

if (process.argv.includes("--watch")) {
  const time = () => new Date().toLocaleTimeString("fr-FR");
  console.log(`[${time()}] Vérification du contenu, puis à chaque enregistrement (Ctrl+C pour arrêter).\n`);
  let last = signature();
  run(true);
  setInterval(() => {
    const current = signature();
    if (current === last) return;
    last = current;
    console.log(`\n[${time()}] Fichier enregistré : nouvelle vérification.\n`);
    run(true);
  }, 500);
} else {
  const result = run(false);
  if (!result || result.errors.length > 0) process.exit(1);
}
