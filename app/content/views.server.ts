import type { Application, BlocFormulaireContact, FicheTechnique, Page } from "#app/generated/content-types.ts";
import type { ApplicationView, BlockView, CardView, DataSheetView, PageView } from "#app/model/views.ts";
import type { Entry, SiteContent } from "#app/model/content.ts";
import { buyerFacts } from "#app/model/buyer-facts.ts";
import { comparisonHref } from "#app/model/comparison.ts";
import { comparisonView } from "#app/model/comparison-view.ts";
import { dataSheetSectionTitles } from "#app/model/data-sheet-sections.ts";
import { dataSheetPdfHref, pdfLinks, type PdfLink } from "#app/model/pdf-files.ts";
import { builtLanguages } from "#app/model/translations.ts";
import { fillTemplate } from "#app/model/text.ts";
import { DEFAULT_LOCALE } from "#app/model/locale.ts";
import { typeset } from "#app/model/locale-typography.ts";
import { productNames } from "#app/model/product-names.ts";
import { statedProperties } from "#app/model/product-properties.ts";
import { recommendations } from "#app/model/recommendations.ts";
import { requestProcesses, type RequestCatalogue } from "#app/model/request.ts";
import { keyFigures } from "#app/model/key-figures.ts";
import { categoriesTable, comparisonTable, contentTable, measuredRanges, specificationTable } from "#app/model/tables.ts";
import { resolveImage } from "./images.server.ts";
import { loadContent } from "./loader.server.ts";

/*
 * Turns content into what the templates draw. Runs at pre-render time only, so cards
 * gathered from other files, image sizes and every table and figure (cells written the
 * page's language's way) cost the browser nothing: the number formatting never ships to it.
 * Each view takes the page's `locale` (French by default) for its numbers, lists and
 * typography, and the content in that language: the site's own
 * (loadContent(contentDir, locale)) unless given, as the content editor's preview gives its draft.
 */

const applicationCard = ({ slug, data }: Entry<Application>): CardView => ({
  href: `/${slug}`,
  title: data.menu,
  text: data.resume,
  image: resolveImage(data.imagePrincipale, "carte"),
});

const dataSheetCard = ({ slug, data }: Entry<FicheTechnique>, content: SiteContent): CardView => ({
  href: `/${slug}`,
  code: data.code,
  title: productNames(data, content.ui.fiche).cardTitle,
  text: data.carte.description,
  image: resolveImage(data.carte.image, "carte"),
});

export const applicationCards = (except?: string, content?: SiteContent, locale: string = DEFAULT_LOCALE) =>
  (content ?? loadContent(undefined, locale)).applications.filter(({ slug }) => slug !== except).map(applicationCard);

/** Cards of the given sheets in that order (the content check guarantees they exist), or of every sheet. */
export function dataSheetCards(slugs?: string[], content?: SiteContent, locale: string = DEFAULT_LOCALE) {
  content ??= loadContent(undefined, locale);
  const { sheets } = content;
  return (slugs ? slugs.map((slug) => sheets.find((sheet) => sheet.slug === slug)!) : sheets).map((entry) => dataSheetCard(entry, content!));
}

/**
 * The links to a PDF the site generates (`href`, the French one) from a page in `locale`:
 * in its language, or in the languages the PDFs are printed in (pdf-files.ts). A file
 * served by the site is downloaded under its own name; an external URL is only linked.
 */
function pdfsFor(href: string, content: SiteContent, locale: string): PdfLink[] {
  return pdfLinks(href, locale, builtLanguages(content.languages));
}

/** What the contact form's request part offers: each family under its label with its thicknesses, the applications and the printing processes. */
export function requestCatalogue(words: Pick<BlocFormulaireContact["demande"], "procedeIndecis">, content?: SiteContent, locale: string = DEFAULT_LOCALE): RequestCatalogue {
  const { sheets, applications, ui, processes } = content ?? loadContent(undefined, locale);
  return {
    families: sheets.map(({ slug, data }) => ({ slug, code: data.code, label: productNames(data, ui.fiche).label, thicknesses: data.lignes.map((row) => row.epaisseur) })),
    applications: applications.map(({ slug, data }) => ({ slug, label: data.menu })),
    processes: requestProcesses(processes, words.procedeIndecis),
  };
}

function blockView(block: Page["blocs"][number], content: SiteContent, locale: string): BlockView {
  switch (block.type) {
    case "applications":
      return { ...block, cards: applicationCards(undefined, content, locale) };
    case "fiches":
      return { ...block, cards: dataSheetCards(undefined, content, locale) };
    case "catalogue":
      return { ...block, catalogues: pdfsFor(content.company.catalogue.fichier, content, locale) };
    case "formulaire-contact":
      return { ...block, catalogue: requestCatalogue(block.demande, content, locale) };
    case "comparateur":
      return { ...block, comparison: typeset(comparisonView(content.sheets, content.processes, content.ui, block, locale), locale) };
    case "tableau": {
      const { tableau, ...rest } = block;
      return { ...rest, table: contentTable(tableau) };
    }
    default:
      return block;
  }
}

export function pageView(page: Page, content?: SiteContent, locale: string = DEFAULT_LOCALE): PageView {
  const { visuel, blocs, $schema: _schema, ...rest } = page;
  const shown = content ?? loadContent(undefined, locale);
  return { ...rest, visuel: visuel && resolveImage(visuel, "visuel"), blocs: blocs.map((block) => blockView(block, shown, locale)) };
}

export function dataSheetView(slug: string, sheet: FicheTechnique, content?: SiteContent, locale: string = DEFAULT_LOCALE): DataSheetView {
  content ??= loadContent(undefined, locale);
  const { carte: _card, $schema: _schema, ordre: _ordre, fichesLiees, lignes, categories, ...withFacts } = sheet;
  const { procedes: _p, contactAlimentaire: _c, documents: _d, certifications: _ce, formats: _f, commandeMinimale: _m, delai: _de, proprietes: _pr, mesures: _me, revision: _r, ...rest } = withFacts;
  const { sheets, families, ui } = content;
  const pdfs = pdfsFor(dataSheetPdfHref(sheet.code), content, locale);
  const buyer = typeset(buyerFacts(sheet, content, pdfs, locale), locale);
  const others = () => sheets.map((entry) => entry.slug).filter((other) => other !== slug);
  return {
    ...rest,
    slug,
    visuel: resolveImage(sheet.carte.image, "visuel"),
    specifications: specificationTable(sheet, ui.fiche, locale),
    thicknesses: lignes.map((row) => row.epaisseur),
    ...(categories && { categories: categoriesTable(categories, ui.fiche, locale) }),
    ranges: measuredRanges(sheet, ui.fiche),
    stated: typeset(statedProperties(sheet, content.processes, ui.faits, ui.fiche, locale), locale),
    comparison: comparisonTable(families, sheets.map(({ data }) => data), ui.fiche, locale),
    // The middle thickness: the grade most readers of the sheet start from, which they change on the page.
    compare: { href: comparisonHref([{ famille: slug, epaisseur: lignes[Math.floor((lignes.length - 1) / 2)].epaisseur }]), label: fillTemplate(ui.faits.comparer, { code: sheet.code }) },
    keyFigures: keyFigures(sheet, ui.fiche, families.familles.find((family) => family.code === sheet.code)?.epaisseur, locale),
    related: dataSheetCards(fichesLiees ?? others(), content, locale),
    buyer,
    pdfs,
    sectionTitles: dataSheetSectionTitles({ ...sheet, buyer }, ui),
  };
}

/** An application page: its main image first in the gallery, each image as large picture and thumbnail, and the other applications. */
export function applicationView(slug: string, application: Application, content?: SiteContent, locale: string = DEFAULT_LOCALE): ApplicationView {
  content ??= loadContent(undefined, locale);
  const { imagePrincipale, galerie, recommandations, $schema: _schema, ordre: _ordre, ...rest } = application;
  const { sheets, ui, applicationLabels, processes } = content;
  return {
    ...rest,
    recommended: recommendations({ slug, data: { menu: application.menu, recommandations } }, sheets, processes, { page: applicationLabels, faits: ui.faits, fiche: ui.fiche }, locale),
    galerie: [imagePrincipale, ...galerie].map((image) => ({ image: resolveImage(image, "principale"), vignette: resolveImage(image, "vignette") })),
    others: applicationCards(slug, content, locale),
  };
}
