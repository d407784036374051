import type { Interface } from "#app/generated/content-types.ts";
import type { NamedSheet } from "#app/model/product-names.ts";
import { fillTemplate } from "#app/model/text.ts";
import { wellFormed } from "./well-formed.ts";

/*
 * WhatsApp click-to-chat links, https://wa.me/<number>?text=<message>, built here and
 * nowhere else: the header's menu, the footer, the contact page, the panel after sending
 * and the PDFs. No React and no DOM, so the encoding is unit-tested on its own
 * (test/unit/whatsapp.test.ts).
 */

/** wa.me takes the number as digits only, with its country code: « +216 20 000 000 » → 21620000000. */
export const whatsappNumber = (phone: string) => phone.replace(/\D/g, "");

/**
 * The link that opens a chat with `phone`, its message field already holding `text`
 * (nothing when empty). The text is percent-encoded with encodeURIComponent: a space as
 * %20, never "+", which WhatsApp would show as it is; "+", "&", "#" and "?" encoded too,
 * so they stay part of the text; Arabic and emoji as UTF-8. Half an emoji (a lone
 * surrogate, from a bad paste) becomes U+FFFD rather than making the encoding throw.
 */
export function whatsappHref(phone: string, text = ""): string {
  const chat = `https://wa.me/${whatsappNumber(phone)}`;
  return text ? `${chat}?text=${encodeURIComponent(wellFormed(text))}` : chat;
}

/** The greeting a WhatsApp link of the site opens with: about the family of the data sheet the visitor is on, or general. */
export function whatsappGreeting(words: Interface["messageWhatsapp"], sheet?: NamedSheet): string {
  return sheet ? fillTemplate(words.fiche, { code: sheet.code, nom: sheet.nom.long }) : words.general;
}
