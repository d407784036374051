import { collectionFile, collectionOf } from "#app/model/collections.ts";
import { parseFamilyRange, rangeEnds, rangeHolds, rangeText, type FamilyRange } from "#app/model/family-range.ts";
import { countFromWords, NUMBER_WORDS, OTHER_COUNT_WORDS, parseFrenchNumber } from "#app/model/number.ts";
import type { Entry } from "#app/model/content.ts";
import type { FicheTechnique } from "#app/generated/content-types.ts";
import { shownFile, type CheckContext, type ContentCheck, type ContentProblem, type TextValue } from "../check.ts";
import { andList, formatNumber, quote, escapeRegExp } from "../../../../app/model/content-rules/wording.ts";

/*
 * Facts written out in words instead of through a placeholder, checked against the data
 * they restate: "six secteurs" above seven application cards, "60, 80 ou 100 µm" in the
 * description of a sheet that now has a 120 µm row, a category of the RBN table that
 * still lists a thickness removed from its rows. Each message names both places and the
 * placeholder that would keep the text true by itself (docs/decisions/2026-11-23-facts-from-data.md).
 */

const NUMBER = String.raw`\d+|${[...NUMBER_WORDS.slice(1), ...Object.keys(OTHER_COUNT_WORDS)].join("|")}`;
const COUNT = new RegExp(String.raw`(?<det>\b(?:les|nos|ses|leurs|ces)\s+)?(?<![\p{L}\d])(?<n>${NUMBER})\s+(?<noun>secteurs?(?:\s+d'application)?|applications?|familles?|fiches?\s+techniques?)(?![\p{L}])`, "giu");

const parseCount = (word: string) => (/^\d+$/.test(word) ? Number(word) : countFromWords(word)!);

/** A count reads as the total when it is introduced as such ("les six…"), impossible ("sept" of six), or heads a short text ("Six secteurs d'application"). */
function readsAsTotal(text: string, match: RegExpMatchArray, count: number, total: number): boolean {
  if (match.groups!.det) return true;
  if (count > total) return true;
  const before = text.slice(0, match.index);
  return text.length <= 90 && /(?:^|[—–:(]\s*)$/.test(before.trimEnd() === "" ? "" : before);
}

function* counts(context: CheckContext): Generator<ContentProblem> {
  const totals = {
    applications: context.complete("applications") ? context.content.applications.length : undefined,
    sheets: context.complete("sheets") ? context.content.sheets.length : undefined,
  };
  for (const text of context.texts()) {
    if (!text.prose) continue;
    for (const match of text.value.matchAll(COUNT)) {
      const noun = match.groups!.noun.toLowerCase();
      const aboutSheets = noun.startsWith("famille") || noun.startsWith("fiche");
      // In a data sheet, "applications" are the sheet's own list of products.
      if (!aboutSheets && collectionOf(text.file) === "fiches") continue;
      const total = aboutSheets ? totals.sheets : totals.applications;
      const count = parseCount(match.groups!.n);
      if (total === undefined || !readsAsTotal(text.value, match, count, total)) continue;
      const found = match[0].trim();
      const placeholder = `{${aboutSheets ? "fiches" : "applications"}.nombre}`;
      const counted = aboutSheets ? `content/fiches/ compte ${total} fiches techniques` : `content/applications/ compte ${total} applications`;
      // Right today, a written count goes stale with the next file: it is refused as well, with the same fix.
      yield {
        file: shownFile(text.file),
        path: text.path,
        message: `${quote(found)} ${count === total ? `recopie le nombre (${counted}) et ne suivra pas le prochain ajout` : `alors que ${counted}`} — écrivez « ${found.replace(new RegExp(`^(?:${match.groups!.det ?? ""})?${match.groups!.n}`, "i"), `${match.groups!.det ?? ""}${placeholder}`)} » : le nombre se met alors à jour tout seul.`,
      };
    }
  }
}


/**
 * A text that names the families or the applications one by one (« le papier RPN, le carton
 * RBN, la feuille STN et le papier SPN »; « papeterie, emballages alimentaires, … ») says
 * what the folders hold and goes stale with the next file: it quotes {fiches.liste} or
 * {applications.liste}. Every family's code, or all the applications but one (the list
 * written before the last one was added), read as such a list.
 */
function* lists(context: CheckContext): Generator<ContentProblem> {
  const codes = context.complete("sheets") ? context.content.sheets.map((entry) => entry.data.code) : [];
  const menus = context.complete("applications") ? context.content.applications.map((entry) => entry.data.menu) : [];
  for (const text of context.texts()) {
    if (!text.prose) continue;
    const named = codes.filter((code) => new RegExp(`(?<![\\p{L}])${code}(?![\\p{L}])`, "u").test(text.value));
    if (codes.length >= 2 && named.length === codes.length)
      yield {
        file: shownFile(text.file),
        path: text.path,
        message: `ce texte nomme une à une les ${codes.length} familles (${andList(named)}) — écrivez « {fiches.liste} » : la liste suit alors les fichiers de content/fiches/.`,
      };
    const namedMenus = menus.filter((menu) => new RegExp(`(?<![\\p{L}])${escapeRegExp(menu)}(?![\\p{L}])`, "iu").test(text.value));
    if (menus.length >= 3 && namedMenus.length >= Math.max(3, menus.length - 1))
      yield {
        file: shownFile(text.file),
        path: text.path,
        message: `ce texte nomme une à une ${namedMenus.length} des ${menus.length} applications (${andList(namedMenus.map((menu) => quote(menu)))}) — écrivez « {applications.liste} » : la liste suit alors les fichiers de content/applications/.`,
      };
  }
}

const listOf = (values: readonly number[]) => andList(values.map(formatNumber));

interface Statement {
  found: string;
  index: number;
  values: number[];
  kind: "range" | "list" | "single";
}

/** Thickness ranges and lists written with "µm" ("200 à 400 µm", "entre 200 et 400 µm", "60, 80 ou 100 µm"). */
function statements(text: string, unit: string): Statement[] {
  const out: Statement[] = [];
  const unitPattern = unit.replace("/", "\\/");
  const range = new RegExp(String.raw`(?:entre\s+(\d+(?:,\d+)?)\s+et\s+(\d+(?:,\d+)?)|(\d+(?:,\d+)?)\s*(?:à|~|-|–)\s*(\d+(?:,\d+)?))\s*${unitPattern}`, "gu");
  for (const match of text.matchAll(range))
    out.push({ found: match[0], index: match.index!, values: [match[1] ?? match[3], match[2] ?? match[4]].map(parseFrenchNumber), kind: "range" });
  const list = new RegExp(String.raw`(\d+(?:\s*,\s*\d+)*\s+(?:ou|et)\s+\d+)\s*${unitPattern}`, "gu");
  for (const match of text.matchAll(list)) {
    if (out.some((item) => item.index <= match.index! && match.index! < item.index + item.found.length)) continue;
    if (/entre\s+$/.test(text.slice(0, match.index))) continue;
    out.push({ found: match[0], index: match.index!, values: match[1].split(/\s*,\s*|\s+(?:ou|et)\s+/).map(parseFrenchNumber), kind: "list" });
  }
  return out;
}

/** The code of a family named before `index` in the same sentence, if any. */
function codeBefore(text: string, index: number, codes: readonly string[]): string | undefined {
  const sentence = text.slice(0, index).split(/[.!?]\s/).at(-1)!;
  const named = [...sentence.matchAll(/\b([A-Z]{3})\b/g)].map((match) => match[1]).filter((code) => codes.includes(code));
  return named.at(-1);
}

const sorted = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);
const sameSet = (a: readonly number[], b: readonly number[]) => sorted(a).join() === sorted(b).join();

function* sheetStatements(context: CheckContext): Generator<ContentProblem> {
  const sheets = new Map(context.content.sheets.map((entry) => [entry.data.code, entry]));
  const codes = [...sheets.keys()];
  const fileOf = (entry: Entry<FicheTechnique>) => collectionFile("fiches", entry.slug);
  const stated = context.complete("families") ? context.content.families?.familles : undefined;
  const familyRangeOf = (code: string) => {
    const written = stated?.find((family) => family.code === code)?.epaisseur;
    return written === undefined ? undefined : parseFamilyRange(written);
  };
  for (const text of context.texts()) {
    if (!text.prose || text.file === "familles.json" || text.segments[0] === "lignes" || text.segments[0] === "categories") continue;
    const own = collectionOf(text.file) === "fiches" ? context.content.sheets.find((entry) => fileOf(entry) === text.file) : undefined;
    for (const statement of statements(text.value, "µm")) {
      const code = codeBefore(text.value, statement.index, codes);
      const sheet = code && code !== own?.data.code ? sheets.get(code) : own;
      if (!sheet) continue;
      const rows = sorted(sheet.data.lignes.map((row) => row.epaisseur));
      const problem = describe(text, statement, sheet, rows, sheet === own, familyRangeOf(sheet.data.code));
      if (problem) yield problem;
    }
    if (!own) continue;
    // The sheet's own grammage range, density and opacity.
    for (const statement of statements(text.value, "g/m²")) {
      const grammages = sorted(own.data.lignes.map((row) => row.grammage));
      if (statement.kind === "range" && !sameSet(statement.values, [grammages[0], grammages.at(-1)!]))
        yield mismatch(text, statement.found, `aux grammages du tableau des spécifications (lignes : de ${formatNumber(grammages[0])} à ${formatNumber(grammages.at(-1)!)} g/m²)`, "{fiche.grammages.plage} g/m²");
    }
    const densities = sorted(own.data.lignes.map((row) => row.densite));
    for (const match of text.value.matchAll(/densité\s+(?:de\s+)?(\d+(?:,\d+)?)\s*g\/cm³/giu))
      if (!densities.includes(parseFrenchNumber(match[1])))
        yield mismatch(text, match[0], `à la densité du tableau des spécifications (lignes : ${listOf(densities)} g/cm³)`, "densité {fiche.densites} g/cm³");
    const opacities = sorted(own.data.lignes.map((row) => Number(/\d+/.exec(row.opacite)?.[0])));
    for (const match of text.value.matchAll(/opacit\S*[^.;%]*?(?:[>≥]|\bde)\s*(\d+)(?:\s*à\s*(\d+))?\s*%/giu)) {
      const stated = match[2] ? [Number(match[1]), Number(match[2])] : [Number(match[1])];
      const expected = match[2] ? [opacities[0], opacities.at(-1)!] : [opacities[0]];
      if (!sameSet(stated, expected))
        yield mismatch(
          text,
          match[0],
          `à l'opacité minimale du tableau des spécifications (lignes : ${listOf(opacities)} %)`,
          match[2] ? "{fiche.opacites.plage} %" : "> {fiche.opacites.min} %",
        );
    }
  }
}

function mismatch(text: TextValue, found: string, data: string, placeholder: string): ContentProblem {
  return {
    file: shownFile(text.file),
    path: text.path,
    message: `${quote(found)} ne correspond plus ${data} — écrivez « ${placeholder} » : la valeur se met alors à jour toute seule.`,
  };
}

/**
 * A sheet's own summary states its family's range as familles.json gives it (« 50 à
 * 250 ») or its rows' whole range or list; another text quoting a family ("le papier RPN
 * de 80 à 120 µm") may give part of that range, never more.
 */
function describe(text: TextValue, statement: Statement, sheet: Entry<FicheTechnique>, rows: number[], own: boolean, family: FamilyRange | undefined): ContentProblem | undefined {
  const low = rows[0];
  const high = rows.at(-1)!;
  const code = sheet.data.code;
  const placeholder = family ? `{${own ? "fiche" : code}.gamme} µm` : `{${own ? "fiche" : code}.epaisseurs${statement.kind === "range" ? ".plage" : ""}} µm`;
  const stated = family ? `content/familles.json : ${rangeText(family)} µm ; lignes de content/fiches/${sheet.slug}.json : ${listOf(rows)} µm` : `lignes de content/fiches/${sheet.slug}.json : ${statement.kind === "list" ? listOf(rows) : `de ${formatNumber(low)} à ${formatNumber(high)}`} µm`;
  // A family made in a few thicknesses only reads as their list everywhere, never as a span.
  if (family?.kind === "list" && statement.kind === "range")
    return { file: shownFile(text.file), path: text.path, message: `${quote(statement.found)} présente le ${code} comme une plage, alors qu'il n'existe qu'en ${rangeText(family)} µm (content/familles.json) — écrivez « ${placeholder} ».` };
  if (own) {
    const whole = (values: readonly number[]) => (statement.kind === "range" ? sameSet(statement.values, [values[0], values.at(-1)!]) : sameSet(statement.values, values));
    const right = whole(rows) || (family !== undefined && (statement.kind === "range" ? sameSet(statement.values, rangeEnds(family)) : family.kind === "list" && sameSet(statement.values, family.values)));
    return right ? undefined : mismatch(text, statement.found, `à la gamme de la fiche (${stated})`, placeholder);
  }
  // With a stated range, its own rule answers (a span statement about a listed family was refused above).
  const holds = (value: number) => (family ? rangeHolds(family, value) : statement.kind === "list" ? rows.includes(value) : value >= low && value <= high);
  if (statement.values.every(holds)) return undefined;
  return {
    file: shownFile(text.file),
    path: text.path,
    message: `${quote(statement.found)} pour le ${code} sort de sa gamme (${stated}) — corrigez les chiffres, ou écrivez « ${placeholder} » pour toute la gamme.`,
  };
}

/** The categories of a sheet (RBN's light, medium and strong board) share out the thicknesses of its rows: each in one category. */
function* categories(context: CheckContext): Generator<ContentProblem> {
  for (const { slug, data } of context.content.sheets) {
    if (!data.categories) continue;
    const file = shownFile(collectionFile("fiches", slug));
    const rows = sorted(data.lignes.map((row) => row.epaisseur));
    const categoryOf = new Map<number, string>();
    for (const [index, category] of data.categories.lignes.entries())
      for (const [position, value] of category.epaisseurs.entries()) {
        const path = `categories.lignes[${index}].epaisseurs[${position}]`;
        const other = categoryOf.get(value);
        if (!rows.includes(value))
          yield {
            file,
            path,
            message: `${formatNumber(value)} µm n'est pas dans le tableau des spécifications de cette fiche (lignes : ${listOf(rows)} µm) — retirez-le de cette catégorie, ou ajoutez la ligne au tableau des spécifications.`,
          };
        else if (other !== undefined)
          yield { file, path, message: `${formatNumber(value)} µm est déjà dans la catégorie ${quote(other)} — laissez chaque épaisseur dans une seule catégorie.` };
        else categoryOf.set(value, category.nom);
      }
    for (const [index, row] of data.lignes.entries())
      if (!categoryOf.has(row.epaisseur))
        yield {
          file,
          path: `lignes[${index}]`,
          message: `l'épaisseur ${formatNumber(row.epaisseur)} µm n'est dans aucune catégorie (categories) — ajoutez-la aux épaisseurs de la catégorie qui convient.`,
        };
  }
}

export const restatedFacts: ContentCheck = {
  name: "restated-facts",
  description:
    "Refuses a text that restates, in words, a count or a list the data gives (« quatre familles », the families or the applications named one by one) or no longer says what the data says (« six secteurs » with seven applications, « 60, 80 ou 100 µm » beside a 120 µm row, a category that lists a thickness the rows do not have or leaves one out), naming both places and the placeholder to use.",
  *check(context) {
    yield* counts(context);
    yield* lists(context);
    if (!context.complete("sheets")) return;
    yield* sheetStatements(context);
    yield* categories(context);
  },
};
