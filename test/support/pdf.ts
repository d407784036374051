import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
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

/** The text of a PDF laid out as on the page (-layout): words side by side stay on one line, columns apart. */
export function pdfLayoutText(file: string): string {
  return poppler("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]);
}

/**
 * Where a value a reader copies (an e-mail, a phone number, a host name) is broken across
 * lines in pdftotext's layout text: a column of a line (columns are two spaces or more
 * apart) ending with the start of the value cut after a hyphen, a dot, an @, a slash or a
 * space. An empty list when every occurrence is whole.
 */
export function brokenValues(layout: string, values: string[]): string[] {
  const problems: string[] = [];
  for (const value of values) {
    const cuts = [...value].flatMap((character, index) => (/[-.@/ ]/.test(character) && index > 0 && index < value.length - 1 ? [value.slice(0, index + 1).trimEnd()] : []));
    for (const line of layout.split("\n"))
      for (const cell of line.split(/ {2,}/))
        if (cuts.some((cut) => cell.trimEnd().endsWith(cut))) problems.push(`« ${cell.trim()} » coupe ${value}`);
  }
  return problems;
}

/**
 * How far down each page is filled: pdftoppm draws every page, and the share is the
 * lowest row with ink (far from the page's most common shade) between `area.top` and
 * `area.bottom` (points from the top: the text area), over that area's height.
 */
export async function pageFills(file: string, area: { top: number; bottom: number }, dpi = 30): Promise<number[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-pages-"));
  try {
    poppler("pdftoppm", ["-r", String(dpi), "-gray", "-png", file, path.join(dir, "page")]);
    const fills: number[] = [];
    for (const name of readdirSync(dir).sort()) {
      const { data, info } = await sharp(path.join(dir, name)).removeAlpha().extractChannel(0).raw().toBuffer({ resolveWithObject: true });
      const histogram = new Map<number, number>();
      for (const value of data) histogram.set(value, (histogram.get(value) ?? 0) + 1);
      const background = [...histogram.entries()].sort((a, b) => b[1] - a[1])[0][0];
      const scale = dpi / 72;
      const top = Math.round(area.top * scale);
      const bottom = Math.round(area.bottom * scale);
      let lowest = top;
      for (let row = top; row < bottom; row += 1) {
        const line = data.subarray(row * info.width, (row + 1) * info.width);
        if (line.some((value) => Math.abs(value - background) > 24)) lowest = row;
      }
      fills.push((lowest - top) / (bottom - top));
    }
    return fills;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * About half full: the least a page but the last may hold. The writer starts a new page
 * for a part only past the middle of the current one, and ink stops a few points above
 * the writer's cursor.
 */
export const ABOUT_HALF = 0.45;

/** The pages but the last filled less than about half, with their fill (none when all are well filled). */
export async function sparsePages(file: string, area: { top: number; bottom: number }): Promise<{ page: number; fill: number }[]> {
  const fills = await pageFills(file, area);
  return fills
    .slice(0, -1)
    .map((fill, index) => ({ page: index + 1, fill: Math.round(fill * 100) / 100 }))
    .filter(({ fill }) => fill < ABOUT_HALF);
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
