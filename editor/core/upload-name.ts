import { BRAND_PREFIX, IMAGE_PREFIX } from "#app/model/images.ts";
import type { Segment } from "./json-writer.ts";

/*
 * The name an uploaded picture gets, as the README's Images section and docs/editor.md
 * state it: in the folder of its page, named by its page and its place
 * ("signaletique-principale", "signaletique-galerie-3", "accueil-visuel"), so the file
 * says whose it is wherever it is seen; in lower case without accents, with the usual
 * extension. A data sheet's card picture is the family's picture (`fiches/<code>`). A
 * name already taken (by any extension: the pipeline names variants without it) gets the
 * next free number, so an upload never overwrites a picture the saved content may show.
 */

/** The formats the pipeline reads, by the extensions a camera or a program may give them. */
const EXTENSIONS: Record<string, string> = { jpg: "jpg", jpeg: "jpg", jpe: "jpg", png: "png", webp: "webp", avif: "avif", svg: "svg" };

/** Lower case, no accents, words joined by hyphens: "Photo Été 2" → "photo-ete-2". */
export function kebab(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The pipeline's extension for an uploaded file name, or undefined for a format it cannot read (HEIC, GIF, PDF…). */
export function uploadExtension(fileName: string): string | undefined {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return ext ? EXTENSIONS[ext] : undefined;
}

export interface UploadPlace {
  /** The content file, under content/: `applications/signaletique.json`. */
  file: string;
  /** Where the picture goes in it: `["galerie", 2]`, `["carte", "image"]`, `["imagePrincipale"]`. */
  field: readonly Segment[];
  /** The picture the field shows now, if any: a brand picture is replaced by a brand picture. */
  current?: string;
  /** The file name the picture had on the editor's computer. */
  originalName: string;
}

/** The field's own name for its picture: "imagePrincipale" → "principale", `galerie[2]` → "galerie-3", "imagePartage" → "image-partage". */
function stemOf(field: readonly Segment[]): string {
  const segments = field.at(-1) === "src" ? field.slice(0, -1) : field;
  const last = segments.at(-1);
  if (typeof last === "number") {
    const list = segments.at(-2);
    return `${typeof list === "string" ? kebab(list) : "image"}-${last + 1}`;
  }
  if (last === "imagePrincipale") return "principale";
  return kebab(String(last ?? "image")) || "image";
}

/** Folder (under /images/) and file stem of a picture for its place in the content. */
function folderAndStem(file: string, field: readonly Segment[]): { folder: string; stem: string } {
  const [collection, name] = file.replace(/\.json$/, "").split("/");
  const slug = name ?? collection;
  const stem = `${kebab(slug)}-${stemOf(field)}`;
  if (collection === "applications" && name) return { folder: `applications/${slug}`, stem };
  // A data sheet's card picture is the family's picture: content/images/fiches/<code>.svg.
  if (collection === "fiches" && name) return field.join(".").startsWith("carte.image") ? { folder: "fiches", stem: slug } : { folder: `fiches/${slug}`, stem };
  if (collection === "pages" && name) return { folder: slug, stem };
  return { folder: file.replace(/\.json$/, ""), stem };
}

/**
 * The path (`/images/…`, as content refers to it) an uploaded picture is saved under, or
 * undefined when its format is not one the site reads. `taken` holds the paths that exist.
 */
export function uploadPath(place: UploadPlace, taken: Iterable<string>): string | undefined {
  const ext = uploadExtension(place.originalName);
  if (!ext) return undefined;
  const brand = place.current?.startsWith(BRAND_PREFIX);
  const { folder, stem } = brand ? { folder: "marque", stem: kebab(place.current!.slice(BRAND_PREFIX.length).replace(/\.[a-z]+$/, "")) } : folderAndStem(place.file, place.field);
  const used = new Set([...taken].map((path) => path.toLowerCase().replace(/\.[a-z0-9]+$/, "")));
  const base = `${IMAGE_PREFIX}${folder}/${stem}`;
  let candidate = base;
  for (let number = 2; used.has(candidate); number += 1) candidate = `${base}-${number}`;
  return `${candidate}.${ext}`;
}
