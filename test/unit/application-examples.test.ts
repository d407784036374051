import { expect, test } from "vitest";
import type { Application } from "#app/generated/content-types.ts";
import { readContent } from "#test/support/content.ts";

/*
 * Every example use of an application page can be made with a grade the page recommends
 * (RPN paper, RBN board, STN thermoformable sheet, SPN synthetic paper, in the thicknesses
 * listed). Checked here for the mismatches found; a word rule in the content check
 * (« plateaux » or « caisses » need STN) would also refuse honest examples such as
 * « Fiches de traçabilité pour caisses » or a folded board tray.
 */
const page = (slug: string) => readContent<Application>(`applications/${slug}.json`);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/’/g, "'");

test("agriculture: no harvest trays or crates, which none of its paper and board grades can make", () => {
  const agriculture = page("stone-paper-agricole");
  expect(agriculture.recommandations.map((grade) => grade.fiche)).not.toContain("stn");
  expect(agriculture.exemples.map(plain).filter((example) => /^(plateaux|caisses|barquettes)|caisses de récolte/i.test(example))).toEqual([]);
  expect(agriculture.exemples).toHaveLength(5);
});

test("stationery: an RBN board of 250 to 300 µm makes flexible covers, not rigid ones", () => {
  const stationery = page("papeterie");
  expect(Math.max(...stationery.recommandations.find((grade) => grade.fiche === "rbn")!.epaisseurs)).toBeLessThan(1000);
  expect(stationery.exemples.map(plain).filter((example) => /rigide/i.test(example))).toEqual([]);
});

test("wallpaper: RPN paper makes wall coverings and friezes, not rigid panels", () => {
  expect(page("papiers-peints").exemples.map(plain).filter((example) => /panneau/i.test(example))).toEqual([]);
});
