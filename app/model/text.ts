import type { Entreprise } from "#app/generated/content-types.ts";
import { DEFAULT_LOCALE } from "./locale.ts";

/** « offset UV » → « Offset UV »: names are written in lower case to sit inside sentences. */
export const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase(DEFAULT_LOCALE) + text.slice(1);

/** « Emballages de luxe » → « emballages de luxe »: a label quoted inside a sentence. */
export const uncapitalise = (text: string) => text.charAt(0).toLocaleLowerCase(DEFAULT_LOCALE) + text.slice(1);

/** Fills `{name}` placeholders written by editors in content, e.g. "© {annee} {nom}". */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** `200, 250 et 300`: items joined by commas, the last by `conjunction` (« et », « ou », or the content's own word). */
export function joinList(items: readonly string[], conjunction: string): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

/** `60, 80 ou 100`: French prose's list of alternatives. */
export function frenchList(items: readonly string[]): string {
  return joinList(items, "ou");
}

/** The company's address on one line, as the contact block and the PDFs print it: "rue, code ville, pays". */
export function addressLine(address: Pick<Entreprise["adresse"], "rue" | "codePostal" | "ville" | "pays">): string {
  return `${address.rue}, ${address.codePostal} ${address.ville}, ${address.pays}`;
}

/** `info@example.com` → `mailto:info@example.com`: a plain link to write to an address (app/lib/mailto.ts adds a subject and a body). */
export function mailtoHref(address: string): string {
  return `mailto:${address}`;
}

/** `+216 71 000 000` → `tel:+21671000000` */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
