/*
 * The request a link can pre-fill on the contact form, and the address that carries it:
 * `/contact?type=echantillons&famille=rbn&epaisseur=300&application=papeterie#ecrire`.
 * Data sheets, their rows, the recommended grades of the application pages and the home
 * page build their links here; the form reads them back with `parseRequestQuery`, which
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
}

const PARAMETERS = ["type", "famille", "epaisseur", "application"] as const satisfies readonly (keyof RequestPrefill)[];

/** The address of the form with this request pre-filled, parameters in a fixed order. */
export function requestHref(prefill: RequestPrefill): string {
  const query = PARAMETERS.filter((name) => prefill[name] !== undefined && prefill[name] !== "")
    .map((name) => `${name}=${encodeURIComponent(String(prefill[name]))}`)
    .join("&");
  return `${CONTACT_PATH}${query ? `?${query}` : ""}#${FORM_ANCHOR}`;
}

/** What the form can offer: the families with their thicknesses, and the applications. Built from content at pre-render time. */
export interface RequestCatalogue {
  families: { slug: string; code: string; label: string; thicknesses: number[] }[];
  applications: { slug: string; label: string }[];
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
export const hasPrefill = (prefill: RequestPrefill) => PARAMETERS.some((name) => prefill[name] !== undefined);
