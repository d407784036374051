import type { FicheTechnique, Interface } from "#app/generated/content-types.ts";
import { fillTemplate } from "./text.ts";
import { DEFAULT_LOCALE } from "./locale.ts";

/*
 * One set of names per product family, written once in its data sheet (`code`, `nom.court`,
 * `nom.long`) and composed here for every place that shows it: menus, cards, the
 * comparison table, the sheet's title, the request form, the PDFs and the search
 * engines' data. A second spelling cannot creep in, because no other file writes one.
 */

export type NamedSheet = Pick<FicheTechnique, "code" | "nom">;

export interface ProductNames {
  code: string;
  /** « carton minéral » */
  short: string;
  /** « carton riche en minéraux, sans couchage » */
  long: string;
  /** « RBN — carton minéral »: menus, the comparison table, the request form, the catalogue's outline. */
  label: string;
  /** « RBN — carton riche en minéraux, sans couchage »: the sheet's title, its PDF and its product data. */
  title: string;
  /** « Carton minéral »: the card title, under the code. */
  cardTitle: string;
}

/** First letter in capitals, as a title starts: « carton minéral » → « Carton minéral ». */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase(DEFAULT_LOCALE) + text.slice(1);
}

/** The names of a family, composed with the interface's « {code} — {nom} » pattern. */
export function productNames(sheet: NamedSheet, labels: Pick<Interface["fiche"], "nomAvecCode">): ProductNames {
  const withCode = (name: string) => fillTemplate(labels.nomAvecCode, { code: sheet.code, nom: name });
  return {
    code: sheet.code,
    short: sheet.nom.court,
    long: sheet.nom.long,
    label: withCode(sheet.nom.court),
    title: withCode(sheet.nom.long),
    cardTitle: capitalise(sheet.nom.court),
  };
}
