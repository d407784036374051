import { shownFile, type ContentCheck } from "../check.ts";
import { formatNumber } from "../../../../app/model/content-rules/wording.ts";

/** The composition chart of the catalogue is a whole. */
export const composition: ContentCheck = {
  name: "composition",
  description: "Refuses composition shares that do not add up to 100 %.",
  *check({ content }) {
    const parts = content.documents?.catalogue.composition.repartition;
    if (!parts) return;
    const total = parts.reduce((sum, part) => sum + part.pourcentage, 0);
    if (total !== 100)
      yield { file: shownFile("site/documents-pdf.json"), path: "catalogue.composition.repartition", message: `les parts totalisent ${formatNumber(total)} % au lieu de 100 % — corrigez les pourcentages.` };
  },
};
