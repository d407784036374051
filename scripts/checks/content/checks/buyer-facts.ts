import { existsSync } from "node:fs";
import path from "node:path";
import { collectionFile } from "#app/model/collections.ts";
import type { FicheTechnique } from "#app/generated/content-types.ts";
import { shownFile, type CheckContext, type ContentCheck, type ContentProblem } from "../check.ts";
import { andList, formatNumber, quote } from "../../../../app/model/content-rules/wording.ts";

/*
 * The buyer facts of a data sheet (app/model/buyer-facts.ts) are read as stated: a rating
 * for a process the catalogue does not list, for a thickness the sheet does not make or
 * twice for the same thickness, a condition left unsaid, a document that is not there, an
 * expired certification would each put a wrong statement in front of a buyer, on the
 * page, in the PDF and in the search engines' data.
 */

const PROCESSES_FILE = "content/site/procedes.json";

function* catalogue(context: CheckContext): Generator<ContentProblem> {
  const processes = context.content.processes?.procedes ?? [];
  const seen = new Map<string, number>();
  const terms = new Map<string, string>();
  for (const [index, process] of processes.entries()) {
    const first = seen.get(process.cle);
    if (first !== undefined) yield { file: PROCESSES_FILE, path: `procedes[${index}].cle`, message: `la clé ${quote(process.cle)} est déjà celle du procédé ${first + 1} — donnez à chaque procédé sa propre clé.` };
    else seen.set(process.cle, index);
    for (const [position, term] of process.termes.entries()) {
      const owner = terms.get(term.toLowerCase());
      if (owner !== undefined && owner !== process.cle)
        yield { file: PROCESSES_FILE, path: `procedes[${index}].termes[${position}]`, message: `${quote(term)} désigne déjà le procédé ${quote(owner)} — un mot ne désigne qu'un procédé.` };
      else terms.set(term.toLowerCase(), process.cle);
    }
  }
}

const documentFile = (href: string, publicDir: string) => path.join(publicDir, ...href.split("/").filter(Boolean));

function* sheetFacts(context: CheckContext, slug: string, sheet: FicheTechnique, today: string): Generator<ContentProblem> {
  const file = shownFile(collectionFile("fiches", slug));
  const keys = context.content.processes?.procedes.map((process) => process.cle);
  const rows = sheet.lignes.map((row) => row.epaisseur);
  const shownRows = `${andList(rows.map(formatNumber))} µm`;
  const ratedAt = new Map<string, number>();
  for (const [index, rating] of (sheet.procedes ?? []).entries()) {
    const at = `procedes[${index}]`;
    if (keys && !keys.includes(rating.procede)) {
      yield { file, path: `${at}.procede`, message: `${quote(rating.procede)} n'est pas un procédé de ${PROCESSES_FILE} — choisissez parmi : ${keys.join(", ")}.` };
      continue;
    }
    if (rating.statut !== "adapte" && !rating.precision)
      yield {
        file,
        path: `${at}.precision`,
        message: `le procédé ${quote(rating.procede)} est « ${rating.statut} » sans précision — écrivez ${rating.statut === "sous-conditions" ? "la condition (encres, réglages, essai…)" : "pourquoi il est déconseillé"}.`,
      };
    const twice: number[] = [];
    let other: number | undefined;
    for (const [position, thickness] of (rating.epaisseurs ?? [...new Set(rows)]).entries()) {
      if (!rows.includes(thickness)) {
        yield { file, path: `${at}.epaisseurs[${position}]`, message: `${formatNumber(thickness)} µm n'est pas une épaisseur de cette fiche (lignes : ${shownRows}) — choisissez-en une du tableau des spécifications.` };
        continue;
      }
      const key = `${rating.procede} ${thickness}`;
      const earlier = ratedAt.get(key);
      if (earlier === undefined) ratedAt.set(key, index);
      else {
        twice.push(thickness);
        other ??= earlier;
      }
    }
    if (twice.length > 0)
      yield {
        file,
        path: at,
        message: `le procédé ${quote(rating.procede)} a déjà une aptitude pour ${andList(twice.map(formatNumber))} µm (procedes[${other}]) — une seule aptitude par épaisseur : partagez les épaisseurs entre les deux.`,
      };
  }
  const food = sheet.contactAlimentaire;
  const missing = food?.statut === "declaration" ? (["reglement", "declaration"] as const).filter((field) => !food[field]) : [];
  if (missing.length > 0)
    yield {
      file,
      path: `contactAlimentaire.${missing[0]}`,
      message: `le statut « declaration » demande ${andList(missing.map((field) => (field === "reglement" ? "le règlement auquel la déclaration se réfère (par ex. « Règlement (UE) n° 10/2011 »)" : "le fichier de la déclaration, déposé dans public/documents/")))} — écrivez-${missing.length > 1 ? "les" : "le"}, ou choisissez le statut « sur-demande ».`,
    };
  const documents: [string, string][] = (sheet.documents ?? []).map((document, index) => [`documents[${index}].fichier`, document.fichier]);
  if (food?.declaration) documents.push(["contactAlimentaire.declaration", food.declaration]);
  for (const [at, href] of documents)
    if (!existsSync(documentFile(href, context.dirs.publicDir)))
      yield { file, path: at, message: `le fichier public${href} n'existe pas — déposez le PDF dans public/documents/ sous ce nom, ou corrigez le chemin.` };
  for (const [index, certification] of (sheet.certifications ?? []).entries())
    if (certification.validite < today)
      yield { file, path: `certifications[${index}].validite`, message: `la certification ${quote(certification.nom)} a expiré le ${certification.validite} — indiquez la date du certificat renouvelé, ou retirez-la.` };
  const { formats, delai } = sheet;
  if (formats?.feuilles && !formats.livraison.includes("feuilles"))
    yield { file, path: "formats.feuilles", message: "des formats de feuilles sont écrits mais « feuilles » n'est pas dans « livraison » — ajoutez-le, ou retirez ces formats." };
  if (formats?.bobines && !formats.livraison.includes("bobines"))
    yield { file, path: "formats.bobines", message: "des bobines sont décrites mais « bobines » n'est pas dans « livraison » — ajoutez-le, ou retirez leur description." };
  if (delai && delai.de > delai.a)
    yield { file, path: "delai", message: `le délai va de ${delai.de} à ${delai.a} ${delai.unite} — écrivez le plus court dans « de » et le plus long dans « a ».` };
  for (const [index, property] of (sheet.proprietes ?? []).entries())
    for (const [position, thickness] of (property.epaisseurs ?? []).entries())
      if (!rows.includes(thickness))
        yield { file, path: `proprietes[${index}].epaisseurs[${position}]`, message: `${formatNumber(thickness)} µm n'est pas une épaisseur de cette fiche (lignes : ${shownRows}) — choisissez-en une du tableau des spécifications.` };
}

export const buyerFacts: ContentCheck = {
  name: "buyer-facts",
  description:
    "Refuses a process that content/site/procedes.json does not list or lists twice, a rating for a thickness the sheet does not make or rated twice, a condition or reason left unsaid, a food-contact declaration without its regulation or file, a document file that is not in public/documents/, an expired certification, formats not offered in « livraison », and a lead time that runs backwards.",
  *check(context) {
    yield* catalogue(context);
    const today = new Date().toISOString().slice(0, 10);
    for (const { slug, data } of context.content.sheets) yield* sheetFacts(context, slug, data, today);
  },
};
