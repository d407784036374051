import { existsSync } from "node:fs";
import path from "node:path";
import { collectionFile } from "#app/model/collections.ts";
import { dataSheetPdfHref, isGeneratedCatalogue, localizedPdfHref, printedLocales } from "#app/model/pdf-files.ts";
import { builtLanguages } from "#app/model/translations.ts";
import { shownFile, type ContentCheck, type ContentProblem } from "../check.ts";

/**
 * The build writes the catalogue and the data sheets into build/client/catalogue/ (and
 * <language>/catalogue/) after copying public/: a file of public/ with the same name would
 * be silently replaced.
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
    // Each printed language's copy too (/en/catalogue/…-en.pdf).
    const locales = content.languages ? printedLocales(builtLanguages(content.languages)) : ["fr"];
    const catalogue = content.company?.catalogue.fichier;
    for (const locale of locales) {
      if (catalogue && isGeneratedCatalogue(catalogue)) {
        const problem = clash(shownFile("site/entreprise.json"), "catalogue.fichier", localizedPdfHref(catalogue, locale), true);
        if (problem) yield problem;
      }
      for (const { slug, data } of content.sheets) {
        const problem = clash(shownFile(collectionFile("fiches", slug)), "code", dataSheetPdfHref(data.code, locale), false);
        if (problem) yield problem;
      }
    }
  },
};
