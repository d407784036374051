import type { Traduction } from "#app/generated/content-types.ts";
import { translatedFile } from "#app/model/collections.ts";
import { printedLocales } from "#app/model/pdf-files.ts";
import { builtLanguages } from "#app/model/translations.ts";
import { isPrintedInPdf } from "../../../build/pdf/content.ts";
import { undrawableCharacter } from "../../../build/pdf/fonts.ts";
import { shownFile, type ContentCheck } from "../check.ts";

/** What the PDFs print must be drawable in their font, or the build would stop late, with a stack trace. */
export const pdfCharacters: ContentCheck = {
  name: "pdf-characters",
  description: "Refuses, in the texts the PDFs print (and their translations in the languages the PDFs are printed in), a character their font (Inter) cannot draw, such as an emoji.",
  *check(context) {
    const refused = (file: string, path: string, value: string) => {
      const missing = undrawableCharacter(value);
      return missing
        ? {
            file: shownFile(file),
            path,
            message: `le caractère « ${missing} » (U+${missing.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}) ne peut pas être imprimé dans les PDF (la police Inter ne l'a pas) — remplacez-le par un mot ou retirez-le.`,
          }
        : undefined;
    };
    for (const text of context.texts()) {
      const problem = isPrintedInPdf(text.file, text.path) && refused(text.file, text.path, text.value);
      if (problem) yield problem;
    }
    // The translations of the languages the PDFs are printed in, at the place of the French text they print.
    const languages = context.content.languages;
    const printed = languages ? printedLocales(builtLanguages(languages)) : [];
    for (const [file, data] of context.files) {
      const translated = translatedFile(file);
      if (!translated || !printed.includes(translated.locale)) continue;
      for (const [index, entry] of ((data as Partial<Traduction>).textes ?? []).entries()) {
        const problem = isPrintedInPdf(translated.file, entry.champ) && refused(file, `textes[${index}].traduction`, entry.traduction);
        if (problem) yield problem;
      }
    }
  },
};
