import { CONTACT_PATH, FORM_ANCHOR, type RequestCatalogue, type RequestKind, type RequestPrefill, type RequestWords } from "./request.ts";

/*
 * The grades a visitor compares on /comparer, and the address that carries them:
 * `/comparer?grades=rpn-200,rbn-200`. A grade is a family (its data sheet's file name) at
 * one of its thicknesses, in µm. The page writes them in the table's order and the
 * contact form's address carries them the same way; one value per parameter
 * (`grades=rpn-200&grades=rbn-200`, as a form would send them) is read too. Only grades the
 * catalogue knows are kept, so an address can never put anything else into the page or
 * the contact form.
 */

export const COMPARISON_PATH = "/comparer";
export const GRADES_PARAMETER = "grades";
/** More columns than this no longer fit side by side on a phone. */
export const MAX_GRADES = 4;

export interface GradeRef {
  famille: string;
  epaisseur: number;
}

/** `rpn-200` */
export const gradeId = ({ famille, epaisseur }: GradeRef) => `${famille}-${epaisseur}`;

/** The address of the comparison with these grades ticked. */
export function comparisonHref(grades: readonly GradeRef[]): string {
  return grades.length === 0 ? COMPARISON_PATH : `${COMPARISON_PATH}?${GRADES_PARAMETER}=${grades.map(gradeId).join(",")}`;
}

/** The families and their thicknesses, as the contact form's catalogue lists them. */
export type GradeCatalogue = readonly { slug: string; thicknesses: readonly number[] }[];

/** The words of an address's `grades`, in both spellings, lower case, each once; not checked against the catalogue. */
export const gradeIdsIn = (params: URLSearchParams) => [
  ...new Set(
    params
      .getAll(GRADES_PARAMETER)
      .flatMap((value) => value.split(","))
      .map((value) => value.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/**
 * The grades an address names, known ones only, each once, in the address's order. Case
 * and spaces are forgiven (`RPN-200`); at most `limit` are kept.
 */
export function parseGrades(params: URLSearchParams, families: GradeCatalogue, limit = MAX_GRADES): GradeRef[] {
  const grades: GradeRef[] = [];
  for (const value of gradeIdsIn(params)) {
    const match = /^(.+)-([1-9]\d{0,3})$/.exec(value);
    if (!match) continue;
    const family = families.find((candidate) => candidate.slug === match[1]);
    const epaisseur = Number(match[2]);
    if (!family?.thicknesses.includes(epaisseur)) continue;
    if (grades.length === limit) break;
    grades.push({ famille: family.slug, epaisseur });
  }
  return grades;
}

/** The contact form's address with the ticked grades: `/contact?type=echantillons&grades=rpn-200,rbn-200#ecrire`. */
export const comparisonRequestHref = (type: RequestKind, ids: readonly string[]) =>
  `${CONTACT_PATH}?type=${type}${ids.length > 0 ? `&${GRADES_PARAMETER}=${ids.join(",")}` : ""}#${FORM_ANCHOR}`;

/**
 * The request the comparison's button sends, added to what the contact form's address
 * pre-fills otherwise (request.ts): one grade is a family and its thickness, unless the
 * address names a family already; several are the list. All known grades are kept: without
 * its script the page sends every ticked box. Only the contact form reads this, so it
 * stays out of the code every page loads.
 */
export function withComparedGrades(prefill: RequestPrefill, params: URLSearchParams, catalogue: RequestCatalogue): RequestPrefill {
  const grades = parseGrades(params, catalogue.families, Number.POSITIVE_INFINITY);
  if (grades.length === 1) return prefill.famille ? prefill : { ...prefill, ...grades[0] };
  return grades.length > 1 ? { ...prefill, grades } : prefill;
}

/** « RPN 200 µm, RBN 200 µm »: the grades under their codes, as the form's field and the mail show them. */
export function gradesText(grades: readonly GradeRef[], catalogue: RequestCatalogue, words: Pick<RequestWords, "produit">): string {
  return grades
    .flatMap(({ famille, epaisseur }) => {
      const code = catalogue.families.find((family) => family.slug === famille)?.code;
      return code ? [words.produit.replace("{code}", code).replace("{epaisseur}", String(epaisseur))] : [];
    })
    .join(", ");
}
