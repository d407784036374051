import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import { buildMailto, joinLines, type MailtoFields, type MailtoResult } from "./mailto.ts";
import type { RequestValues } from "#app/model/request.ts";
import { fillTemplate } from "#app/model/text.ts";

/*
 * What the contact form does with what was typed, without React: checking it, and
 * turning it into a mailto: link or a text to copy. Tested in test/unit/contact-message.test.ts.
 */

/** The contact form message of the specification: four strings, empty by default. */
export interface ContactValues {
  nom: string;
  email: string;
  sujet: string;
  message: string;
}

export const CONTACT_FIELDS = ["nom", "email", "sujet", "message"] as const satisfies readonly (keyof ContactValues)[];

export const emptyContact = (): ContactValues => ({ nom: "", email: "", sujet: "", message: "" });

/** What was typed when Send was pressed: the specification's four fields and the request part. */
export interface ContactSnapshot {
  values: ContactValues;
  request?: RequestValues;
}

export interface ContactErrors {
  email?: "invalid";
  message?: "empty";
}

/** The mail lines of the form block in content/pages/contact.json. */
export type MailLines = BlocFormulaireContact["courriel"];

// The HTML standard's "valid e-mail address", which <input type="email"> applies: the same
// rule as the browser, so the French message shows exactly when the browser would object.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isEmailAddress = (value: string) => EMAIL.test(value.trim());

/** The e-mail is optional, but when given it must be an address. */
export const emailError = (value: string): ContactErrors["email"] => (value.trim() !== "" && !isEmailAddress(value) ? "invalid" : undefined);

/** Only the message is required (blank counts as empty). */
export function contactErrors(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (values.message.trim() === "") errors.message = "empty";
  return errors;
}

const line = (template: string, values: Record<string, string>) => fillTemplate(template, values).trimEnd();

/**
 * The specification's body: the sender's name, the sender's e-mail, a blank line, the message.
 * Name and e-mail are kept on one line each, so they cannot forge further lines of the body.
 */
export function contactBody(values: ContactValues, lines: MailLines, request: readonly string[] = []): string {
  const nom = joinLines(values.nom);
  const email = joinLines(values.email);
  const body = [line(lines.ligneNom, { nom }), line(lines.ligneEmail, { email }), "", values.message];
  // The request's labelled lines come after the specification's, only when some were filled.
  return (request.length > 0 ? [...body, "", ...request] : body).join("\n");
}

/** The link that opens the visitor's mail program, or why there is none. */
export function contactMailto(values: ContactValues, lines: MailLines, to: string, maxLength: number, request: readonly string[] = []): MailtoResult {
  return buildMailto({ to, subject: values.sujet, body: contactBody(values, lines, request) }, maxLength);
}

/** Everything the mail would have held, as plain text to paste into any mail program. */
export function contactCopyText(values: ContactValues, lines: MailLines, to: string, request: readonly string[] = []): string {
  return [line(lines.ligneDestinataire, { destinataire: to }), line(lines.ligneSujet, { sujet: joinLines(values.sujet) }), "", contactBody(values, lines, request)].join("\n");
}

/** What turns a message into a mail: the recipient, the mail lines, and the request part's labelled lines. */
export interface MailContext {
  to: string;
  lines: MailLines;
  requestLines(request: RequestValues): string[];
}

/** The mail a message makes, as a mail program, a webmail or WhatsApp receives it. */
export function contactMail({ values, request }: ContactSnapshot, { to, lines, requestLines }: MailContext): MailtoFields {
  return { to, subject: joinLines(values.sujet), body: contactBody(values, lines, request ? requestLines(request) : []) };
}

/** {@link contactCopyText} of a message. */
export const contactCopy = ({ values, request }: ContactSnapshot, { to, lines, requestLines }: MailContext) => contactCopyText(values, lines, to, request ? requestLines(request) : []);

/** `?sujet=` as a subject: plain text on one line, whatever the address bar held. */
export function subjectFromQuery(value: string | null): string {
  return value === null ? "" : joinLines(value);
}

