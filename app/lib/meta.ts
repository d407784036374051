import type { MetaDescriptor } from "react-router";
import type { Thing } from "schema-dts";
import type { Meta } from "#app/generated/content-types.ts";
import type { SharedImage } from "#app/model/image.ts";
import type { ShellContent } from "#app/model/shell-content.ts";
import { breadcrumbTrail, type Section } from "./breadcrumb-trail.ts";
import { absoluteUrl, breadcrumbList, localBusiness, product, type ProductSource, structuredData, website } from "./structured-data.ts";

export interface PageMetaSource {
  meta: Meta;
  /** Path of the page's canonical address, e.g. "/" for both "/" and "/accueil". */
  canonical: string;
  image: SharedImage;
  /** The page's name in the breadcrumb trail, when the menus do not name it. */
  name: string;
  /** The submenu the page is listed in, if any. */
  section?: Section;
  /** A data sheet, described as a product. */
  product?: ProductSource;
}

/** Open Graph locale of the French site (`<html lang="fr">`). */
export const OG_LOCALE = "fr_FR";

/** What a page is about, after the company: the establishment and the site on the home page, else the trail to the page; a data sheet's product. */
export function pageNodes(site: ShellContent, page: PageMetaSource): Thing[] {
  const nodes: Thing[] = [];
  if (page.product) nodes.push(product(site, page.product, { path: page.canonical, image: absoluteUrl(site, page.image.src) }));
  const trail = breadcrumbTrail(site, { name: page.name, path: page.canonical }, page.section);
  if (trail.length > 0) nodes.push(breadcrumbList(site, trail));
  else nodes.push(localBusiness(site), website(site));
  return nodes;
}

/**
 * The <head> of a page, from its content: title, description, canonical link, Open
 * Graph and Twitter card tags for link previews, and one JSON-LD graph. Without
 * content (its loader failed), the company's name and data only.
 */
export function pageMeta(site: ShellContent, page: PageMetaSource | undefined): MetaDescriptor[] {
  const { company } = site;
  if (!page) return [{ title: company.nom }, { "script:ld+json": jsonLd(structuredData(site)) }];
  const { titre, description } = page.meta;
  const url = absoluteUrl(site, page.canonical);
  const image = absoluteUrl(site, page.image.src);
  return [
    { title: titre },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.nom },
    { property: "og:locale", content: OG_LOCALE },
    { property: "og:url", content: url },
    { property: "og:title", content: titre },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(page.image.width) },
    { property: "og:image:height", content: String(page.image.height) },
    { property: "og:image:alt", content: page.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: titre },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: page.image.alt },
    { "script:ld+json": jsonLd(structuredData(site, pageNodes(site, page))) },
  ];
}

/** A page that is not a page of the site (404, error): its title and description, kept out of search results. */
export function unlistedPageMeta(site: ShellContent, meta: Meta): MetaDescriptor[] {
  return [
    { title: meta.titre },
    { name: "description", content: meta.description },
    { name: "robots", content: "noindex" },
    { "script:ld+json": jsonLd(structuredData(site)) },
  ];
}

/**
 * schema-dts types are interfaces without index signatures, which React Router's JSON
 * type requires: the graph is checked against schema-dts where it is built and handed
 * over here as the plain JSON it is.
 */
function jsonLd(graph: ReturnType<typeof structuredData>) {
  return graph as unknown as Extract<MetaDescriptor, { "script:ld+json": unknown }>["script:ld+json"];
}
