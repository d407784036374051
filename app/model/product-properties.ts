import type { Interface, Procedes } from "#app/generated/content-types.ts";
import { foodContact, ratingsOf, ratingText, termsTable } from "./buyer-facts.ts";
import { capitalise, fillTemplate } from "./text.ts";

/** A fact of the sheet as a name and a text, for the product's structured data. */
export interface StatedProperty {
  name: string;
  value: string;
}

type Sheet = Parameters<typeof termsTable>[0];

/**
 * What the data sheet states beyond its measured values, for search engines: each
 * process rating (« Sous conditions — Température et pression plus basses… »), the food
 * contact status, and the formats, minimum order and lead time the sheet gives. Only what the
 * sheet says: a process it does not rate and a term it leaves « Sur demande » give nothing.
 */
export function statedProperties(sheet: Sheet, processes: Procedes, labels: Interface["faits"], fiche: Pick<Interface["fiche"], "et">): StatedProperty[] {
  const withCondition = (value: string, precision: string | undefined) => (precision ? fillTemplate(labels.valeurPrecisee, { valeur: value, precision }) : value);
  const ratings = processes.procedes.flatMap((process) =>
    ratingsOf(sheet, process.cle).map((rating) => ({ name: capitalise(process.nom), value: withCondition(ratingText(rating, processes.statuts, labels, fiche), rating.precision) })),
  );
  // The status only: the sheet's conditions of use stay on the page, which search engines read too.
  const foodLine = sheet.contactAlimentaire ? [{ name: labels.titreContactAlimentaire, value: foodContact(sheet, labels).status }] : [];
  const terms = termsTable(sheet, labels, fiche)
    .rows.filter(([, value]) => value !== labels.surDemande)
    .map(([name, value]) => ({ name, value }));
  return [...ratings, ...foodLine, ...terms];
}
