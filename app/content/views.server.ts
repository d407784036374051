import type { Application, FicheTechnique, Page } from "#app/generated/content-types.ts";
import type { ApplicationView, BlockView, CardView, DataSheetView, PageView } from "#app/lib/views.ts";
import { isGeneratedCatalogue, pdfFileName } from "#scripts/lib/pdf/files.ts";
import { allApplications, allDataSheets } from "./collections.server.ts";
import { resolveImage } from "./images.server.ts";
import { company } from "./site.ts";

/*
 * Turns content into what the templates draw. Runs at pre-render time only, so
 * cards gathered from other files and image sizes cost the browser nothing.
 */

const applicationCard = ([slug, application]: [string, Application]): CardView => ({
  href: `/${slug}`,
  title: application.menu,
  text: application.resume,
  image: resolveImage(application.imagePrincipale, "carte"),
});

const dataSheetCard = ([slug, sheet]: [string, FicheTechnique]): CardView => ({
  href: `/${slug}`,
  code: sheet.code,
  title: sheet.carte.titre,
  text: sheet.carte.description,
  image: resolveImage(sheet.carte.image, "carte"),
});

export const applicationCards = (except?: string) => allApplications().filter(([slug]) => slug !== except).map(applicationCard);
/** Cards of the given sheets in that order (validation guarantees they exist), or of every sheet. */
export function dataSheetCards(slugs?: string[]) {
  const sheets = allDataSheets();
  return (slugs ? slugs.map((slug) => sheets.find(([s]) => s === slug)!) : sheets).map(dataSheetCard);
}

/** The catalogue link: a file served by the site is downloaded under its own name; an external URL is only linked. */
function catalogueView() {
  const href = company.catalogue.fichier;
  return isGeneratedCatalogue(href) ? { href, fileName: pdfFileName(href) } : { href };
}

function blockView(block: Page["blocs"][number]): BlockView {
  switch (block.type) {
    case "applications":
      return { ...block, cards: applicationCards() };
    case "fiches":
      return { ...block, cards: dataSheetCards() };
    case "catalogue":
      return { ...block, catalogue: catalogueView() };
    default:
      return block;
  }
}

export function pageView(page: Page): PageView {
  const { visuel, blocs, ...rest } = page;
  return { ...rest, visuel: visuel && resolveImage(visuel, "visuel"), blocs: blocs.map(blockView) };
}

export function dataSheetView(slug: string, sheet: FicheTechnique): DataSheetView {
  const { carte: _card, ...rest } = sheet;
  const others = () => allDataSheets().map(([s]) => s).filter((s) => s !== slug);
  return { ...rest, visuel: resolveImage(sheet.carte.image, "visuel"), related: dataSheetCards(sheet.fichesLiees ?? others()) };
}

/** An application page: its main image first in the gallery, each image as large picture and thumbnail, and the other applications. */
export function applicationView(slug: string, application: Application): ApplicationView {
  const { imagePrincipale, galerie, ...rest } = application;
  return {
    ...rest,
    galerie: [imagePrincipale, ...galerie].map((image) => ({ image: resolveImage(image, "principale"), vignette: resolveImage(image, "vignette") })),
    others: applicationCards(slug),
  };
}
