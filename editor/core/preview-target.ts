import { COLLECTIONS, collectionOf, HOME_PAGE, slugFromFile, type CollectionName } from "#app/model/collections.ts";
import type { CollectionSlugs } from "#app/model/site-routes.ts";
import { canonicalPath } from "#app/model/site-routes.ts";

/*
 * The page the preview shows for a content file: the file's own page, or for a site-wide
 * file a page where what it holds is seen (the company's details on the contact page, the
 * shared headings of application pages on the first application…).
 */

export type PreviewTarget =
  | { kind: "page" | "application" | "sheet"; slug: string; path: string }
  | { kind: "not-found"; path: string }
  /** Texts only the PDFs print: no page shows them. */
  | { kind: "none" };

function entry(collection: CollectionName, slug: string | undefined): PreviewTarget {
  if (!slug) return { kind: "none" };
  return { kind: COLLECTIONS[collection].kind, slug, path: canonicalPath(collection, slug) };
}

export function previewTarget(file: string, slugs: CollectionSlugs): PreviewTarget {
  const collection = collectionOf(file);
  if (collection) return entry(collection, slugFromFile(file));
  switch (file) {
    case "site/entreprise.json":
      return entry("pages", slugs.pages.includes("contact") ? "contact" : HOME_PAGE);
    case "site/page-application.json":
      return entry("applications", slugs.applications[0]);
    case "familles.json":
      return entry("fiches", slugs.fiches[0]);
    case "site/page-introuvable.json":
      return { kind: "not-found", path: "/404" };
    case "site/documents-pdf.json":
      return { kind: "none" };
    default:
      // The header, the footer and the site-wide texts are on every page: the home page shows them.
      return entry("pages", HOME_PAGE);
  }
}
