import { statSync } from "node:fs";
import path from "node:path";
import { collectionFile, type CollectionName } from "#app/model/collections.ts";
import { shownFile, type ContentCheck } from "../check.ts";
import { addressProblems } from "./addresses.ts";
import { andList, quote } from "../../../../app/model/content-rules/wording.ts";
import { DEFAULT_LOCALE } from "#app/model/locale.ts";

interface Named {
  menu?: string;
  titre?: string;
  /** A data sheet's names, which make its menu label and title. */
  nom?: { court: string; long: string };
  meta: { titre: string; description: string };
}

/** What a reader tells two pages apart by, in the order the message lists them. */
const FIELDS: { path: string; name: string; feminine?: boolean; read: (page: Named) => string | undefined }[] = [
  { path: "menu", name: "son libellé de menu", read: (page) => page.menu },
  { path: "nom.court", name: "son nom court", read: (page) => page.nom?.court },
  { path: "titre", name: "son titre", read: (page) => page.titre },
  { path: "nom.long", name: "son nom long", read: (page) => page.nom?.long },
  { path: "meta.titre", name: "son titre d'onglet", read: (page) => page.meta.titre },
  { path: "meta.description", name: "sa description pour les moteurs de recherche", feminine: true, read: (page) => page.meta.description },
];

const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.trim().toLocaleLowerCase(DEFAULT_LOCALE) === b.trim().toLocaleLowerCase(DEFAULT_LOCALE);

type Entry = { slug: string; data: Named };

/**
 * Of two pages that share their words, the one copied from the other: the one whose
 * pictures still live in the other's folder (`/images/applications/papeterie/…` in
 * affiches.json), else the file written last, else the later in the menu's order.
 */
function copyOf(a: Entry, b: Entry, file: (entry: Entry) => string): [copy: Entry, model: Entry] {
  const borrows = (entry: Entry, from: Entry) => JSON.stringify(entry.data).includes(`/${from.slug}/`);
  if (borrows(a, b) !== borrows(b, a)) return borrows(a, b) ? [a, b] : [b, a];
  const written = (entry: Entry) => {
    try {
      return statSync(file(entry)).mtimeMs;
    } catch {
      return undefined;
    }
  };
  const [timeA, timeB] = [written(a), written(b)];
  if (timeA !== undefined && timeB !== undefined && timeA !== timeB) return timeA > timeB ? [a, b] : [b, a];
  return [a, b];
}

/**
 * A page copied to start a new one keeps its model's words until the editor changes
 * them: the submenu would then show two identical entries. One line per copy, naming
 * every field still shared and the page it comes from.
 */
export const copiedPages: ContentCheck = {
  name: "copied-pages",
  description: "Refuses two pages of a collection with the same menu label, title, data-sheet name, tab title or search description (a copied page left unchanged).",
  *check({ content, routes, dirs }) {
    // A file without an address of its own is reported as such, and is not a page to compare.
    const unaddressed = addressProblems(routes);
    const collections: [CollectionName, { slug: string; data: Named }[]][] = [
      ["applications", content.applications],
      ["fiches", content.sheets],
      ["pages", content.pages],
    ];
    for (const [collection, all] of collections) {
      const entries = all.filter((entry) => !unaddressed.has(collectionFile(collection, entry.slug)));
      const onDisk = (entry: Entry) => path.join(dirs.contentDir, collectionFile(collection, entry.slug));
      const reported = new Set<string>();
      for (const [index, later] of entries.entries())
        for (const other of entries.slice(0, index)) {
          const shared = FIELDS.filter((field) => same(field.read(later.data), field.read(other.data)));
          if (shared.length === 0) continue;
          const [entry, earlier] = copyOf(later, other, onDisk);
          if (reported.has(entry.slug)) break;
          reported.add(entry.slug);
          const menuTwice = shared[0].path === "menu" ? ` (le sous-menu montrerait deux fois ${quote(entry.data.menu ?? "")})` : "";
          yield {
            file: shownFile(collectionFile(collection, entry.slug)),
            path: shared[0].path,
            message: `${andList(shared.map((field) => field.name))} ${shared.length > 1 ? "reprennent ceux" : shared[0].feminine ? "reprend celle" : "reprend celui"} de content/${collectionFile(collection, earlier.slug)}${menuTwice} — donnez à cette page les siens.`,
          };
          break;
        }
    }
  },
};
