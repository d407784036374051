import { collectionOf, SINGLE_FILES, slugFromFile, translatedFile, translationFile, type CollectionName } from "#app/model/collections.ts";
import { SITE_FILES } from "#app/model/content.ts";
import { inOrder } from "#app/model/ordering.ts";
import { productNames, type NamedSheet } from "#app/model/product-names.ts";

/*
 * Every content item as the editor lists it, grouped as the site is: pages, applications,
 * data sheets, then the company and the site-wide settings, then the translations (each
 * named after the French item it translates and its language); found by any word of its
 * label, its file name or its texts, whatever the accents and the case.
 */

export type GroupKey = CollectionName | "societe" | "traductions";

export const GROUP_ORDER: readonly GroupKey[] = ["pages", "applications", "fiches", "societe", "traductions"];

export interface CatalogueItem {
  /** Path under content/: `fiches/rbn.json`. */
  file: string;
  group: GroupKey;
  /** What the editor calls it: a page's title, an application's menu label, a sheet's label as its menu shows it, a site file's schema title. */
  label: string;
  /** Every text of the file, for the search. */
  words: string;
}

export interface CatalogueGroup {
  key: GroupKey;
  items: CatalogueItem[];
}

type Fields = Record<string, unknown>;

/** Accents and case set aside: "Épaisseur" and "epaisseur" are the same word to a search. */
export const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) texts(item, out);
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) if (key !== "$schema") texts(item, out);
  return out;
}

/** A sheet's label as the site's menu composes it from its code and short name; undefined while the draft has no code. */
function sheetLabel(record: Fields, files: ReadonlyMap<string, unknown>): string | undefined {
  const nom = record.nom as Partial<NamedSheet["nom"]> | undefined;
  const pattern = (files.get(SITE_FILES.ui) as { fiche?: { nomAvecCode?: unknown } } | undefined)?.fiche?.nomAvecCode;
  if (typeof record.code !== "string") return undefined;
  // While the interface file or the short name cannot be read, the code alone still tells the sheets apart.
  if (typeof nom?.court !== "string" || typeof pattern !== "string") return record.code;
  return productNames({ code: record.code, nom: { court: nom.court, long: String(nom.long ?? "") } }, { nomAvecCode: pattern }).label;
}

/** What the editor calls a translation file: its French item's label and its language, « Contact (en) ». */
export const translationLabel = (frenchLabel: string, locale: string) => `${frenchLabel} (${locale})`;

function labelOf(file: string, data: unknown, files: ReadonlyMap<string, unknown>, schemaTitle: (file: string) => string | undefined): string {
  const translated = translatedFile(file);
  if (translated) return translationLabel(labelOf(translated.file, files.get(translated.file), files, schemaTitle), translated.locale);
  const record = (data && typeof data === "object" ? data : {}) as Fields;
  const collection = collectionOf(file);
  const own = collection === "pages" ? record.titre : collection === "fiches" ? sheetLabel(record, files) : collection ? record.menu : undefined;
  if (typeof own === "string" && own.trim()) return own.trim();
  return (!collection && schemaTitle(file)) || slugFromFile(file);
}

/**
 * The groups of items, in the site's order: pages by file name (the home page first),
 * applications and data sheets by `ordre` then file name, site-wide files as the model lists them.
 * `data` is undefined for a file that cannot be read as JSON: it is listed by its name.
 */
export function catalogueOf(files: ReadonlyMap<string, unknown>, schemaTitle: (file: string) => string | undefined): CatalogueGroup[] {
  const items = [...files].map(([file, data]): CatalogueItem & { ordre: number } => ({
    file,
    group: translatedFile(file) ? "traductions" : (collectionOf(file) ?? "societe"),
    label: labelOf(file, data, files, schemaTitle),
    words: fold([file, ...texts(data)].join(" ")),
    ordre: typeof (data as Fields | undefined)?.ordre === "number" ? ((data as Fields).ordre as number) : 0,
  }));
  const single = Object.keys(SINGLE_FILES);
  return GROUP_ORDER.map((key) => {
    const members = items.filter((item) => item.group === key);
    const sorted =
      key === "societe"
        ? [...members].sort((a, b) => single.indexOf(a.file) - single.indexOf(b.file))
        : key === "traductions"
          ? [...members].sort((a, b) => a.label.localeCompare(b.label, "fr"))
          : key === "pages"
          ? [...members].sort((a, b) => Number(slugFromFile(b.file) === "accueil") - Number(slugFromFile(a.file) === "accueil") || a.file.localeCompare(b.file))
          : inOrder(members, (item) => ({ slug: slugFromFile(item.file), ordre: item.ordre }));
    return { key, items: sorted.map(({ ordre: _ordre, ...item }) => item) };
  });
}

/** The items whose label, file name or texts hold every word of the query; groups left empty are dropped. */
export function searchCatalogue(groups: readonly CatalogueGroup[], query: string): CatalogueGroup[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => words.every((word) => item.words.includes(word) || fold(item.label).includes(word))) }))
    .filter((group) => group.items.length > 0);
}

/**
 * The list as a translator into `locale` sees it: for each French item that has texts in that language (a
 * translation file, or texts the check says are to translate), its translation file, under the French item's
 * group and label, in the French order. The French list (`locale` French) leaves the translation files out.
 */
export function languageCatalogue(groups: readonly CatalogueGroup[], locale: string, source: string, translated: (french: string) => boolean): CatalogueGroup[] {
  if (locale === source) return groups.filter((group) => group.key !== "traductions");
  const translations = new Map((groups.find((group) => group.key === "traductions")?.items ?? []).map((item) => [item.file, item]));
  return groups
    .filter((group) => group.key !== "traductions")
    .map((group) => ({
      key: group.key,
      items: group.items.flatMap((item) => {
        const file = translationFile(locale, item.file);
        const own = translations.get(file);
        return own || translated(item.file) ? [{ file, group: group.key, label: item.label, words: own ? `${item.words} ${own.words}` : item.words }] : [];
      }),
    }))
    .filter((group) => group.items.length > 0);
}
