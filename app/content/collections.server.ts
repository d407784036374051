import { data } from "react-router";
import type { Application, Familles, FicheTechnique, Page, PageApplication } from "#app/generated/content-types.ts";
import { typeset } from "#app/lib/typography.ts";
import familiesJson from "#content/familles.json";
import applicationLabelsJson from "#content/site/page-application.json";
import { slugFromFile } from "./slug.ts";

/*
 * Page content for route loaders. Loaders run at build time only (pre-rendering),
 * so this module and the JSON it reads never reach the browser bundle: each page's
 * content travels in its own pre-rendered HTML and .data file.
 */

const bySlug = <T>(modules: Record<string, T>) => new Map(Object.entries(modules).map(([file, value]) => [slugFromFile(file), value]));

const pages = bySlug(import.meta.glob<Page>("/content/pages/*.json", { eager: true, import: "default" }));
const applications = bySlug(import.meta.glob<Application>("/content/applications/*.json", { eager: true, import: "default" }));
const dataSheets = bySlug(import.meta.glob<FicheTechnique>("/content/fiches/*.json", { eager: true, import: "default" }));

export const families = typeset(familiesJson as Familles);

/** Headings and labels shared by every application page. */
export const getApplicationLabels = () => typeset(applicationLabelsJson as PageApplication);

/** Home page file; served at "/" and "/accueil" (canonical "/"). */
const HOME = "accueil";

/** The content slug of a request, e.g. `/rbn/` or `/rbn.data` → `rbn`; `/` (data file `/_.data`) → `accueil`. */
export function slugFromRequest(request: Request): string {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return pathname.slice(pathname.lastIndexOf("/") + 1).replace(/^_(root)?$/, "") || HOME;
}

export function canonicalPath(slug: string): string {
  return slug === HOME ? "/" : `/${slug}`;
}

/** The content of one page, with French no-break spaces applied. */
function find<T>(collection: Map<string, T>, slug: string): T {
  const entry = collection.get(slug);
  if (!entry) throw data(null, { status: 404 });
  return typeset(entry);
}

export const getPage = (slug: string) => find(pages, slug);
export const getApplication = (slug: string) => find(applications, slug);
export const getDataSheet = (slug: string) => find(dataSheets, slug);

const byOrder = <T extends { ordre: number }>(collection: Map<string, T>) =>
  [...collection.entries()].sort(([a, x], [b, y]) => x.ordre - y.ordre || a.localeCompare(b)).map(([slug, entry]) => [slug, typeset(entry)] as [string, T]);

/** Every application or data sheet with its slug, in the order set by their `ordre` field. */
export const allApplications = () => byOrder(applications);
export const allDataSheets = () => byOrder(dataSheets);
