import type {
  BreadcrumbList,
  DayOfWeek,
  Graph,
  LocalBusiness,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  Product,
  PropertyValue,
  Thing,
  WebPage,
  WebSite,
} from "schema-dts";
import type { Entreprise, FicheTechnique } from "#app/generated/content-types.ts";
import { productNames } from "#app/model/product-names.ts";
import type { ShellContent } from "#app/model/shell-content.ts";
import type { StatedProperty } from "#app/model/product-properties.ts";
import type { MeasuredRange } from "#app/model/tables.ts";
import { DEFAULT_LOCALE, localizedPath } from "#app/model/locale.ts";

/*
 * Schema.org data for search engines, typed with schema-dts so `tsc` rejects a
 * misspelt property or a value of the wrong type. Every page carries one compact
 * JSON-LD `@graph`: the company (Organization) everywhere, plus what the page is about;
 * the establishment (LocalBusiness: address, opening hours) on the home page, the page
 * search engines read it from, rather than repeated in every page's first bytes. Nodes
 * refer to each other by `@id` instead of repeating themselves.
 */

/** What the nodes are made of: the company's identity, the site's address, the interface's labels. */
export type SiteIdentity = Pick<ShellContent, "company" | "settings" | "ui"> & Partial<Pick<ShellContent, "language">>;

/** The language of the site's shell, French when it does not say (the editor's previews). */
const languageOf = (site: SiteIdentity) => site.language?.code ?? DEFAULT_LOCALE;

export const absoluteUrl = (site: SiteIdentity, path: string) => `${site.settings.origine}${path}`;

const organizationId = (site: SiteIdentity) => absoluteUrl(site, "/#organisation");
const localBusinessId = (site: SiteIdentity) => absoluteUrl(site, "/#etablissement");
/** The site in one language: each language's home page describes its own (French: "/#site", English: "/en/#site"). */
const websiteId = (site: SiteIdentity) => absoluteUrl(site, `${localizedPath("/", languageOf(site))}#site`);

/** The content's day names as schema.org day URLs. */
export const DAY_URLS: Record<Entreprise["horaires"][number]["jours"][number], DayOfWeek> = {
  lundi: "https://schema.org/Monday",
  mardi: "https://schema.org/Tuesday",
  mercredi: "https://schema.org/Wednesday",
  jeudi: "https://schema.org/Thursday",
  vendredi: "https://schema.org/Friday",
  samedi: "https://schema.org/Saturday",
  dimanche: "https://schema.org/Sunday",
};

function postalAddress(address: Entreprise["adresse"]): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: address.rue,
    postalCode: address.codePostal,
    addressLocality: address.ville,
    addressCountry: address.pays,
  };
}

/** One entry per line of the hours; closed days open and close at 00:00, as schema.org and Google specify. */
export function openingHours(hours: Entreprise["horaires"]): OpeningHoursSpecification[] {
  return hours.map((entry) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: entry.jours.map((day) => DAY_URLS[day]),
    opens: entry.ouverture ?? "00:00",
    closes: entry.fermeture ?? "00:00",
  }));
}

export function organization(site: SiteIdentity): Organization {
  const identity = site.company;
  return {
    "@type": "Organization",
    "@id": organizationId(site),
    name: identity.nom,
    url: absoluteUrl(site, "/"),
    logo: absoluteUrl(site, identity.logo.src),
    email: identity.email,
    telephone: identity.telephone,
    address: postalAddress(identity.adresse),
    sameAs: identity.reseauxSociaux.map((network) => network.url),
  };
}

export function localBusiness(site: SiteIdentity): LocalBusiness {
  const identity = site.company;
  return {
    "@type": "LocalBusiness",
    "@id": localBusinessId(site),
    name: identity.nom,
    url: absoluteUrl(site, "/"),
    image: absoluteUrl(site, identity.logo.src),
    email: identity.email,
    telephone: identity.telephone,
    address: postalAddress(identity.adresse),
    openingHoursSpecification: openingHours(identity.horaires),
    parentOrganization: { "@id": organizationId(site) },
  };
}

/** The site itself, on the home page: gives search engines the site's name. */
export function website(site: SiteIdentity): WebSite {
  const home = localizedPath("/", languageOf(site));
  return { "@type": "WebSite", "@id": websiteId(site), name: site.company.nom, url: absoluteUrl(site, home), inLanguage: languageOf(site), publisher: { "@id": organizationId(site) } };
}

/** A page of a site in several languages: says which language it is in (its address is its id). */
export function webPage(site: SiteIdentity, path: string): WebPage {
  return { "@type": "WebPage", "@id": absoluteUrl(site, path), inLanguage: languageOf(site) };
}

export interface Crumb {
  name: string;
  /** Path of the page, e.g. "/applications". */
  path: string;
}

export function breadcrumbList(site: SiteIdentity, trail: Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: absoluteUrl(site, crumb.path) })),
  };
}

/** A data sheet as its view carries it: the spans of its rows measured at pre-render time (app/content/views.server.ts). */
export type ProductSource = Pick<FicheTechnique, "code" | "nom" | "meta"> & { ranges: MeasuredRange[]; stated: StatedProperty[] };

/**
 * A data sheet as a product family: its thickness, density and grammage ranges from the
 * specification rows, then what the sheet states as text (process ratings, food contact,
 * formats and terms), resolved at pre-render time.
 */
export function product(site: SiteIdentity, sheet: ProductSource, page: { path: string; image: string }): Product {
  const { company: identity, ui } = site;
  const url = absoluteUrl(site, page.path);
  return {
    "@type": "Product",
    "@id": `${url}#produit`,
    name: productNames(sheet, ui.fiche).title,
    description: sheet.meta.description,
    sku: sheet.code,
    url,
    image: page.image,
    brand: { "@type": "Brand", name: identity.nom },
    manufacturer: { "@id": organizationId(site) },
    // The measured columns of the sheet's table (app/model/tables.ts), each over the span of its rows.
    additionalProperty: sheet.ranges.map(
      ({ name, unit, unitCode, min, max }): PropertyValue => ({
        "@type": "PropertyValue",
        name,
        ...(unit && { unitText: unit }),
        unitCode,
        ...(min === max ? { value: min } : { minValue: min, maxValue: max }),
      }),
    ).concat(sheet.stated.map(({ name, value }): PropertyValue => ({ "@type": "PropertyValue", name, value }))),
  };
}

/** One `@graph` for the page: the company first, then the page's own nodes. */
export function structuredData(site: SiteIdentity, nodes: Thing[] = []): Graph {
  return { "@context": "https://schema.org", "@graph": [organization(site), ...nodes] };
}
