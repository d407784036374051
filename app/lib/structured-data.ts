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
  WebSite,
} from "schema-dts";
import { company, settings, ui } from "#app/content/site.ts";
import type { Entreprise, FicheTechnique } from "#app/generated/content-types.ts";
import { productNames } from "#app/model/product-names.ts";
import { measuredRanges } from "#app/model/tables.ts";

/*
 * Schema.org data for search engines, typed with schema-dts so `tsc` rejects a
 * misspelt property or a value of the wrong type. Every page carries one compact
 * JSON-LD `@graph`: the company (Organization) everywhere, plus what the page is about;
 * the establishment (LocalBusiness: address, opening hours) on the home page, the page
 * search engines read it from, rather than repeated in every page's first bytes. Nodes
 * refer to each other by `@id` instead of repeating themselves.
 */

export const absoluteUrl = (path: string) => `${settings.origine}${path}`;

export const ORGANIZATION_ID = absoluteUrl("/#organisation");
export const LOCAL_BUSINESS_ID = absoluteUrl("/#etablissement");
export const WEBSITE_ID = absoluteUrl("/#site");

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

export function organization(identity: Entreprise = company): Organization {
  return {
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: identity.nom,
    url: absoluteUrl("/"),
    logo: absoluteUrl(identity.logo.src),
    email: identity.email,
    telephone: identity.telephone,
    address: postalAddress(identity.adresse),
    sameAs: identity.reseauxSociaux.map((network) => network.url),
  };
}

export function localBusiness(identity: Entreprise = company): LocalBusiness {
  return {
    "@type": "LocalBusiness",
    "@id": LOCAL_BUSINESS_ID,
    name: identity.nom,
    url: absoluteUrl("/"),
    image: absoluteUrl(identity.logo.src),
    email: identity.email,
    telephone: identity.telephone,
    address: postalAddress(identity.adresse),
    openingHoursSpecification: openingHours(identity.horaires),
    parentOrganization: { "@id": ORGANIZATION_ID },
  };
}

/** The site itself, on the home page: gives search engines the site's name. */
export function website(identity: Entreprise = company): WebSite {
  return { "@type": "WebSite", "@id": WEBSITE_ID, name: identity.nom, url: absoluteUrl("/"), inLanguage: "fr", publisher: { "@id": ORGANIZATION_ID } };
}

export interface Crumb {
  name: string;
  /** Path of the page, e.g. "/applications". */
  path: string;
}

export function breadcrumbList(trail: Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  };
}

export type ProductSource = Pick<FicheTechnique, "code" | "nom" | "meta" | "lignes">;

/** A data sheet as a product family: its thickness, density and grammage ranges from the specification rows. */
export function product(sheet: ProductSource, page: { path: string; image: string }, identity: Entreprise = company): Product {
  const url = absoluteUrl(page.path);
  return {
    "@type": "Product",
    "@id": `${url}#produit`,
    name: productNames(sheet, ui.fiche).title,
    description: sheet.meta.description,
    sku: sheet.code,
    url,
    image: page.image,
    brand: { "@type": "Brand", name: identity.nom },
    manufacturer: { "@id": ORGANIZATION_ID },
    // The measured columns of the sheet's table (app/model/tables.ts), each over the span of its rows.
    additionalProperty: measuredRanges(sheet, ui.fiche).map(
      ({ name, unit, unitCode, min, max }): PropertyValue => ({
        "@type": "PropertyValue",
        name,
        ...(unit && { unitText: unit }),
        unitCode,
        ...(min === max ? { value: min } : { minValue: min, maxValue: max }),
      }),
    ),
  };
}

/** One `@graph` for the page: the company first, then the page's own nodes. */
export function structuredData(nodes: Thing[] = []): Graph {
  return { "@context": "https://schema.org", "@graph": [organization(), ...nodes] };
}
