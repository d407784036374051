import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadContent, projectDirs, readContentFiles } from "#app/content/loader.server.ts";
import { imageSourceFile } from "#app/content/image-sources.server.ts";
import { builtTranslations, type Language, type TranslationGap } from "#app/model/translations.ts";
import { findMissingBuyerFacts, type MissingFact } from "./buyer-facts-to-supply.ts";
import { reviewTranslations } from "./content/translation-review.ts";
import { contextForFiles } from "./content/validate.ts";

/*
 * The go-live check: the site is built with placeholders (example.com, +216 71 000 000,
 * example social pages, a placeholder partner logo) until the company's real details are
 * known. `npm run check:publication` and `npm run build:production` refuse to publish
 * while any remains; `npm run build` (and so `npm start`, `npm test`) only warns.
 */

export interface Placeholder {
  /** Where it is: a content file, or the image file a content field points to. */
  file: string;
  /** The field, as a path in the file (`reseauxSociaux[0].url`). */
  field: string;
  value: string;
  /** What to put instead, in French. */
  fix: string;
}

/** Domain names reserved for examples and tests (RFC 2606), in an address or an e-mail. */
const EXAMPLE_DOMAIN = /(?:^|[/@.\s])(?:[a-z0-9-]+\.)*example\.(?:com|net|org)\b|[a-z0-9]\.(?:example|test|invalid)\b/i;
/** A Tunisian number whose subscriber part is all zeros (+216 71 000 000), whatever the spaces. */
const PLACEHOLDER_PHONE = /\+216[\s\u00a0\u202f]*\d{2}[\s\u00a0\u202f]*000[\s\u00a0\u202f]*000(?!\d)/;
/** A value left to fill in, as the legal details are shipped (« À compléter : identifiant unique (RNE) »). */
const TO_FILL = /^à compléter\b/iu;
/** A social page named "example" (https://www.facebook.com/example). */
const isExamplePage = (value: string) => /^https?:\/\//.test(value) && new URL(value).pathname.split("/").includes("example");

/**
 * SHA-256 of placeholder pictures the project ships: the partner logo drawn by
 * `npm run generate:artwork`. A real logo saved over it (or another file named in
 * content) is a different file.
 */
export const PLACEHOLDER_PICTURES = new Set(["32c14f4dc8ca060ed7852af87250d2cd0ef244a1040887c67ee0e4f0f8098296"]);

/** What to put instead, by field; a generic sentence otherwise. */
function fixFor(file: string, field: string, data: unknown): string {
  if (file === "site/reglages.json" && field === "origine") return "indiquez l'adresse publique du site : https:// suivi de son nom de domaine, sans « / » à la fin";
  if (file === "site/reglages.json" && field === "signalementCsp") return "indiquez l'adresse du service qui reçoit les rapports, ou retirez ce réglage";
  if (file === "site/entreprise.json") {
    if (field === "email") return "indiquez l'adresse e-mail qui reçoit les messages du formulaire de contact";
    if (field === "telephone") return "indiquez le numéro de téléphone de l'entreprise, au format +216 XX XXX XXX";
    if (field === "whatsapp") return "indiquez le numéro WhatsApp de l'entreprise, au format +216 XX XXX XXX";
    const legal: Record<string, string> = {
      "mentionsLegales.formeJuridique": "indiquez la forme juridique de l'entreprise et son capital, tels qu'au Registre national des entreprises",
      "mentionsLegales.identifiantUnique": "indiquez l'identifiant unique de l'entreprise au Registre national des entreprises (RNE)",
      "mentionsLegales.responsablePublication": "indiquez le nom et la fonction de la personne qui répond du contenu du site",
      "mentionsLegales.hebergeur.nom": "indiquez le nom de l'hébergeur du site",
      "mentionsLegales.hebergeur.adresse": "indiquez l'adresse postale de l'hébergeur du site",
    };
    if (legal[field]) return legal[field];
    const social = /^reseauxSociaux\[(\d+)\]\.url$/.exec(field);
    if (social) {
      const label = (data as { reseauxSociaux?: { libelle?: string }[] }).reseauxSociaux?.[Number(social[1])]?.libelle ?? "du réseau";
      return `indiquez l'adresse de la page ${label} de l'entreprise, ou retirez cette entrée de reseauxSociaux`;
    }
  }
  return "remplacez cette valeur d'exemple par la vraie";
}

function* strings(value: unknown, at: string): Generator<[field: string, value: string]> {
  if (typeof value === "string") yield [at, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, `${at}[${index}]`);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) if (key !== "$schema") yield* strings(item, at ? `${at}.${key}` : key);
  }
}

/** Every placeholder left in the content and the pictures it names, in file order. */
export function findPlaceholders({ contentDir, publicDir } = projectDirs()): Placeholder[] {
  const found: Placeholder[] = [];
  for (const [file, data] of readContentFiles(contentDir)) {
    for (const [field, value] of strings(data, "")) {
      if (EXAMPLE_DOMAIN.test(value) || PLACEHOLDER_PHONE.test(value) || isExamplePage(value) || TO_FILL.test(value)) {
        found.push({ file: `content/${file}`, field, value, fix: fixFor(file, field, data) });
      }
    }
  }
  const { company } = loadContent(contentDir);
  const logo = imageSourceFile(company.partenaire.logo.src, { contentDir, publicDir });
  if (existsSync(logo) && PLACEHOLDER_PICTURES.has(createHash("sha256").update(readFileSync(logo)).digest("hex"))) {
    const shown = path.relative(path.dirname(path.resolve(publicDir)), logo);
    found.push({
      file: "content/site/entreprise.json",
      field: "partenaire.logo.src",
      value: company.partenaire.logo.src,
      fix: `${shown} est le logo provisoire : enregistrez à sa place le logo du partenaire (ou indiquez ici un autre fichier), et son nom dans partenaire.nom`,
    });
  }
  // Grouped by file, in the order of the files.
  return found.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** One French line per placeholder: file › field : value — what to put. */
export function formatPlaceholder({ file, field, value, fix }: Placeholder): string {
  return `${file} › ${field} : « ${value} » — ${fix}.`;
}

/** Every buyer fact the data sheets do not give yet (buyer-facts-to-supply.ts). */
export const findMissingFacts = ({ contentDir } = projectDirs()): MissingFact[] => findMissingBuyerFacts(loadContent(contentDir));

/** A language that is built but not ready: still « brouillon », or with texts to translate or review. */
export interface UnreadyLanguage {
  code: string;
  nom: string;
  etat: Language["etat"];
  gaps: TranslationGap[];
}

/**
 * Every language that would go online unready: a « brouillon » one (its texts are drafts
 * for the company to review), or a « publiée » one with texts to translate or review. A
 * « désactivée » language is not built, so it never stops publication.
 */
export function findUnreadyLanguages({ contentDir, publicDir } = projectDirs()): UnreadyLanguage[] {
  const context = contextForFiles(readContentFiles(contentDir), { contentDir, publicDir });
  const gaps = reviewTranslations(context);
  return builtTranslations(context.content.languages!)
    .map((language) => ({ code: language.code, nom: language.nom, etat: language.etat, gaps: gaps.filter((gap) => gap.locale === language.code) }))
    .filter((language) => language.etat === "brouillon" || language.gaps.length > 0);
}

/** One French line per unready language; the gaps are listed by `npm run validate:content`. */
export function formatUnreadyLanguage({ code, nom, etat, gaps }: UnreadyLanguage): string {
  const count = (state: TranslationGap["state"]) => gaps.filter((gap) => gap.state === state).length;
  const left = gaps.length > 0 ? ` ; ${count("à traduire")} texte(s) à traduire, ${count("à revoir")} à revoir, ${count("disparu")} en trop (la liste : npm run validate:content)` : "";
  const fix =
    etat === "brouillon"
      ? `relisez ses textes puis passez son état à « publiée » dans content/site/langues.json, ou à « désactivée » pour ne pas la mettre en ligne`
      : "traduisez et revoyez ces textes, ou passez la langue à « désactivée » dans content/site/langues.json";
  return `content/site/langues.json › ${nom} (${code}) : ${etat}${left} — ${fix}.`;
}

/** The one line the ordinary build prints while placeholders or missing buyer facts remain. */
export function placeholderWarning(placeholders: Placeholder[], missing: MissingFact[] = [], languages: UnreadyLanguage[] = []): string | undefined {
  if (placeholders.length === 0 && missing.length === 0 && languages.length === 0) return undefined;
  const count = placeholders.length;
  const parts = [
    count > 0 && `${count} valeur${count > 1 ? "s" : ""} provisoire${count > 1 ? "s" : ""} (exemples, numéros fictifs, mentions légales à compléter, logo du partenaire)`,
    missing.length > 0 && `${missing.length} fait${missing.length > 1 ? "s" : ""} d'achat à fournir (procédés, contact alimentaire, formats, commande minimale, délai)`,
    languages.length > 0 && `${languages.length} langue${languages.length > 1 ? "s" : ""} en brouillon ou à traduire (${languages.map((language) => language.nom).join(", ")})`,
  ].filter(Boolean);
  return `Mise en ligne : ${parts.join(", ")} — normal pour un essai, refusé par « npm run build:production » ; la liste : « npm run check:publication ».`;
}
