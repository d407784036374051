import type { ContactSnapshot } from "./contact-message.ts";
import type { ContactTransport, TransportAnswer } from "./contact-transport.ts";
import { buildMailto, type MailtoFields } from "./mailto.ts";

export interface MailtoTransportOptions {
  /** The mail a message makes (contact-message.ts: contactMail). */
  compose(message: ContactSnapshot): MailtoFields;
  /** Longer links are cut by mail programs and Windows: the message is refused as too long. */
  maxLength: number;
  /** Asks the browser to follow the link; false when it refused. The page's side, so this module stays free of the DOM. */
  open(url: string): boolean;
}

/**
 * The contact transport of today: the message as a mailto: link (RFC 6068, mailto.ts)
 * that opens the visitor's mail program, where it waits for them to press Send.
 */
export function mailtoTransport({ compose, maxLength, open }: MailtoTransportOptions): ContactTransport {
  return {
    send(message): TransportAnswer {
      const link = buildMailto(compose(message), maxLength);
      if (!link.ok) return { ok: false, reason: link.reason === "too-long" ? "too-long" : "failed" };
      return open(link.url) ? { ok: true } : { ok: false, reason: "failed" };
    },
  };
}
