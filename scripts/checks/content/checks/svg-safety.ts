import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isSystemFile } from "#app/model/collections.ts";
import { checkSvg } from "#scripts/lib/svg-policy.ts";
import type { ContentCheck } from "../check.ts";

/*
 * An SVG is a document that can carry scripts. Opened on its own (a visitor following
 * the logo's address), it would run them on the site's origin. The servers also send a
 * restrictive policy for .svg files; the check keeps such files out in the first place,
 * with the policy the editor's uploads go through (scripts/lib/svg-policy.ts): a file
 * that policy would change in any way is refused, on one line naming the first thing it
 * would remove (the reason our own rules give before the sanitiser's) and how many others.
 */

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
  description: "Refuses an SVG file under public/ or content/images/ that the SVG policy would change: anything but SVG drawing elements and attributes (a script in any namespace, an event handler, a link leaving the file, foreignObject, a style loading something).",
  *check({ dirs }) {
    for (const { file, shown } of [...svgFiles(dirs.publicDir, "public"), ...svgFiles(path.join(dirs.contentDir, "images"), "content/images")]) {
      const { unreadable, removals } = checkSvg(readFileSync(file, "utf8"));
      const [first, ...others] = unreadable ? [unreadable] : removals;
      if (!first) continue;
      const more = others.length === 0 ? "" : others.length === 1 ? " ; un autre élément ou attribut du fichier est aussi à retirer" : ` ; ${others.length} autres éléments ou attributs du fichier sont aussi à retirer`;
      yield { file: shown, line: first.line, column: first.column, message: first.message.replace(/\.$/, `${more}.`) };
    }
  },
};
