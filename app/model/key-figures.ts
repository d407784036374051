import type { FicheTechnique, Interface } from "#app/generated/content-types.ts";
import { range } from "./facts.ts";
import { statedRangeText } from "./family-range.ts";
import { formatNumber } from "./locale-format.ts";
import { DEFAULT_LOCALE } from "./locale.ts";
import { labelParts, measuredRanges } from "./tables.ts";
import { fillTemplate } from "./text.ts";
import { typographyFor } from "./locale-typography.ts";

/*
 * The figures at a glance beside a data sheet, finished at pre-render time
 * (app/content/views.server.ts): the page receives the text, and the typesetter stays out
 * of the browser's first load.
 */

export interface KeyFigure {
  name: string;
  /** « 200 à 400 µm », « 1,5 g/cm³ », « > 84 % » */
  value: string;
}

/**
 * What a buyer looks for first: the thickness as the family's range states it
 * (familles.json: « 50 à 250 µm », « 60, 80 ou 100 µm »), density and grammage as the
 * rows' spans, and the minimum opacity: « > 84 % » when every thickness has the same, else
 * the range of minimums in the words of content (« minimum de 60 à 84 % selon
 * l'épaisseur »): a sign before a range (« > 60 à 84 % ») would not say which minimum.
 */
export function keyFigures(sheet: Pick<FicheTechnique, "lignes">, labels: Interface["fiche"], familyRange?: string, locale: string = DEFAULT_LOCALE): KeyFigure[] {
  const typography = typographyFor(locale);
  const withUnit = (value: string, unit?: string) => typography(unit ? `${value} ${unit}` : value);
  const measured = measuredRanges(sheet, labels).map(({ key, name, unit, min, max }) => ({
    name,
    value: withUnit(key === "epaisseur" && familyRange ? statedRangeText(familyRange, locale) : range([min, max], locale), unit),
  }));
  const opacities = sheet.lignes.map((row) => Number(/\d+/.exec(row.opacite)?.[0])).filter((value) => !Number.isNaN(value));
  if (opacities.length === 0) return measured;
  const { name, unit } = labelParts(labels.colonnes.opacite);
  const lowest = Math.min(...opacities);
  const value =
    lowest === Math.max(...opacities)
      ? withUnit(`> ${formatNumber(lowest, locale)}`, unit)
      : typography(fillTemplate(labels.opaciteSelonEpaisseur, { plage: withUnit(range(opacities, locale), unit) }));
  return [...measured, { name, value }];
}
