import type { MetaDescriptor } from "react-router";
import type { Thing } from "schema-dts";
import type { Meta } from "#app/generated/content-types.ts";
import type { SharedImage } from "#app/model/image.ts";
import type { ShellContent } from "#app/model/shell-content.ts";
import { breadcrumbTrail, type Section } from "./breadcrumb-trail.ts";
import { DEFAULT_LOCALE, localizedPath, pathWithoutLocale } from "#app/model/locale.ts";
import { absoluteUrl, breadcrumbList, localBusiness, product, type ProductSource, structuredData, webPage, website } from "./structured-data.ts";

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

/** What a page is about, after the company: the establishment and the site on the home page, else the trail to the page; a data sheet's product. In a site of several languages, the page itself and its language. */
export function pageNodes(site: ShellContent, page: PageMetaSource): Thing[] {
  const nodes: Thing[] = [];
  if (site.languages.length > 1) nodes.push(webPage(site, page.canonical));
  if (page.product) nodes.push(product(site, page.product, { path: page.canonical, image: absoluteUrl(site, page.image.src) }));
  const trail = breadcrumbTrail(site, { name: page.name, path: page.canonical }, page.section);
  if (trail.length > 0) nodes.push(breadcrumbList(site, trail));
  else nodes.push(localBusiness(site), website(site));
  return nodes;
}

/**
 * The <head> of a page, from its content: title, description, canonical link, Open
 * Graph and Twitter card tags for link previews, the same page in the other languages,
 * and one JSON-LD graph. Made by the route loaders at pre-render time, so none of this
 * code ships to the browser, which receives the finished tags with the page's data.
 */
export function pageMeta(site: ShellContent, page: PageMetaSource): MetaDescriptor[] {
  const { company } = site;
  const { titre, description } = page.meta;
  const url = absoluteUrl(site, page.canonical);
  const image = absoluteUrl(site, page.image.src);
  const codes = site.languages.map((language) => language.code);
  const french = pathWithoutLocale(page.canonical, codes);
  // The same page in every built language, and the French one for any other reader (x-default).
  const alternates: MetaDescriptor[] =
    codes.length > 1
      ? [...codes, "x-default"].map((code) => ({ tagName: "link", rel: "alternate", hrefLang: code, href: absoluteUrl(site, localizedPath(french, code === "x-default" ? DEFAULT_LOCALE : code)) }))
      : [];
  return [
    { title: titre },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates,
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.nom },
    { property: "og:locale", content: site.language.localeOpenGraph },
    { property: "og:url", content: url },
    { property: "og:title", content: titre },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(page.image.width) },
    { property: "og:image:height", content: String(page.image.height) },
    { property: "og:image:alt", content: page.image.alt },
    // X reads the title, description and picture from the Open Graph tags when its own are missing.
    { name: "twitter:card", content: "summary_large_image" },
    { "script:ld+json": jsonLd(structuredData(site, pageNodes(site, page))) },
  ];
}

/** The <head> of a page whose content could not be loaded: the company's name and data only. */
export function companyMeta(site: ShellContent): MetaDescriptor[] {
  return [{ title: site.company.nom }, { "script:ld+json": jsonLd(structuredData(site)) }];
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
