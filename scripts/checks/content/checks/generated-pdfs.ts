import { existsSync } from "node:fs";
import path from "node:path";
import { collectionFile } from "#app/model/collections.ts";
import { dataSheetPdfHref, isGeneratedCatalogue } from "#app/model/pdf-files.ts";
import { shownFile, type ContentCheck, type ContentProblem } from "../check.ts";

/**
 * The build writes the catalogue and the data sheets into build/client/catalogue/ after
 * copying public/: a file of public/ with the same name would be silently replaced.
 */
export const generatedPdfs: ContentCheck = {
  name: "generated-pdfs",
  description: "Refuses a file of public/ that has the name of a PDF the build generates (the catalogue, a data sheet).",
  *check({ content, dirs }) {
    const clash = (file: string, fieldPath: string, href: string, catalogue: boolean): ContentProblem | undefined => {
      const target = path.join(dirs.publicDir, href);
      if (!target.startsWith(dirs.publicDir) || !existsSync(target)) return undefined;
      return {
        file,
        path: fieldPath,
        message: `le site produit lui-même ${href} à partir du contenu, or public${href} porte le même nom — supprimez public${href}${
          catalogue ? " (ou, pour proposer un catalogue hébergé ailleurs, indiquez son adresse https://)" : ""
        }.`,
      };
    };
    const catalogue = content.company?.catalogue.fichier;
    if (catalogue && isGeneratedCatalogue(catalogue)) {
      const problem = clash(shownFile("site/entreprise.json"), "catalogue.fichier", catalogue, true);
      if (problem) yield problem;
    }
    for (const { slug, data } of content.sheets) {
      const problem = clash(shownFile(collectionFile("fiches", slug)), "code", dataSheetPdfHref(data.code), false);
      if (problem) yield problem;
    }
  },
};
