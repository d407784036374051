import { collectionFile, collectionOf } from "#app/model/collections.ts";
import type { Entry } from "#app/model/content.ts";
import type { FicheTechnique, Procedes } from "#app/generated/content-types.ts";
import { ratingAt, type Rating } from "#app/model/buyer-facts.ts";
import { shownFile, type CheckContext, type ContentCheck, type ContentProblem, type TextValue } from "../check.ts";
import { andList, formatNumber, quote, escapeRegExp } from "../../../../app/model/content-rules/wording.ts";

/*
 * What the pages say about printing and converting must agree with the ratings the data
 * sheets give (content/site/procedes.json, `procedes` of each sheet): an application may not
 * need a process its recommended family is rated unsuitable for at a recommended thickness,
 * and no text may promise such a process for that family (« le carton RBN reçoit la dorure »
 * when RBN is rated « deconseille » for hot foil). A sentence that says it does not suit
 * (« ne convient pas », « sans », « ni », « déconseillé ») is not a promise.
 */

type Process = Procedes["procedes"][number];

const NEGATION = /(?:^|[^\p{L}])(?:ne|n'|n’|ni|pas|sans|jamais|déconseill\p{L}*|évite\p{L}*|exclu\p{L}*|incompatible\p{L}*)(?![\p{L}])/iu;


/** The processes a sentence names, by the words content/site/procedes.json gives each. */
function namedProcesses(sentence: string, processes: readonly Process[]): { process: Process; term: string }[] {
  const found: { process: Process; term: string }[] = [];
  for (const process of processes) {
    const term = process.termes.find((word) => new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, "iu").test(sentence));
    if (term) found.push({ process, term });
  }
  return found;
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?;])\s+/);

/** The thicknesses among `thicknesses` at which the sheet rates the process unsuitable, with the rating that says so. */
function unsuitableAt(sheet: FicheTechnique, process: string, thicknesses: readonly number[]): { thicknesses: number[]; rating: Rating } | undefined {
  const hits = thicknesses.flatMap((thickness) => {
    const rating = ratingAt(sheet, process, thickness);
    return rating?.statut === "deconseille" ? [{ thickness, rating }] : [];
  });
  return hits.length > 0 ? { thicknesses: hits.map((hit) => hit.thickness), rating: hits[0].rating } : undefined;
}

const ratingPlace = (entry: Entry<FicheTechnique>, rating: Rating) =>
  `content/${collectionFile("fiches", entry.slug)} › procedes[${entry.data.procedes!.indexOf(rating)}]${rating.precision ? ` : ${quote(rating.precision, 80)}` : ""}`;

function* recommendedProcesses(context: CheckContext, processes: readonly Process[]): Generator<ContentProblem> {
  const keys = processes.map((process) => process.cle);
  for (const { slug, data } of context.content.applications) {
    const file = shownFile(collectionFile("applications", slug));
    for (const [index, grade] of data.recommandations.entries()) {
      const sheet = context.content.sheets.find((entry) => entry.slug === grade.fiche);
      for (const [position, key] of (grade.procedes ?? []).entries()) {
        const at = `recommandations[${index}].procedes[${position}]`;
        if (!keys.includes(key)) {
          yield { file, path: at, message: `${quote(key)} n'est pas un procédé de content/site/procedes.json — choisissez parmi : ${keys.join(", ")}.` };
          continue;
        }
        const against = sheet && unsuitableAt(sheet.data, key, grade.epaisseurs);
        if (against)
          yield {
            file,
            path: at,
            message: `le ${sheet.data.code} est déconseillé en ${processes.find((process) => process.cle === key)!.nom} à ${andList(against.thicknesses.map(formatNumber))} µm (${ratingPlace(sheet, against.rating)}) — retirez ce procédé ou ces épaisseurs de la recommandation, ou corrigez l'aptitude dans la fiche.`,
          };
      }
    }
  }
}

/** The families a text speaks for: a data sheet's own; an application's recommended ones (or those a sentence names by code). */
function familiesOf(context: CheckContext, text: TextValue): { entry: Entry<FicheTechnique>; thicknesses: number[] }[] | undefined {
  const sheets = context.content.sheets;
  const collection = collectionOf(text.file);
  if (collection === "fiches") {
    const entry = sheets.find((candidate) => collectionFile("fiches", candidate.slug) === text.file);
    return entry && [{ entry, thicknesses: entry.data.lignes.map((row) => row.epaisseur) }];
  }
  if (collection !== "applications") return undefined;
  const application = context.content.applications.find((candidate) => collectionFile("applications", candidate.slug) === text.file);
  if (!application) return undefined;
  const grades = application.data.recommandations;
  // A recommendation's reason speaks for its own family only.
  const own = text.segments[0] === "recommandations" && typeof text.segments[1] === "number" ? [grades[text.segments[1]]] : grades;
  return own.flatMap((grade) => {
    const entry = sheets.find((candidate) => candidate.slug === grade?.fiche);
    return entry ? [{ entry, thicknesses: grade.epaisseurs }] : [];
  });
}

function* prose(context: CheckContext, processes: readonly Process[]): Generator<ContentProblem> {
  const codes = context.content.sheets.map((entry) => entry.data.code);
  for (const text of context.texts()) {
    // The ratings' own conditions and reasons are the facts, not a text about them.
    if (!text.prose || text.segments[0] === "procedes") continue;
    const families = familiesOf(context, text);
    if (!families?.length) continue;
    for (const sentence of sentencesOf(text.value)) {
      if (NEGATION.test(sentence)) continue;
      const named = codes.filter((code) => new RegExp(`\\b${code}\\b`).test(sentence));
      const speaksFor = named.length > 0 ? families.filter(({ entry }) => named.includes(entry.data.code)) : families;
      if (speaksFor.length === 0) continue;
      for (const { process, term } of namedProcesses(sentence, processes)) {
        // Without a code in the sentence, an application's text speaks for its families together: it contradicts them when none suits.
        const against = speaksFor.map(({ entry, thicknesses }) => ({ entry, found: unsuitableAt(entry.data, process.cle, thicknesses) }));
        if (!against.every(({ found }) => found)) continue;
        const { entry, found } = against[0];
        yield {
          file: shownFile(text.file),
          path: text.path,
          message: `${quote(term)} : ce texte présente le ${process.nom} comme possible alors que le ${entry.data.code} y est déconseillé (${ratingPlace(entry, found!.rating)}) — retirez-le du texte, dites qu'il ne convient pas, ou corrigez l'aptitude dans la fiche.`,
        };
      }
    }
  }
}

export const processClaims: ContentCheck = {
  name: "process-claims",
  description:
    "Refuses an application that needs a process its recommended family is rated unsuitable for at a recommended thickness, and a text of a data sheet or application page that presents such a process as possible for that family.",
  *check(context) {
    if (!context.complete("applications", "sheets", "processes")) return;
    const processes = context.content.processes!.procedes;
    yield* recommendedProcesses(context, processes);
    yield* prose(context, processes);
  },
};
