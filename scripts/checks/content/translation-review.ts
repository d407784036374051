import { translatedFile } from "#app/model/collections.ts";
import { entriesOf, translationGaps, type FrenchText, type Language, type TranslationEntries, type TranslationGap } from "#app/model/translations.ts";
import type { Traduction } from "#app/generated/content-types.ts";
import type { CheckContext } from "./check.ts";

/*
 * Where each language stands against the French: the texts to translate, to review (the
 * French changed since) and the translations whose French text is gone. Not errors: a
 * French edit must never wait for its translations. `npm run validate:content` lists them,
 * the content editor shows them, and the go-live check refuses to publish while a language
 * that is built still has any.
 */

/** The French texts the schema marks as translatable (`x-traduisible`), in every French file that passed its check. */
export function frenchTexts(context: CheckContext): FrenchText[] {
  return context
    .texts()
    .filter((text) => !translatedFile(text.file) && text.node?.["x-traduisible"] === true)
    .map(({ file, path, value }) => ({ file, path, value }));
}

/** Each language's translation files that passed their check: French file → its texts. */
export function translationsByLocale(context: CheckContext): Map<string, Map<string, TranslationEntries>> {
  const byLocale = new Map<string, Map<string, TranslationEntries>>();
  for (const [relative, data] of context.files) {
    const translated = translatedFile(relative);
    if (!translated) continue;
    if (!byLocale.has(translated.locale)) byLocale.set(translated.locale, new Map());
    byLocale.get(translated.locale)!.set(translated.file, entriesOf(data as Traduction));
  }
  return byLocale;
}

/** The gaps of every language that is built (« publiée » or « brouillon »), in the order of content/site/langues.json. */
export function reviewTranslations(context: CheckContext): TranslationGap[] {
  const languages = context.content.languages?.langues.slice(1).filter((language) => language.etat !== "désactivée") ?? [];
  if (languages.length === 0) return [];
  const french = frenchTexts(context);
  const translations = translationsByLocale(context);
  return languages.flatMap((language) => translationGaps(language.code, french, translations.get(language.code) ?? new Map()));
}

const STATE_LINES: Record<TranslationGap["state"], (file: string) => string> = {
  "à traduire": (file) => `à traduire — écrivez la traduction dans ${file}.`,
  "à revoir": (file) =>
    `à revoir : le texte français a changé depuis sa traduction — revoyez la traduction dans ${file}, puis recopiez dans son champ « fr » le texte français actuel.`,
  disparu: (file) => `traduit, mais ce texte n'existe plus en français (bloc retiré ou déplacé) — retirez-le de ${file}.`,
};

/** One French line for a gap: `content/pages/accueil.json › titre : en anglais (English), à revoir : …` */
export function formatGap(gap: TranslationGap, languages: readonly Language[]): string {
  const language = languages.find((candidate) => candidate.code === gap.locale);
  const name = language ? `${gap.locale} (${language.nom})` : gap.locale;
  return `content/${gap.file} › ${gap.path} : [${name}] ${STATE_LINES[gap.state](`content/traductions/${gap.locale}/${gap.file}`)}`;
}
