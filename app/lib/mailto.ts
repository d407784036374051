/*
 * mailto: links per RFC 6068. No React and no DOM, so the encoding is unit-tested on
 * its own against hostile input (test/unit/mailto.test.ts).
 */

import { mailtoHref } from "#app/model/text.ts";
import { wellFormed } from "./well-formed.ts";

/** Line breaks a visitor can type or paste: CRLF, CR, LF, NEL and the Unicode line and paragraph separators. */
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;

// Control characters other than tab and line breaks: invisible, and some mail programs cut the text at NUL.
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * The address must need no encoding, so the link is exactly what the visitor's mail program
 * shows; anything else (a space, "?", "#", "%", "&"…) is refused rather than guessed at.
 */
const SAFE_ADDRESS = /^[A-Za-z0-9.!$'*+_~-]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;

/** Whether a link can be built to this address: the content check refuses the company e-mail otherwise. */
export function isSafeAddress(address: string): boolean {
  return SAFE_ADDRESS.test(address);
}

/** The body as the mail program receives it: well-formed, no stray control characters, every line break CRLF. */
export function normaliseBody(text: string): string {
  return wellFormed(text).replace(CONTROLS, "").replace(LINE_BREAKS, "\r\n");
}

/** Text joined onto one line, as the subject must be (a header cannot hold a line break): each run of line breaks becomes one space, control characters go, ends trimmed. */
export function joinLines(text: string): string {
  return wellFormed(text)
    .replace(CONTROLS, "")
    .replace(/(?:\r\n|[\r\n\u0085\u2028\u2029])+/g, " ")
    .trim();
}

export interface MailtoFields {
  /** Recipient address, e.g. the company's info address. */
  to: string;
  subject: string;
  body: string;
}

export type MailtoResult =
  | { ok: true; url: string }
  /** The link would be longer than `maxLength`: mail programs and Windows silently cut such links. */
  | { ok: false; reason: "too-long"; url: string; length: number; maxLength: number }
  /** No link can be built (unusable address, or the text could not be encoded). */
  | { ok: false; reason: "invalid"; detail: string };

/**
 * `mailto:to?subject=…&body=…`. Each value goes through encodeURIComponent (spaces as %20,
 * "+" as %2B; never URLSearchParams, whose "+" for a space mail programs show literally),
 * line breaks in the body become %0D%0A, and the subject holds none. Never throws: a link
 * that cannot be built or is too long comes back as `ok: false` with the reason.
 */
export function buildMailto({ to, subject, body }: MailtoFields, maxLength: number): MailtoResult {
  if (!isSafeAddress(to)) return { ok: false, reason: "invalid", detail: `adresse inutilisable : ${JSON.stringify(to)}` };
  let url: string;
  try {
    const fields: string[] = [];
    const subjectLine = joinLines(subject);
    if (subjectLine) fields.push(`subject=${encodeURIComponent(subjectLine)}`);
    fields.push(`body=${encodeURIComponent(normaliseBody(body))}`);
    url = `${mailtoHref(to)}?${fields.join("&")}`;
  } catch (error) {
    return { ok: false, reason: "invalid", detail: error instanceof Error ? error.message : String(error) };
  }
  if (url.length > maxLength) return { ok: false, reason: "too-long", url, length: url.length, maxLength };
  return { ok: true, url };
}
