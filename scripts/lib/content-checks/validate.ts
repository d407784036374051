import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ErrorObject, ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import addErrors from "ajv-errors";
import { imageSourceFile, readSourceInfo } from "#app/content/image-sources.server.ts";
import { parseJson } from "#app/content/json-text.ts";
import { listContentFiles, readContentText, readSiteRoutes } from "#app/content/loader.server.ts";
import { COLLECTIONS, RESERVED_SLUGS, REQUIRED_PAGES, SINGLE_FILES, SLUG_PATTERN, schemaForFile, schemaRefFor, type CollectionName } from "#app/model/collections.ts";
import { assembleContent, type SiteContent } from "#app/model/content.ts";
import type { ImageRole } from "#app/model/image.ts";
import { largestWidth } from "#app/model/image-roles.ts";
import { IMAGE_PREFIX, imageSourceLabel, isPipelineImage, MAX_SOURCE_BYTES, rolesForImageField } from "#app/model/images.ts";
import { dataSheetPdfHref, isGeneratedCatalogue } from "#app/model/pdf-files.ts";
import { CONTENT_DIR, PUBLIC_DIR, SCHEMA_DIR } from "../paths.ts";
import { findBannedClaims } from "./banned-claims.ts";
import { formatNumber, joinPath, schemaErrorMessage } from "./schema-errors.ts";

export interface ContentError {
  /** File as the editor sees it, e.g. `content/fiches/rbn.json`. */
  file: string;
  /** Readable field path, e.g. `lignes[2].grammage`; empty for the whole file. */
  path: string;
  /** What is wrong, then what to do. */
  message: string;
}

export function formatError(error: ContentError): string {
  return `${error.file}${error.path ? ` › ${error.path}` : ""} : ${error.message}`;
}

export interface ValidateOptions {
  contentDir?: string;
  publicDir?: string;
  schemaDir?: string;
}

export interface ValidationResult {
  errors: ContentError[];
  /** Every content file read, parsed, keyed by path relative to content/. */
  files: Map<string, unknown>;
}

/** Grammage may differ from thickness × density by this fraction (rounding on the data sheets). */
export const GRAMMAGE_TOLERANCE = 0.02;

const validators = new Map<string, Ajv2020>();

/** Compiled once per schema folder: compiling is the slow part, and tests validate hundreds of times. */
function createValidator(schemaDir: string): Ajv2020 {
  const cached = validators.get(schemaDir);
  if (cached) return cached;
  const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true, allowUnionTypes: true, discriminator: true });
  addFormats.default(ajv, ["email", "uri"]);
  addErrors.default(ajv);
  for (const name of readdirSync(schemaDir).filter((file) => file.endsWith(".schema.json")).sort()) {
    ajv.addSchema(JSON.parse(readFileSync(path.join(schemaDir, name), "utf8")));
  }
  validators.set(schemaDir, ajv);
  return ajv;
}

/**
 * Keeps the one error that helps. An empty text also fails its pattern; a wrong type
 * fails every other keyword; a menu entry matching neither oneOf branch fails at the
 * top of both branches. The schema's own sentence (ajv-errors) or the first error says it all.
 */
function withoutNoise(errors: ErrorObject[]): ErrorObject[] {
  const typeErrors = new Set(errors.filter((e) => e.keyword === "type").map((e) => e.instancePath));
  const emptyTexts = new Set(errors.filter((e) => e.keyword === "minLength" && e.data === "").map((e) => e.instancePath));
  const oneOfFailures = errors
    .filter((e) => e.keyword === "errorMessage" && (e.params as { errors?: ErrorObject[] }).errors?.some((inner) => inner.keyword === "oneOf"))
    .map((e) => ({ at: e.instancePath, branches: e.schemaPath.replace(/\/errorMessage$/, "/oneOf/") }));
  return errors.filter((e) => {
    if (typeErrors.has(e.instancePath) && e.keyword !== "type") return false;
    if (emptyTexts.has(e.instancePath) && e.keyword !== "minLength") return false;
    // Errors deeper inside a oneOf branch stay: they point at a real mistake within the entry.
    return !oneOfFailures.some(({ at, branches }) => e.schemaPath.startsWith(branches) && e.instancePath === at);
  });
}

type Visitor = (value: unknown, fieldPath: string, key: string | number | undefined) => void;

function walk(value: unknown, visit: Visitor, fieldPath = "", key?: string | number): void {
  visit(value, fieldPath, key);
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, visit, joinPath(fieldPath, index), index));
  else if (value && typeof value === "object")
    for (const [childKey, child] of Object.entries(value)) walk(child, visit, joinPath(fieldPath, childKey), childKey);
}

function normaliseInternalPath(href: string): string {
  const bare = href.split(/[?#]/)[0];
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
}

/**
 * Checks every file in content/: JSON syntax, its JSON Schema, then what a schema
 * cannot say (files that must exist, images, links, unique addresses, grammage
 * arithmetic, banned claims). Returns every error, not just the first.
 */
export function validateContent(options: ValidateOptions = {}): ValidationResult {
  const contentDir = options.contentDir ?? CONTENT_DIR;
  const publicDir = options.publicDir ?? PUBLIC_DIR;
  const ajv = createValidator(options.schemaDir ?? SCHEMA_DIR);
  const errors: ContentError[] = [];
  const files = new Map<string, unknown>();
  const display = (relative: string) => `content/${relative}`;
  const add = (relative: string, fieldPath: string, message: string) =>
    errors.push({ file: display(relative), path: fieldPath, message });

  // 1. Files that must exist, and files that have no place.
  for (const relative of Object.keys(SINGLE_FILES)) {
    if (!existsSync(path.join(contentDir, relative)))
      add(relative, "", "ce fichier obligatoire est introuvable — restaurez-le depuis l'historique du dépôt.");
  }
  for (const slug of REQUIRED_PAGES) {
    const relative = `pages/${slug}.json`;
    if (!existsSync(path.join(contentDir, relative)))
      add(relative, "", "cette page obligatoire est introuvable — restaurez le fichier depuis l'historique du dépôt.");
  }

  // 2. Syntax and schema, file by file.
  const contentFiles = listContentFiles(contentDir);
  for (const relative of contentFiles) {
    const schemaName = schemaForFile(relative);
    if (!schemaName) {
      add(
        relative,
        "",
        `ce fichier n'a pas sa place ici — rangez une page dans ${Object.keys(COLLECTIONS)
          .map((name) => `content/${name}/`)
          .join(", ")} avec un nom en minuscules finissant par .json, ou supprimez-le.`,
      );
      continue;
    }
    const text = readContentText(relative, contentDir);
    const parsed = parseJson(text);
    if (!parsed.ok) {
      add(relative, "", parsed.error.message);
      continue;
    }
    const { data } = parsed;
    files.set(relative, data);
    const validate = ajv.getSchema(schemaName) as ValidateFunction;
    if (!validate(data)) {
      for (const error of withoutNoise(validate.errors ?? [])) {
        const { path: fieldPath, message } = schemaErrorMessage(error);
        add(relative, fieldPath, message);
      }
    }
    const expectedRef = schemaRefFor(relative, schemaName);
    const actualRef = (data as Record<string, unknown> | null)?.["$schema"];
    if (typeof actualRef === "string" && actualRef !== expectedRef)
      add(relative, "$schema", `« ${actualRef} » n'est pas le schéma de ce fichier — remplacez-le par « ${expectedRef} ».`);
  }

  const unparsed = contentFiles.filter((relative) => schemaForFile(relative) && !files.has(relative));

  // 3. Page addresses: valid and unique across every collection.
  const routes = readSiteRoutes(contentDir);
  const seen = new Map<string, string>();
  for (const route of routes) {
    const relative = `${route.collection}/${route.slug}.json`;
    if (!SLUG_PATTERN.test(route.slug)) {
      add(relative, "", `le nom de fichier « ${route.slug}.json » ne peut pas servir d'adresse — n'utilisez que des minuscules sans accent, des chiffres et des tirets (par ex. emballages-luxe.json).`);
    } else if (RESERVED_SLUGS.includes(route.slug)) {
      add(relative, "", `l'adresse /${route.slug} est réservée par le site — renommez le fichier.`);
    }
    const previous = seen.get(route.path);
    if (previous && previous !== relative)
      add(relative, "", `l'adresse ${route.path} est déjà celle de content/${previous} — renommez l'un des deux fichiers.`);
    else seen.set(route.path, relative);
  }
  const knownPaths = new Set(routes.map((route) => route.path));
  const ficheSlugs = new Set(routes.filter((route) => route.collection === "fiches").map((route) => route.slug));

  // 4. Cross-file and cross-field checks on files that parsed.
  for (const [relative, data] of files) {
    walk(data, (value, fieldPath, key) => {
      if (typeof value !== "string" || key === "$schema") return;
      if (value.startsWith(IMAGE_PREFIX)) {
        checkImage(relative, fieldPath, key === "src" ? fieldPath.replace(/\.src$/, "") : fieldPath, value, { contentDir, publicDir }, add);
      } else if (key === "fichier" && relative === "site/entreprise.json" && isGeneratedCatalogue(value)) {
        checkGeneratedPdf(relative, fieldPath, value, publicDir, add);
      } else if (key === "href" && value.startsWith("/") && !knownPaths.has(normaliseInternalPath(value))) {
        add(relative, fieldPath, `le lien ${value} ne mène à aucune page du site — choisissez une adresse existante (${[...knownPaths].join(", ")}).`);
      } else if (key !== "src") {
        for (const claim of findBannedClaims(value))
          add(relative, fieldPath, `l'allégation « ${claim.found} » est interdite sur ce site (${claim.reason}) — remplacez-la par un fait vérifiable, par ex. ${claim.instead}.`);
      }
    });
  }

  for (const [relative, data] of files) {
    const [collection] = relative.split("/") as [CollectionName | string];
    const record = data as Record<string, unknown>;
    if (collection === "fiches") {
      checkDataSheet(relative, record, ficheSlugs, add);
      if (typeof record.code === "string") checkGeneratedPdf(relative, "code", dataSheetPdfHref(record.code), publicDir, add);
    }
    if (relative === "site/documents-pdf.json") checkComposition(relative, record, add);
    if (relative === "site/entreprise.json") checkOpeningHours(relative, record, add);
    walk(data, (value, fieldPath) => {
      const table = value as { colonnes?: unknown; lignes?: unknown };
      if (!Array.isArray(table?.colonnes) || !Array.isArray(table.lignes)) return;
      table.lignes.forEach((row, index) => {
        if (Array.isArray(row) && row.length !== (table.colonnes as unknown[]).length)
          add(relative, joinPath(joinPath(fieldPath, "lignes"), index), `cette ligne a ${row.length} cellules pour ${(table.colonnes as unknown[]).length} colonnes — ajoutez ou retirez des cellules.`);
      });
    });
  }
  // A sheet that did not parse would look "missing" from the family table: report the syntax error alone.
  // Cross-file rules read the content as the site does (app/model/content.ts); files that
  // failed their schema are still there, so the rules check each value's type first.
  const content: Partial<SiteContent> = assembleContent(files);
  if (!unparsed.some((relative) => relative.startsWith("fiches/"))) checkFamilies(content, add);

  return { errors, files };
}

type Add = (relative: string, fieldPath: string, message: string) => void;

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
function checkImage(relative: string, fieldPath: string, imagePath: string, src: string, dirs: { contentDir: string; publicDir: string }, add: Add): void {
  const file = imageSourceFile(src, dirs);
  const label = imageSourceLabel(src);
  const base = path.join(isPipelineImage(src) ? dirs.contentDir : dirs.publicDir, "images");
  if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) {
    add(relative, fieldPath, `le fichier ${label} est introuvable — ajoutez-le dans ${path.posix.dirname(label)}/ ou corrigez le chemin.`);
    return;
  }
  if (!isPipelineImage(src)) return;
  let info;
  try {
    info = readSourceInfo(file);
  } catch {
    add(relative, fieldPath, `le fichier ${label} n'est pas une image lisible — réenregistrez-le en JPEG, PNG ou SVG.`);
    return;
  }
  const svg = info.format === "svg";
  const limit = MAX_SOURCE_BYTES[svg ? "svg" : "raster"];
  if (info.bytes > limit) {
    add(
      relative,
      fieldPath,
      svg
        ? `l'image ${label} pèse ${formatBytes(info.bytes)}, ${formatBytes(limit)} au maximum pour un SVG — simplifiez le dessin ou fournissez une photo JPEG.`
        : `l'image ${label} pèse ${formatBytes(info.bytes)}, ${formatBytes(limit)} au maximum pour une photo — réduisez-la à 2 400 px de large environ et enregistrez-la en JPEG qualité 85.`,
    );
  }
  const roles = rolesForImageField(imagePath);
  const needed = largestWidth(roles);
  if (!svg && info.width < needed) {
    add(
      relative,
      fieldPath,
      `l'image ${label} fait ${formatNumber(info.width)} px de large, or cet emplacement (${roles.map((role) => ROLE_NAMES[role]).join(", ")}) l'affiche jusqu'à ${formatNumber(needed)} px — fournissez une version d'au moins ${formatNumber(needed)} px de large.`,
    );
  }
}

function checkDataSheet(relative: string, sheet: Record<string, unknown>, ficheSlugs: Set<string>, add: Add): void {
  const rows = Array.isArray(sheet.lignes) ? sheet.lignes : [];
  rows.forEach((row: Record<string, unknown>, index) => {
    const { epaisseur, densite, grammage } = row ?? {};
    if (typeof epaisseur !== "number" || typeof densite !== "number" || typeof grammage !== "number") return;
    const expected = epaisseur * densite;
    if (Math.abs(grammage - expected) > expected * GRAMMAGE_TOLERANCE)
      add(
        relative,
        `lignes[${index}].grammage`,
        `${formatNumber(grammage)} ne correspond pas à ${formatNumber(epaisseur)} µm × ${formatNumber(densite)} g/cm³ = ${formatNumber(expected)} g/m² — corrigez l'épaisseur ou le grammage.`,
      );
  });
  const self = path.posix.basename(relative, ".json");
  (Array.isArray(sheet.fichesLiees) ? sheet.fichesLiees : []).forEach((slug: unknown, index) => {
    if (typeof slug !== "string") return;
    if (slug === self) add(relative, `fichesLiees[${index}]`, `une fiche ne peut pas se recommander elle-même — retirez « ${slug} ».`);
    else if (!ficheSlugs.has(slug))
      add(relative, `fichesLiees[${index}]`, `aucune fiche content/fiches/${slug}.json n'existe — choisissez parmi : ${[...ficheSlugs].join(", ")}.`);
  });
}

/**
 * The build writes the catalogue and the data sheets into build/client/catalogue/ after
 * copying public/: a file of public/ with the same name would be silently replaced.
 */
function checkGeneratedPdf(relative: string, fieldPath: string, href: string, publicDir: string, add: Add): void {
  const target = path.join(publicDir, href);
  if (target.startsWith(publicDir) && existsSync(target))
    add(
      relative,
      fieldPath,
      `le site produit lui-même ${href} à partir du contenu, or public${href} porte le même nom — supprimez public${href}${
        fieldPath === "code" ? "" : " (ou, pour proposer un catalogue hébergé ailleurs, indiquez son adresse https://)"
      }.`,
    );
}

function checkComposition(relative: string, documents: Record<string, unknown>, add: Add): void {
  const parts = (documents.catalogue as { composition?: { repartition?: unknown } } | undefined)?.composition?.repartition;
  if (!Array.isArray(parts) || !parts.every((part) => typeof part?.pourcentage === "number")) return;
  const total = parts.reduce((sum: number, part: { pourcentage: number }) => sum + part.pourcentage, 0);
  if (total !== 100)
    add(relative, "catalogue.composition.repartition", `les parts totalisent ${formatNumber(total)} % au lieu de 100 % — corrigez les pourcentages.`);
}

function checkOpeningHours(relative: string, company: Record<string, unknown>, add: Add): void {
  const hours = Array.isArray(company.horaires) ? company.horaires : [];
  const days = new Map<string, number>();
  hours.forEach((slot: Record<string, unknown>, index) => {
    if (typeof slot?.ouverture === "string" && typeof slot.fermeture === "string" && slot.ouverture >= slot.fermeture)
      add(relative, `horaires[${index}]`, `l'ouverture (${slot.ouverture}) doit précéder la fermeture (${slot.fermeture}) — corrigez les heures.`);
    (Array.isArray(slot?.jours) ? slot.jours : []).forEach((day: unknown) => {
      if (typeof day !== "string") return;
      if (days.has(day))
        add(relative, `horaires[${index}].jours`, `le ${day} figure déjà dans horaires[${days.get(day)}] — ne l'indiquez qu'une fois.`);
      else days.set(day, index);
    });
  });
}

/** Every family of the comparison table has its data sheet, and every data sheet its line in the table. */
function checkFamilies(content: Partial<SiteContent>, add: Add): void {
  const families = content.families?.familles;
  if (!Array.isArray(families)) return;
  const sheetCodes = new Map<string, string>();
  for (const { slug, data } of content.sheets ?? []) if (typeof data?.code === "string") sheetCodes.set(data.code, `fiches/${slug}.json`);
  const tableCodes = new Set<string>();
  families.forEach((family, index) => {
    if (typeof family?.code !== "string") return;
    tableCodes.add(family.code);
    if (!sheetCodes.has(family.code))
      add("familles.json", `familles[${index}].code`, `aucune fiche technique n'a le code ${family.code} — créez content/fiches/${family.code.toLowerCase()}.json ou retirez cette ligne.`);
  });
  for (const [code, relative] of sheetCodes)
    if (!tableCodes.has(code))
      add("familles.json", "familles", `la famille ${code} (content/${relative}) manque dans le tableau comparatif — ajoutez-lui une ligne.`);
}
