import type { Application, FicheTechnique, Interface, PageApplication } from "#app/generated/content-types.ts";
import { formatFrenchNumber } from "./number.ts";
import { productNames } from "./product-names.ts";
import { requestHref } from "./request.ts";
import { fillTemplate, joinList } from "./text.ts";
import { frenchTypography } from "./typography.ts";

/** One recommended grade as its card shows it. */
export interface RecommendationView {
  /** The data sheet: `/rpn`. */
  href: string;
  code: string;
  /** « RPN — papier minéral » */
  title: string;
  /** « Épaisseurs : 80, 100 et 120 µm » */
  thicknesses: string;
  reason: string;
}

export interface Recommendations {
  grades: RecommendationView[];
  /** The contact form with a sample request for this application (and its family, when it recommends one). */
  request: { href: string; label: string };
}

/**
 * The families an application page recommends (its `recommandations`), under the names
 * of their data sheets. A grade whose sheet is missing is left out: the content check
 * refuses it before any build, so this only happens in a half-edited draft.
 */
export function recommendations(
  application: { slug: string; data: Pick<Application, "menu" | "recommandations"> },
  sheets: readonly { slug: string; data: Pick<FicheTechnique, "code" | "nom"> }[],
  labels: { page: Pick<PageApplication, "epaisseurs" | "demandeEchantillons">; fiche: Pick<Interface["fiche"], "nomAvecCode" | "et"> },
): Recommendations {
  const grades = application.data.recommandations.flatMap((grade) => {
    const sheet = sheets.find((candidate) => candidate.slug === grade.fiche);
    if (!sheet) return [];
    const list = joinList(grade.epaisseurs.map(formatFrenchNumber), labels.fiche.et);
    return [
      {
        href: `/${sheet.slug}`,
        code: sheet.data.code,
        title: productNames(sheet.data, labels.fiche).label,
        thicknesses: frenchTypography(fillTemplate(labels.page.epaisseurs, { epaisseurs: list })),
        reason: grade.raison,
      },
    ];
  });
  const only = grades.length === 1 ? grades[0].href.slice(1) : undefined;
  return {
    grades,
    request: {
      href: requestHref({ type: "echantillons", famille: only, application: application.slug }),
      label: fillTemplate(labels.page.demandeEchantillons, { application: application.data.menu }),
    },
  };
}
