import type { ContentCheck } from "../check.ts";
import { addresses } from "./addresses.ts";
import { buyerFacts } from "./buyer-facts.ts";
import { altTexts } from "./alt-texts.ts";
import { claims } from "./claims.ts";
import { composition } from "./composition.ts";
import { copiedPages } from "./copied-pages.ts";
import { dataSheetRows } from "./data-sheet-rows.ts";
import { factPlaceholders } from "./fact-placeholders.ts";
import { families } from "./families.ts";
import { familyRanges } from "./family-ranges.ts";
import { generatedPdfs } from "./generated-pdfs.ts";
import { images } from "./images.ts";
import { internalLinks } from "./internal-links.ts";
import { markup } from "./markup.ts";
import { openingHours } from "./opening-hours.ts";
import { ownPictures } from "./own-pictures.ts";
import { pdfCharacters } from "./pdf-characters.ts";
import { plausibleValues } from "./plausible-values.ts";
import { processClaims } from "./process-claims.ts";
import { productNames } from "./product-names.ts";
import { recommendedGrades } from "./recommended-grades.ts";
import { relatedSheets } from "./related-sheets.ts";
import { restatedFacts } from "./restated-facts.ts";
import { schemaReference } from "./schema-reference.ts";
import { sheetUses } from "./sheet-uses.ts";
import { svgSafety } from "./svg-safety.ts";
import { tables } from "./tables.ts";
import { templates } from "./templates.ts";
import { textSpacing } from "./text-spacing.ts";
import { translations } from "./translations.ts";

/** Every check, in the order their problems are listed: files and addresses, then each file's values, then what spans files. */
export const CHECKS: readonly ContentCheck[] = [
  addresses,
  schemaReference,
  textSpacing,
  markup,
  templates,
  factPlaceholders,
  altTexts,
  claims,
  pdfCharacters,
  images,
  svgSafety,
  internalLinks,
  dataSheetRows,
  tables,
  openingHours,
  composition,
  plausibleValues,
  relatedSheets,
  families,
  familyRanges,
  sheetUses,
  productNames,
  recommendedGrades,
  buyerFacts,
  processClaims,
  copiedPages,
  ownPictures,
  restatedFacts,
  generatedPdfs,
  translations,
];
