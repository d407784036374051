import { joinLines, normaliseBody } from "./mailto.ts";
import { wellFormed } from "./well-formed.ts";
import { whatsappHref } from "./whatsapp.ts";

/*
 * Ways to send the message without a mail program: compose pages of the common webmails
 * and WhatsApp, pre-filled. Their formats:
 *   Gmail        https://mail.google.com/mail/?view=cm&fs=1&to=…&su=…&body=…
 *   Outlook.com  https://outlook.live.com/mail/0/deeplink/compose?to=…&subject=…&body=…
 *   WhatsApp     https://wa.me/<number, digits only, with the country code>?text=…
 * Every value is percent-encoded with encodeURIComponent (a space as %20, never "+":
 * Outlook shows a "+" literally), line breaks as %0D%0A. Outlook's compose page is known
 * to cut links beyond about 2,000 characters, so a link longer than the mailto limit
 * (settings.longueurMaxMailto) is not offered: copying the message is.
 */

export interface ComposeMessage {
  to: string;
  subject: string;
  body: string;
}

export type ComposeLink = { ok: true; url: string } | { ok: false; length: number };

const encode = (text: string) => encodeURIComponent(wellFormed(text));

function checked(url: string, maxLength: number): ComposeLink {
  return url.length > maxLength ? { ok: false, length: url.length } : { ok: true, url };
}

const query = (fields: [string, string][]) => fields.map(([name, value]) => `${name}=${encode(value)}`).join("&");

export function gmailLink({ to, subject, body }: ComposeMessage, maxLength: number): ComposeLink {
  return checked(`https://mail.google.com/mail/?view=cm&fs=1&${query([["to", to], ["su", joinLines(subject)], ["body", normaliseBody(body)]])}`, maxLength);
}

export function outlookLink({ to, subject, body }: ComposeMessage, maxLength: number): ComposeLink {
  return checked(`https://outlook.live.com/mail/0/deeplink/compose?${query([["to", to], ["subject", joinLines(subject)], ["body", normaliseBody(body)]])}`, maxLength);
}

/** The whole message as one WhatsApp text: the subject on the first line when there is one (the link itself: whatsapp.ts). */
export function whatsappLink(phone: string, { subject, body }: Omit<ComposeMessage, "to">, maxLength: number): ComposeLink {
  const text = [joinLines(subject), normaliseBody(body)].filter(Boolean).join("\r\n\r\n");
  return checked(whatsappHref(phone, text), maxLength);
}
