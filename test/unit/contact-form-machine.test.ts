import { describe, expect, test } from "vitest";
import type { BlocFormulaireContact, Page } from "#app/generated/content-types.ts";
import type { ContactEvent } from "#app/lib/contact-form-events.ts";
import { contactFormReducer, failure, initialContactState, isSending, type ContactFormState } from "#app/lib/contact-form-machine.ts";
import { emptyContact, type ContactSnapshot, type ContactValues } from "#app/lib/contact-message.ts";
import { emptyRequest, type RequestCatalogue, type RequestValues } from "#app/model/request.ts";
import { readContent } from "#test/support/content.ts";

const block = readContent<Page>("pages/contact.json").blocs.find((b): b is BlocFormulaireContact => b.type === "formulaire-contact")!;
const catalogue: RequestCatalogue = {
  families: [{ slug: "rbn", code: "RBN", label: "RBN — carton minéral", thicknesses: [200, 300] }],
  applications: [{ slug: "papeterie", label: "Papeterie" }],
  processes: ["Offset UV", "Je ne sais pas encore"],
};
const reduce = contactFormReducer({ catalogue, words: block.demande });
const values = (partial: Partial<ContactValues>): ContactValues => ({ ...emptyContact(), ...partial });
const message = (partial: Partial<ContactValues>, request: Partial<RequestValues> = {}): ContactSnapshot => ({ values: values(partial), request: { ...emptyRequest(), ...request } });
/** The page runs the effects of each step before the next (effects-run), as it does when each comes from its own event. */
const ran = (state: ContactFormState) => reduce(state, { type: "effects-run", through: state.effectsAsked });
const run = (events: ContactEvent[], start: ContactFormState = initialContactState()) => events.reduce((state, event) => reduce(ran(state), event), start);
const send = (partial: Partial<ContactValues>): ContactEvent => ({ type: "send", message: message(partial) });
const accepted: ContactEvent = { type: "answered", answer: { ok: true } };
const tooLong: ContactEvent = { type: "answered", answer: { ok: false, reason: "too-long" } };
const failed: ContactEvent = { type: "answered", answer: { ok: false, reason: "failed" } };

describe("checking", () => {
  test("an empty message stays idle with its error, and focus goes to the message", () => {
    const state = run([send({ message: "  " })]);
    expect(state).toMatchObject({ status: "idle", errors: { message: "empty" }, effects: [{ type: "focus", target: "message" }] });
    expect(isSending(state)).toBe(false);
  });

  test("a wrong e-mail is reported first, with focus on it", () => {
    expect(run([send({ email: "pas-une-adresse", message: "" })])).toMatchObject({ errors: { email: "invalid", message: "empty" }, effects: [{ type: "focus", target: "email" }] });
  });

  test("the same error twice asks for focus twice (a new request each time)", () => {
    const first = run([send({ message: "" })]);
    const second = reduce(ran(first), send({ message: "" }));
    expect(second.effects).toEqual(first.effects);
    expect(second.effects).not.toBe(first.effects);
  });

  test("effects not yet run stay queued: steps taken in one render keep theirs, and run once", () => {
    const linked = reduce(initialContactState(), { type: "linked", query: "sujet=Bonjour", subject: "" });
    const both = reduce(linked, { type: "draft-found", draft: undefined });
    expect(both.effects).toEqual([{ type: "write-subject", subject: "Bonjour" }]);
    const more = reduce(both, send({ message: "" }));
    expect(reduce(more, { type: "effects-run", through: more.effectsAsked - 1 }).effects).toEqual([{ type: "focus", target: "message" }]);
    expect(ran(more).effects).toEqual([]);
  });

  test("a report of effects run that arrives after later steps forgets only what it names", () => {
    const typed = reduce(initialContactState(), { type: "edited", field: "nom", message: message({ nom: "A" }) });
    const report: ContactEvent = { type: "effects-run", through: typed.effectsAsked };
    // Typing is applied before the report, which was sent at a lower priority.
    const again = reduce(typed, { type: "edited", field: "nom", message: message({ nom: "Am" }) });
    const reported = reduce(again, report);
    expect(reported.effects).toEqual([{ type: "save-draft", message: message({ nom: "Am" }) }]);
    expect(reported.effectsAsked).toBe(2);
    // Reported twice, or late, it forgets nothing more.
    expect(reduce(reported, report)).toEqual(reported);
    expect(reduce(ran(reported), report).effects).toEqual([]);
  });

  test("a valid message waits with what was typed, for the transport", () => {
    const state = run([send({ message: "Bonjour" })]);
    expect(state).toMatchObject({ status: "waiting", errors: {}, sent: message({ message: "Bonjour" }), effects: [] });
    expect(isSending(state)).toBe(true);
  });

  test("a second send while waiting is ignored", () => {
    const waiting = run([send({ message: "Bonjour" })]);
    expect(reduce(waiting, send({ message: "Autre" }))).toBe(waiting);
  });
});

describe("the transport's answer", () => {
  test("accepted: the success toast, the form reset, focus back to the button, the lasting panel shown", () => {
    const state = run([send({ message: "Bonjour" }), accepted]);
    expect(state).toMatchObject({ status: "accepted", sent: message({ message: "Bonjour" }), toast: { id: 1, variant: "success" } });
    expect(state.effects).toEqual([{ type: "reset-form" }, { type: "focus", target: "submit" }, { type: "reveal-panel" }]);
    expect(failure(state)).toBeUndefined();
  });

  test("too long: the failure toast and the panel that says so, all kept", () => {
    const state = run([send({ message: "x".repeat(3000) }), tooLong]);
    expect(state).toMatchObject({ status: "too-long", toast: { variant: "error" }, effects: [{ type: "focus", target: "copy" }] });
    expect(failure(state)).toBe("too-long");
    expect(state.sent?.values.message).toHaveLength(3000);
  });

  test("the transport could not take it: failed", () => {
    expect(failure(run([send({ message: "Bonjour" }), failed]))).toBe("failed");
  });

  test("each toast is a new one, even with the same message", () => {
    const once = run([send({ message: "a" }), accepted]);
    expect(run([send({ message: "b" }), accepted], once).toast).toEqual({ id: 2, variant: "success" });
  });

  test("a late answer after the form moved on changes nothing", () => {
    const idle = initialContactState();
    expect(reduce(idle, accepted)).toBe(idle);
  });

  test("after a failure the visitor can send again, and a success clears the panel", () => {
    const sentAgain = run([send({ message: "x" }), tooLong, send({ message: "court" }), accepted]);
    expect(failure(sentAgain)).toBeUndefined();
    expect(sentAgain.copy).toEqual({ state: "idle" });
  });
});

describe("the lasting panel", () => {
  const sent = message({ message: "Bonjour" }, { type: "devis", famille: "rbn", epaisseur: "300" });
  const open = [{ type: "send", message: sent }, accepted] as ContactEvent[];
  test("restoring puts the message back into the fields and the request part, focus on the message", () => {
    const state = run([...open, { type: "restored" }]);
    expect(state).toMatchObject({ status: "idle", sent: undefined, request: { defaults: sent.request, family: "rbn", thickness: "300", open: true } });
    expect(state.effects).toEqual([{ type: "fill", values: sent.values }, { type: "focus", target: "message" }]);
  });
  test("done closes the panel and forgets the draft", () => {
    expect(run([...open, { type: "done" }])).toMatchObject({ status: "idle", sent: undefined, effects: [{ type: "forget-draft" }, { type: "focus", target: "submit" }] });
  });
  test("restore and done mean nothing outside the panel", () => {
    const idle = initialContactState();
    expect(reduce(idle, { type: "restored" })).toBe(idle);
    expect(reduce(idle, { type: "done" })).toBe(idle);
  });
  test("the reset empties and closes the request part, and redraws it", () => {
    const linked = run([{ type: "linked", query: "type=devis&famille=rbn", subject: "" }]);
    const after = run([{ type: "send", message: sent }, accepted], ran(linked));
    expect(after.request).toMatchObject({ defaults: emptyRequest(), open: false, family: "", note: "", subject: "" });
    expect(after.request.version).toBe(linked.request.version + 1);
  });
});

describe("editing, links and drafts", () => {
  test("errors already shown follow the text; new ones wait for the next send", () => {
    const shown = run([send({ message: "" })]);
    expect(reduce(shown, { type: "edited", field: "message", message: message({ message: "Bonjour", email: "faux" }) }).errors).toEqual({ email: undefined, message: undefined });
    expect(run([{ type: "edited", field: "email", message: message({ email: "faux" }) }]).errors).toEqual({});
  });

  test("each edit saves the draft and withdraws the offer of an older one", () => {
    const offered = run([{ type: "draft-found", draft: message({ message: "Ancien" }) }]);
    const edited = reduce(ran(offered), { type: "edited", field: "nom", message: message({ nom: "Amel" }) });
    expect(edited).toMatchObject({ draft: undefined, effects: [{ type: "save-draft", message: message({ nom: "Amel" }) }] });
  });

  test("a link fills the request part and the subject, and says so", () => {
    const state = run([{ type: "linked", query: "type=echantillons&famille=rbn&epaisseur=300", subject: "" }]);
    const subject = `${block.demande.types.echantillons.sujet} — RBN 300 µm`;
    expect(state.request).toMatchObject({ open: true, family: "rbn", thickness: "300", subject });
    expect(state.request.note).toContain("RBN 300\u00a0µm");
    expect(state.effects).toEqual([{ type: "write-subject", subject }]);
  });

  test("the visitor's own subject is never replaced, by a link or by the request's choices", () => {
    expect(run([{ type: "linked", query: "type=devis", subject: "Ma question" }]).effects).toEqual([]);
    expect(run([{ type: "linked", query: "sujet=Autre", subject: "Ma question" }]).effects).toEqual([]);
    expect(run([{ type: "edited", field: "type", message: message({ sujet: "Ma question" }, { type: "devis" }) }]).effects).toHaveLength(1);
  });

  test("a change of kind gives the subject again while it is the page's, and the draft keeps it", () => {
    const linked = run([{ type: "linked", query: "type=devis", subject: "" }]);
    const edited = reduce(ran(linked), { type: "edited", field: "type", message: message({ sujet: "Demande de devis" }, { type: "echantillons" }) });
    const subject = block.demande.types.echantillons.sujet;
    expect(edited.effects).toEqual([{ type: "write-subject", subject }, { type: "save-draft", message: message({ sujet: subject }, { type: "echantillons" }) }]);
  });

  test("the older ?sujet= gives the subject as plain text on one line", () => {
    expect(run([{ type: "linked", query: "sujet=Bonjour%0Aici", subject: "" }]).effects).toEqual([{ type: "write-subject", subject: "Bonjour ici" }]);
  });

  test("a draft is offered, then resumed into the form or ignored and forgotten", () => {
    const draft = message({ message: "Brouillon" }, { famille: "rbn" });
    const offered = run([{ type: "draft-found", draft }]);
    expect(reduce(ran(offered), { type: "draft-resumed" })).toMatchObject({ draft: undefined, request: { family: "rbn", open: true }, effects: [{ type: "fill", values: draft.values }] });
    expect(reduce(ran(offered), { type: "draft-ignored" })).toMatchObject({ draft: undefined, effects: [{ type: "forget-draft" }] });
  });

  test("leaving the e-mail field checks it", () => {
    expect(run([{ type: "email-left", value: "faux" }]).errors.email).toBe("invalid");
    expect(run([{ type: "email-left", value: "info@example.com" }]).errors.email).toBeUndefined();
  });

  test("each copy is counted, so the same confirmation is announced again", () => {
    expect(run([{ type: "copied", text: "t" }, { type: "copy-refused", text: "t" }]).copy).toEqual({ state: "refused", text: "t", count: 2 });
  });
});
