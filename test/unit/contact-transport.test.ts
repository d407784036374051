import { describe, expect, test } from "vitest";
import type { BlocFormulaireContact, Page } from "#app/generated/content-types.ts";
import type { ContactEvent } from "#app/lib/contact-form-events.ts";
import { contactFormReducer, initialContactState, type ContactFormState } from "#app/lib/contact-form-machine.ts";
import { contactMail, emptyContact, type ContactSnapshot, type MailContext } from "#app/lib/contact-message.ts";
import type { ContactTransport, TransportAnswer } from "#app/lib/contact-transport.ts";
import { mailtoTransport } from "#app/lib/mailto-transport.ts";
import { emptyRequest, requestLines, type RequestCatalogue } from "#app/model/request.ts";
import { readContent } from "#test/support/content.ts";

const block = readContent<Page>("pages/contact.json").blocs.find((b): b is BlocFormulaireContact => b.type === "formulaire-contact")!;
const catalogue: RequestCatalogue = { families: [{ slug: "rbn", code: "RBN", label: "RBN", thicknesses: [300] }], applications: [], processes: [] };
const mail: MailContext = { to: "info@example.com", lines: block.courriel, requestLines: (request) => requestLines(request, catalogue, block.demande) };
const message = (text: string): ContactSnapshot => ({ values: { ...emptyContact(), sujet: "Devis", message: text }, request: { ...emptyRequest(), famille: "rbn" } });

/** What the page does with the machine's waiting state: the message through the transport, its answer back. */
async function sendThrough(transport: ContactTransport, sent: ContactSnapshot): Promise<ContactFormState> {
  const reduce = contactFormReducer({ catalogue, words: block.demande });
  const waiting = reduce(initialContactState(), { type: "send", message: sent });
  const answer = await transport.send(waiting.sent!);
  return reduce(waiting, { type: "answered", answer } satisfies ContactEvent);
}

describe("the transport port", () => {
  test("the machine hands the transport exactly what was typed, and follows its answer", async () => {
    const received: ContactSnapshot[] = [];
    const answers: TransportAnswer[] = [{ ok: true }, { ok: false, reason: "too-long" }, { ok: false, reason: "failed" }];
    const statuses = [];
    for (const answer of answers) {
      // A test double of the port: another transport (an HTTP endpoint) would sit here, asynchronous.
      const fake: ContactTransport = { send: async (sent) => (received.push(sent), answer) };
      statuses.push((await sendThrough(fake, message("Bonjour"))).status);
    }
    expect(statuses).toEqual(["accepted", "too-long", "failed"]);
    expect(received).toEqual([message("Bonjour"), message("Bonjour"), message("Bonjour")]);
  });
});

describe("the mailto transport", () => {
  const opened: string[] = [];
  const transport = (open = (url: string) => (opened.push(url), true), maxLength = 1800) =>
    mailtoTransport({ compose: (sent) => contactMail(sent, mail), maxLength, open });

  test("opens the mail program with the message's mailto: link (the request's lines in the body)", async () => {
    opened.length = 0;
    expect(await sendThrough(transport(), message("Bonjour"))).toMatchObject({ status: "accepted" });
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/^mailto:info@example\.com\?subject=Devis&body=/);
    expect(decodeURIComponent(opened[0])).toContain(mail.requestLines(message("").request!)[0]);
  });

  test("a link longer than mail programs take is not opened: too long", async () => {
    opened.length = 0;
    expect(await sendThrough(transport(undefined, 200), message("x".repeat(500)))).toMatchObject({ status: "too-long" });
    expect(opened).toEqual([]);
  });

  test("a browser that refuses the link, or an address no link can carry: failed", async () => {
    expect(await sendThrough(transport(() => false), message("Bonjour"))).toMatchObject({ status: "failed" });
    const unusable = mailtoTransport({ compose: (sent) => contactMail(sent, { ...mail, to: "pas une adresse" }), maxLength: 1800, open: () => true });
    expect(unusable.send(message("Bonjour"))).toEqual({ ok: false, reason: "failed" });
  });
});
