import { collectionFile } from "#app/model/collections.ts";
import { shownFile, type ContentCheck } from "../check.ts";

/** The product cards at the bottom of a sheet name other sheets by their file name. */
export const relatedSheets: ContentCheck = {
  name: "related-sheets",
  description: "Refuses a related sheet (fichesLiees) that does not exist or is the sheet itself.",
  *check({ content, routes }) {
    const slugs = routes.filter((route) => route.collection === "fiches").map((route) => route.slug);
    for (const { slug, data } of content.sheets)
      for (const [index, other] of (data.fichesLiees ?? []).entries()) {
        const place = { file: shownFile(collectionFile("fiches", slug)), path: `fichesLiees[${index}]` };
        if (other === slug) yield { ...place, message: `une fiche ne peut pas se recommander elle-même — retirez « ${other} ».` };
        else if (!slugs.includes(other)) yield { ...place, message: `aucune fiche content/fiches/${other}.json n'existe — choisissez parmi : ${slugs.join(", ")}.` };
      }
  },
};
