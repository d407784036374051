import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { lineAndColumn } from "#app/content/json-text.ts";
import { isSystemFile } from "#app/model/collections.ts";
import type { ContentCheck, ContentProblem } from "../check.ts";
import { quote } from "../../../../app/model/content-rules/wording.ts";

/*
 * An SVG is a document that can carry scripts. Opened on its own (a visitor following
 * the logo's address), it would run them on the site's origin. The servers also send a
 * restrictive policy for .svg files; the check keeps such files out in the first place.
 */

const DANGERS: { pattern: RegExp; message: (found: string) => string }[] = [
  { pattern: /<script\b/i, message: () => "ce SVG contient un élément <script>, qu'un navigateur exécuterait en ouvrant le fichier — réexportez le dessin sans script (ou supprimez l'élément)." },
  {
    pattern: /\son[a-z]+\s*=/i,
    message: (found) => `ce SVG contient l'attribut ${quote(found.trim().replace(/\s*=$/, ""))}, un script lancé par un événement — supprimez-le (réexportez le dessin sans interactivité).`,
  },
  {
    pattern: /(?:href|src|action|formaction|values|to|from)\s*=\s*["']?\s*(?:javascript|vbscript|data\s*:\s*text\/html)\s*:?/i,
    message: (found) => `ce SVG contient un lien ${quote(found.replace(/^.*=\s*["']?\s*/, ""))}, qui exécuterait un script — supprimez ce lien.`,
  },
  { pattern: /<foreignObject\b/i, message: () => "ce SVG contient un élément <foreignObject> (du HTML dans le dessin) — réexportez le dessin sans lui." },
];

/** The SVG files under a folder, as absolute paths and as the editor finds them (`public/images/marque/logo.svg`). */
function svgFiles(dir: string, shownDir: string): { file: string; shown: string }[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && entry.name.toLowerCase().endsWith(".svg") && !isSystemFile(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => ({ file, shown: `${shownDir}/${path.relative(dir, file).split(path.sep).join("/")}` }));
  } catch {
    return [];
  }
}

export const svgSafety: ContentCheck = {
  name: "svg-safety",
  description: "Refuses an SVG file under public/ or content/images/ that contains a <script>, an event handler (onload=…), a javascript: link or embedded HTML.",
  *check({ dirs }) {
    for (const { file, shown } of [...svgFiles(dirs.publicDir, "public"), ...svgFiles(path.join(dirs.contentDir, "images"), "content/images")]) {
      const text = readFileSync(file, "utf8");
      for (const { pattern, message } of DANGERS) {
        const found = pattern.exec(text);
        if (!found) continue;
        const problem: ContentProblem = { file: shown, ...lineAndColumn(text, found.index + (found[0].length - found[0].trimStart().length)), message: message(found[0]) };
        yield problem;
      }
    }
  },
};
