import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { inflateSync } from "node:zlib";
import PDFDocument from "pdfkit";

/*
 * Inter, the site's typeface, embedded (subset) in every PDF. The site loads the variable
 * build (@fontsource-variable/inter); PDFKit's font engine cannot subset a WOFF2 variable
 * font, so the PDFs use the static WOFF files of the same family and version
 * (@fontsource/inter), one file per weight. Their "latin" subset covers French, µ, ², ³,
 * ±, ×, the dashes and guillemets.
 *
 * The WOFF files are unpacked once into plain TrueType data with Node's zlib: PDFKit's
 * font engine would otherwise inflate the compressed tables again, in JavaScript, at
 * every glyph lookup, which made a data sheet take seconds instead of a fraction.
 */

const require = createRequire(import.meta.url);
const FILES_DIR = path.join(path.dirname(require.resolve("@fontsource/inter/package.json")), "files");

export const FONTS = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export type FontName = keyof typeof FONTS;

export const fontFile = (name: FontName) => path.join(FILES_DIR, `inter-latin-${FONTS[name]}-normal.woff`);

/** WOFF 1.0 → SFNT (W3C WOFF File Format 1.0, sections 3–5): same tables, uncompressed, in a TrueType table directory. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error("not a WOFF 1.0 file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    header.writeUInt32BE(table.tag, 12 + index * 16);
    header.writeUInt32BE(table.checksum, 16 + index * 16);
    header.writeUInt32BE(offset, 20 + index * 16);
    header.writeUInt32BE(table.data.length, 24 + index * 16);
    const padding = (4 - (table.data.length % 4)) % 4;
    chunks.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(chunks);
}

const unpacked = new Map<FontName, Buffer>();

/** The TrueType data of a weight, unpacked on first use. */
export function fontData(name: FontName): Buffer {
  let data = unpacked.get(name);
  if (!data) {
    data = woffToSfnt(readFileSync(fontFile(name)));
    unpacked.set(name, data);
  }
  return data;
}

/**
 * Characters the content may contain that Inter draws under another code point. The
 * site's typography puts a narrow no-break space before « ; : ! ? % » and inside
 * guillemets; Inter has no glyph for it, so the PDF uses a no-break space, which also
 * keeps "20 %" on one line.
 */
const SUBSTITUTES: Record<string, string> = {
  "\u202f": "\u00a0",
};

export function printable(text: string): string {
  return text.replace(/[\u202f]/g, (character) => SUBSTITUTES[character]);
}

interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

const faces = new Map<FontName, FontkitFont>();

/** PDFKit's font engine for one weight, loaded once. */
function face(name: FontName): FontkitFont {
  let font = faces.get(name);
  if (!font) {
    const doc = new PDFDocument({ autoFirstPage: false });
    doc.registerFont(name, fontData(name)).font(name);
    font = (doc as unknown as { _font: { font: FontkitFont } })._font.font;
    faces.set(name, font);
  }
  return font;
}

/**
 * The first character of a text that Inter cannot draw in these weights (an emoji, a
 * rare symbol): printed, it would be an empty box. Spaces and the no-break space are
 * never drawn as glyphs. The PDF writer refuses such a text; the content check reports it
 * earlier, with the file and field.
 */
export function undrawableCharacter(text: string, names: readonly FontName[] = Object.keys(FONTS) as FontName[]): string | undefined {
  for (const character of printable(text)) {
    const codePoint = character.codePointAt(0)!;
    if (codePoint > 0x20 && codePoint !== 0xa0 && names.some((name) => !hasGlyph(name, codePoint))) return character;
  }
  return undefined;
}

/** Per weight, the answers already given: the content check asks for every character of every text, each time it runs. */
const glyphAnswers = new Map<FontName, Map<number, boolean>>();

function hasGlyph(name: FontName, codePoint: number): boolean {
  let answers = glyphAnswers.get(name);
  if (!answers) glyphAnswers.set(name, (answers = new Map()));
  let answer = answers.get(codePoint);
  if (answer === undefined) answers.set(codePoint, (answer = face(name).hasGlyphForCodePoint(codePoint)));
  return answer;
}
