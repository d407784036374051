/*
 * The site's languages and their addresses: French at "/", every other language under
 * its own prefix ("/en/rbn"), with the same page names (docs/decisions/2026-11-26-translations-beside-french.md).
 * Which of them are built is content's choice (content/site/langues.json, see builtLocales).
 */

/** A language's two-letter code, as content/site/langues.json lists it. */
export type Locale = string;

/** The site's first language, at "/". */
export const DEFAULT_LOCALE: Locale = "fr";

/** The pre-rendered 404 page ("/404", and "/en/404" in English); the build moves each to 404.html in its language's folder. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The language of an address among the site's languages (`codes`): its first segment when that names one, else French. */
export function localeOfPath(pathname: string, codes: readonly string[]): Locale {
  const first = pathname.split(/[/?#]/)[1] ?? "";
  return first !== DEFAULT_LOCALE && codes.includes(first) ? first : DEFAULT_LOCALE;
}

/** An address without its language prefix: "/en/rbn" → "/rbn", "/en/" → "/". */
export function pathWithoutLocale(pathname: string, codes: readonly string[]): string {
  const locale = localeOfPath(pathname, codes);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/**
 * A site address in a language: "/rbn" → "/en/rbn", "/" → "/en/", "/contact?type=devis#ecrire"
 * → "/en/contact?type=devis#ecrire". French addresses, anchors, files (a dot in the last
 * segment, e.g. a PDF) and other sites are returned as they are.
 */
export function localizedPath(href: string, locale: string): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith("/") || href.startsWith("//")) return href;
  const path = href.split(/[?#]/, 1)[0];
  if (/\.[a-z0-9]+$/i.test(path) || path === `/${locale}` || path.startsWith(`/${locale}/`)) return href;
  return `/${locale}${href}`;
}

/** Every `href` of a view (cards, menus, links written in content) in the page's language, the rest untouched. */
export function withLocalizedHrefs<T>(value: T, locale: string): T {
  if (locale === DEFAULT_LOCALE) return value;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== "object") return node;
    return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, key === "href" && typeof inner === "string" ? localizedPath(inner, locale) : visit(inner)]));
  };
  return visit(value) as T;
}
