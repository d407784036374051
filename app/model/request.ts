import type { BlocFormulaireContact, Procedes } from "#app/generated/content-types.ts";
import { DEFAULT_LOCALE } from "./locale.ts";
import { capitalise } from "./text.ts";

/*
 * The request a link can pre-fill on the contact form, and the address that carries it:
 * `/contact?type=echantillons&famille=rbn&epaisseur=300&application=papeterie#ecrire`.
 * Data sheets, their rows, the recommended grades of the application pages and the home
 * page build their links here, and the grade comparison sends its ticked grades
 * (`grades=rpn-200&grades=rbn-200`, read by comparison.ts); the form reads them back with `parseRequestQuery`, which
 * keeps only values it knows (a family that has a data sheet, one of that sheet's
 * thicknesses…), so an address can never put anything else into the form.
 */

/** The kinds of request, in the order the form offers them; their words are in the form block of content/pages/contact.json. */
export const REQUEST_KINDS = ["information", "devis", "echantillons"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The contact page, and the anchor of its form: a link lands on the form itself, not on the top of the page. */
export const CONTACT_PATH = "/contact";
export const FORM_ANCHOR = "ecrire";

/** What a link may pre-fill. `famille` and `application` are file names (`rbn`, `papeterie`). */
export interface RequestPrefill {
  type?: RequestKind;
  famille?: string;
  epaisseur?: number;
  application?: string;
  /** Two grades or more from the comparison (comparison.ts); a single one comes as `famille` and `epaisseur`. */
  grades?: { famille: string; epaisseur: number }[];
}

const PARAMETERS = ["type", "famille", "epaisseur", "application"] as const satisfies readonly (keyof RequestPrefill)[];

/** The address of the form with this request pre-filled, parameters in a fixed order. */
export function requestHref(prefill: RequestPrefill): string {
  const query = PARAMETERS.filter((name) => prefill[name] !== undefined && prefill[name] !== "")
    .map((name) => `${name}=${encodeURIComponent(String(prefill[name]))}`)
    .join("&");
  return `${CONTACT_PATH}${query ? `?${query}` : ""}#${FORM_ANCHOR}`;
}

/** What the form can offer: the families with their thicknesses, the applications and the printing processes. Built from content at pre-render time. */
export interface RequestCatalogue {
  families: { slug: string; code: string; label: string; thicknesses: number[] }[];
  applications: { slug: string; label: string }[];
  /** The « Procédé » choices, in the order offered: the printing processes of content/site/procedes.json, then the form's « Je ne sais pas encore ». */
  processes: string[];
}

/** The printing processes (genre `impression`) of the catalogue, in its order and capitalised as a list shows them, then the undecided choice. */
export function requestProcesses(processes: Pick<Procedes, "procedes">, undecided: string): string[] {
  return [...processes.procedes.filter((process) => process.genre === "impression").map((process) => capitalise(process.nom)), undecided];
}

const isKind = (value: string): value is RequestKind => (REQUEST_KINDS as readonly string[]).includes(value);

/**
 * The request an address pre-fills, keeping only what the catalogue knows: an unknown
 * kind, family or application, a thickness that is not a row of that family (or comes
 * without one) is dropped. Case and surrounding spaces are forgiven (`?famille=RBN`).
 */
export function parseRequestQuery(params: URLSearchParams, catalogue: RequestCatalogue): RequestPrefill {
  const read = (name: string) => params.get(name)?.trim().toLowerCase() ?? "";
  const prefill: RequestPrefill = {};
  const type = read("type");
  if (isKind(type)) prefill.type = type;
  const family = catalogue.families.find((candidate) => candidate.slug === read("famille"));
  if (family) {
    prefill.famille = family.slug;
    const thickness = read("epaisseur");
    if (/^\d{1,4}$/.test(thickness) && family.thicknesses.includes(Number(thickness))) prefill.epaisseur = Number(thickness);
  }
  const application = catalogue.applications.find((candidate) => candidate.slug === read("application"));
  if (application) prefill.application = application.slug;
  return prefill;
}

/** Whether an address pre-fills anything. */
export const hasPrefill = (prefill: RequestPrefill) => PARAMETERS.some((name) => prefill[name] !== undefined) || prefill.grades !== undefined;

/** The request part of the form as typed: one string per field whose label content/pages/contact.json gives, empty when not filled. */
export type RequestValues = Record<keyof BlocFormulaireContact["demande"]["champs"], string>;

/** The request's fields in the order the form shows them and the mail lists them. */
export const REQUEST_FIELDS = ["type", "famille", "epaisseur", "grades", "application", "format", "dimensions", "quantite", "unite", "procede", "societe", "pays", "telephone"] as const satisfies readonly (keyof RequestValues)[];

export const emptyRequest = (): RequestValues => Object.fromEntries(REQUEST_FIELDS.map((name) => [name, ""])) as unknown as RequestValues;

/** The form's request as a link pre-fills it. */
export function requestFromPrefill(prefill: RequestPrefill): RequestValues {
  return { ...emptyRequest(), type: prefill.type ?? "", famille: prefill.famille ?? "", epaisseur: prefill.epaisseur === undefined ? "" : String(prefill.epaisseur), application: prefill.application ?? "" };
}

/** The words of the request, from content (the form block of content/pages/contact.json). */
export interface RequestWords {
  /** Labels of the fields, also the labels of the mail's lines. */
  champs: Record<keyof RequestValues, string>;
  /** Each kind's label in the list and the subject it gives: « Demande d'échantillons ». */
  types: Record<RequestKind, { libelle: string; sujet: string }>;
  /** « {libelle} : {valeur} » */
  ligne: string;
  /** « {demande} — {produit} » */
  sujet: string;
  /** « {code} {epaisseur} µm » */
  produit: string;
}

/** Text typed in one field stays on one line of the mail: no line of its own can be forged. */
const flat = (text: string) => text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A unit as offered in the list (« Feuilles ») written after a quantity: « 500 feuilles » (a symbol or an acronym as it is). */
const inPhrase = (unit: string) => (/^\p{Lu}{2}/u.test(unit) ? unit : unit.charAt(0).toLocaleLowerCase(DEFAULT_LOCALE) + unit.slice(1));

/** A value as the mail shows it: a kind, family or application by its label, a thickness with its unit. */
function shown(name: keyof RequestValues, values: RequestValues, catalogue: RequestCatalogue, words: RequestWords): string {
  const value = flat(values[name]);
  if (value === "") return "";
  switch (name) {
    case "type":
      return isKind(value) ? words.types[value].libelle : "";
    case "famille":
      return catalogue.families.find((family) => family.slug === value)?.label ?? "";
    case "application":
      return catalogue.applications.find((application) => application.slug === value)?.label ?? "";
    case "epaisseur":
      return /^\d{1,4}$/.test(value) ? `${value} µm` : value;
    case "quantite":
      return [value, inPhrase(flat(values.unite))].filter(Boolean).join(" ");
    case "unite":
      return flat(values.quantite) === "" ? value : ""; // said with the quantity
    default:
      return value;
  }
}

/**
 * The request as labelled lines for the mail (« Épaisseur : 300 µm »), only the fields
 * the visitor filled, in the form's order; none when the request part is empty.
 */
export function requestLines(values: RequestValues, catalogue: RequestCatalogue, words: RequestWords): string[] {
  return REQUEST_FIELDS.flatMap((name) => {
    const value = shown(name, values, catalogue, words);
    return value ? [fill(words.ligne, { libelle: words.champs[name], valeur: value })] : [];
  });
}

/**
 * The subject a request gives: « Demande d'échantillons — RBN 300 µm », « Demande de
 * devis — RPN », « Demande d'échantillons — RPN 200 µm, RBN 200 µm » (the grades of a
 * comparison), « Demande de devis », or nothing without a kind.
 */
export function requestSubject(values: RequestValues, catalogue: RequestCatalogue, words: RequestWords): string {
  const kind = flat(values.type);
  if (!isKind(kind)) return "";
  const family = catalogue.families.find((candidate) => candidate.slug === values.famille);
  const grades = flat(values.grades);
  if (!family) return grades ? fill(words.sujet, { demande: words.types[kind].sujet, produit: grades }) : words.types[kind].sujet;
  const thickness = family.thicknesses.includes(Number(values.epaisseur)) ? values.epaisseur : "";
  const product = thickness ? fill(words.produit, { code: family.code, epaisseur: thickness }) : family.code;
  return fill(words.sujet, { demande: words.types[kind].sujet, produit: product });
}
