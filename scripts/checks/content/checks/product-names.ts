import { collectionFile } from "#app/model/collections.ts";
import type { FicheTechnique } from "#app/generated/content-types.ts";
import { shownFile, type ContentCheck, type ContentProblem, type TextValue } from "../check.ts";
import { quote, escapeRegExp } from "../../../../app/model/content-rules/wording.ts";
import { DEFAULT_LOCALE } from "#app/model/locale.ts";

/*
 * One name per product: a family is called by its code and the two names of its data
 * sheet (`nom.court`, `nom.long`), which menus, cards, tables, titles and PDFs compose
 * themselves. A text that still names a family otherwise contradicts the sheet:
 * « RBN — carton minéral sans couchage » (a third name after the code's dash) or
 * « le papier RBN » (RBN is a board). Checked where a text puts a name right after a
 * code's dash, or a kind of product right before a code.
 */

interface Family {
  code: string;
  slug: string;
  names: string[];
  /** What the product is, the first word of its short name: « carton ». */
  kind: string;
}

const lower = (text: string) => text.toLocaleLowerCase(DEFAULT_LOCALE);
const firstWord = (text: string) => lower(text).split(/[\s,]/)[0];

function familiesOf(sheets: readonly { slug: string; data: FicheTechnique }[]): Family[] {
  return sheets.map(({ slug, data }) => ({ code: data.code, slug, names: [data.nom.long, data.nom.court], kind: firstWord(data.nom.court) }));
}

/** A name must end where the apposition ends: at the end of the text, a punctuation mark or another dash. */
const ENDS = /^(?:$|[\s\u00a0\u202f]*[,.;:!?()]|[\s\u00a0\u202f]+[—–])/;

function* appositions(text: TextValue, families: readonly Family[], kinds: ReadonlySet<string>): Generator<ContentProblem> {
  for (const family of families) {
    for (const match of text.value.matchAll(new RegExp(`\\b${family.code}[\\s\\u00a0\\u202f]*[—–][\\s\\u00a0\\u202f]*`, "g"))) {
      const rest = text.value.slice(match.index! + match[0].length);
      if (!kinds.has(firstWord(rest))) continue; // « RBN — 300 µm », « RBN — {fiche.nom.long} »: not a name
      const named = family.names.some((name) => lower(rest).startsWith(lower(name)) && ENDS.test(rest.slice(name.length)));
      if (named) continue;
      const found = `${family.code} — ${rest.split(/[.;:!?()]|[\s\u00a0\u202f][—–]/)[0].trim()}`;
      yield {
        file: shownFile(text.file),
        path: text.path,
        message: `${quote(found)} ne reprend aucun des noms du ${family.code} (content/${collectionFile("fiches", family.slug)} : ${quote(family.names[1])} ou ${quote(family.names[0])}) — écrivez « ${family.code} — {${family.code}.nom.court} » ou « ${family.code} — {${family.code}.nom.long} », ou changez le nom dans la fiche.`,
      };
    }
  }
}

function* kindsBeforeCodes(text: TextValue, families: readonly Family[], kinds: ReadonlySet<string>): Generator<ContentProblem> {
  const codes = families.map((family) => family.code).join("|");
  const pattern = new RegExp(`(?<![\\p{L}])(${[...kinds].map(escapeRegExp).join("|")})[\\s\\u00a0\\u202f]+(${codes})\\b`, "giu");
  for (const match of text.value.matchAll(pattern)) {
    const family = families.find((candidate) => candidate.code === match[2])!;
    const kind = lower(match[1]);
    if (kind === family.kind || family.names.some((name) => lower(name).split(/[\s,]+/).includes(kind))) continue;
    yield {
      file: shownFile(text.file),
      path: text.path,
      message: `${quote(match[0])} : le ${family.code} est un ${family.kind} (content/${collectionFile("fiches", family.slug)} : ${quote(family.names[1])}) — écrivez « ${family.kind} ${family.code} ».`,
    };
  }
}

export const productNames: ContentCheck = {
  name: "product-names",
  description:
    "Refuses a text that names a family otherwise than its data sheet: another name after its code's dash (« RBN — carton minéral sans couchage ») or another kind of product before its code (« le papier RBN »).",
  *check(context) {
    if (!context.complete("sheets")) return;
    const families = familiesOf(context.content.sheets);
    if (families.length === 0) return;
    const kinds = new Set(families.map((family) => family.kind));
    for (const text of context.texts()) {
      if (!text.prose) continue;
      yield* appositions(text, families, kinds);
      yield* kindsBeforeCodes(text, families, kinds);
    }
  },
};
