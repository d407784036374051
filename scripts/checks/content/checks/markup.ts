import { shownFile, type ContentCheck } from "../check.ts";
import { quote } from "../../../../app/model/content-rules/wording.ts";

/*
 * The site prints texts as they are, on the pages and in the PDFs: markup typed into
 * them would show as typed. There is no inline syntax to learn; each kind of markup is
 * refused with what to do instead.
 */

const ENTITIES: Record<string, string> = {
  eacute: "é", egrave: "è", ecirc: "ê", euml: "ë", agrave: "à", acirc: "â", ccedil: "ç", icirc: "î", iuml: "ï", ocirc: "ô", ucirc: "û", ugrave: "ù", uuml: "ü",
  Eacute: "É", Egrave: "È", Agrave: "À", Ccedil: "Ç", oelig: "œ", OElig: "Œ", aelig: "æ",
  laquo: "«", raquo: "»", rsquo: "’", lsquo: "‘", ldquo: "“", rdquo: "”", quot: '"', apos: "'", amp: "&", lt: "<", gt: ">",
  mdash: "—", ndash: "–", hellip: "…", deg: "°", micro: "µ", sup2: "²", sup3: "³", plusmn: "±", times: "×", euro: "€", copy: "©", reg: "®", trade: "™",
};

interface Markup {
  pattern: RegExp;
  message: (found: string) => string;
}

const entity = (found: string): string | undefined => {
  const name = found.slice(1, -1);
  if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
  if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
  return ENTITIES[name];
};

const MARKUP: Markup[] = [
  {
    // After a tag's name, browsers take a "/" as they take a space (<img/src=x onerror=…>,
    // <svg/onload=…>, </script/x>): what someone pasted is a tag either way.
    pattern: /<\/?[a-zA-Z][a-zA-Z0-9-]*(?:[\s/][^<>]*)?>/,
    message: (found) => {
      const tag = /^<\/?([a-zA-Z0-9-]+)/.exec(found)![1].toLowerCase();
      const fix =
        tag === "br" || tag === "p"
          ? "pour un autre paragraphe, ajoutez un élément à la liste des paragraphes"
          : tag === "a"
            ? "écrivez le texte sans lien : les liens ont leurs propres champs (« liens », « href »)"
            : ["b", "strong", "i", "em", "u", "span", "mark", "small", "sup", "sub"].includes(tag)
              ? "retirez la balise : le site met lui-même en forme titres et textes"
              : "retirez-la";
      return `la balise HTML ${quote(found)} s'afficherait telle quelle sur le site et dans les PDF — ${fix}.`;
    },
  },
  {
    pattern: /&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});/,
    message: (found) => {
      if (/^&(nbsp|#160|#x[aA]0);$/.test(found))
        return `${quote(found)} s'afficherait tel quel — tapez une espace ordinaire : le site place lui-même les espaces insécables.`;
      const character = entity(found);
      return character === undefined
        ? `${quote(found)} s'afficherait tel quel — tapez directement le caractère voulu.`
        : `${quote(found)} s'afficherait tel quel — tapez directement le caractère ${quote(character)}.`;
    },
  },
  {
    pattern: /\[[^\]\n]+\]\([^)\s]+\)/,
    message: (found) =>
      `le lien Markdown ${quote(found)} s'afficherait tel quel — écrivez seulement le texte (${quote(/^\[([^\]]+)\]/.exec(found)![1])}) : les liens ont leurs propres champs (« liens », « href »).`,
  },
  {
    pattern: /\*\*[^*\s](?:[^*]*[^*\s])?\*\*|__[^_\s](?:[^_]*[^_\s])?__/,
    message: (found) => `${quote(found)} : le site n'interprète pas le Markdown, les ${found.startsWith("*") ? "astérisques" : "soulignés"} s'afficheraient — retirez-les.`,
  },
  {
    pattern: /(?:^|[\s(])\*[^*\s](?:[^*]*[^*\s])?\*(?=$|[\s.,;:!?)])/,
    message: (found) => `${quote(found.trim())} : le site n'interprète pas le Markdown, les astérisques s'afficheraient — retirez-les.`,
  },
  {
    pattern: /`[^`]+`/,
    message: (found) => `${quote(found)} : le site n'interprète pas le Markdown, les accents graves s'afficheraient — retirez-les.`,
  },
  {
    pattern: /^#{1,6} /,
    message: (found) => `${quote(found.trim())} en début de texte est une syntaxe Markdown qui s'afficherait — retirez-le : chaque titre a son propre champ (« titre »).`,
  },
  {
    pattern: /^[-*•] /,
    message: (found) => `${quote(found.trim())} en début de texte s'afficherait avant le texte — retirez-le : le site place lui-même les puces des listes.`,
  },
];

export const markup: ContentCheck = {
  name: "markup",
  description: "Refuses HTML tags, HTML entities such as &eacute;, and Markdown (**gras**, [lien](/rpn), # titre, - puce) typed into a text: the site would print them as typed.",
  *check(context) {
    for (const text of context.texts()) {
      if (!text.prose) continue;
      for (const { pattern, message } of MARKUP) {
        const found = pattern.exec(text.value);
        if (!found) continue;
        yield { file: shownFile(text.file), path: text.path, message: message(found[0]) };
        break;
      }
    }
  },
};
