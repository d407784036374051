import { isPrintedInPdf } from "../../../build/pdf/content.ts";
import { undrawableCharacter } from "../../../build/pdf/fonts.ts";
import { shownFile, type ContentCheck } from "../check.ts";

/** What the PDFs print must be drawable in their font, or the build would stop late, with a stack trace. */
export const pdfCharacters: ContentCheck = {
  name: "pdf-characters",
  description: "Refuses, in the texts the PDFs print, a character their font (Inter) cannot draw, such as an emoji.",
  *check(context) {
    for (const text of context.texts()) {
      if (!isPrintedInPdf(text.file, text.path)) continue;
      const missing = undrawableCharacter(text.value);
      if (missing)
        yield {
          file: shownFile(text.file),
          path: text.path,
          message: `le caractère « ${missing} » (U+${missing.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}) ne peut pas être imprimé dans les PDF (la police Inter ne l'a pas) — remplacez-le par un mot ou retirez-le.`,
        };
    }
  },
};
