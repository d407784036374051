import { collectionFile } from "#app/model/collections.ts";
import { shownFile, type ContentCheck } from "../check.ts";
import { formatNumber } from "../../../../app/model/content-rules/wording.ts";

/** Grammage may differ from thickness × density by this fraction (rounding on the data sheets). */
export const GRAMMAGE_TOLERANCE = 0.02;

/** The specification table of a data sheet: one row per thickness, thinnest first, grammage = thickness × density. */
export const dataSheetRows: ContentCheck = {
  name: "data-sheet-rows",
  description: "Refuses a specification row whose grammage is not thickness × density (within 2 %), two rows of the same thickness, and rows out of order (thinnest to thickest).",
  *check({ content }) {
    for (const { slug, data } of content.sheets) {
      const file = shownFile(collectionFile("fiches", slug));
      const firstRow = new Map<number, number>();
      let outOfOrderReported = false;
      for (const [index, { epaisseur, densite, grammage }] of data.lignes.entries()) {
        const expected = epaisseur * densite;
        if (Math.abs(grammage - expected) > expected * GRAMMAGE_TOLERANCE)
          yield {
            file,
            path: `lignes[${index}].grammage`,
            message: `${formatNumber(grammage)} ne correspond pas à ${formatNumber(epaisseur)} µm × ${formatNumber(densite)} g/cm³ = ${formatNumber(expected)} g/m² — corrigez l'épaisseur ou le grammage.`,
          };
        const first = firstRow.get(epaisseur);
        if (first !== undefined) {
          yield {
            file,
            path: `lignes[${index}].epaisseur`,
            message: `la ligne ${first + 1} a déjà l'épaisseur ${formatNumber(epaisseur)} µm — une ligne par épaisseur : supprimez le doublon ou corrigez l'épaisseur.`,
          };
          continue;
        }
        firstRow.set(epaisseur, index);
        const previous = data.lignes[index - 1];
        if (!outOfOrderReported && previous && previous.epaisseur > epaisseur) {
          outOfOrderReported = true;
          yield {
            file,
            path: `lignes[${index}]`,
            message: `${formatNumber(epaisseur)} µm vient après ${formatNumber(previous.epaisseur)} µm (ligne ${index}) : les lignes vont de la plus fine à la plus épaisse — déplacez cette ligne à sa place.`,
          };
        }
      }
    }
  },
};
