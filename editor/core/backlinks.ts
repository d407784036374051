import { collectionOf, slugFromFile } from "#app/model/collections.ts";
import { stringsIn } from "#app/model/content-rules/places.ts";
import { canonicalPath } from "#app/model/site-routes.ts";
import { parseReference } from "./form-schema.ts";
import type { Segment } from "./json-writer.ts";

/*
 * What points at a content item, so that deleting it can say which pages would lose a
 * link: an internal address ("/rbn", "/papeterie?…", "/contact#…") in any text, and any
 * field the schema marks as a reference to it (`x-reference`: a data sheet by file name
 * or by code). Menus, footer and cards list the items by themselves and are not counted.
 */

export interface LinkPlace {
  /** Path under content/ of the file that points at the item. */
  file: string;
  segments: Segment[];
}

/** The schema's `x-reference` at a place of a file, if it has one. */
export type ReferenceAt = (file: string, segments: readonly Segment[]) => unknown;


/** True when `href` leads to `address` ("/rbn", "/rbn?sujet=…", "/rbn#tableau"). */
export function leadsTo(href: string, address: string): boolean {
  if (address === "/") return href === "/" || /^\/[?#]/.test(href);
  return href === address || href.startsWith(`${address}?`) || href.startsWith(`${address}#`) || href.startsWith(`${address}/`);
}

/** Every place of the other files that points at `target` (a collection entry). */
export function linksTo(target: string, files: ReadonlyMap<string, unknown>, referenceAt: ReferenceAt): LinkPlace[] {
  const collection = collectionOf(target);
  if (!collection) return [];
  const slug = slugFromFile(target);
  const addresses = [canonicalPath(collection, slug), `/${slug}`];
  const data = files.get(target) as { code?: unknown } | undefined;
  const found: LinkPlace[] = [];
  for (const [file, content] of files) {
    if (file === target) continue;
    for (const { value, segments } of stringsIn(content)) {
      if (segments.includes("$schema")) continue;
      const reference = parseReference(referenceAt(file, segments));
      const referred =
        reference !== undefined && "collection" in reference && reference.collection === collection && (reference.field ? value === (data as Record<string, unknown> | undefined)?.[reference.field] : value === slug);
      if (referred || addresses.some((address) => leadsTo(value, address))) found.push({ file, segments });
    }
  }
  return found;
}
