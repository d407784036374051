import { describe, expect, test } from "vitest";
import { contactFormReducer, failure, initialContactState, isSending, type ContactEvent, type ContactFormState } from "#app/lib/contact-form-machine.ts";
import { emptyContact, type ContactValues } from "#app/lib/contact-message.ts";
import type { MailtoResult } from "#app/lib/mailto.ts";

const values = (partial: Partial<ContactValues>): ContactValues => ({ ...emptyContact(), ...partial });
const ok: MailtoResult = { ok: true, url: "mailto:info@example.com?body=Bonjour" };
const tooLong: MailtoResult = { ok: false, reason: "trop-long", url: "mailto:…", length: 2000, maxLength: 1800 };
const invalid: MailtoResult = { ok: false, reason: "invalide", detail: "adresse inutilisable" };
const run = (events: ContactEvent[], start: ContactFormState = initialContactState()) => events.reduce(contactFormReducer, start);
const send = (partial: Partial<ContactValues>, mailto: MailtoResult = ok): ContactEvent => ({ type: "send", values: values(partial), mailto });

describe("checking", () => {
  test("an empty message stays idle with its error, and focus goes to the message", () => {
    const state = run([send({ message: "  " })]);
    expect(state).toMatchObject({ status: "idle", errors: { message: "vide" }, focus: { target: "message" } });
    expect(isSending(state)).toBe(false);
  });

  test("a wrong e-mail is reported first, with focus on it", () => {
    expect(run([send({ email: "pas-une-adresse", message: "" })])).toMatchObject({ errors: { email: "invalide", message: "vide" }, focus: { target: "email" } });
  });

  test("the same error twice asks for focus twice (a new request each time)", () => {
    const first = run([send({ message: "" })]);
    const second = contactFormReducer(first, send({ message: "" }));
    expect(second.focus).toEqual(first.focus);
    expect(second.focus).not.toBe(first.focus);
  });

  test("a valid message waits, with the link built from what was sent", () => {
    const state = run([send({ message: "Bonjour" })]);
    expect(state).toMatchObject({ status: "waiting", errors: {}, mailto: ok });
    expect(isSending(state)).toBe(true);
  });

  test("a second send while waiting is ignored", () => {
    const waiting = run([send({ message: "Bonjour" })]);
    expect(contactFormReducer(waiting, send({ message: "Autre" }, invalid))).toBe(waiting);
  });
});

describe("after the wait", () => {
  test("opened: the success toast, errors cleared, the panel gone, focus back to the button", () => {
    const state = run([send({ message: "Bonjour" }), { type: "waited", opened: true }]);
    expect(state).toMatchObject({ status: "opened", toast: { id: 1, variant: "success" }, focus: { target: "submit" } });
    expect(failure(state)).toBeUndefined();
  });

  test("too long: the failure toast and the panel that says so", () => {
    const state = run([send({ message: "x".repeat(3000) }, tooLong), { type: "waited", opened: false }]);
    expect(state).toMatchObject({ status: "too-long", toast: { variant: "error" }, focus: { target: "copy" } });
    expect(failure(state)).toBe("trop-long");
  });

  test("no link, or the mail program could not be asked: failed", () => {
    expect(failure(run([send({ message: "Bonjour" }, invalid), { type: "waited", opened: false }]))).toBe("invalide");
    expect(failure(run([send({ message: "Bonjour" }), { type: "waited", opened: false }]))).toBe("invalide");
  });

  test("each toast is a new one, even with the same message", () => {
    const once = run([send({ message: "a" }), { type: "waited", opened: true }]);
    const twice = run([send({ message: "b" }), { type: "waited", opened: true }], once);
    expect(twice.toast).toEqual({ id: 2, variant: "success" });
  });

  test("a late timer after the form moved on changes nothing", () => {
    const idle = initialContactState();
    expect(contactFormReducer(idle, { type: "waited", opened: true })).toBe(idle);
  });

  test("after a failure the visitor can send again, and a success clears the panel", () => {
    const failed = run([send({ message: "x" }, tooLong), { type: "waited", opened: false }]);
    const sentAgain = run([send({ message: "court" }), { type: "waited", opened: true }], failed);
    expect(failure(sentAgain)).toBeUndefined();
    expect(sentAgain.copy).toEqual({ state: "idle" });
  });
});

describe("editing and copying", () => {
  test("errors already shown follow the text; new ones wait for the next send", () => {
    const shown = run([send({ message: "" })]);
    expect(contactFormReducer(shown, { type: "edited", values: values({ message: "Bonjour", email: "faux" }) }).errors).toEqual({ email: undefined, message: undefined });
    const clean = initialContactState();
    expect(contactFormReducer(clean, { type: "edited", values: values({ email: "faux" }) })).toBe(clean);
  });

  test("leaving the e-mail field checks it", () => {
    expect(run([{ type: "email-left", value: "faux" }]).errors.email).toBe("invalide");
    expect(run([{ type: "email-left", value: "info@example.com" }]).errors.email).toBeUndefined();
  });

  test("each copy is counted, so the same confirmation is announced again", () => {
    const state = run([{ type: "copied", text: "t" }, { type: "copy-refused", text: "t" }]);
    expect(state.copy).toEqual({ state: "refused", text: "t", count: 2 });
  });
});
