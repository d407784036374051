/**
 * Claims the site never makes about stone paper (see docs/decisions): each is either
 * false for a material that is 20 % polyethylene, or vague and unproven. Matching
 * ignores case, accents, apostrophe and hyphen style, spacing and word order ("100 %
 * recyclable" and "recyclable à 100 %"). An honest negation passes ("n'est pas
 * biodégradable"), and so does an unproven claim backed by its source in the same
 * sentence ("neutre en carbone selon l'analyse de cycle de vie de 2024"); a false one
 * never does.
 */
interface BannedClaim {
  /** Normalised pattern (lower case, no accents, hyphens as "-"). */
  pattern: RegExp;
  reason: string;
  instead: string;
  /** True when no source can make it true (the material is 20 % polyethylene). */
  false: boolean;
}

const PERCENT = String.raw`100\s*(?:%|pour\s*-?\s*cents?|per\s*-?\s*cent)`;
const TOTALLY = String.raw`(?:${PERCENT}|entierement|totalement|integralement|completement|infiniment|a\s+l'infini|fully|totally|completely|entirely|infinitely|endlessly)`;
const ENVIRONMENT = String.raw`(?:l'\s*environnement|la\s+nature|la\s+planete|l'\s*ecologie)`;

// "green" is refused as a claim ("green packaging", "go green"), never as a colour ("a green sheet").
const BANNED: BannedClaim[] = [
  {
    pattern: /\bbio\s*-?\s*degrad(?:able|ables|abilite)\b|\bse\s+biodegrade\b/,
    reason: "le polyéthylène ne se dégrade pas",
    instead: "« ne se recycle pas avec le papier ; se récupère avec les plastiques là où une filière existe »",
    false: true,
  },
  { pattern: /\bcompostables?\b/, reason: "le stone paper ne se composte pas", instead: "« à ne pas mettre au compost »", false: true },
  {
    pattern: new RegExp(String.raw`\b${TOTALLY}\s*recyclables?\b|\brecyclables?\s+(?:a\s+)?${TOTALLY}(?=$|[^\p{L}])`, "u"),
    reason: "aucune filière ne recycle tout le matériau",
    instead: "« se récupère avec les plastiques là où une filière l'accepte »",
    false: true,
  },
  {
    pattern: new RegExp(
      String.raw`\brespectueu(?:x|se|ses)\s+de\s+${ENVIRONMENT}|\brespecte\s+${ENVIRONMENT}|\b(?:ami|amie|amis|amies)\s+de\s+${ENVIRONMENT}|\bbon(?:ne)?s?\s+pour\s+${ENVIRONMENT}|\b(?:sauve|preserve|protege)\s+(?:la\s+planete|l'\s*environnement)`,
    ),
    reason: "allégation vague et non prouvée",
    instead: "« fabriqué sans fibre de bois et presque sans eau de procédé »",
    false: false,
  },
  {
    pattern: /\beco\s*-?\s*(?:responsables?|friendly|logiques?|concus?|concues?|conception|compatibles?)\b|\becologiques?\b|\bgreen\s*-?\s*(?:packaging|paper|products?|alternatives?|choices?|solutions?|materials?|credentials|labels?|washing)\b|\bgo(?:es|ing)?\s+green\b|\bgreener\b|\b(?:produits?|emballages?|solutions?|papiers?|plus)\s+green\b|\bdurables?\s+pour\s+la\s+planete\b/,
    reason: "allégation vague et non prouvée",
    instead: "« sans fibre de bois »",
    false: false,
  },
  {
    pattern: new RegExp(String.raw`\b${PERCENT}\s*naturel(?:le|s|les)?\b|\bnaturel(?:le|s|les)?\s+a\s+${PERCENT}|\b(?:entierement|totalement|purement)\s+naturel(?:le|s|les)?\b`),
    reason: "le stone paper contient environ 20 % de polyéthylène",
    instead: "« 80 % minéral, 20 % polyéthylène »",
    false: true,
  },
  {
    pattern: /\bneutres?\s+en\s+carbone\b|\bcarbone?\s*-?\s*neutres?\b|\bzero\s+(?:impact|carbone|emissions?|dechets?|co2)\b|\bsans\s+(?:aucun\s+)?impact\s+(?:sur\s+l'\s*environnement|environnemental)\b/,
    reason: "aucune mesure ne le prouve",
    instead: "un chiffre mesuré avec sa source",
    false: false,
  },
  {
    pattern: /\bsans\s+(?:aucun\s+)?plastiques?\b|\b0\s*%\s*(?:de\s+)?plastiques?\b|\bzero\s+plastiques?\b/,
    reason: "le stone paper contient environ 20 % de polyéthylène",
    instead: "« 80 % minéral, 20 % polyéthylène »",
    false: true,
  },
  {
    pattern: new RegExp(String.raw`\bimpermeables?\s+(?:pour\s+toujours|a\s+vie|a\s+${PERCENT})|\b${PERCENT}\s*impermeables?\b|\btotalement\s+impermeables?\b|\bwaterproof\b`),
    reason: "aucun matériau ne l'est indéfiniment",
    instead: "« résistant à l'eau »",
    false: true,
  },
  {
    pattern: /\b(?:fabrique|fabriques|fabriquee|fabriquees|produit|produits|fabrication|production)\s+sans\s+(?:aucune\s+|une\s+goutte\s+d'\s*)?eau\b|\bsans\s+(?:utiliser|consommer)\s+(?:d'\s*)?eau\b|\bzero\s+eau\b/,
    reason: "la fabrication utilise un peu d'eau de procédé",
    instead: "« presque sans eau de procédé »",
    false: true,
  },
  // The same claims in the site's other languages (content/traductions/): English, then Arabic (no \b: it knows only Latin letters).
  { pattern: /\bbiodegrades?\b|\bbreaks?\s+down\s+naturally\b/, reason: "le polyéthylène ne se dégrade pas", instead: "« is not recycled with paper »", false: true },
  {
    pattern: /\benvironment(?:ally)?\s*-?\s*(?:friendly|responsible|safe)\b|\b(?:earth|planet|nature)\s*-?\s*friendly\b|\b(?:kind|good)\s+(?:to|for)\s+the\s+(?:planet|environment|earth)\b|\b(?:saves?|protects?)\s+the\s+(?:planet|environment)\b/,
    reason: "allégation vague et non prouvée",
    instead: "« made without wood fibre »",
    false: false,
  },
  {
    pattern: new RegExp(String.raw`\b${PERCENT}\s*natural\b|\b(?:all|fully|entirely|purely)\s*-?\s*natural\b`),
    reason: "le stone paper contient environ 20 % de polyéthylène",
    instead: "« 80 % mineral, 20 % polyethylene »",
    false: true,
  },
  {
    pattern: /\bplastic\s*-?\s*free\b|\bfree\s+(?:of|from)\s+plastics?\b|\b0\s*%\s*plastics?\b|\bzero\s+plastics?\b/,
    reason: "le stone paper contient environ 20 % de polyéthylène",
    instead: "« 80 % mineral, 20 % polyethylene »",
    false: true,
  },
  { pattern: /\bno\s+environmental\s+impact\b|\bwithout\s+(?:any\s+)?(?:environmental\s+)?impact\b/, reason: "aucune mesure ne le prouve", instead: "un chiffre mesuré avec sa source", false: false },
  { pattern: /قابل(?:ة)?\s+للتحلل|يتحلل\s+(?:حيويا|طبيعيا|بيولوجيا)/, reason: "le polyéthylène ne se dégrade pas", instead: "« لا يُعاد تدويره مع الورق »", false: true },
  { pattern: /قابل(?:ة)?\s+للتسميد/, reason: "le stone paper ne se composte pas", instead: "« لا يوضع في السماد »", false: true },
  { pattern: /صديق(?:ة|ا|اً|ًا)?\s+للبيئة|يحافظ\s+على\s+البيئة|يحمي\s+البيئة/, reason: "allégation vague et non prouvée", instead: "« مصنوع دون ألياف الخشب »", false: false },
  {
    pattern: /قابل(?:ة)?\s+لإعادة\s+التدوير\s+(?:بنسبة\s*)?(?:100|بالكامل|كليا|تماما)|(?:100\s*%|بالكامل)\s+قابل(?:ة)?\s+لإعادة\s+التدوير/,
    reason: "aucune filière ne recycle tout le matériau",
    instead: "« يُجمع مع البلاستيك حيث توجد قناة لذلك »",
    false: true,
  },
  { pattern: /خال(?:ٍ|ية)?\s+من\s+البلاستيك|بدون\s+بلاستيك|(?:^|\s)0\s*%\s*بلاستيك/, reason: "le stone paper contient environ 20 % de polyéthylène", instead: "« 80 % معادن و20 % بولي إيثيلين »", false: true },
  { pattern: /محايد(?:ة)?\s+(?:كربونيا|للكربون|كربونيًا)|انبعاثات\s+صفرية/, reason: "aucune mesure ne le prouve", instead: "un chiffre mesuré avec sa source", false: false },
  { pattern: /طبيعي(?:ة)?\s+(?:100|بالكامل|تماما|كليا)|(?:100\s*%)\s+طبيعي/, reason: "le stone paper contient environ 20 % de polyéthylène", instead: "« 80 % معادن و20 % بولي إيثيلين »", false: true },
];

/** Words that deny what follows them in the same clause: "n'est pas biodégradable", "ni compostable". */
const NEGATION =
  /(?:\bn'|\bne\b|\bnon\b|\bpas\b|\bni\b|\bjamais\b|\baucun\w*\b|\bsans\s+etre\b|\bplutot\s+que\b|\bau\s+lieu\s+de\b|\bcontrairement\b|\bnot\b|\bno\b|\bnor\b|\bnever\b|n't\b|\brather\s+than\b|\binstead\s+of\b|\bunlike\b|(?:^|\s)(?:و?لا|و?ليس|ليست|غير|لن|لم|بدلا\s+من|عكس)(?=\s|$))/;
/** A source named in the same sentence. */
const SOURCE = /\b(?:selon|according\s+to|d'\s*apres|sources?\s*:|certifi\w*|norme|(?:en|iso|nf)\s*\d{3,}|etude|analyse\s+de\s+cycle\s+de\s+vie|acv\b|mesure\w*)/;

/** Lower case without accents, hyphens and apostrophes of one kind, plus the index in the original text of each output character. */
function normalise(text: string): { text: string; origin: number[] } {
  let out = "";
  const origin: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // Most of the content is ASCII, which only needs its case lowered (and ` read as ');
    // decomposing each character is what made this check the slowest of all.
    if (code < 0x80) {
      out += code === 0x60 ? "'" : code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : text[index];
      origin.push(index);
      continue;
    }
    const plain = text[index]
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[’‘ʼ´`]/g, "'")
      .replace(/[‐‑‒–]/g, "-")
      .replace(/[\u00a0\u202f\u2009]/g, " ")
      .toLowerCase();
    for (const char of plain) {
      out += char;
      origin.push(index);
    }
  }
  return { text: out, origin };
}

export interface BannedClaimMatch {
  found: string;
  reason: string;
  instead: string;
}

/** The patterns decomposed like the text (an Arabic hamza is a mark of its own after NFD), compiled once. */
const SEARCHED = BANNED.map((claim) => ({ claim, pattern: new RegExp(claim.pattern.source.normalize("NFD"), `${claim.pattern.flags.replace("g", "")}g`) }));

export function findBannedClaims(text: string): BannedClaimMatch[] {
  const normalised = normalise(text);
  const matches: BannedClaimMatch[] = [];
  for (const { claim, pattern } of SEARCHED) {
    for (const match of normalised.text.matchAll(pattern)) {
      const before = normalised.text.slice(0, match.index);
      const clause = before.slice(Math.max(before.search(/[^.;:!?,(،؛؟]*$/), before.lastIndexOf(" mais ") + 1, before.lastIndexOf(" but ") + 1));
      if (NEGATION.test(clause)) continue;
      if (!claim.false) {
        const sentenceStart = before.search(/[^.!?]*$/);
        const sentenceEnd = normalised.text.slice(match.index).search(/[.!?](\s|$)/);
        const sentence = normalised.text.slice(sentenceStart, sentenceEnd === -1 ? undefined : match.index + sentenceEnd);
        if (SOURCE.test(sentence)) continue;
      }
      // Quote the words as the editor wrote them, accents included, so they can be found in the file.
      const from = normalised.origin[match.index];
      const to = normalised.origin[match.index + match[0].length - 1] + 1;
      matches.push({ found: text.slice(from, to).trim(), reason: claim.reason, instead: claim.instead });
      break;
    }
  }
  return matches;
}
