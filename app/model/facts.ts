import { DRAFT_KEY, DRAFT_MAX_AGE_DAYS } from "./browser-storage.ts";
import type { SiteContent } from "./content.ts";
import { overallRange, parseFamilyRange, rangeText } from "./family-range.ts";
import { alternativesText, countText, daysText, formatNumber, listText, numberList, rangeBetween } from "./locale-format.ts";
import { DEFAULT_LOCALE } from "./locale.ts";
import { addressLine, capitalise, uncapitalise } from "./text.ts";

/*
 * Facts the texts quote instead of restating them. A text that says how many
 * applications there are, or which thicknesses a family comes in, writes a placeholder
 * such as {applications.nombre} or {fiche.epaisseurs}; the loader fills it from the data
 * before anything is rendered, so the pages, their meta tags, the PDFs and the JSON-LD
 * all say what the tables say, and adding a seventh application or a 120 µm row changes
 * every sentence that depends on it. (Decision record: docs/decisions/2026-11-23-facts-from-data.md.)
 *
 * A family's thickness range is stated in familles.json and quoted as {RPN.gamme}.
 *
 * Names have a dot, so they never collide with the one-word placeholders a component
 * fills itself ({nom}, {annee}, {edition}…).
 */

/** What the facts are computed from: the number of applications, each data sheet's code and rows, and the company's identity. */
export interface FactSources {
  applications: number;
  /** The applications' menu labels, in their order, for `{applications.liste}`. */
  applicationNames?: readonly string[];
  sheets: readonly SheetRows[];
  /** The families' stated thickness ranges (familles.json: « 50 à 250 », « 60, 80 ou 100 »). */
  families?: readonly { code: string; epaisseur: string }[];
  /** The processes the sheets rate (content/site/procedes.json), for `{fiche.impression}` and `{fiches.impression}`. */
  processes?: readonly ProcessName[];
  /** `{entreprise.nom}`, `{hebergeur.nom}`…: the identity the legal page states, written once in content/site/entreprise.json. */
  identity?: Readonly<Record<string, string>>;
  /** The « et » of content/site/interface.json (`fiche.et`), which ends `{applications.liste}` and `{fiches.liste}`; else the language's own. */
  and?: string;
}

export interface SheetRows {
  code: string;
  /** The family's names (`{RBN.nom.court}`, `{fiche.nom.long}`). */
  nom?: { court: string; long: string };
  lignes: readonly { epaisseur: number; densite: number; grammage: number; opacite: string }[];
  /** The sheet's ratings of processes (`procedes`), for `{fiche.impression}`. */
  procedes?: readonly { procede: string; statut: string }[];
}

/** A process as the facts name it: its key, its name in lower case, and whether it prints. */
export interface ProcessName {
  cle: string;
  nom: string;
  genre: string;
}

/**
 * The printing processes a sheet (or any of the sheets) is rated for, suitable or under
 * conditions, in the order of content/site/procedes.json: « offset UV, flexographie et
 * sérigraphie ». A process the sheets advise against or do not rate is never named.
 */
function printingList(sheets: readonly SheetRows[], processes: readonly ProcessName[], locale: string): string | undefined {
  const rated = new Set(sheets.flatMap((sheet) => (sheet.procedes ?? []).filter((entry) => entry.statut !== "deconseille").map((entry) => entry.procede)));
  const names = processes.filter((process) => process.genre === "impression" && rated.has(process.cle)).map((process) => process.nom);
  return names.length > 0 ? alternativesText(names, locale) : undefined;
}

/** A dotted placeholder, `{applications.nombre}` or `{RBN.epaisseurs.plage}`. */
export const FACT_PLACEHOLDER = /\{([\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+)\}/gu;

/** The prefix a data sheet's own texts use for its rows: a copied sheet then speaks of its own table. */
export const OWN_SHEET = "fiche";



/** `200 à 400` (`200 to 400` in English…), or a single value when there is only one. */
export function range(values: readonly number[], locale: string = DEFAULT_LOCALE): string {
  return rangeBetween(Math.min(...values), Math.max(...values), locale);
}

const distinctSorted = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

/**
 * The families' ranges as the catalogue states them, `{RPN.gamme}` (« 50 à 250 ») and
 * `{fiches.gamme}` for the whole catalogue: a text about what the company sells says
 * these, while `{RPN.epaisseurs.plage}` says what the table's rows hold.
 */
function rangeFacts(families: FactSources["families"] = [], locale: string): Facts {
  const facts: Facts = {};
  const ranges = families.flatMap((family) => {
    const range = parseFamilyRange(family.epaisseur);
    if (range) facts[`${family.code}.gamme`] = rangeText(range, locale);
    return range ? [range] : [];
  });
  const overall = overallRange(ranges);
  if (overall) facts["fiches.gamme"] = rangeText(overall, locale);
  return facts;
}

/** What one sheet says, under short names: its names (`nom.court`, `nom.long`), then its rows' `epaisseurs`, `epaisseurs.min`… */
function ownFacts(sheet: SheetRows, processes: readonly ProcessName[] = [], locale: string): Record<string, string> {
  const names: Record<string, string> = sheet.nom ? { "nom.court": sheet.nom.court, "nom.long": sheet.nom.long } : {};
  const printing = printingList([sheet], processes, locale);
  return { ...names, ...rowFacts(sheet.lignes, locale), ...(printing && { impression: printing }) };
}

function rowFacts(rows: SheetRows["lignes"], locale: string): Record<string, string> {
  if (rows.length === 0) return {};
  const facts: Record<string, string> = {};
  const measures = {
    epaisseurs: rows.map((row) => row.epaisseur),
    grammages: rows.map((row) => row.grammage),
    densites: rows.map((row) => row.densite),
    // "> 84": the minimum opacity, as a number.
    opacites: rows.map((row) => Number(/\d+/.exec(row.opacite)?.[0])).filter((value) => !Number.isNaN(value)),
  };
  for (const [name, values] of Object.entries(measures)) {
    if (values.length === 0) continue;
    const sorted = distinctSorted(values);
    facts[name] = alternativesText(sorted.map((value) => formatNumber(value, locale)), locale);
    facts[`${name}.min`] = formatNumber(sorted[0], locale);
    facts[`${name}.max`] = formatNumber(sorted.at(-1)!, locale);
    facts[`${name}.plage`] = range(sorted, locale);
    facts[`${name}.nombre`] = countText(sorted.length, locale);
  }
  return facts;
}

export type Facts = Record<string, string>;


/**
 * Every fact available to every text, by placeholder name (without braces), in the
 * page's language: counts, numbers, ranges and lists as it writes them (app/model/locale-format.ts).
 * The names come from `sources` as given: for another language, give the translated names.
 */
export function siteFacts(sources: FactSources, locale: string = DEFAULT_LOCALE): Facts {
  const facts: Facts = {
    "applications.nombre": countText(sources.applications, locale),
    "fiches.nombre": countText(sources.sheets.length, locale),
  };
  // What the site keeps in the browser, as the contact form's code applies it.
  facts["brouillon.cle"] = DRAFT_KEY;
  facts["brouillon.duree"] = daysText(DRAFT_MAX_AGE_DAYS, locale);
  Object.assign(facts, sources.identity);
  const allRows = sources.sheets.flatMap((sheet) => sheet.lignes);
  for (const [name, value] of Object.entries(rowFacts(allRows, locale))) facts[`fiches.${name}`] = value;
  if (sources.applicationNames?.length) facts["applications.liste"] = listText(sources.applicationNames.map(uncapitalise), locale, sources.and);
  const named = sources.sheets.filter((sheet) => sheet.nom);
  if (named.length > 0) facts["fiches.liste"] = listText(named.map((sheet) => `${sheet.nom!.court} ${sheet.code}`), locale, sources.and);
  const printing = printingList(sources.sheets, sources.processes ?? [], locale);
  if (printing) facts["fiches.impression"] = printing;
  for (const sheet of sources.sheets)
    for (const [name, value] of Object.entries(ownFacts(sheet, sources.processes, locale))) facts[`${sheet.code}.${name}`] = value;
  return { ...facts, ...rangeFacts(sources.families, locale) };
}

/** The facts a data sheet's own texts may use: the site's (in `locale`, as siteFacts gave them), plus `fiche.…` for its own rows. */
export function sheetFacts(facts: Facts, sheet: SheetRows, locale: string = DEFAULT_LOCALE): Facts {
  const own: Facts = { ...facts };
  for (const [name, value] of Object.entries(ownFacts(sheet, [], locale))) own[`${OWN_SHEET}.${name}`] = value;
  const printing = facts[`${sheet.code}.impression`];
  if (printing !== undefined) own[`${OWN_SHEET}.impression`] = printing;
  const range = facts[`${sheet.code}.gamme`];
  if (range !== undefined) own[`${OWN_SHEET}.gamme`] = range;
  return own;
}

/** The placeholder names a text uses, in order. */
export function factNames(text: string): string[] {
  return [...text.matchAll(FACT_PLACEHOLDER)].map((match) => match[1]);
}

/**
 * Fills the placeholders of a text. A count at the start of a sentence takes a capital
 * ("{applications.nombre} secteurs" → "Six secteurs"). Unknown names stay as written:
 * the content check refuses them before any build.
 */
export function fillFacts(text: string, facts: Facts): string {
  return text.replace(FACT_PLACEHOLDER, (match, name: string, offset: number) => {
    const value = facts[name];
    if (value === undefined) return match;
    const sentenceStart = offset === 0 || /[.!?؟]\s+$/.test(text.slice(0, offset));
    return sentenceStart ? capitalise(value) : value;
  });
}

/** Fills every text of a content value (objects and lists walked, other values unchanged). */
export function fillAllFacts<T>(value: T, facts: Facts): T {
  if (typeof value === "string") return (value.includes("{") ? fillFacts(value, facts) : value) as T;
  if (Array.isArray(value)) return value.map((item) => fillAllFacts(item, facts)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAllFacts(item, facts)])) as T;
  return value;
}

/** The company's identity as the texts quote it. */
function identityFacts(company: SiteContent["company"]): Record<string, string> {
  const { mentionsLegales } = company;
  return {
    "entreprise.nom": company.nom,
    "entreprise.adresse": addressLine(company.adresse),
    "entreprise.telephone": company.telephone,
    "entreprise.email": company.email,
    "entreprise.formeJuridique": mentionsLegales.formeJuridique,
    "entreprise.identifiantUnique": mentionsLegales.identifiantUnique,
    "entreprise.responsablePublication": mentionsLegales.responsablePublication,
    "hebergeur.nom": mentionsLegales.hebergeur.nom,
    "hebergeur.adresse": mentionsLegales.hebergeur.adresse,
  };
}

/** The sources of the facts in the assembled content. */
export function factSources(
  content: Pick<SiteContent, "applications" | "sheets"> & { families?: SiteContent["families"]; processes?: SiteContent["processes"] } & Partial<Pick<SiteContent, "company" | "ui">>,
): FactSources {
  return {
    applications: content.applications.length,
    applicationNames: content.applications.map(({ data }) => data.menu),
    sheets: content.sheets.map(({ data }) => ({ code: data.code, nom: data.nom, lignes: data.lignes, procedes: data.procedes })),
    families: content.families?.familles,
    processes: content.processes?.procedes,
    ...(content.company?.mentionsLegales ? { identity: identityFacts(content.company) } : {}),
    ...(content.ui?.fiche?.et ? { and: content.ui.fiche.et } : {}),
  };
}
