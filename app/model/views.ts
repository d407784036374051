import type {
  Application,
  BlocApplications,
  BlocAtouts,
  BlocCatalogue,
  BlocComparateur,
  BlocCoordonnees,
  BlocFiches,
  BlocFormulaireContact,
  BlocTableau,
  BlocTexte,
  FicheTechnique,
  Page,
} from "#app/generated/content-types.ts";
import type { BuyerFactsView } from "./buyer-facts.ts";
import type { PdfLink } from "./pdf-files.ts";
import type { ComparisonView } from "./comparison-view.ts";
import type { DataSheetSection } from "./data-sheet-sections.ts";
import type { ResolvedImage } from "./image.ts";
import type { Recommendations } from "./recommendations.ts";
import type { RequestCatalogue } from "./request.ts";
import type { KeyFigure } from "./key-figures.ts";
import type { MeasuredRange, Table } from "./tables.ts";
import type { StatedProperty } from "./product-properties.ts";

/*
 * What the templates receive: content as written, plus what a loader works out at
 * pre-render time (images with their sizes, cards gathered from other files, every table
 * and figure with its cells written out). Templates only draw: no number is formatted in
 * the browser.
 */

/** One card of the shared pattern: image, optional code, title, one line, link. */
export interface CardView {
  href: string;
  title: string;
  text: string;
  image: ResolvedImage;
  /** Short label above the title, e.g. the family code "RBN". */
  code?: string;
}

export type BlockView =
  | BlocTexte
  | (BlocApplications & { cards: CardView[] })
  | (BlocFiches & { cards: CardView[] })
  /** The catalogue in the page's language, or in each language it is printed in; an external catalogue, once. */
  | (BlocCatalogue & { catalogues: PdfLink[] })
  | BlocAtouts
  /** A page's table, its cells as the content writes them. */
  | (Omit<BlocTableau, "tableau"> & { table: Table })
  /** Every grade side by side, its cells written out; the visitor's ticks choose the columns shown. */
  | (BlocComparateur & { comparison: ComparisonView })
  | BlocCoordonnees
  /** The form, with the families, thicknesses and applications its request part offers. */
  | (BlocFormulaireContact & { catalogue: RequestCatalogue });

/** Fields that only the build reads (the schema reference, the menu position, the related sheets): never sent to the browser. */
export type BuildOnly = "$schema" | "ordre" | "fichesLiees";

export interface PageView extends Omit<Page, "blocs" | "visuel" | BuildOnly> {
  visuel?: ResolvedImage;
  blocs: BlockView[];
}

export interface ApplicationView extends Omit<Application, "imagePrincipale" | "galerie" | "recommandations" | BuildOnly> {
  /** The families recommended for this application, under their sheets' names, and its sample request. */
  recommended: Recommendations;
  /** Every image of the gallery, the main image first: the large picture and its thumbnail. */
  galerie: { image: ResolvedImage; vignette: ResolvedImage }[];
  /** The other applications, never this one. */
  others: CardView[];
}

/** The rows (`lignes`), categories and buyer facts of the sheet reach the page as finished tables and texts only. */
export interface DataSheetView extends Omit<FicheTechnique, "carte" | "lignes" | "categories" | BuyerFactFields | BuildOnly> {
  /** The sheet's file name and address: `rbn` for /rbn. */
  slug: string;
  /** The card picture, drawn large at the top of the sheet. */
  visuel: ResolvedImage;
  /** One row per thickness, the figures written the French way. */
  specifications: Table;
  /**
   * The thickness of each row of `specifications`, in µm (whole numbers), for the row's
   * sample request: a link the page builds from it, cheaper than its address and name carried
   * in the page's data.
   */
  thicknesses: number[];
  /** The sheet's categories (RBN's light, medium and strong board), when it groups its thicknesses. */
  categories?: Table;
  /** The span of each measured column over the rows, for the product's structured data. */
  ranges: MeasuredRange[];
  /** Process ratings, food contact and the terms the sheet states, as text, for the product's structured data. */
  stated: StatedProperty[];
  /** Every family side by side (familles.json), under their names. */
  comparison: Table;
  /** The sheet's PDF in the page's language, or in each language it is printed in (pdf-files.ts). */
  pdfs: PdfLink[];
  /** The link to the grades' comparison (/comparer), with one of this sheet's grades ticked: « Comparer le RPN à d'autres grades ». */
  compare: { href: string; label: string };
  /** The figures at a glance beside the sheet, finished: the family's stated range, then the rows' spans. */
  keyFigures: KeyFigure[];
  /** Cards of the sheets listed in `fichesLiees`, or of every other sheet. */
  related: CardView[];
  /** Processes, food contact, formats and terms, documents, test methods, revision date. */
  buyer: BuyerFactsView;
  /** Each section's heading, none for a section the sheet has nothing for (data-sheet-sections.ts). */
  sectionTitles: Record<DataSheetSection, string | undefined>;
}

/** The sheet's fields that reach the page as `buyer` only. */
export type BuyerFactFields =
  | "procedes"
  | "contactAlimentaire"
  | "documents"
  | "certifications"
  | "formats"
  | "commandeMinimale"
  | "delai"
  | "proprietes"
  | "mesures"
  | "revision";
