import type { Familles, FicheTechnique, Interface, Procedes } from "#app/generated/content-types.ts";
import type { PdfLink } from "./pdf-files.ts";
import { DEFAULT_LOCALE } from "./locale.ts";
import { dateText, decimalsIn, formatNumber, listText, localeFormat, numberList } from "./locale-format.ts";
import { cellText, labelParts, SPECIFICATION_COLUMNS, type Table } from "./tables.ts";
import { capitalise, fillTemplate } from "./text.ts";

/*
 * What a buyer needs beyond the specification table, as the data sheet states it once
 * (content/fiches/*.json): the rating of each process of content/site/procedes.json,
 * formats and terms, food contact, documents and certifications, test methods and other
 * properties. The web page, the comparison, the PDFs and the structured data all draw
 * from here; a fact the sheet does not give reads « Sur demande » (the go-live check lists
 * it), never a guess.
 */

export type Rating = NonNullable<FicheTechnique["procedes"]>[number];
export type RatingStatus = Rating["statut"];
export type Process = Procedes["procedes"][number];
export type FactLabels = Interface["faits"];

type Sheet = Pick<FicheTechnique, "code" | "lignes" | "procedes" | "formats" | "commandeMinimale" | "delai" | "contactAlimentaire" | "documents" | "certifications" | "mesures" | "proprietes" | "revision">;

export { capitalise };

/** The sheet's ratings of one process, as written: one, or one per group of thicknesses. */
export const ratingsOf = (sheet: Pick<FicheTechnique, "procedes">, process: string): Rating[] =>
  (sheet.procedes ?? []).filter((rating) => rating.procede === process);

/** The rating that applies to one thickness, if the sheet gives one. */
export function ratingAt(sheet: Pick<FicheTechnique, "procedes">, process: string, thickness: number): Rating | undefined {
  return ratingsOf(sheet, process).find((rating) => !rating.epaisseurs || rating.epaisseurs.includes(thickness));
}

const thicknessList = (values: readonly number[], labels: Pick<Interface["fiche"], "et">, locale: string) => numberList(values, locale, labels.et);

/** « Sous conditions (300, 350 et 400 µm) »: the status's words, and the thicknesses when it applies to some only. */
export function ratingText(rating: Rating | undefined, statuses: Procedes["statuts"], labels: FactLabels, fiche: Pick<Interface["fiche"], "et">, locale: string = DEFAULT_LOCALE): string {
  if (!rating) return statuses["non-renseigne"];
  const status = statuses[rating.statut];
  return rating.epaisseurs ? `${status} (${fillTemplate(labels.epaisseursConcernees, { epaisseurs: thicknessList(rating.epaisseurs, fiche, locale) })})` : status;
}

/** Every process of the catalogue with the sheet's rating: a row per rating, « Sur demande » for a process the sheet does not rate. */
export function processTable(sheet: Sheet, processes: Procedes, labels: FactLabels, fiche: Pick<Interface["fiche"], "et">, locale: string = DEFAULT_LOCALE): Table {
  return {
    caption: fillTemplate(labels.legendeProcedes, { code: sheet.code }),
    columns: [{ label: labels.colonneProcede }, { label: labels.colonneAptitude }, { label: labels.colonnePrecision }],
    rows: processes.procedes.flatMap((process) => {
      const ratings = ratingsOf(sheet, process.cle);
      const name = capitalise(process.nom);
      if (ratings.length === 0) return [[name, processes.statuts["non-renseigne"], ""]];
      return ratings.map((rating) => [name, ratingText(rating, processes.statuts, labels, fiche, locale), rating.precision ?? ""]);
    }),
  };
}

/** Formats, minimum order and lead time, one row each; what the sheet does not give reads « Sur demande ». */
export function termsTable(sheet: Sheet, labels: FactLabels, fiche: Pick<Interface["fiche"], "et">, locale: string = DEFAULT_LOCALE): Table {
  const { formats, commandeMinimale, delai } = sheet;
  const number = (value: number) => formatNumber(value, locale);
  const millimetres = (value: number) => `${number(value)} mm`;
  const unknown = labels.surDemande;
  const rows: string[][] = [];
  const delivery = formats?.livraison.map((kind) => (kind === "feuilles" ? labels.enFeuilles : labels.enBobines));
  rows.push([labels.livraison, delivery ? capitalise(listText(delivery, locale, fiche.et)) : unknown]);
  if (formats?.livraison.includes("feuilles")) {
    rows.push([labels.formatsFeuilles, formats.feuilles ? formats.feuilles.map(({ largeur, hauteur }) => `${number(largeur)} × ${millimetres(hauteur)}`).join(localeFormat(locale).listSeparator) : unknown]);
  }
  if (formats?.livraison.includes("bobines")) {
    const rolls = formats.bobines;
    rows.push([labels.laizes, rolls?.laizes ? `${thicknessList(rolls.laizes, fiche, locale)} mm` : unknown]);
    rows.push([labels.mandrin, rolls?.mandrin ? millimetres(rolls.mandrin) : unknown]);
    rows.push([labels.longueur, rolls?.longueur ? `${number(rolls.longueur)} m` : unknown]);
  }
  if (formats?.surMesure !== undefined) rows.push([labels.surMesure, formats.surMesure ? labels.surMesureOui : labels.surMesureNon]);
  rows.push([labels.commandeMinimale, commandeMinimale ? `${number(commandeMinimale.quantite)} ${commandeMinimale.unite}` : unknown]);
  rows.push([labels.delai, delai ? fillTemplate(labels.delaiValeur, { de: number(delai.de), a: number(delai.a), unite: delai.unite }) : unknown]);
  return { caption: fillTemplate(labels.legendeConditions, { code: sheet.code }), columns: [{ label: labels.colonneCritere }, { label: labels.colonneValeur }], rows };
}

export interface FoodContactView {
  /** « Documents de conformité sur demande » */
  status: string;
  /** What the buyer must know, as the sheet writes it. */
  text?: string;
  /** « Règlement de référence : Règlement (UE) n° 10/2011 » */
  regulation?: string;
  declaration?: { href: string; label: string };
}

export function foodContact(sheet: Sheet, labels: FactLabels): FoodContactView {
  const food = sheet.contactAlimentaire;
  if (!food) return { status: labels.surDemande };
  const status = { declaration: labels.contactDeclaration, "sur-demande": labels.contactSurDemande, "non-prevu": labels.contactNonPrevu }[food.statut];
  return {
    status,
    text: food.precision,
    ...(food.reglement && { regulation: fillTemplate(labels.reglement, { reglement: food.reglement }) }),
    ...(food.declaration && { declaration: { href: food.declaration, label: labels.declaration } }),
  };
}

/** « 26 novembre 2026 », from `2026-11-26` (« 26 November 2026 » in English…). */
export const dateInWords = (isoDate: string, locale: string = DEFAULT_LOCALE): string => dateText(isoDate, locale);

export interface DocumentLink {
  href: string;
  label: string;
  /** The document's language, when it is not the page's. */
  language?: PdfLink["language"];
}

/** The documents a buyer can download: the generated data sheet first (in each language the page offers it in), then the files the company supplied. */
export function documentLinks(sheet: Sheet, labels: FactLabels, dataSheetPdfs: readonly PdfLink[]): DocumentLink[] {
  return [
    ...dataSheetPdfs.map(({ href, language }) => ({ href, label: fillTemplate(labels.ficheTechnique, { code: sheet.code }), ...(language && { language }) })),
    ...(sheet.documents ?? []).map((document) => ({ href: document.fichier, label: fillTemplate(labels.documentPdf, { titre: document.titre }) })),
  ];
}

/** One line per certification, or the « sur demande » line when the sheet names none. */
export function certificationLines(sheet: Sheet, labels: FactLabels, locale: string = DEFAULT_LOCALE): string[] {
  if (!sheet.certifications?.length) return [labels.aucuneCertification];
  return sheet.certifications.map((certification) =>
    fillTemplate(labels.certification, { nom: certification.nom, organisme: certification.organisme, numero: certification.numero, validite: dateInWords(certification.validite, locale) }),
  );
}

/** « ± 0,2 » from the family's stated density (familles.json: « 1,50 ± 0,2 »), with the language's decimal mark. */
function statedTolerance(density: string | undefined, locale: string): string | undefined {
  const match = density && /±\s*([\d,]+)/.exec(density);
  return match ? `± ${decimalsIn(match[1], locale)}` : undefined;
}

/**
 * How each value of the specification table is measured and how far it may vary, for the
 * values the sheet (or, for the density, the family's line in familles.json) gives; none
 * when nothing is known.
 */
export function measuresTable(sheet: Sheet, labels: FactLabels, fiche: Interface["fiche"], family?: Familles["familles"][number], locale: string = DEFAULT_LOCALE): Table | undefined {
  const rows = SPECIFICATION_COLUMNS.flatMap(({ key }) => {
    const measure = sheet.mesures?.[key];
    const { name, unit } = labelParts(fiche.colonnes[key]);
    const stated = key === "densite" ? statedTolerance(family?.densite, locale) : undefined;
    const tolerance = measure?.tolerance ?? (stated && unit ? `${stated} ${unit}` : stated);
    if (!measure?.methode && !tolerance) return [];
    return [[name, measure?.methode ?? labels.surDemande, tolerance ?? labels.surDemande]];
  });
  if (rows.length === 0) return undefined;
  return {
    caption: fillTemplate(labels.legendeMesures, { code: sheet.code }),
    columns: [{ label: labels.colonneMesure }, { label: labels.colonneMethode }, { label: labels.colonneTolerance }],
    rows,
  };
}

/** The other measured properties with their test methods, when the sheet gives any. */
export function propertiesTable(sheet: Sheet, labels: FactLabels, fiche: Pick<Interface["fiche"], "et">, locale: string = DEFAULT_LOCALE): Table | undefined {
  if (!sheet.proprietes?.length) return undefined;
  return {
    caption: fillTemplate(labels.legendeProprietes, { code: sheet.code }),
    columns: [{ label: labels.colonnePropriete }, { label: labels.colonneValeur }, { label: labels.colonneMethode }, { label: labels.colonneEpaisseurs }],
    rows: sheet.proprietes.map((property) => [
      property.nom,
      property.unite ? `${cellText(property.valeur, locale)} ${property.unite}` : property.valeur,
      property.methode,
      property.epaisseurs ? thicknessList(property.epaisseurs, fiche, locale) : labels.toutes,
    ]),
  };
}

/** « Révision du 26 novembre 2026 » */
export const revisionText = (sheet: Pick<FicheTechnique, "revision">, labels: FactLabels, locale: string = DEFAULT_LOCALE) => fillTemplate(labels.revision, { date: dateInWords(sheet.revision, locale) });

/** Every buyer fact of a sheet, finished for the page, the comparison and the PDFs. */
export interface BuyerFactsView {
  processes: Table;
  terms: Table;
  foodContact: FoodContactView;
  documents: DocumentLink[];
  certifications: string[];
  /** Test methods and tolerances of the specification table's values, when any is known. */
  measures?: Table;
  properties?: Table;
  /** « Révision du 26 novembre 2026 » */
  revision: string;
  disclaimer: string;
}

export function buyerFacts(
  sheet: Sheet,
  sources: { processes: Procedes; ui: Pick<Interface, "faits" | "fiche">; families: Familles },
  dataSheetPdfs: readonly PdfLink[],
  locale: string = DEFAULT_LOCALE,
): BuyerFactsView {
  const { faits, fiche } = sources.ui;
  const family = sources.families.familles.find((line) => line.code === sheet.code);
  const measures = measuresTable(sheet, faits, fiche, family, locale);
  const properties = propertiesTable(sheet, faits, fiche, locale);
  return {
    processes: processTable(sheet, sources.processes, faits, fiche, locale),
    terms: termsTable(sheet, faits, fiche, locale),
    foodContact: foodContact(sheet, faits),
    documents: documentLinks(sheet, faits, dataSheetPdfs),
    certifications: certificationLines(sheet, faits, locale),
    ...(measures && { measures }),
    ...(properties && { properties }),
    revision: revisionText(sheet, faits, locale),
    disclaimer: faits.avertissement,
  };
}
