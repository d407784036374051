import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

/*
 * Reads generated PDFs with Debian's poppler-utils (pdftotext, pdfinfo, pdffonts,
 * pdftoppm): an independent reader, not the library that wrote them. `npm test`
 * installs the package when it is missing and it may (scripts/provision-test-tools.ts).
 */

function poppler(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new Error(`${tool} est introuvable : installez poppler-utils (apt-get install poppler-utils), ce que « npm test » fait quand il le peut.`);
    throw error;
  }
}

/** Any run of white space, no-break spaces included, as one space: table cells and wrapped lines read as one line. */
export const flatten = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();

/** The text of a PDF in the order it was drawn (-raw), white space flattened. */
export function pdfText(file: string, pages?: { first: number; last: number }): string {
  const range = pages ? ["-f", String(pages.first), "-l", String(pages.last)] : [];
  return flatten(poppler("pdftotext", ["-raw", "-enc", "UTF-8", ...range, file, "-"]));
}

/** pdfinfo's fields, dates in ISO 8601. */
export function pdfInfo(file: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of poppler("pdfinfo", ["-isodates", file]).split("\n")) {
    const match = /^([^:]+):\s*(.*)$/.exec(line);
    if (match) fields[match[1]] = match[2].trim();
  }
  return fields;
}

/** Embedded fonts: name and whether each is embedded, subset and mapped to Unicode (pdffonts columns). */
export function pdfFonts(file: string): { name: string; embedded: boolean; subset: boolean; unicode: boolean }[] {
  return poppler("pdffonts", [file])
    .split("\n")
    .slice(2)
    .filter(Boolean)
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      const [embedded, subset, unicode] = columns.slice(-5, -2);
      return { name: columns[0], embedded: embedded === "yes", subset: subset === "yes", unicode: unicode === "yes" };
    });
}

/** Page 1 drawn by pdftoppm, as raw RGB pixels. */
export async function firstPagePixels(file: string, dpi = 40): Promise<{ data: Buffer; width: number; height: number; png: Buffer }> {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-page-"));
  try {
    poppler("pdftoppm", ["-f", "1", "-l", "1", "-r", String(dpi), "-png", "-singlefile", file, path.join(dir, "page")]);
    const png = readFileSync(path.join(dir, "page.png"));
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, png };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
