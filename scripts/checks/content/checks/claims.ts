import { shownFile, type ContentCheck } from "../check.ts";
import { findBannedClaims } from "../banned-claims.ts";

export const claims: ContentCheck = {
  name: "claims",
  description: "Refuses green claims the site never makes (« biodégradable », « 100 % recyclable », « éco-responsable », « 100 % naturel »…), in any case, accents, hyphenation or word order; honest negations and sourced statements pass.",
  *check(context) {
    for (const text of context.texts()) {
      if (!text.prose) continue;
      for (const claim of findBannedClaims(text.value))
        yield {
          file: shownFile(text.file),
          path: text.path,
          message: `l'allégation « ${claim.found} » est interdite sur ce site (${claim.reason}) — remplacez-la par un fait vérifiable, par ex. ${claim.instead}.`,
        };
    }
  },
};
