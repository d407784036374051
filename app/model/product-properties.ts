import type { Interface, Procedes } from "#app/generated/content-types.ts";
import { foodContact, ratingsOf, ratingText, termsTable } from "./buyer-facts.ts";
import { DEFAULT_LOCALE } from "./locale.ts";
import { capitalise } from "./text.ts";

/** A fact of the sheet as a name and a text, for the product's structured data. */
export interface StatedProperty {
  name: string;
  value: string;
}

type Sheet = Parameters<typeof termsTable>[0];

/**
 * What the data sheet states beyond its measured values, for search engines: each
 * process rating (« Sous conditions », with its thicknesses when it applies to some only),
 * the food contact status, and the formats, minimum order and lead time the sheet gives.
 * Only what the sheet says: a process it does not rate and a term it leaves « Sur demande »
 * give nothing. Statuses without their conditions: these sit in <head>, which every byte
 * of the data sheet's HTML budget counts, and the page itself gives the conditions.
 */
export function statedProperties(sheet: Sheet, processes: Procedes, labels: Interface["faits"], fiche: Pick<Interface["fiche"], "et">, locale: string = DEFAULT_LOCALE): StatedProperty[] {
  const ratings = processes.procedes.flatMap((process) =>
    ratingsOf(sheet, process.cle).map((rating) => ({ name: capitalise(process.nom), value: ratingText(rating, processes.statuts, labels, fiche, locale) })),
  );
  const foodLine = sheet.contactAlimentaire ? [{ name: labels.titreContactAlimentaire, value: foodContact(sheet, labels).status }] : [];
  const terms = termsTable(sheet, labels, fiche, locale)
    .rows.filter(([, value]) => value !== labels.surDemande)
    .map(([name, value]) => ({ name, value }));
  return [...ratings, ...foodLine, ...terms];
}
