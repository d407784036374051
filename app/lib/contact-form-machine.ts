import type { MailtoResult } from "./mailto.ts";
import type { RequestValues } from "#app/model/request.ts";
import { contactErrors, emailError, type ContactErrors, type ContactValues } from "./contact-message.ts";

/*
 * The contact form's workflow as a state machine, without React or the DOM, so every
 * path is unit-tested (test/unit/contact-form-machine.test.ts):
 *
 *   idle ──send──► (checking) ──errors──► idle, focus on the first wrong field
 *                       │
 *                       └──valid──► waiting (1 s, button disabled, "Envoi en cours...")
 *                                      │
 *                     ┌────────────────┼─────────────────────┐
 *                  opened          too-long                 failed
 *          (mail program asked,  (link longer than      (no link could be built,
 *           form reset, success   mail programs take:     or opening it failed:
 *           toast)                failure toast, all      failure toast, all kept,
 *                                 kept, copy offered)     copy offered)
 *
 * Opened shows the lasting panel: the message waits in the mail program, and what was
 * sent stays at hand (copy, webmail, WhatsApp, "Rétablir mon message") until the visitor
 * says it is sent (done) or puts it back into the form (restore).
 *
 * From opened, too-long and failed the visitor can send again. The hook in
 * app/components/use-contact-form.ts runs the effects each state asks for (the timer,
 * opening the mail program, resetting the fields, moving focus).
 */

export type ContactStatus = "idle" | "waiting" | "opened" | "too-long" | "failed";

export type Toast = { id: number; variant: "success" | "error" };

export type CopyState = { state: "idle" } | { state: "copied" | "refused"; text: string; count: number };

/** What was typed when Send was pressed: the specification's four fields and the request part. */
export interface ContactSnapshot {
  values: ContactValues;
  request?: RequestValues;
}

export interface ContactFormState {
  status: ContactStatus;
  /** The message being sent (waiting), or sent to the mail program (opened): what the lasting panel offers and restores. */
  sent?: ContactSnapshot;
  /** Errors shown at the fields. */
  errors: ContactErrors;
  /** The link built when the message was checked, while waiting. */
  mailto?: MailtoResult;
  /** The last toast asked for; a new id shows a new toast. */
  toast?: Toast;
  copy: CopyState;
  /** Where focus goes after this step, if anywhere: a new object for each request, even to the same place. */
  focus?: { target: "email" | "message" | "copy" | "submit" };
}

export type ContactEvent =
  /** The visitor pressed Send; `mailto` is the link the values would give. */
  | { type: "send"; values: ContactValues; mailto: MailtoResult; request?: RequestValues }
  /** The wait is over; `opened` says whether asking for the mail program worked. */
  | { type: "waited"; opened: boolean }
  /** The fields changed: errors already shown follow the text; new ones wait for the next send. */
  | { type: "edited"; values: ContactValues }
  /** The e-mail field lost focus (not to the send button): its error shows now. */
  | { type: "email-left"; value: string }
  /** "Rétablir mon message": the sent message goes back into the form; the panel closes. */
  | { type: "restored" }
  /** The visitor says the message is sent: the panel closes and the draft is forgotten. */
  | { type: "done" }
  | { type: "copied"; text: string }
  | { type: "copy-refused"; text: string };

export const initialContactState = (): ContactFormState => ({ status: "idle", errors: {}, copy: { state: "idle" } });

const nextToast = (state: ContactFormState, variant: Toast["variant"]): Toast => ({ id: (state.toast?.id ?? 0) + 1, variant });

/** True while the form must not take another send (the button is disabled). */
export const isSending = (state: ContactFormState) => state.status === "waiting";

/** The failure panel (address, copy button) shows in these states. */
export const failure = (state: ContactFormState): "trop-long" | "invalide" | undefined =>
  state.status === "too-long" ? "trop-long" : state.status === "failed" ? "invalide" : undefined;

export function contactFormReducer(state: ContactFormState, event: ContactEvent): ContactFormState {
  switch (event.type) {
    case "send": {
      if (isSending(state)) return state;
      const errors = contactErrors(event.values);
      if (errors.email || errors.message) return { ...state, status: "idle", errors, focus: { target: errors.email ? "email" : "message" } };
      return { ...state, status: "waiting", errors: {}, mailto: event.mailto, sent: { values: event.values, request: event.request }, focus: undefined };
    }
    case "waited": {
      if (state.status !== "waiting") return state;
      const copy: CopyState = { state: "idle" };
      if (state.mailto?.ok && event.opened) return { status: "opened", errors: {}, copy, sent: state.sent, toast: nextToast(state, "success"), focus: { target: "submit" } };
      const status = state.mailto && !state.mailto.ok && state.mailto.reason === "trop-long" ? "too-long" : "failed";
      return { status, errors: {}, mailto: state.mailto, sent: state.sent, copy, toast: nextToast(state, "error"), focus: { target: "copy" } };
    }
    case "edited": {
      if (!state.errors.email && !state.errors.message) return state;
      const now = contactErrors(event.values);
      return { ...state, errors: { email: state.errors.email && now.email, message: state.errors.message && now.message }, focus: undefined };
    }
    case "restored":
      if (state.status !== "opened") return state;
      return { ...state, status: "idle", sent: undefined, copy: { state: "idle" }, focus: { target: "message" } };
    case "done":
      if (state.status !== "opened") return state;
      return { ...state, status: "idle", sent: undefined, copy: { state: "idle" }, focus: { target: "submit" } };
    case "email-left":
      return { ...state, errors: { ...state.errors, email: emailError(event.value) }, focus: undefined };
    case "copied":
    case "copy-refused": {
      const count = state.copy.state === "idle" ? 1 : state.copy.count + 1;
      return { ...state, copy: { state: event.type === "copied" ? "copied" : "refused", text: event.text, count }, focus: undefined };
    }
  }
}
