import type { Application, FicheTechnique, Interface, PageApplication, Procedes } from "#app/generated/content-types.ts";
import { ratingAt, type Rating } from "./buyer-facts.ts";
import { DEFAULT_LOCALE } from "./locale.ts";
import { numberList } from "./locale-format.ts";
import { productNames } from "./product-names.ts";
import { requestHref } from "./request.ts";
import { capitalise, fillTemplate, uncapitalise } from "./text.ts";
import { typographyFor } from "./locale-typography.ts";

/** One line of a card's processes: « Marquage à chaud : sous conditions », with the sheet's condition or reason. */
export interface ProcessRatingLine {
  /** The process's key in content/site/procedes.json. */
  process: string;
  /** « Marquage à chaud : sous conditions », « … : adapté (300 µm) » when the rating differs across the thicknesses. */
  text: string;
  condition?: string;
}

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
  /** The processes the application needs, each with the family's rating for the recommended thicknesses; none when the application names none. */
  processes: ProcessRatingLine[];
}

export interface Recommendations {
  /** « Aptitude aux procédés du secteur », above each card's processes. */
  processesTitle: string;
  grades: RecommendationView[];
  /** The contact form with a sample request for this application (and its family, when it recommends one). */
  request: { href: string; label: string };
}

type Grade = Application["recommandations"][number];
export type ProcessLabels = {
  page: Pick<PageApplication, "aptitude">;
  faits: Pick<Interface["faits"], "epaisseursConcernees">;
  fiche: Pick<Interface["fiche"], "et">;
};

/**
 * The rating of each process a recommended grade needs, as the family's data sheet gives it
 * for the recommended thicknesses: one line per process, or one per group of thicknesses
 * when the rating is not the same for all of them; « sur demande » for a process the sheet
 * does not rate. The application pages' cards and the PDF catalogue both draw it.
 */
export function gradeProcesses(grade: Pick<Grade, "epaisseurs" | "procedes">, sheet: Pick<FicheTechnique, "procedes">, processes: Procedes, labels: ProcessLabels, locale: string = DEFAULT_LOCALE): ProcessRatingLine[] {
  return (grade.procedes ?? []).flatMap((key) => {
    const process = processes.procedes.find((candidate) => candidate.cle === key);
    if (!process) return [];
    const groups: { rating: Rating | undefined; thicknesses: number[] }[] = [];
    for (const thickness of grade.epaisseurs) {
      const rating = ratingAt(sheet, key, thickness);
      const group = groups.find((candidate) => candidate.rating === rating);
      if (group) group.thicknesses.push(thickness);
      else groups.push({ rating, thicknesses: [thickness] });
    }
    return groups.map(({ rating, thicknesses }) => {
      const status = uncapitalise(processes.statuts[rating?.statut ?? "non-renseigne"]);
      const only = groups.length > 1 ? ` (${fillTemplate(labels.faits.epaisseursConcernees, { epaisseurs: numberList(thicknesses, locale, labels.fiche.et) })})` : "";
      const text = typographyFor(locale)(fillTemplate(labels.page.aptitude, { procede: capitalise(process.nom), statut: `${status}${only}` }));
      return { process: key, text, ...(rating?.precision && { condition: rating.precision }) };
    });
  });
}

/**
 * The families an application page recommends (its `recommandations`), under the names
 * of their data sheets, with the processes the application needs. A grade whose sheet is
 * missing is left out: the content check refuses it before any build, so this only
 * happens in a half-edited draft.
 */
export function recommendations(
  application: { slug: string; data: Pick<Application, "menu" | "recommandations"> },
  sheets: readonly { slug: string; data: Pick<FicheTechnique, "code" | "nom" | "procedes"> }[],
  processes: Procedes,
  labels: {
    page: Pick<PageApplication, "epaisseurs" | "demandeEchantillons" | "aptitude" | "titreProcedes">;
    faits: Pick<Interface["faits"], "epaisseursConcernees">;
    fiche: Pick<Interface["fiche"], "nomAvecCode" | "et">;
  },
  locale: string = DEFAULT_LOCALE,
): Recommendations {
  const grades = application.data.recommandations.flatMap((grade) => {
    const sheet = sheets.find((candidate) => candidate.slug === grade.fiche);
    if (!sheet) return [];
    const list = numberList(grade.epaisseurs, locale, labels.fiche.et);
    return [
      {
        href: `/${sheet.slug}`,
        code: sheet.data.code,
        title: productNames(sheet.data, labels.fiche).label,
        thicknesses: typographyFor(locale)(fillTemplate(labels.page.epaisseurs, { epaisseurs: list })),
        reason: grade.raison,
        processes: gradeProcesses(grade, sheet.data, processes, labels, locale),
      },
    ];
  });
  const only = grades.length === 1 ? grades[0].href.slice(1) : undefined;
  return {
    processesTitle: labels.page.titreProcedes,
    grades,
    request: {
      href: requestHref({ type: "echantillons", famille: only, application: application.slug }),
      label: fillTemplate(labels.page.demandeEchantillons, { application: application.data.menu }),
    },
  };
}
