import { useCallback, useEffect, useMemo, useState } from "react";
import type { Langues, Traduction } from "#app/generated/content-types.ts";
import { translatedFile, translationFile } from "#app/model/collections.ts";
import { SITE_FILES } from "#app/model/content.ts";
import type { TranslationGap } from "#app/model/translations.ts";
import { languageCatalogue, type CatalogueGroup } from "../core/catalogue.ts";
import { leftToDo, translationRows, type LeftToDo } from "../core/translation-rows.ts";
import { TEXTS } from "../texts.ts";

/**
 * The language the list shows (French, the source, or one of the translations), and what is
 * left to do in each: the rows of every translation file worked out from the draft, so a French
 * edit shows « à revoir » at once; the texts to translate that a file does not list yet come from
 * the check (`gaps`). Opening a translation shows its language; opening a French item, French.
 */
export function useLanguages(files: ReadonlyMap<string, unknown>, groups: readonly CatalogueGroup[], gaps: readonly TranslationGap[], current: string | undefined) {
  const languages = useMemo(() => (files.get(SITE_FILES.languages) as Partial<Langues> | undefined)?.langues ?? [], [files]);
  const source = languages[0]?.code ?? "fr";
  const [language, setLanguage] = useState(source);
  useEffect(() => {
    if (current) setLanguage(translatedFile(current)?.locale ?? source);
  }, [current, source]);
  /** For each French file, the places the check lists as still to translate in a language, that its translation file may not list yet. */
  const toTranslate = useMemo(() => {
    const places = new Map<string, string[]>();
    for (const gap of gaps) {
      if (gap.state !== "à traduire") continue;
      const file = translationFile(gap.locale, gap.file);
      places.set(file, [...(places.get(file) ?? []), gap.path]);
    }
    return places;
  }, [gaps]);
  const rowsOf = useCallback(
    (file: string) => {
      const translated = translatedFile(file);
      return translated ? translationRows(files.get(translated.file), files.get(file) as Traduction | undefined, toTranslate.get(file)) : [];
    },
    [files, toTranslate],
  );
  const catalogueIn = useCallback(
    (code: string) => languageCatalogue(groups, code, source, (french) => toTranslate.has(translationFile(code, french))),
    [groups, source, toTranslate],
  );
  const shownGroups = useMemo(() => catalogueIn(language), [catalogueIn, language]);
  /** What is left in each file of each translation, worked out once for the list and the language menu. */
  const leftByLanguage = useMemo(
    () =>
      new Map(
        languages.slice(1).map((entry) => {
          const files: Record<string, LeftToDo> = {};
          for (const group of catalogueIn(entry.code)) for (const item of group.items) files[item.file] = leftToDo(rowsOf(item.file));
          return [entry.code, files] as const;
        }),
      ),
    [languages, catalogueIn, rowsOf],
  );
  const left = useMemo(() => leftByLanguage.get(language) ?? {}, [leftByLanguage, language]);
  const languageOptions = useMemo(
    () =>
      languages.map((entry) => {
        const files = leftByLanguage.get(entry.code);
        if (!files) return { code: entry.code, name: entry.nom, direction: entry.direction, details: TEXTS.language.option(entry.etat) };
        const counts = Object.values(files);
        const total = { toTranslate: counts.reduce((sum, count) => sum + count.toTranslate, 0), toReview: counts.reduce((sum, count) => sum + count.toReview, 0) };
        return { code: entry.code, name: entry.nom, direction: entry.direction, details: TEXTS.language.option(entry.etat, total) };
      }),
    [languages, leftByLanguage],
  );
  return { languages, language, setLanguage, source, rowsOf, catalogueIn, shownGroups, left, languageOptions };
}
