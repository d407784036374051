import type { FicheTechnique } from "#app/generated/content-types.ts";
import { collectionFile } from "#app/model/collections.ts";
import type { SiteContent } from "#app/model/content.ts";
import { ratingAt } from "#app/model/buyer-facts.ts";
import { andList, formatNumber, quote } from "../../app/model/content-rules/wording.ts";

/*
 * What a buyer expects on a data sheet and the company has not supplied yet: a process
 * without a rating, food contact, formats, minimum order, lead time. The pages say « Sur
 * demande » meanwhile (nothing is invented); the go-live check lists each, like the
 * placeholders, so that the site is not published with the gaps unnoticed.
 */

export interface MissingFact {
  /** The data sheet, as the editor finds it: `content/fiches/rbn.json`. */
  file: string;
  /** The field to fill in. */
  field: string;
  /** What to write, in French. */
  fix: string;
}

function* missingIn(slug: string, sheet: FicheTechnique, processes: SiteContent["processes"]["procedes"]): Generator<MissingFact> {
  const file = `content/${collectionFile("fiches", slug)}`;
  const code = sheet.code;
  const rows = [...new Set(sheet.lignes.map((row) => row.epaisseur))];
  const unrated = processes.flatMap((process) => {
    const without = rows.filter((thickness) => !ratingAt(sheet, process.cle, thickness));
    if (without.length === 0) return [];
    return [without.length === rows.length ? quote(process.nom) : `${quote(process.nom)} (à ${andList(without.map(formatNumber))} µm)`];
  });
  if (unrated.length > 0)
    yield { file, field: "procedes", fix: `indiquez l'aptitude du ${code} à : ${andList(unrated)} — « adapte », « sous-conditions » avec la condition, ou « deconseille » avec la raison` };
  const food = sheet.contactAlimentaire;
  if (!food) yield { file, field: "contactAlimentaire", fix: `indiquez si le ${code} peut aller au contact des aliments : « declaration » (avec le règlement et le fichier de la déclaration), « sur-demande » ou « non-prevu »` };
  else if (food.statut === "sur-demande")
    yield { file, field: "contactAlimentaire.statut", fix: `les documents de conformité sont « sur demande » : déposez la déclaration dans public/documents/ avec le règlement auquel elle se réfère (statut « declaration »), ou indiquez « non-prevu »` };
  const { formats } = sheet;
  if (!formats) yield { file, field: "formats", fix: `indiquez comment le ${code} est livré (feuilles, bobines) et à quelles dimensions` };
  else {
    if (formats.livraison.includes("feuilles") && !formats.feuilles) yield { file, field: "formats.feuilles", fix: "indiquez les formats de feuilles en stock, largeur et hauteur en millimètres" };
    if (formats.livraison.includes("bobines")) {
      const rolls = formats.bobines ?? {};
      const absent = [!rolls.laizes && "les laizes", !rolls.mandrin && "le diamètre du mandrin", !rolls.longueur && "la longueur"].filter((item): item is string => Boolean(item));
      if (absent.length > 0) yield { file, field: "formats.bobines", fix: `indiquez ${andList(absent)} des bobines` };
    }
  }
  if (!sheet.commandeMinimale) yield { file, field: "commandeMinimale", fix: `indiquez la plus petite quantité de ${code} livrée pour une commande, et son unité` };
  if (!sheet.delai) yield { file, field: "delai", fix: "indiquez le délai habituel entre la commande et l'expédition (de … à …, en jours ouvrés ou en semaines)" };
}

/** Every buyer fact still to supply, sheet by sheet in their one order. */
export function findMissingBuyerFacts(content: Pick<SiteContent, "sheets" | "processes">): MissingFact[] {
  return content.sheets.flatMap(({ slug, data }) => [...missingIn(slug, data, content.processes.procedes)]);
}

/** One French line per missing fact: file › field : à fournir — what to write. */
export const formatMissingFact = ({ file, field, fix }: MissingFact) => `${file} › ${field} : à fournir — ${fix}.`;
