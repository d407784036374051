import { formatNumber, lineExcerpt } from "./wording.ts";

/*
 * Where a problem is, said two ways: the JSON path for developers (`lignes[3].grammage`)
 * and, when the path goes through a list, the entry as the editor sees it on the page or
 * in the file: "ligne 4 (120 µm) › grammage", "Samedi", "bloc 2 (Nos objectifs)".
 */

export type Segment = string | number;

/** `/lignes/2/grammage` (a JSON pointer) → `lignes[2].grammage` */
export function readablePath(pointer: string): string {
  if (pointer === "") return "";
  return pathOf(
    pointer
      .split("/")
      .slice(1)
      .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
  );
}

export function joinPath(base: string, key: Segment): string {
  if (typeof key === "number") return `${base}[${key}]`;
  return base ? `${base}.${key}` : key;
}

export const pathOf = (segments: readonly Segment[]) => segments.reduce<string>((out, segment) => joinPath(out, segment), "");

/** Every text of a file's data with its place, in the order the file writes them. */
export function* stringsIn(value: unknown, segments: Segment[] = []): Generator<{ value: string; segments: Segment[] }> {
  if (typeof value === "string") yield { value, segments };
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsIn(item, [...segments, index]);
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) yield* stringsIn(item, [...segments, key]);
}

/** `lignes[2].grammage` → `["lignes", 2, "grammage"]` */
export function segmentsOf(readable: string): Segment[] {
  return [...readable.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) => (match[2] !== undefined ? Number(match[2]) : match[1]));
}

/** The noun an editor uses for one entry of each list, by the list's field name. */
const NOUNS: Record<string, string> = {
  lignes: "ligne",
  colonnes: "colonne",
  familles: "ligne",
  blocs: "bloc",
  paragraphes: "paragraphe",
  description: "paragraphe",
  galerie: "image",
  exemples: "exemple",
  caracteristiques: "caractéristique",
  atouts: "atout",
  usages: "usage",
  applications: "application",
  couleurs: "couleur",
  reseauxSociaux: "réseau",
  menu: "entrée",
  liensRapides: "lien",
  liens: "lien",
  repartition: "part",
  jours: "jour",
  fichesLiees: "fiche liée",
  horaires: "créneau",
  epaisseurs: "épaisseur",
  recommandations: "recommandation",
  textes: "texte",
};

/** The words that name an entry, if it has some: a row's thickness, a label, a title, a code. */
export function entryName(item: unknown, list = ""): string | undefined {
  if (typeof item === "string") return lineExcerpt(item, 40);
  if (typeof item === "number") return list === "epaisseurs" ? `${formatNumber(item)} µm` : formatNumber(item);
  if (Array.isArray(item)) return typeof item[0] === "string" ? lineExcerpt(item[0], 40) : undefined;
  if (!item || typeof item !== "object") return undefined;
  const record = item as Record<string, unknown>;
  if (typeof record.epaisseur === "number") return `${formatNumber(record.epaisseur)} µm`;
  for (const key of ["libelle", "titre", "nom", "code", "menu", "type", "alt", "champ"]) {
    const value = record[key];
    if (typeof value === "string" && value.trim()) return lineExcerpt(value, 40);
  }
  return undefined;
}

/** One entry of a list as the editor sees it. Opening hours go by their label alone ("Samedi"). The content editor titles list entries with it. */
export function entryLabel(list: string, index: number, item: unknown): string {
  // A paragraph is named by its number: its first words would make a long line.
  const name = typeof item === "string" && (list === "paragraphes" || list === "description") ? undefined : entryName(item, list);
  if (list === "horaires" && name) return name;
  const noun = `${NOUNS[list] ?? "élément"} ${index + 1}`;
  return name ? `${noun} (${name})` : noun;
}

/**
 * The editor's name for a place in a file, or undefined when the JSON path says it as
 * well (no list on the way): `lignes[3].grammage` → "ligne 4 (120 µm) › grammage".
 */
export function placeName(data: unknown, readable: string): string | undefined {
  const segments = segmentsOf(readable);
  if (!segments.some((segment) => typeof segment === "number")) return undefined;
  const parts: string[] = [];
  let node: unknown = data;
  let previous: Segment | undefined;
  for (const segment of segments) {
    const child = node && typeof node === "object" ? (node as Record<string | number, unknown>)[segment] : undefined;
    if (typeof segment === "string") parts.push(segment);
    else if (typeof previous === "number") parts.push(`cellule ${segment + 1}`);
    else {
      // The list's field name becomes the entry's name: "lignes" › 3 → "ligne 4 (120 µm)".
      const list = typeof previous === "string" ? previous : "";
      if (list) parts.pop();
      parts.push(entryLabel(list, segment, child));
    }
    previous = segment;
    node = child;
  }
  return parts.join(" › ");
}
