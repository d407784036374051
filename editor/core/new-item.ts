import { RESERVED_SLUGS, SLUG_PATTERN } from "#app/model/collections.ts";

/*
 * A new application page or data sheet starts as a copy of an existing one (its model):
 * every field filled and every picture there, so the page can be seen at once; the content
 * check then names what must change (a copy may not keep its model's menu label, titles,
 * code, or main or card picture: scripts/checks/content/checks/own-pictures.ts). The new
 * file's name is its address.
 */

export type SlugProblem = "invalid" | "reserved" | "taken";

/** Why a name cannot be the address of a new page, if it cannot. */
export function slugProblem(slug: string, taken: ReadonlySet<string>): SlugProblem | undefined {
  if (!SLUG_PATTERN.test(slug)) return "invalid";
  if (RESERVED_SLUGS.includes(slug)) return "reserved";
  // An address is one page, whichever folder its file is in.
  if ([...taken].some((file) => file.replace(/^.*\//, "") === `${slug}.json`)) return "taken";
  return undefined;
}

/** The new file's data: the model's, with the last `ordre` + 1 so it comes last in the menus. */
export function newItemData(model: unknown, orders: readonly number[]): unknown {
  const copy = structuredClone(model) as Record<string, unknown>;
  if (typeof copy.ordre === "number") copy.ordre = Math.min(99, Math.max(0, ...orders) + 1);
  return copy;
}
