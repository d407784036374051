import type { Entreprise, Interface } from "#app/generated/content-types.ts";
import { slotHours } from "#app/model/opening-hours.ts";
import { addressLine, telHref, whatsappHref } from "#app/model/text.ts";

/*
 * The company's details as every PDF prints them, from entreprise.json and the labels
 * of interface.json: the same words as the site's contact block and footer.
 */

export interface ContactLine {
  label: string;
  value: string;
  link?: string;
}

export function contactLines(company: Entreprise, ui: Interface, site: { label: string; origin: string }): ContactLine[] {
  return [
    { label: ui.adresse, value: addressLine(company.adresse), link: company.adresse.lienCarte },
    { label: ui.telephone, value: company.telephone, link: telHref(company.telephone) },
    { label: ui.whatsapp, value: company.whatsapp, link: whatsappHref(company.whatsapp) },
    { label: ui.email, value: company.email, link: `mailto:${company.email}` },
    { label: site.label, value: site.origin.replace(/^https?:\/\//, ""), link: site.origin },
  ];
}

/** Each slot's days and hours (« 8 h – 17 h »), written as the site's contact block and footer write them. */
export function openingHours(company: Entreprise, ui: Interface): [string, string][] {
  return company.horaires.map((slot) => [slot.libelle, slotHours(slot) ?? ui.ferme]);
}
