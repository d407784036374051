/**
 * The one order of applications and data sheets, wherever they are listed (menus,
 * footer, cards, the PDF catalogue, the sitemap): by `ordre`, then, for equal values,
 * by file name in alphabetical order. The `ordre` field's description in
 * schema/commun.schema.json states the same rule for editors.
 */
export interface Ordered {
  /** The file name without ".json": unique, so the order is total. */
  slug: string;
  ordre: number;
}

export function compareOrder(a: Ordered, b: Ordered): number {
  return a.ordre - b.ordre || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

/** A sorted copy of `items`, read through `key`. */
export function inOrder<T>(items: readonly T[], key: (item: T) => Ordered): T[] {
  return [...items].sort((a, b) => compareOrder(key(a), key(b)));
}
