import type { ContactSnapshot } from "./contact-message.ts";

/*
 * The port through which the contact form sends a message. The form's machine
 * (contact-form-machine.ts) only knows that, after its wait, the message goes through the
 * transport and the transport answers; how the message travels is the transport's own
 * business. Today it is the visitor's mail program (mailto-transport.ts); an HTTP endpoint
 * would be one more implementation of this interface, with no change to the machine.
 */

/** The transport took the message (sent, or handed to the visitor's mail program), or why not. */
export type TransportAnswer = { ok: true } | { ok: false; reason: "too-long" | "failed" };

export interface ContactTransport {
  /** Sends what was typed. Never throws: a failure is an answer. */
  send(message: ContactSnapshot): TransportAnswer | Promise<TransportAnswer>;
}
