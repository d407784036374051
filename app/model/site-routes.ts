import { COLLECTION_NAMES, COLLECTIONS, HOME_PAGE, type CollectionName } from "./collections.ts";
import { DEFAULT_LOCALE, localizedPath, NOT_FOUND_PRERENDER_PATH, pathWithoutLocale, type Locale } from "./locale.ts";

/*
 * Every page of the site, derived from the names of the content files: the route list of
 * app/routes.ts, the pre-rendered paths, the sitemap and the host configurations all
 * come from here.
 */

export interface SiteRoute {
  /** URL path, e.g. "/rbn", "/en/rbn", "/en" (the English home page, canonically "/en/"). */
  path: string;
  /** Unique React Router route id. */
  id: string;
  /** Route module, relative to app/. */
  module: string;
  collection: CollectionName;
  /** File name without ".json"; also the last URL segment. */
  slug: string;
  /** The page's language: French at "/", the others under their prefix. */
  locale: Locale;
  /** False for "/accueil" (and "/en/accueil"…), the home page's second address. */
  canonical: boolean;
}

/** The slugs of each collection, as listed from content/ (see app/content/loader.server.ts). */
export type CollectionSlugs = Record<CollectionName, readonly string[]>;

/**
 * The address each page declares as canonical: "/" for the home page, "/<slug>" for every
 * other page; in another language the same under its prefix ("/en/", "/en/rbn").
 */
export function canonicalPath(collection: CollectionName, slug: string, locale: Locale = DEFAULT_LOCALE): string {
  return localizedPath(collection === "pages" && slug === HOME_PAGE ? "/" : `/${slug}`, locale);
}

/** The path React Router matches for a canonical address (the English home page "/en/" is the route "/en"). */
const routePath = (canonical: string) => (canonical === "/" ? canonical : canonical.replace(/\/$/, ""));

/**
 * Every pre-rendered page: one per content file and language, plus "/accueil" (and its
 * twin in each language), the home page's second address. French pages keep the ids they
 * always had; another language's are prefixed with its code.
 */
export function siteRoutes(slugs: CollectionSlugs, locales: readonly Locale[] = [DEFAULT_LOCALE]): SiteRoute[] {
  const routes: SiteRoute[] = [];
  for (const locale of locales) {
    const prefix = locale === DEFAULT_LOCALE ? "" : `${locale}-`;
    for (const collection of COLLECTION_NAMES) {
      const module = COLLECTIONS[collection].routeModule;
      for (const slug of [...slugs[collection]].sort()) {
        const id = `${prefix}${collection}-${slug}`;
        const path = routePath(canonicalPath(collection, slug, locale));
        const alias = localizedPath(`/${slug}`, locale);
        routes.push({ path, id, module, collection, slug, locale, canonical: true });
        if (path !== alias) routes.push({ path: alias, id: `${id}-alias`, module, collection, slug, locale, canonical: false });
      }
    }
  }
  return routes;
}

/** The route parameter of a page's language, in the routes of a site of several languages (routeConfigs). */
export const LOCALE_PARAM = "lang";

export interface RouteConfigEntry {
  /** React Router's path pattern; none for the French home page (the index route). */
  path?: string;
  id: string;
  module: string;
}

/**
 * The routes React Router knows (app/routes.ts): one per French page, which also matches
 * its twin in each other language through an optional first segment (":lang?/rbn"), so
 * the route list every page downloads does not grow with each language; and each other
 * language's home page ("/en"), which an optional segment alone would confuse with any
 * one-segment address. A site in French only keeps its plain paths.
 */
export function routeConfigs(routes: readonly SiteRoute[]): RouteConfigEntry[] {
  const several = routes.some((route) => route.locale !== DEFAULT_LOCALE);
  return routes.flatMap(({ path, id, module, locale }): RouteConfigEntry[] => {
    if (path === "/") return [{ id, module }];
    if (locale === DEFAULT_LOCALE) return [{ path: several ? `:${LOCALE_PARAM}?${path}` : path.slice(1), id, module }];
    return path === `/${locale}` ? [{ path: locale, id, module }] : [];
  });
}

/** True for the route at a page's canonical address (false for "/accueil"). */
export const isCanonical = (route: SiteRoute) => route.canonical;

/**
 * The content file a route module renders, from the route pattern React Router matched
 * (a loader's `pattern`): "/papeterie" → "papeterie", "/" → the home page, and the same
 * under a language's prefix ("/en/papeterie", "/en").
 */
export function slugFromPattern(pattern: string, codes: readonly string[] = []): string {
  const path = pathWithoutLocale(`/${pattern.replace(/^\/+/, "")}`, codes).replace(/\/+$/, "");
  return path === "" ? HOME_PAGE : path.slice(path.lastIndexOf("/") + 1);
}

/** Each language's pre-rendered 404 page ("/404", "/en/404"), which the build moves to 404.html in that language's folder. */
export const notFoundPrerenderPath = (locale: Locale) => (locale === DEFAULT_LOCALE ? NOT_FOUND_PRERENDER_PATH : `/${locale}${NOT_FOUND_PRERENDER_PATH}`);

/** A language's published 404 page, relative to build/client/: "404.html", "en/404.html". */
export const notFoundFile = (locale: Locale) => `${notFoundPrerenderPath(locale).slice(1)}.html`;

/** The languages of a route list, French first. */
export const routeLocales = (routes: readonly SiteRoute[]): Locale[] => [...new Set([DEFAULT_LOCALE, ...routes.map((route) => route.locale)])];

export function prerenderPaths(routes: readonly SiteRoute[]): string[] {
  return [...routes.map((route) => route.path), ...routeLocales(routes).map(notFoundPrerenderPath)];
}

/** The pre-rendered HTML file of a route, relative to build/client/. */
export function prerenderedFile(routePath: string): string {
  return routePath === "/" ? "index.html" : `${routePath.slice(1)}/index.html`;
}
