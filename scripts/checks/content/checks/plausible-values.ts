import { shownFile, type ContentCheck } from "../check.ts";

/** Values the schema's range allows but no real edit would write. */
export const plausibleValues: ContentCheck = {
  name: "plausible-values",
  description: "Refuses a catalogue edition more than one year ahead of the current year (a typo such as 2052 for 2025).",
  *check({ content, year }) {
    const edition = content.company?.catalogue.edition;
    if (edition !== undefined && edition > year + 1)
      yield {
        file: shownFile("site/entreprise.json"),
        path: "catalogue.edition",
        message: `l'édition ${edition} est en avance de ${edition - year} ans (nous sommes en ${year}) : elle serait imprimée sur chaque PDF — indiquez l'année de l'édition, ${year + 1} au plus.`,
      };
  },
};
