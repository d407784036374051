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
/** Where the text of a page may go, in points from the top: between the running header and footer. */
export const TEXT_AREA = { top: TOP, bottom: BOTTOM } as const;

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
  /** The document's language (its texts, and capitals as that language writes them). */
  lang?: string;
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
  /** Phrases that must not be split across lines, besides the e-mails, web addresses and phone numbers always kept whole. */
  keep?: string[];
}

/** An item of a definition grid: a term, its value on the same line when both fit, and an optional note under them. */
export interface GridEntry {
  term: string;
  value: string;
  note?: string;
}

/**
 * E-mail addresses, web addresses and phone numbers: a reader copies them as they are
 * printed, so a line break inside one (at a hyphen, a dot or a space) would give a wrong
 * address or number.
 */
const UNBREAKABLE = [
  /(?<![\w.+-])[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/giu,
  /(?<![\w@./-])(?:https?:\/\/)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/[^\s]*)?/giu,
  /(?<![\w])\+?\d[\d \u00a0.-]{5,}\d(?!\w)/gu,
];

/** Spans [start, end) of `text` that must stay on one line, merged where they overlap. */
export function unbreakableSpans(text: string, keep: readonly string[] = []): [number, number][] {
  const spans: [number, number][] = [];
  for (const pattern of UNBREAKABLE) for (const match of text.matchAll(pattern)) spans.push([match.index, match.index + match[0].length]);
  for (const phrase of keep) {
    for (let index = text.indexOf(phrase); phrase && index >= 0; index = text.indexOf(phrase, index + phrase.length)) spans.push([index, index + phrase.length]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/** Words of `text` between the spaces where a line may break: none inside an unbreakable span. */
function breakableWords(text: string, spans: [number, number][]): string[] {
  const words: string[] = [];
  let start = 0;
  for (let index = 0; index <= text.length; index += 1) {
    if (index < text.length && (text[index] !== " " || spans.some(([from, to]) => index > from && index < to))) continue;
    if (index > start) words.push(text.slice(start, index));
    start = index + 1;
  }
  return words;
}

export interface TableColumn {
  label: string;
  /** Share of the table's width. */
  width: number;
  numeric?: boolean;
}

const GRID = { padY: 4 } as const;

const LEAD: TextStyle = { size: 11.5, colour: COLOURS.muted, lineGap: 3.5 };

const HEADING: TextStyle = { font: "semibold", size: 12.5, lineGap: 2 };

const BODY: Required<Pick<TextStyle, "font" | "size" | "colour" | "lineGap">> = { font: "regular", size: 9.5, colour: COLOURS.ink, lineGap: 3.2 };

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly left = MARGIN;
  readonly right = PAGE.width - MARGIN;
  readonly width = PAGE.width - 2 * MARGIN;
  readonly top = TOP;
  readonly bottom = BOTTOM;
  /** Height of the text area between the running header and footer. */
  readonly height = BOTTOM - TOP;
  y = TOP;
  readonly lang: string;

  constructor(meta: DocumentMeta) {
    this.lang = meta.lang ?? DEFAULT_LOCALE;
    this.doc = new PDFDocument({
      size: "A4",
      margin: 0,
      autoFirstPage: false,
      bufferPages: true,
      lang: this.lang,
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

  /** A label in capitals, as the document's language writes them. */
  capitals(text: string): string {
    return text.toLocaleUpperCase(this.lang);
  }

  newPage(): void {
    this.doc.addPage({ size: "A4", margin: 0 });
    this.y = this.top;
  }

  /**
   * Where a part of a document (a family, the applications) starts: on a new page, or on
   * this one below a rule when the page is not yet well filled and the part's opening
   * (`keep` points) fits under it, so that no page but the last is left mostly blank.
   */
  newPart(keep: number): void {
    if (this.y <= this.top + 1) return;
    if (this.y - this.top >= this.height * 0.6 || this.y + 40 + keep > this.bottom) return this.newPage();
    this.y += 14;
    this.rule(this.y, COLOURS.line, 0.6);
    this.y += 26;
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

  /**
   * The text as PDFKit will draw it, and the size it is drawn at. When the text holds an
   * unbreakable span, the lines are broken here, at spaces outside the spans, and PDFKit
   * gets one explicit line at a time that fits: it then never breaks a span at a hyphen
   * or mid-word. A span wider than the line shrinks the text until it fits; so does a
   * one-line text that holds one, rather than being cut.
   */
  private layout(text: string, style: TextStyle, width: number): { value: string; style: TextStyle } {
    let value = this.style(text, style);
    const spans = unbreakableSpans(value, style.keep);
    if (spans.length === 0) return { value, style };
    const size = style.size ?? BODY.size;
    const widthOf = (part: string) => this.doc.widthOfString(part, { characterSpacing: style.characterSpacing ?? 0 });
    const available = width - 0.5;
    const widest = style.oneLine ? widthOf(value) : Math.max(...spans.map(([from, to]) => widthOf(value.slice(from, to))));
    let fitted = style;
    if (widest > available) {
      fitted = { ...style, size: Math.floor(((size * available) / widest) * 10) / 10 };
      this.doc.fontSize(fitted.size!);
    }
    if (style.oneLine) return { value, style: fitted };
    value = value
      .split("\n")
      .map((paragraph) => {
        const lines: string[] = [];
        for (const word of breakableWords(paragraph, unbreakableSpans(paragraph, style.keep))) {
          const last = lines.at(-1);
          if (last !== undefined && widthOf(`${last} ${word}`) <= available) lines[lines.length - 1] = `${last} ${word}`;
          else lines.push(word);
        }
        return lines.join("\n");
      })
      .join("\n");
    return { value, style: fitted };
  }

  /** Height of a text block of that width, in points. */
  measure(text: string, style: TextStyle = {}, width = this.width): number {
    const { value, style: fitted } = this.layout(text, style, width);
    return this.doc.heightOfString(value, this.options(fitted, width));
  }

  textWidth(text: string, style: TextStyle = {}): number {
    const value = this.style(text, style);
    return this.doc.widthOfString(value, { characterSpacing: style.characterSpacing ?? 0 });
  }

  /** Draws text at (x, y) without moving the cursor; returns its height. */
  textAt(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    const { value, style: fitted } = this.layout(text, style, width);
    const options = this.options(fitted, width);
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
    this.text(this.capitals(text), { font: "bold", size: 8.5, colour, characterSpacing: 1.2 }, 6);
  }

  /** Height a page title takes, its accent rule included. */
  titleHeight(text: string, size = 22): number {
    return this.measure(text, { font: "bold", size, lineGap: 2 }) + 22;
  }

  /** Page title with a short accent rule above it. */
  title(text: string, size = 22): void {
    this.ensure(this.measure(text, { font: "bold", size, lineGap: 2 }) + 120);
    this.doc.rect(this.left, this.y, 28, 3).fill(COLOURS.accent);
    this.y += 12;
    this.text(text, { font: "bold", size, lineGap: 2 }, 10);
  }

  /** Height a section heading takes, space above it included. */
  headingHeight(text: string): number {
    return this.measure(text, HEADING) + 17;
  }

  /** Section heading; keeps at least `keep` points of what follows on the same page. */
  heading(text: string, keep = 60): void {
    const style = HEADING;
    this.ensure(this.headingHeight(text) + keep);
    if (this.y > this.top + 1) this.y += 10;
    this.text(text, style, 7);
  }

  lead(text: string, width = this.width): void {
    this.text(text, LEAD, 14, this.left, width);
  }

  leadHeight(text: string, width = this.width): number {
    return this.measure(text, LEAD, width) + 14;
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
   * A compact two-column alternative to a two- or three-column table: each entry's term
   * and value on one line (the value under the term when both do not fit), its note in
   * small type below, a hairline under each. Entries run down the first column, then the
   * second, split where both columns come out about as tall; a grid that does not fit
   * continues on the next page.
   */
  grid(caption: string, entries: GridEntry[], columns = 2): void {
    const { gap, columnWidth, termStyle, valueStyle, noteStyle, captionStyle, sameLine, heights, layout, keep } = this.gridLayout(caption, entries, columns);
    this.ensure(keep);
    this.text(caption, captionStyle, 6);
    let start = 0;
    while (start < entries.length) {
      // As many entries as fit above the footer; a page that takes too few of them gives way to the next.
      let end = entries.length;
      while (end > start + 1 && this.y + 1 + layout(start, end).tallest > this.bottom) end -= 1;
      // Nor does a page take so many that the next gets a lone row.
      if (end < entries.length) end = Math.min(end, entries.length - 2 * columns);
      if (end < entries.length && end - start < Math.min(entries.length - start, 2 * columns) && this.y > this.top + 1) {
        this.newPage();
        continue;
      }
      const { splits, tallest } = layout(start, end);
      const top = this.y;
      this.rule(top, COLOURS.ink, 0.9);
      let from = start;
      splits.forEach((to, column) => {
        const x = this.left + column * (columnWidth + gap);
        let y = top + 1;
        for (let index = from; index < to; index += 1) {
          const entry = entries[index];
          let lineY = y + GRID.padY;
          if (sameLine(entry)) {
            this.textAt(entry.term, x, lineY, columnWidth, termStyle);
            lineY += this.textAt(entry.value, x, lineY, columnWidth, { ...valueStyle, align: "right" });
          } else {
            lineY += this.textAt(entry.term, x, lineY, columnWidth, termStyle) + 1;
            lineY += this.textAt(entry.value, x, lineY, columnWidth, valueStyle);
          }
          if (entry.note) this.textAt(entry.note, x, lineY + 2, columnWidth, noteStyle);
          y += heights[index];
          this.rule(y, COLOURS.line, 0.6, x, x + columnWidth);
        }
        from = to;
      });
      this.y = top + 1 + tallest;
      start = end;
      if (start < entries.length) this.newPage();
    }
    this.y += 10;
  }

  /** What a grid keeps on the page it starts: its caption and its first rows, or all of it when it is short. */
  gridKeep(caption: string, entries: GridEntry[], columns = 2): number {
    return this.gridLayout(caption, entries, columns).keep;
  }

  private gridLayout(caption: string, entries: GridEntry[], columns: number) {
    const gap = 22;
    const { padY } = GRID;
    const columnWidth = (this.width - gap * (columns - 1)) / columns;
    const termStyle: TextStyle = { font: "semibold", size: 9, lineGap: 1.5 };
    const valueStyle: TextStyle = { size: 9, lineGap: 1.5 };
    const noteStyle: TextStyle = { size: 8, colour: COLOURS.muted, lineGap: 1.3 };
    const captionStyle: TextStyle = { font: "medium", size: 9, colour: COLOURS.muted, lineGap: 2 };
    const sameLine = (entry: GridEntry) => this.textWidth(entry.term, termStyle) + 10 + this.textWidth(entry.value, valueStyle) <= columnWidth;
    const height = (entry: GridEntry) =>
      padY * 2 +
      this.measure(entry.term, termStyle, columnWidth) +
      (sameLine(entry) ? 0 : this.measure(entry.value, valueStyle, columnWidth) + 1) +
      (entry.note ? this.measure(entry.note, noteStyle, columnWidth) + 2 : 0);
    const heights = entries.map(height);
    // The split of entries [start, end) with the shortest tallest column, in order; `splits` are the columns' ends.
    const layout = (start: number, end: number) => {
      const sum = (from: number, to: number) => heights.slice(from, to).reduce((a, b) => a + b, 0);
      let best = { splits: [end], tallest: sum(start, end) };
      if (columns === 2)
        for (let split = start + 1; split < end; split += 1) {
          const tallest = Math.max(sum(start, split), sum(split, end));
          if (tallest < best.tallest) best = { splits: [split, end], tallest };
        }
      return best;
    };
    const captionHeight = this.measure(caption, captionStyle) + 6;
    // A short grid stays whole; a long one keeps its first two rows with its caption.
    const keep = captionHeight + 1 + layout(0, entries.length <= 4 * columns ? entries.length : 2 * columns).tallest;
    return { gap, columnWidth, termStyle, valueStyle, noteStyle, captionStyle, sameLine, heights, layout, keep };
  }

  /**
   * A ruled table: a caption, a header row on a sunk background with a strong rule under
   * it, hairlines between rows, numbers right-aligned in tabular figures. The header is
   * repeated when the table continues on a new page.
   */
  table(caption: string, columns: TableColumn[], rows: string[][], options: { rowHeaders?: boolean } = {}): void {
    this.tableLayout(caption, columns, rows, options).draw();
  }

  /** Height of a table drawn on one page, caption and space below included. */
  tableHeight(caption: string, columns: TableColumn[], rows: string[][], options: { rowHeaders?: boolean } = {}): number {
    return this.tableLayout(caption, columns, rows, options).height;
  }

  private tableLayout(caption: string, columns: TableColumn[], rows: string[][], options: { rowHeaders?: boolean }): { height: number; draw: () => void } {
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
    const draw = () => {
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
    };
    return { height: captionHeight + headHeight + rows.reduce((sum, row) => sum + rowHeight(row), 0) + 12, draw };
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
