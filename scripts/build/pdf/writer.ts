import PDFDocument from "pdfkit";
import { tokens } from "#app/theme/tokens.ts";
import { fontData, FONTS, printable, undrawableCharacter, type FontName } from "./fonts.ts";
import type { PrintImage } from "./images.ts";
import { DEFAULT_LOCALE } from "#app/model/locale.ts";

/*
 * A4 page layout on top of PDFKit: a cursor that flows down the page and opens a new page
 * when a block does not fit, text in Inter with the site's colours, ruled tables,
 * bulleted lists, headers and footers. PDFKit's own automatic page breaks are never used
 * (margins are 0): every block measures itself first, so nothing is split mid-line.
 */

/** A4 in PostScript points (1/72 in): 210 × 297 mm. */
export const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56.7; // 20 mm
const TOP = 74; // below the running header
const BOTTOM = PAGE.height - 58; // above the running footer

export const COLOURS = {
  ink: tokens.ink,
  muted: tokens.inkMuted,
  accent: tokens.accent,
  accentDark: tokens.accentDark,
  accentTint: tokens.accentTint,
  line: tokens.line,
  limestone: tokens.limestone,
  surface: tokens.surface,
  sunk: tokens.surfaceSunk,
  white: tokens.onAccent,
} as const;

export interface DocumentMeta {
  title: string;
  author: string;
  subject: string;
  keywords: string;
  /** Fixed, derived from the content: the same content gives the same bytes. */
  date: Date;
}

export interface TextStyle {
  font?: FontName;
  size?: number;
  colour?: string;
  lineGap?: number;
  align?: "left" | "right" | "center";
  /** Tabular figures, for numbers in columns. */
  tabular?: boolean;
  characterSpacing?: number;
  link?: string;
  /** Internal link to a named destination. */
  goTo?: string;
  /** Cut with an ellipsis instead of wrapping (table of contents). */
  oneLine?: boolean;
}

export interface TableColumn {
  label: string;
  /** Share of the table's width. */
  width: number;
  numeric?: boolean;
}

const BODY: Required<Pick<TextStyle, "font" | "size" | "colour" | "lineGap">> = { font: "regular", size: 9.5, colour: COLOURS.ink, lineGap: 3.2 };

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly left = MARGIN;
  readonly right = PAGE.width - MARGIN;
  readonly width = PAGE.width - 2 * MARGIN;
  readonly top = TOP;
  readonly bottom = BOTTOM;
  y = TOP;

  constructor(meta: DocumentMeta) {
    this.doc = new PDFDocument({
      size: "A4",
      margin: 0,
      autoFirstPage: false,
      bufferPages: true,
      lang: DEFAULT_LOCALE,
      displayTitle: true,
      pdfVersion: "1.7",
      info: {
        Title: meta.title,
        Author: meta.author,
        Subject: meta.subject,
        Keywords: meta.keywords,
        Creator: meta.author,
        CreationDate: meta.date,
        ModDate: meta.date,
      },
    });
    for (const name of Object.keys(FONTS) as FontName[]) this.doc.registerFont(name, fontData(name));
  }

  newPage(): void {
    this.doc.addPage({ size: "A4", margin: 0 });
    this.y = this.top;
  }

  /** Opens a new page unless `height` points still fit above the footer. */
  ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  space(points: number): void {
    this.y += points;
  }

  /** Selects font, size and colour, and checks that Inter can draw every character (no empty boxes in print). */
  private style(text: string, style: TextStyle): string {
    const { font, size, colour } = { ...BODY, ...style };
    this.doc.font(font).fontSize(size).fillColor(colour);
    const missing = undrawableCharacter(text, [font]);
    if (missing)
      throw new Error(
        `Le caractère « ${missing} » (U+${missing.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}) de « ${text} » n'existe pas dans la police Inter des PDF — remplacez-le dans le contenu.`,
      );
    return printable(text);
  }

  private options(style: TextStyle, width: number): PDFKit.Mixins.TextOptions {
    return {
      width,
      lineGap: style.lineGap ?? BODY.lineGap,
      align: style.align ?? "left",
      characterSpacing: style.characterSpacing ?? 0,
      features: style.tabular ? ["kern", "tnum"] : undefined,
      link: style.link,
      goTo: style.goTo,
      underline: false,
      ...(style.oneLine && { lineBreak: false, ellipsis: true, height: (style.size ?? BODY.size) * 1.3 }),
    } as PDFKit.Mixins.TextOptions;
  }

  /** Height of a text block of that width, in points. */
  measure(text: string, style: TextStyle = {}, width = this.width): number {
    const value = this.style(text, style);
    return this.doc.heightOfString(value, this.options(style, width));
  }

  textWidth(text: string, style: TextStyle = {}): number {
    const value = this.style(text, style);
    return this.doc.widthOfString(value, { characterSpacing: style.characterSpacing ?? 0 });
  }

  /** Draws text at (x, y) without moving the cursor; returns its height. */
  textAt(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    const value = this.style(text, style);
    const options = this.options(style, width);
    const height = this.doc.heightOfString(value, options);
    this.doc.text(value, x, y, options);
    return height;
  }

  /** Draws a text block at the cursor, on a new page if it does not fit, and moves the cursor below it. */
  text(text: string, style: TextStyle = {}, after = 0, x = this.left, width = this.width): void {
    this.ensure(this.measure(text, style, width));
    this.y += this.textAt(text, x, this.y, width, style) + after;
  }

  paragraphs(paragraphs: string[], style: TextStyle = {}, x = this.left, width = this.width): void {
    for (const paragraph of paragraphs) this.text(paragraph, style, 7, x, width);
  }

  /** Small capitals-like label above a title: the family code, the document type. */
  eyebrow(text: string, colour: string = COLOURS.accent): void {
    this.text(text.toLocaleUpperCase(DEFAULT_LOCALE), { font: "bold", size: 8.5, colour, characterSpacing: 1.2 }, 6);
  }

  /** Page title with a short accent rule above it. */
  title(text: string, size = 22): void {
    this.ensure(this.measure(text, { font: "bold", size, lineGap: 2 }) + 120);
    this.doc.rect(this.left, this.y, 28, 3).fill(COLOURS.accent);
    this.y += 12;
    this.text(text, { font: "bold", size, lineGap: 2 }, 10);
  }

  /** Section heading; keeps at least `keep` points of what follows on the same page. */
  heading(text: string, keep = 60): void {
    const style: TextStyle = { font: "semibold", size: 12.5, lineGap: 2 };
    this.ensure(this.measure(text, style) + keep);
    if (this.y > this.top + 1) this.y += 10;
    this.text(text, style, 7);
  }

  lead(text: string, width = this.width): void {
    this.text(text, { size: 11.5, colour: COLOURS.muted, lineGap: 3.5 }, 14, this.left, width);
  }

  rule(y = this.y, colour: string = COLOURS.line, weight = 0.6, x1 = this.left, x2 = this.right): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(weight).strokeColor(colour).stroke();
  }

  /** A small accent square before list items: Inter's bullet would be too heavy at small sizes. */
  private bullet(x: number, y: number, size: number): void {
    this.doc.rect(x, y + size * 0.52, 3.2, 3.2).fill(COLOURS.accent);
  }

  /** A bulleted list, in `columns` columns filled top to bottom. */
  list(items: string[], columns = 1, style: TextStyle = {}, x = this.left, width = this.width): void {
    const gap = 18;
    const columnWidth = (width - gap * (columns - 1)) / columns;
    const size = style.size ?? BODY.size;
    const perColumn = Math.ceil(items.length / columns);
    const heights = items.map((item) => this.measure(item, style, columnWidth - 12) + 4);
    const columnHeights = Array.from({ length: columns }, (_, column) => heights.slice(column * perColumn, (column + 1) * perColumn).reduce((a, b) => a + b, 0));
    this.ensure(Math.max(...columnHeights));
    const top = this.y;
    items.forEach((item, index) => {
      const column = Math.floor(index / perColumn);
      const left = x + column * (columnWidth + gap);
      const y = top + heights.slice(column * perColumn, index).reduce((a, b) => a + b, 0);
      this.bullet(left, y, size);
      this.textAt(item, left + 12, y, columnWidth - 12, style);
    });
    this.y = top + Math.max(...columnHeights) + 4;
  }

  /**
   * A ruled table: a caption, a header row on a sunk background with a strong rule under
   * it, hairlines between rows, numbers right-aligned in tabular figures. The header is
   * repeated when the table continues on a new page.
   */
  table(caption: string, columns: TableColumn[], rows: string[][], options: { rowHeaders?: boolean } = {}): void {
    const padX = 7;
    const padY = 5.5;
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.width);
    const xs = widths.map((_, index) => this.left + widths.slice(0, index).reduce((a, b) => a + b, 0));
    const headStyle: TextStyle = { font: "semibold", size: 8.5, lineGap: 1.5 };
    const cellStyle = (column: number): TextStyle => ({
      font: options.rowHeaders && column === 0 ? "semibold" : "regular",
      size: 9.5,
      lineGap: 1.5,
      tabular: columns[column].numeric,
      align: columns[column].numeric ? "right" : "left",
    });
    const headHeight = Math.max(...columns.map((column, index) => this.measure(column.label, headStyle, widths[index] - 2 * padX))) + 2 * padY;
    const rowHeight = (row: string[]) => Math.max(...row.map((cell, index) => this.measure(cell, cellStyle(index), widths[index] - 2 * padX))) + 2 * padY;

    const drawHead = () => {
      this.doc.rect(this.left, this.y, this.width, headHeight).fill(COLOURS.sunk);
      columns.forEach((column, index) =>
        this.textAt(column.label, xs[index] + padX, this.y + padY, widths[index] - 2 * padX, { ...headStyle, align: column.numeric ? "right" : "left" }),
      );
      this.y += headHeight;
      this.rule(this.y, COLOURS.ink, 1.1);
    };

    const captionStyle: TextStyle = { font: "medium", size: 9, colour: COLOURS.muted, lineGap: 2 };
    const captionHeight = this.measure(caption, captionStyle) + 6;
    this.ensure(captionHeight + headHeight + rowHeight(rows[0] ?? []));
    this.text(caption, captionStyle, 6);
    drawHead();
    rows.forEach((row, rowIndex) => {
      const height = rowHeight(row);
      if (this.y + height > this.bottom) {
        this.newPage();
        drawHead();
      }
      row.forEach((cell, index) => this.textAt(cell, xs[index] + padX, this.y + padY, widths[index] - 2 * padX, cellStyle(index)));
      this.y += height;
      this.rule(this.y, rowIndex === rows.length - 1 ? COLOURS.ink : COLOURS.line, rowIndex === rows.length - 1 ? 0.8 : 0.6);
    });
    this.y += 12;
  }

  /** Draws a picture at (x, y), `width` points wide, in a hairline frame; returns its height. */
  image(image: PrintImage, x: number, y: number, width: number): number {
    const height = width * image.ratio;
    this.doc.image(image.data, x, y, { width, height });
    this.doc.rect(x, y, width, height).lineWidth(0.5).strokeColor(COLOURS.line).stroke();
    return height;
  }

  /** Labelled colour chips (the pastel core colours of a family). */
  swatches(colours: { nom: string; teinte: string }[]): void {
    const size = 22;
    const step = 86;
    this.ensure(size + 20);
    colours.forEach((colour, index) => {
      const x = this.left + index * step;
      this.doc.lineWidth(0.6).roundedRect(x, this.y, size, size, 4).fillAndStroke(colour.teinte, COLOURS.line);
      this.textAt(colour.nom, x + size + 7, this.y + 6, step - size - 10, { size: 9 });
    });
    this.y += size + 12;
  }

  /** Six strengths as a 3 × 2 grid of ruled cells with a check mark. */
  features(labels: string[], columns = 3): void {
    const gap = 8;
    const cellWidth = (this.width - gap * (columns - 1)) / columns;
    const style: TextStyle = { font: "medium", size: 9, lineGap: 1.5 };
    const rows = Math.ceil(labels.length / columns);
    for (let row = 0; row < rows; row += 1) {
      const cells = labels.slice(row * columns, (row + 1) * columns);
      const height = Math.max(...cells.map((label) => this.measure(label, style, cellWidth - 36))) + 16;
      this.ensure(height);
      cells.forEach((label, index) => {
        const x = this.left + index * (cellWidth + gap);
        this.doc.lineWidth(0.6).roundedRect(x, this.y, cellWidth, height, 4).fillAndStroke(COLOURS.surface, COLOURS.line);
        const cx = x + 15;
        const cy = this.y + height / 2;
        this.doc.circle(cx, cy, 7).fill(COLOURS.accent);
        this.doc
          .save()
          .moveTo(cx - 3.2, cy + 0.2)
          .lineTo(cx - 0.9, cy + 2.5)
          .lineTo(cx + 3.4, cy - 2.4)
          .lineWidth(1.3)
          .lineCap("round")
          .lineJoin("round")
          .strokeColor(COLOURS.white)
          .stroke()
          .restore();
        const textHeight = this.measure(label, style, cellWidth - 36);
        this.textAt(label, x + 28, this.y + (height - textHeight) / 2 + 0.5, cellWidth - 36, style);
      });
      this.y += height + gap;
    }
    this.y += 4;
  }

  /** Bookmark in the reader's side panel, and a named destination for internal links. */
  mark(title: string, id: string, parent?: PDFKit.PDFOutline): PDFKit.PDFOutline {
    this.doc.addNamedDestination(id, "XYZ", 0, PAGE.height - Math.max(0, this.y - 20), null);
    return (parent ?? this.doc.outline).addItem(printable(title));
  }

  /**
   * Running header and footer on every page from `from` on, drawn once the page count is
   * known: a logo and the company name, the document's name, hairlines, a footer line
   * (edition, site, contact details) and the page number.
   */
  frame(options: { from: number; logo: PrintImage; company: string; documentName: string; footer: string; pagination: (page: number, pages: number) => string }): void {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start + options.from; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      const logoHeight = 13;
      this.doc.image(options.logo.data, this.left, 30, { height: logoHeight, width: logoHeight / options.logo.ratio });
      this.textAt(options.company, this.left + logoHeight / options.logo.ratio + 8, 31.5, 220, { font: "semibold", size: 8.5 });
      this.textAt(options.documentName, this.right - 240, 31.5, 240, { size: 8.5, colour: COLOURS.muted, align: "right" });
      this.rule(52, COLOURS.line, 0.6);
      const footerY = PAGE.height - 40;
      this.rule(footerY - 8, COLOURS.line, 0.6);
      this.textAt(options.footer, this.left, footerY, this.width - 80, { size: 8, colour: COLOURS.muted, oneLine: true });
      this.textAt(options.pagination(index - start + 1, count), this.right - 100, footerY, 100, { size: 8, colour: COLOURS.muted, align: "right", tabular: true });
    }
  }

  /** Finishes the document and returns its bytes. */
  finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
      this.doc.end();
    });
  }
}
