/**
 * Claims the site never makes about stone paper (see docs/decisions): each is
 * either false for a material that is 20 % polyethylene or cannot be proven.
 * Matching ignores case, accents, apostrophe style and spacing.
 */
interface BannedClaim {
  /** Normalised pattern (lower case, no accents); `\s*` stands for optional spacing. */
  pattern: RegExp;
  reason: string;
  instead: string;
}

const BANNED: BannedClaim[] = [
  { pattern: /\bbio\s*-?\s*degradables?\b/, reason: "le polyéthylène ne se dégrade pas", instead: "« ne se recycle pas avec le papier ; se récupère avec les plastiques là où une filière existe »" },
  { pattern: /\bcompostables?\b/, reason: "le stone paper ne se composte pas", instead: "« à ne pas mettre au compost »" },
  { pattern: /\b100\s*%\s*recyclables?\b|\bentierement recyclables?\b|\btotalement recyclables?\b/, reason: "aucune filière ne recycle tout le matériau", instead: "« se récupère avec les plastiques là où une filière l'accepte »" },
  { pattern: /\brespectueu(x|se|ses) de l'?\s*environnement\b/, reason: "allégation vague et non prouvée", instead: "« fabriqué sans fibre de bois et presque sans eau de procédé »" },
  { pattern: /\beco\s*-?\s*friendly\b|\becologiques?\b|\bgreen\b/, reason: "allégation vague et non prouvée", instead: "« sans fibre de bois »" },
  { pattern: /\bneutre en carbone\b|\bzero (impact|carbone|dechet)\b/, reason: "aucune mesure ne le prouve", instead: "un chiffre mesuré avec sa source" },
  { pattern: /\bsans plastique\b/, reason: "le stone paper contient environ 20 % de polyéthylène", instead: "« 80 % minéral, 20 % polyéthylène »" },
  { pattern: /\bimpermeable pour toujours\b|\b100\s*%\s*impermeable\b/, reason: "aucun matériau ne l'est indéfiniment", instead: "« résistant à l'eau »" },
];

/** Lower case without accents, plus the index in the original text of each output character. */
function normalise(text: string): { text: string; origin: number[] } {
  let out = "";
  const origin: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const plain = text[index]
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[’‘ʼ]/g, "'")
      .replace(/[\u00a0\u202f]/g, " ")
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

export function findBannedClaims(text: string): BannedClaimMatch[] {
  const normalised = normalise(text);
  const matches: BannedClaimMatch[] = [];
  for (const claim of BANNED) {
    const match = claim.pattern.exec(normalised.text);
    if (!match) continue;
    // Quote the words as the editor wrote them, accents included, so they can be found in the file.
    const from = normalised.origin[match.index];
    const to = normalised.origin[match.index + match[0].length - 1] + 1;
    matches.push({ found: text.slice(from, to), reason: claim.reason, instead: claim.instead });
  }
  return matches;
}
