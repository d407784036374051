import type { Application, FicheTechnique, Interface } from "#app/generated/content-types.ts";
import { productNames } from "#app/model/product-names.ts";
import { addressLine, fillTemplate } from "#app/model/text.ts";
import { contactLines, openingHours } from "./contact.ts";
import type { PdfContent } from "./content.ts";
import { editionDate } from "./data-sheet.ts";
import { comparisonTable, drawFamily, FAMILY_PICTURE_WIDTH, printedBuyerFacts } from "./family.ts";
import type { PrintImage } from "./images.ts";
import { COLOURS, PAGE, PdfWriter, type TextStyle } from "./writer.ts";
import { recommendations } from "#app/model/recommendations.ts";

/**
 * Everything the catalogue is made of: its cache key is the hash of this object. The
 * content the PDFs share, with the cover as a content path (the home page's picture).
 */
export type CatalogueInput = Omit<PdfContent, "cover"> & { cover?: string };

export interface CatalogueImages {
  /** On white, for the running headers. */
  logo: PrintImage;
  /** On the cover's limestone. */
  coverLogo: PrintImage;
  cover?: PrintImage;
  /** In the order of `sheets`. */
  families: PrintImage[];
  /** In the order of `applications`. */
  applications: PrintImage[];
}

/** Drawn widths of the pictures, in points: what the image variants are chosen for. */
export const CATALOGUE_PICTURES = { cover: PAGE.width - 2 * 56.7, application: 200 } as const;

interface TocEntry {
  title: string;
  id: string;
  page: number;
  level: 0 | 1;
}

/** The catalogue: cover, presentation and composition, the families, their comparison, the applications, contact details. */
export async function renderCatalogue(input: CatalogueInput, images: CatalogueImages): Promise<Buffer> {
  const { company, ui, documents, origin } = input;
  const labels = documents.catalogue;
  const title = fillTemplate(labels.titre, { edition: company.catalogue.edition });
  const edition = fillTemplate(documents.edition, { edition: company.catalogue.edition });
  const writer = new PdfWriter({
    title: `${title} — ${company.nom}`,
    author: company.nom,
    subject: labels.sousTitre,
    keywords: [company.nom, ...input.sheets.map(({ sheet }) => sheet.code), ...input.applications.map(({ application }) => application.menu)].join(", "),
    date: editionDate(company.catalogue.edition),
    lang: input.locale,
  });
  const toc: TocEntry[] = [];
  const section = (entryTitle: string, id: string, level: 0 | 1 = 0, parent?: PDFKit.PDFOutline) => {
    toc.push({ title: entryTitle, id, level, page: writer.doc.bufferedPageRange().count });
    return writer.mark(entryTitle, id, parent);
  };

  drawCover(writer, input, images, title, edition);

  // Presentation and composition, under the table of contents (filled in at the end, once page numbers are known).
  writer.newPage();
  const tocTop = writer.y;
  const tocHeight = tocBoxHeight(input);
  writer.y += tocHeight + 26;
  section(labels.presentation.titre, "presentation");
  writer.title(labels.presentation.titre);
  writer.paragraphs(labels.presentation.paragraphes, { size: 10.5, lineGap: 3.6 });
  writer.space(8);
  section(labels.composition.titre, "composition");
  writer.heading(labels.composition.titre, 120);
  compositionBar(writer, labels.composition.repartition);
  writer.paragraphs(labels.composition.paragraphes);

  // The families: an overview with the comparison table, then one section per family.
  writer.newPage();
  const familiesOutline = section(labels.familles.titre, "familles");
  writer.title(labels.familles.titre);
  writer.lead(labels.familles.chapo);
  comparisonTable(writer, input.families, input.sheets.map(({ sheet }) => sheet), ui.fiche);
  familyCards(writer, input.sheets, images.families, ui.fiche);
  input.sheets.forEach(({ slug, sheet }, index) => {
    // The eyebrow, the title and the picture beside the description.
    writer.newPart(writer.titleHeight(productNames(sheet, ui.fiche).title, 20) + 20 + FAMILY_PICTURE_WIDTH * images.families[index].ratio);
    section(productNames(sheet, ui.fiche).label, `fiche-${slug}`, 1, familiesOutline);
    writer.eyebrow(sheet.code);
    drawFamily(writer, sheet, ui, images.families[index], printedBuyerFacts(sheet, input));
  });

  // The applications, one picture each, as many per page as fit.
  writer.newPart(
    writer.titleHeight(labels.applications.titre) +
      writer.leadHeight(labels.applications.chapo) +
      (input.applications.length > 0 ? applicationHeight(writer, input.applications[0].application, input, images.applications[0]) : 0),
  );
  const applicationsOutline = section(labels.applications.titre, "applications");
  writer.title(labels.applications.titre);
  writer.lead(labels.applications.chapo);
  input.applications.forEach(({ slug, application }, index) => {
    applicationBlock(writer, application, input, images.applications[index], () =>
      section(application.menu, `application-${slug}`, 1, applicationsOutline),
    );
  });

  writer.newPart(writer.titleHeight(labels.contact.titre) + writer.leadHeight(labels.contact.texte) + CONTACT_PAGE_HEIGHT);
  section(labels.contact.titre, "contact");
  writer.title(labels.contact.titre);
  writer.lead(labels.contact.texte);
  contactPage(writer, input);

  drawToc(writer, labels.sommaire, toc, tocTop);
  writer.frame({
    from: 1,
    logo: images.logo,
    company: company.nom,
    documentName: title,
    footer: `${edition} · ${origin.replace(/^https?:\/\//, "")}`,
    pagination: (page, pages) => fillTemplate(documents.pagination, { page, pages }),
  });
  return writer.finish();
}

function drawCover(writer: PdfWriter, input: CatalogueInput, images: CatalogueImages, title: string, edition: string): void {
  const { doc } = writer;
  const { company, origin } = input;
  writer.newPage();
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLOURS.limestone);
  const logoHeight = 30;
  const logoWidth = logoHeight / images.coverLogo.ratio;
  doc.image(images.coverLogo.data, writer.left, 56, { width: logoWidth, height: logoHeight });
  writer.textAt(company.nom, writer.left + logoWidth + 12, 63, 260, { font: "semibold", size: 14 });
  writer.textAt(edition, writer.right - 160, 65, 160, { font: "medium", size: 10, colour: COLOURS.muted, align: "right" });

  doc.rect(writer.left, 178, 40, 4).fill(COLOURS.accent);
  let y = 196;
  y += writer.textAt(title, writer.left, y, writer.width, { font: "bold", size: 46, lineGap: 0 }) + 14;
  writer.textAt(input.documents.catalogue.sousTitre, writer.left, y, 400, { size: 14, colour: COLOURS.muted, lineGap: 4 });

  const band = 92;
  if (images.cover) {
    const height = Math.min(writer.width * images.cover.ratio, PAGE.height - band - 40 - 380);
    const width = height / images.cover.ratio;
    writer.image(images.cover, writer.left + (writer.width - width) / 2, PAGE.height - band - 40 - height, width);
  }
  doc.rect(0, PAGE.height - band, PAGE.width, band).fill(COLOURS.accent);
  const white = { size: 10, colour: COLOURS.white };
  writer.textAt(`${company.nom} — ${addressLine(company.adresse)}`, writer.left, PAGE.height - band + 26, writer.width, { ...white, font: "semibold" });
  const host = origin.replace(/^https?:\/\//, "");
  writer.textAt(`${company.telephone}   ·   ${company.email}   ·   ${host}`, writer.left, PAGE.height - band + 46, writer.width, white);
}

const TOC_ROW = 17;

function tocColumns(entries: { id: string; level: number }[]): [number, number] {
  // Split at a top-level entry, as close to the middle as possible.
  const starts = entries.map((entry, index) => (entry.level === 0 ? index : -1)).filter((index) => index > 0);
  const split = starts.reduce((best, index) => (Math.abs(index - entries.length / 2) < Math.abs(best - entries.length / 2) ? index : best), entries.length);
  return [split, entries.length - split];
}

function tocBoxHeight(input: CatalogueInput): number {
  const levels = [0, 0, 0, ...input.sheets.map(() => 1), 0, ...input.applications.map(() => 1), 0].map((level) => ({ id: "", level }));
  const [first, second] = tocColumns(levels);
  return 44 + Math.max(first, second) * TOC_ROW;
}

function drawToc(writer: PdfWriter, heading: string, toc: TocEntry[], top: number): void {
  const { doc } = writer;
  doc.switchToPage(doc.bufferedPageRange().start + 1);
  const [first] = tocColumns(toc);
  const height = 44 + Math.max(first, toc.length - first) * TOC_ROW;
  doc.roundedRect(writer.left, top, writer.width, height, 5).fill(COLOURS.surface);
  doc.roundedRect(writer.left, top, writer.width, height, 5).lineWidth(0.6).strokeColor(COLOURS.line).stroke();
  writer.textAt(heading, writer.left + 16, top + 14, 200, { font: "semibold", size: 11.5 });
  const columnWidth = (writer.width - 32 - 24) / 2;
  toc.forEach((entry, index) => {
    const column = index < first ? 0 : 1;
    const row = column === 0 ? index : index - first;
    const x = writer.left + 16 + column * (columnWidth + 24);
    const y = top + 38 + row * TOC_ROW;
    const indent = entry.level === 1 ? 12 : 0;
    const style = { font: entry.level === 0 ? ("semibold" as const) : ("regular" as const), size: 9, goTo: entry.id };
    writer.textAt(entry.title, x + indent, y, columnWidth - indent - 30, { ...style, lineGap: 0, oneLine: true });
    writer.textAt(String(entry.page), x + columnWidth - 30, y, 30, { ...style, align: "right", tabular: true, colour: COLOURS.muted });
    writer.rule(y + TOC_ROW - 5, COLOURS.line, 0.4, x + indent, x + columnWidth);
  });
}

/** The composition as one bar split in proportion, each part labelled with its share. */
function compositionBar(writer: PdfWriter, parts: { libelle: string; pourcentage: number }[]): void {
  const { doc } = writer;
  const height = 26;
  writer.ensure(height + 44);
  const fills = [COLOURS.accent, COLOURS.line, COLOURS.sunk, COLOURS.accentTint, COLOURS.muted];
  let x = writer.left;
  parts.forEach((part, index) => {
    const width = (writer.width * part.pourcentage) / 100;
    doc.rect(x, writer.y, width, height).fill(fills[index % fills.length]);
    const onDark = index === 0 || index === 4;
    writer.textAt(`${part.pourcentage} %`, x + 10, writer.y + 7.5, width - 20, { font: "bold", size: 10.5, colour: onDark ? COLOURS.white : COLOURS.ink, tabular: true });
    writer.textAt(part.libelle, x, writer.y + height + 7, Math.max(width, 120), { font: "medium", size: 9.5, colour: COLOURS.ink });
    x += width;
  });
  writer.y += height + 34;
}

/** One row per family under the comparison table: its picture, code, name and what it is for. */
function familyCards(writer: PdfWriter, sheets: { sheet: FicheTechnique }[], pictures: PrintImage[], labels: Interface["fiche"]): void {
  const pictureWidth = 96;
  const textX = writer.left + pictureWidth + 18;
  const textWidth = writer.width - pictureWidth - 18;
  writer.space(10);
  sheets.forEach(({ sheet }, index) => {
    const title = productNames(sheet, labels).cardTitle;
    const pictureHeight = pictureWidth * pictures[index].ratio;
    const textHeight =
      writer.measure(sheet.code, { font: "bold", size: 8.5 }) + 3 + writer.measure(title, { font: "semibold", size: 11 }, textWidth) + 3 + writer.measure(sheet.carte.description, { size: 9.5 }, textWidth);
    const height = Math.max(pictureHeight, textHeight);
    writer.ensure(height + 20);
    writer.image(pictures[index], writer.left, writer.y, pictureWidth);
    let y = writer.y + Math.max(0, (pictureHeight - textHeight) / 2);
    y += writer.textAt(sheet.code, textX, y, textWidth, { font: "bold", size: 8.5, colour: COLOURS.accent, characterSpacing: 1.2 }) + 3;
    y += writer.textAt(title, textX, y, textWidth, { font: "semibold", size: 11 }) + 3;
    writer.textAt(sheet.carte.description, textX, y, textWidth, { size: 9.5, colour: COLOURS.muted });
    writer.y += height + 10;
    writer.rule(writer.y, COLOURS.line, 0.6);
    writer.y += 10;
  });
}

/** One recommended grade as the catalogue prints it: the web page's card, and the family's rating of each process the application needs. */
interface PrintedGrade {
  title: string;
  thicknesses: string;
  reason: string;
  /** « Flexographie : sous conditions », one a process (or a group of thicknesses when the rating differs): kept whole on a line. */
  processes: string[];
}

/** The recommended grades as the application page's cards show them (app/model/recommendations.ts), each needed process on a line of its own. */
export function printedGrades(application: Application, input: CatalogueInput): PrintedGrade[] {
  const sheets = input.sheets.map(({ slug, sheet }) => ({ slug, data: sheet }));
  const { grades } = recommendations({ slug: "", data: application }, sheets, input.processes, { page: input.applicationLabels, faits: input.ui.faits, fiche: input.ui.fiche }, input.locale);
  return grades.map((grade) => ({ title: grade.title, thicknesses: grade.thicknesses, reason: grade.reason, processes: grade.processes.map((line) => line.text) }));
}

const GRADE = {
  title: { font: "semibold", size: 9.5, lineGap: 1.5 } as TextStyle,
  thicknesses: { size: 8.5, colour: COLOURS.muted, lineGap: 1.5 } as TextStyle,
  reason: { size: 9, lineGap: 1.5 } as TextStyle,
  processes: { size: 8.5, colour: COLOURS.muted, lineGap: 1.5 } as TextStyle,
};

/** The recommended grades, one under the other: name and thicknesses, why, and the ratings of the processes the application uses. */
function gradeList(writer: PdfWriter, grades: PrintedGrade[], x: number, y: number, width: number, draw: boolean): number {
  const top = y;
  grades.forEach((grade, index) => {
    const sameLine = writer.textWidth(grade.title, GRADE.title) + 10 + writer.textWidth(grade.thicknesses, GRADE.thicknesses) <= width;
    if (index > 0) {
      if (draw) writer.rule(y + 4, COLOURS.line, 0.5, x, x + width);
      y += 9;
    }
    const titleHeight = draw ? writer.textAt(grade.title, x, y, width, GRADE.title) : writer.measure(grade.title, GRADE.title, width);
    if (sameLine) {
      if (draw) writer.textAt(grade.thicknesses, x, y + 0.8, width, { ...GRADE.thicknesses, align: "right" });
      y += titleHeight + 1;
    } else {
      y += titleHeight + 1;
      y += (draw ? writer.textAt(grade.thicknesses, x, y, width, GRADE.thicknesses) : writer.measure(grade.thicknesses, GRADE.thicknesses, width)) + 1;
    }
    y += (draw ? writer.textAt(grade.reason, x, y, width, GRADE.reason) : writer.measure(grade.reason, GRADE.reason, width)) + 1;
    if (grade.processes.length > 0) {
      const line = grade.processes.join(" · ");
      const style = { ...GRADE.processes, keep: grade.processes };
      y += draw ? writer.textAt(line, x, y, width, style) : writer.measure(line, style, width);
    }
  });
  return y - top;
}

function applicationLayout(writer: PdfWriter, application: Application, input: CatalogueInput, picture: PrintImage) {
  const gap = 20;
  const pictureWidth = CATALOGUE_PICTURES.application;
  const textX = writer.left + pictureWidth + gap;
  const textWidth = writer.width - pictureWidth - gap;
  const eyebrow = { font: "bold" as const, size: 8, colour: COLOURS.accent, characterSpacing: 1 };
  const titleStyle = { font: "semibold" as const, size: 13, lineGap: 1.5 };
  const labelStyle = { font: "semibold" as const, size: 8.5, colour: COLOURS.muted };
  const listStyle = { size: 9, lineGap: 1.5 };
  const examplesLabel = input.applicationLabels.titreExemples;
  const gradesLabel = input.applicationLabels.titreRecommandations;
  const grades = printedGrades(application, input);
  const pictureHeight = pictureWidth * picture.ratio;
  const leftHeight =
    pictureHeight + 12 + writer.measure(examplesLabel, labelStyle, pictureWidth) + 4 + application.exemples.reduce((sum, example) => sum + writer.measure(example, listStyle, pictureWidth - 12) + 4, 0);
  const rightHeight =
    writer.measure(writer.capitals(application.menu), eyebrow, textWidth) +
    4 +
    writer.measure(application.titre, titleStyle, textWidth) +
    5 +
    writer.measure(application.resume, {}, textWidth) +
    10 +
    writer.measure(gradesLabel, labelStyle, textWidth) +
    5 +
    gradeList(writer, grades, textX, 0, textWidth, false);
  const height = Math.max(leftHeight, rightHeight);
  return { pictureWidth, textX, textWidth, eyebrow, titleStyle, labelStyle, listStyle, examplesLabel, gradesLabel, grades, pictureHeight, height };
}

/** Height of an application's block, the space after it included. */
const applicationHeight = (writer: PdfWriter, application: Application, input: CatalogueInput, picture: PrintImage) => applicationLayout(writer, application, input, picture).height + 30;

/**
 * An application: its picture with its examples under it on the left; its name, title,
 * summary and the grades its page recommends on the right.
 */
function applicationBlock(writer: PdfWriter, application: Application, input: CatalogueInput, picture: PrintImage, mark: () => void): void {
  const { pictureWidth, textX, textWidth, eyebrow, titleStyle, labelStyle, listStyle, examplesLabel, gradesLabel, grades, pictureHeight, height } = applicationLayout(
    writer,
    application,
    input,
    picture,
  );
  writer.ensure(height + 8);
  mark();
  const top = writer.y;
  writer.image(picture, writer.left, top, pictureWidth);
  writer.y = top + pictureHeight + 12;
  writer.text(examplesLabel, labelStyle, 4, writer.left, pictureWidth);
  writer.list(application.exemples, 1, listStyle, writer.left, pictureWidth);
  let y = top;
  y += writer.textAt(writer.capitals(application.menu), textX, y, textWidth, eyebrow) + 4;
  y += writer.textAt(application.titre, textX, y, textWidth, titleStyle) + 5;
  y += writer.textAt(application.resume, textX, y, textWidth) + 10;
  y += writer.textAt(gradesLabel, textX, y, textWidth, labelStyle) + 5;
  gradeList(writer, grades, textX, y, textWidth, true);
  writer.y = top + height + 14;
  writer.rule(writer.y, COLOURS.line, 0.6);
  writer.y += 16;
}

/** About the height of the contact page's details and hours, to start it under another part when it fits. */
const CONTACT_PAGE_HEIGHT = 260;

/** Contact details beside the opening hours, then the social networks. */
function contactPage(writer: PdfWriter, input: CatalogueInput): void {
  const { company, ui, documents, origin } = input;
  const top = writer.y + 6;
  const columnWidth = (writer.width - 30) / 2;
  let y = top + writer.textAt(company.nom, writer.left, top, columnWidth, { font: "semibold", size: 12 }) + 12;
  const detailsTop = y;
  for (const line of contactLines(company, ui, { label: documents.site, origin })) {
    writer.textAt(writer.capitals(line.label), writer.left, y, columnWidth, { font: "semibold", size: 7.5, colour: COLOURS.muted, characterSpacing: 0.5 });
    y += 11;
    y += writer.textAt(line.value, writer.left, y, columnWidth, { size: 10.5, link: line.link, keep: line.keep }) + 12;
  }
  const hoursX = writer.left + columnWidth + 30;
  let hoursY = detailsTop;
  writer.textAt(writer.capitals(ui.piedHoraires), hoursX, hoursY, columnWidth, { font: "semibold", size: 7.5, colour: COLOURS.muted, characterSpacing: 0.5 });
  hoursY += 13;
  for (const [days, hours] of openingHours(company, ui, input.locale)) {
    writer.textAt(days, hoursX, hoursY, columnWidth * 0.5, { font: "medium", size: 10.5 });
    writer.textAt(hours, hoursX + columnWidth * 0.5, hoursY, columnWidth * 0.5, { size: 10.5, tabular: true });
    hoursY += 24;
    writer.rule(hoursY - 8, COLOURS.line, 0.5, hoursX, hoursX + columnWidth);
  }
  if (company.reseauxSociaux.length > 0) {
    hoursY += 14;
    writer.textAt(writer.capitals(ui.reseauxSociaux), hoursX, hoursY, columnWidth, { font: "semibold", size: 7.5, colour: COLOURS.muted, characterSpacing: 0.5 });
    hoursY += 13;
    for (const network of company.reseauxSociaux) {
      hoursY += writer.textAt(`${network.libelle}\u00a0: ${network.url.replace(/^https:\/\/(www\.)?/, "")}`, hoursX, hoursY, columnWidth, { size: 9.5, link: network.url }) + 5;
    }
  }
  writer.y = Math.max(y, hoursY) + 10;
}
