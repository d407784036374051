import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { imageSourceFile, readSourceInfo } from "#app/content/image-sources.server.ts";
import type { ImageRole } from "#app/model/image.ts";
import { largestWidth } from "#app/model/image-roles.ts";
import { IMAGE_PREFIX, imageSourceLabel, isPipelineImage, MAX_SOURCE_BYTES, rolesForImageField } from "#app/model/images.ts";
import { shownFile, type ContentCheck, type ContentProblem } from "../check.ts";
import { formatNumber } from "../../../../app/model/content-rules/wording.ts";

const ROLE_NAMES: Record<ImageRole, string> = {
  visuel: "grande image en tête de page",
  principale: "grande image de la galerie",
  vignette: "vignette",
  carte: "carte",
  partage: "aperçu des liens partagés",
};

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} Mo` : `${formatNumber(Math.ceil(bytes / 1024))} Ko`;
}

/**
 * An image reference: the file exists where the site looks for it and, for images that
 * go through the pipeline, it is readable, not too heavy, and a photo is at least as
 * wide as the largest variant served for the roles of its field (an SVG is drawn at any width).
 */
export const images: ContentCheck = {
  name: "images",
  description: "Refuses a picture that is missing, unreadable, too heavy, or too narrow for the largest place it is shown in.",
  *check(context) {
    for (const text of context.texts()) {
      if (!text.value.startsWith(IMAGE_PREFIX)) continue;
      const imagePath = text.key === "src" ? text.path.replace(/\.src$/, "") : text.path;
      const problem = checkImage(text.value, imagePath, context.dirs);
      if (problem) yield { file: shownFile(text.file), path: text.path, message: problem };
    }
  },
};

function checkImage(src: string, imagePath: string, dirs: { contentDir: string; publicDir: string }): ContentProblem["message"] | undefined {
  const file = imageSourceFile(src, dirs);
  const label = imageSourceLabel(src);
  const base = path.join(isPipelineImage(src) ? dirs.contentDir : dirs.publicDir, "images");
  if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile())
    return `le fichier ${label} est introuvable — ajoutez-le dans ${path.posix.dirname(label)}/ ou corrigez le chemin.`;
  if (!isPipelineImage(src)) return undefined;
  let info;
  try {
    info = readSourceInfo(file);
  } catch {
    return `le fichier ${label} n'est pas une image lisible — réenregistrez-le en JPEG, PNG ou SVG.`;
  }
  const svg = info.format === "svg";
  const limit = MAX_SOURCE_BYTES[svg ? "svg" : "raster"];
  if (info.bytes > limit)
    return svg
      ? `l'image ${label} pèse ${formatBytes(info.bytes)}, ${formatBytes(limit)} au maximum pour un SVG — simplifiez le dessin ou fournissez une photo JPEG.`
      : `l'image ${label} pèse ${formatBytes(info.bytes)}, ${formatBytes(limit)} au maximum pour une photo — réduisez-la à 2 400 px de large environ et enregistrez-la en JPEG qualité 85.`;
  const roles = rolesForImageField(imagePath);
  const needed = largestWidth(roles);
  if (!svg && info.width < needed)
    return `l'image ${label} fait ${formatNumber(info.width)} px de large, or cet emplacement (${roles.map((role) => ROLE_NAMES[role]).join(", ")}) l'affiche jusqu'à ${formatNumber(needed)} px — fournissez une version d'au moins ${formatNumber(needed)} px de large.`;
  return undefined;
}
