import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Langues, Traduction } from "#app/generated/content-types.ts";
import { readContentFiles } from "#app/content/loader.server.ts";
import { schemaRefFor, TRANSLATION_SCHEMA, translationFile } from "#app/model/collections.ts";
import { SITE_FILES } from "#app/model/content.ts";
import type { TranslatedText } from "#app/model/translations.ts";
import { contextForFiles } from "./checks/content/validate.ts";
import { frenchTexts } from "./checks/content/translation-review.ts";
import { CONTENT_DIR } from "./lib/paths.ts";

/*
 * `npm run prepare:translations -- en` (or no code: every language of
 * content/site/langues.json but French): writes, for each French file that has texts to
 * translate, its translation file in content/traductions/<code>/ with every text in the
 * French file's order, the French beside each, and an empty translation where there is
 * none yet. Nothing written is lost: existing translations are kept as they are (a stale
 * one stays « à revoir »), one whose text moved (a block added above) follows its French
 * text, and one whose French is gone stays at the end until someone removes it.
 */

const files = readContentFiles();
const languages = (files.get(SITE_FILES.languages) as Langues).langues;
const asked = process.argv.slice(2);
const unknown = asked.filter((code) => !languages.slice(1).some((language) => language.code === code));
if (unknown.length > 0) {
  console.error(`Langue inconnue : ${unknown.join(", ")} — ajoutez-la d'abord à content/site/langues.json (état « brouillon »).`);
  process.exit(1);
}
const locales = asked.length > 0 ? asked : languages.slice(1).map((language) => language.code);
const byFile = Map.groupBy(frenchTexts(contextForFiles(files)), (text) => text.file);

for (const locale of locales) {
  let written = 0;
  for (const [file, texts] of byFile) {
    const relative = translationFile(locale, file);
    const existing = (files.get(relative) as Traduction | undefined)?.textes ?? [];
    const byPlace = new Map(existing.map((text) => [text.champ, text]));
    const placed = new Set(texts.map((text) => text.path));
    // A translation whose place is gone follows the same French text to its new place.
    const moved = new Map(existing.filter((text) => !placed.has(text.champ)).map((text) => [text.fr, text]));
    const textes: TranslatedText[] = texts.map(({ path: champ, value }) => {
      const own = byPlace.get(champ);
      if (own) return own;
      const follow = moved.get(value);
      if (follow) {
        moved.delete(value);
        return { ...follow, champ };
      }
      return { champ, fr: value, traduction: "" };
    });
    textes.push(...moved.values());
    const data: Traduction = { $schema: schemaRefFor(relative, TRANSLATION_SCHEMA), textes };
    mkdirSync(path.dirname(path.join(CONTENT_DIR, relative)), { recursive: true });
    writeFileSync(path.join(CONTENT_DIR, relative), `${JSON.stringify(data, null, 2)}\n`);
    written += 1;
  }
  console.log(`content/traductions/${locale}/ : ${written} fichiers prêts à traduire.`);
}
