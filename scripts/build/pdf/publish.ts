import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT_DIR } from "../../lib/paths.ts";
import { CATALOGUE_PICTURES, renderCatalogue, type CatalogueInput } from "./catalogue.ts";
import { readPdfContent, type PdfContent } from "./content.ts";
import { loadContent } from "#app/content/loader.server.ts";
import { builtLanguages } from "#app/model/translations.ts";
import { renderDataSheet, type DataSheetInput } from "./data-sheet.ts";
import { FAMILY_PICTURE_WIDTH } from "./family.ts";
import { dataSheetPdfHref, isGeneratedCatalogue, localizedPdfHref, pdfFileName, printedLocales } from "#app/model/pdf-files.ts";
import { fontFile, FONTS, type FontName } from "./fonts.ts";
import { logoImage, printImage, sourceHash, type ImageDirs } from "./images.ts";
import { COLOURS } from "./writer.ts";

/*
 * Writes the catalogue and the data sheets into the build, from a cache kept between
 * builds (.cache/pdf/). A document's cache key hashes everything it is made of: the
 * content its renderer receives, the content hashes of its pictures, and the generator
 * itself (this folder's code, the shared helpers it uses, the fonts, PDFKit's version).
 * Unchanged inputs reuse the cached file; any change produces a new one.
 */

export const PDF_CACHE_DIR = path.join(ROOT_DIR, ".cache", "pdf");

/** The specification's catalogue is "about 5 MB": ours must stay below. */
export const MAX_CATALOGUE_BYTES = 5 * 1000 * 1000;

/** Height of the logo as drawn on the cover; the running headers scale the same picture down. */
const LOGO_POINTS = 30;

const require = createRequire(import.meta.url);

/** Source files whose change alters the output of the same content. */
function generatorFiles(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const own = readdirSync(here)
    .filter((name) => name.endsWith(".ts"))
    .sort()
    .map((name) => path.join(here, name));
  const model = path.join(ROOT_DIR, "app", "model");
  const shared = readdirSync(model)
    .filter((name) => name.endsWith(".ts"))
    .sort()
    .map((name) => path.join(model, name));
  return [...own, ...shared, path.join(ROOT_DIR, "app", "theme", "tokens.ts")];
}

let generatorHash: string | undefined;
function generator(): string {
  if (!generatorHash) {
    const hash = createHash("sha256");
    for (const file of generatorFiles()) hash.update(readFileSync(file));
    for (const name of Object.keys(FONTS) as FontName[]) hash.update(readFileSync(fontFile(name)));
    hash.update(readFileSync(path.join(path.dirname(require.resolve("pdfkit")), "..", "package.json")));
    generatorHash = hash.digest("hex");
  }
  return generatorHash;
}

interface Job {
  href: string;
  catalogue: boolean;
  input: CatalogueInput | DataSheetInput;
  /** Content paths of the pictures, for the key. */
  pictures: string[];
  render: () => Promise<Buffer>;
}

export interface PublishedPdf {
  href: string;
  file: string;
  bytes: number;
  fromCache: boolean;
}

export interface PdfOptions extends ImageDirs {
  buildDir: string;
  cacheDir?: string;
}

/** The documents the content asks for, in every printed language: one data sheet per family, and the catalogue unless content points to an external one. */
function plan(options: PdfOptions): Job[] {
  return printedLocales(builtLanguages(loadContent(options.contentDir).languages)).flatMap((locale) => planIn(readPdfContent(options.contentDir, locale), options));
}

function planIn(content: PdfContent, options: PdfOptions): Job[] {
  const dirs: ImageDirs = { contentDir: options.contentDir, publicDir: options.publicDir, imageCacheDir: options.imageCacheDir };
  const { locale, company, ui, documents, origin } = content;
  const logo = (background: string = COLOURS.white) => logoImage(company.logo.src, LOGO_POINTS, background, dirs);
  const jobs: Job[] = content.sheets.map(({ sheet }) => {
    const names = content.sheets.map(({ sheet: { code, nom } }) => ({ code, nom }));
    const input: DataSheetInput = { locale, company, ui, documents, origin, sheet, families: content.families, processes: content.processes, names };
    return {
      href: dataSheetPdfHref(sheet.code, locale),
      catalogue: false,
      input,
      pictures: [company.logo.src, sheet.carte.image.src],
      render: async () => renderDataSheet(input, { logo: await logo(), picture: await printImage(sheet.carte.image.src, "carte.image", FAMILY_PICTURE_WIDTH, dirs) }),
    };
  });
  if (isGeneratedCatalogue(company.catalogue.fichier)) {
    const input: CatalogueInput = {
      locale,
      company,
      ui,
      documents,
      origin,
      families: content.families,
      processes: content.processes,
      sheets: content.sheets,
      applications: content.applications,
      applicationLabels: content.applicationLabels,
      cover: content.cover?.src,
    };
    jobs.push({
      href: localizedPdfHref(company.catalogue.fichier, locale),
      catalogue: true,
      input,
      pictures: [company.logo.src, ...(input.cover ? [input.cover] : []), ...input.sheets.map(({ sheet }) => sheet.carte.image.src), ...input.applications.map(({ application }) => application.imagePrincipale.src)],
      render: async () =>
        renderCatalogue(input, {
          logo: await logo(),
          coverLogo: await logo(COLOURS.limestone),
          cover: input.cover ? await printImage(input.cover, "visuel", CATALOGUE_PICTURES.cover, dirs) : undefined,
          families: await Promise.all(input.sheets.map(({ sheet }) => printImage(sheet.carte.image.src, "carte.image", FAMILY_PICTURE_WIDTH, dirs))),
          applications: await Promise.all(input.applications.map(({ application }) => printImage(application.imagePrincipale.src, "imagePrincipale", CATALOGUE_PICTURES.application, dirs))),
        }),
    });
  }
  return jobs;
}

function cacheKey(job: Job, dirs: ImageDirs): string {
  const hash = createHash("sha256").update(generator()).update(JSON.stringify(job.input));
  for (const src of job.pictures) hash.update(`${src}:${sourceHash(src, dirs)}`);
  return hash.digest("hex").slice(0, 16);
}

function writeAtomically(file: string, data: Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** Generates (or takes from the cache) every PDF and copies it to its address under `buildDir`. */
export async function publishPdfs(options: PdfOptions): Promise<PublishedPdf[]> {
  const cacheDir = options.cacheDir ?? PDF_CACHE_DIR;
  mkdirSync(cacheDir, { recursive: true });
  const published: PublishedPdf[] = [];
  for (const job of plan(options)) {
    const stem = pdfFileName(job.href).replace(/\.pdf$/, "");
    const cached = path.join(cacheDir, `${stem}-${cacheKey(job, options)}.pdf`);
    const fromCache = existsSync(cached);
    if (!fromCache) {
      const data = await job.render();
      if (job.catalogue && data.length > MAX_CATALOGUE_BYTES)
        throw new Error(
          `Le catalogue pèse ${(data.length / 1e6).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} Mo, ${MAX_CATALOGUE_BYTES / 1e6} Mo au maximum — allégez les images principales des applications ou les images des fiches (des photos JPEG d'environ 2 400 px de large suffisent).`,
        );
      // Older versions of this document are of no further use.
      for (const name of readdirSync(cacheDir))
        if (name.startsWith(`${stem}-`) && /^[0-9a-f]{16}\.pdf$/.test(name.slice(stem.length + 1))) rmSync(path.join(cacheDir, name));
      writeAtomically(cached, data);
    }
    const target = path.join(options.buildDir, job.href);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(cached, target);
    published.push({ href: job.href, file: target, bytes: statSync(cached).size, fromCache });
  }
  return published;
}

/** The build step: publishes the PDFs into build/client/ and says what it did and how long it took. */
export async function buildPdfs(buildDir: string): Promise<void> {
  const started = performance.now();
  const published = await publishPdfs({ buildDir });
  const seconds = ((performance.now() - started) / 1000).toLocaleString("fr-FR", { maximumFractionDigits: 1 });
  const generated = published.filter((pdf) => !pdf.fromCache).length;
  console.log(
    `PDF : ${published.map((pdf) => `${pdf.href} (${Math.ceil(pdf.bytes / 1024).toLocaleString("fr-FR")} Ko)`).join(", ")} — ` +
      `${generated} produits, ${published.length - generated} repris du cache, en ${seconds} s`,
  );
}
