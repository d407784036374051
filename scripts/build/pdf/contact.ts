import type { Entreprise, Interface } from "#app/generated/content-types.ts";
import { slotHours } from "#app/model/opening-hours.ts";
import { whatsappGreeting, whatsappHref } from "#app/lib/whatsapp.ts";
import type { NamedSheet } from "#app/model/product-names.ts";
import { addressLine, mailtoHref, telHref } from "#app/model/text.ts";

/** The postal code stays with its town when an address wraps (the street may be long: it wraps as prose). */
const addressParts = (address: Entreprise["adresse"]) => [`${address.codePostal} ${address.ville}`];

/*
 * The company's details as every PDF prints them, from entreprise.json and the labels
 * of interface.json: the same words as the site's contact block and footer.
 */

export interface ContactLine {
  label: string;
  value: string;
  link?: string;
  /** Phrases of the value not to split across lines: the parts of an address. */
  keep?: string[];
}

/** `sheet`: the family a data sheet's PDF is about, which its WhatsApp link's greeting names. */
export function contactLines(company: Entreprise, ui: Interface, site: { label: string; origin: string }, sheet?: NamedSheet): ContactLine[] {
  return [
    { label: ui.adresse, value: addressLine(company.adresse), link: company.adresse.lienCarte, keep: addressParts(company.adresse) },
    { label: ui.telephone, value: company.telephone, link: telHref(company.telephone) },
    { label: ui.whatsapp, value: company.whatsapp, link: whatsappHref(company.whatsapp, whatsappGreeting(ui.messageWhatsapp, sheet)) },
    { label: ui.email, value: company.email, link: mailtoHref(company.email) },
    { label: site.label, value: site.origin.replace(/^https?:\/\//, ""), link: site.origin },
  ];
}

/** Each slot's days and hours (« 8 h – 17 h »), written as the site's contact block and footer write them. */
export function openingHours(company: Entreprise, ui: Interface, locale?: string): [string, string][] {
  return company.horaires.map((slot) => [slot.libelle, slotHours(slot, locale) ?? ui.ferme]);
}
