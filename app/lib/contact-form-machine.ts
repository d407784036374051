import type { ContactEffect, ContactEvent } from "./contact-form-events.ts";
import { contactErrors, emailError, type ContactErrors, type ContactSnapshot } from "./contact-message.ts";
import {
  clearedRequestPart,
  filledRequestPart,
  followedSubject,
  initialRequestPart,
  linkedRequestPart,
  type RequestContext,
  type RequestPartState,
} from "./contact-request-part.ts";

/*
 * The contact form's workflow as a state machine, without React or the DOM, so every
 * path is unit-tested (test/unit/contact-form-machine.test.ts):
 *
 *   idle ──send──► (checking) ──errors──► idle, focus on the first wrong field
 *                       │
 *                       └──valid──► waiting (1 s, button disabled, "Envoi en cours...")
 *                                      │  then the message goes through the transport
 *                     ┌────────────────┼─────────────────────┐    (contact-transport.ts)
 *                 accepted          too-long                 failed
 *          (form reset, success   (the transport's limit:   (the transport could not
 *           toast, the lasting     failure toast, all kept,  take it: failure toast,
 *           panel)                 copy offered)             all kept, copy offered)
 *
 * Accepted shows the lasting panel: what was sent stays at hand (copy, webmail, WhatsApp,
 * "Rétablir mon message") until the visitor says it is sent (done) or puts it back into the
 * form (restore). From accepted, too-long and failed the visitor can send again.
 *
 * Steps queue the effects the page must run once (`effects`: focus, fields to fill or
 * reset, the draft to save; contact-form-events.ts), and the waiting state asks for the
 * transport. The hook in app/components/contact-form/ runs them and reports back as events.
 */

export type ContactStatus = "idle" | "waiting" | "accepted" | "too-long" | "failed";

export type Toast = { id: number; variant: "success" | "error" };

export type CopyState = { state: "idle" } | { state: "copied" | "refused"; text: string; count: number };

export interface ContactFormState {
  status: ContactStatus;
  /** The message being sent (waiting), or taken by the transport (accepted): what the lasting panel offers and restores. */
  sent?: ContactSnapshot;
  /** Errors shown at the fields. */
  errors: ContactErrors;
  /** The last toast asked for; a new id shows a new toast. */
  toast?: Toast;
  copy: CopyState;
  request: RequestPartState;
  /** A draft from an earlier visit, offered back (never put in by itself). */
  draft?: ContactSnapshot;
  /** What the page must still do, in order, each once; the page says when it has (effects-run). */
  effects: readonly ContactEffect[];
  /** How many effects were ever asked for: the last of `effects` is number `effectsAsked`, counting from 1. */
  effectsAsked: number;
}

export const initialContactState = (): ContactFormState => ({ status: "idle", errors: {}, copy: { state: "idle" }, request: initialRequestPart(), effects: [], effectsAsked: 0 });

/** The effects asked for, after those not yet run: steps taken in one render each keep theirs. */
const ask = (state: ContactFormState, ...effects: ContactEffect[]) => ({ effects: [...state.effects, ...effects], effectsAsked: state.effectsAsked + effects.length });

/** The effects numbered after `through`: those not reported as run (the reducer), or not run yet (the page). */
export const effectsAfter = (state: Pick<ContactFormState, "effects" | "effectsAsked">, through: number) => {
  const first = state.effectsAsked - state.effects.length + 1;
  return state.effects.slice(Math.min(state.effects.length, Math.max(0, through - first + 1)));
};

const nextToast = (state: ContactFormState, variant: Toast["variant"]): Toast => ({ id: (state.toast?.id ?? 0) + 1, variant });

/** True while the form must not take another send (the button is disabled). */
export const isSending = (state: ContactFormState) => state.status === "waiting";

/** The failure panel (address, copy button) shows in these states. */
export const failure = (state: ContactFormState): "too-long" | "failed" | undefined => (state.status === "too-long" || state.status === "failed" ? state.status : undefined);

/** The machine for one form, whose request part is drawn from `context`. */
export const contactFormReducer =
  (context: RequestContext) =>
  (state: ContactFormState, event: ContactEvent): ContactFormState => {
    const copyIdle: CopyState = { state: "idle" };
    switch (event.type) {
      case "send": {
        if (isSending(state)) return state;
        const errors = contactErrors(event.message.values);
        if (errors.email || errors.message) return { ...state, status: "idle", errors, ...ask(state, { type: "focus", target: errors.email ? "email" : "message" }) };
        return { ...state, status: "waiting", errors: {}, sent: event.message };
      }
      case "answered": {
        if (state.status !== "waiting") return state;
        const { answer } = event;
        if (answer.ok) {
          const effects = ask(state, { type: "reset-form" }, { type: "focus", target: "submit" }, { type: "reveal-panel" });
          return { ...state, status: "accepted", errors: {}, copy: copyIdle, toast: nextToast(state, "success"), request: clearedRequestPart(state.request), ...effects };
        }
        return { ...state, status: answer.reason, errors: {}, copy: copyIdle, toast: nextToast(state, "error"), ...ask(state, { type: "focus", target: "copy" }) };
      }
      case "edited": {
        const subject = followedSubject(state.request, event.field, event.message, context);
        const request = subject === undefined ? state.request : { ...state.request, subject };
        const message = subject === undefined ? event.message : { ...event.message, values: { ...event.message.values, sujet: subject } };
        const now = contactErrors(message.values);
        const errors = state.errors.email || state.errors.message ? { email: state.errors.email && now.email, message: state.errors.message && now.message } : state.errors;
        const save: ContactEffect = { type: "save-draft", message };
        return { ...state, errors, request, draft: undefined, ...(subject === undefined ? ask(state, save) : ask(state, { type: "write-subject", subject }, save)) };
      }
      case "linked": {
        const { part, subject } = linkedRequestPart(state.request, event.query, event.subject, context);
        return { ...state, request: part, ...(subject !== undefined && ask(state, { type: "write-subject", subject })) };
      }
      case "email-left":
        return { ...state, errors: { ...state.errors, email: emailError(event.value) } };
      case "request-toggled":
        return { ...state, request: { ...state.request, open: event.open } };
      case "family-chosen":
        return { ...state, request: { ...state.request, family: event.value } };
      case "thickness-chosen":
        return { ...state, request: { ...state.request, thickness: event.value } };
      case "restored": {
        if (state.status !== "accepted" || !state.sent) return state;
        const effects = ask(state, { type: "fill", values: state.sent.values }, { type: "focus", target: "message" });
        return { ...state, status: "idle", sent: undefined, copy: copyIdle, request: filledRequestPart(state.request, state.sent.request, context), ...effects };
      }
      case "done":
        if (state.status !== "accepted") return state;
        return { ...state, status: "idle", sent: undefined, copy: copyIdle, ...ask(state, { type: "forget-draft" }, { type: "focus", target: "submit" }) };
      case "draft-found":
        return { ...state, draft: event.draft };
      case "draft-resumed":
        if (!state.draft) return state;
        return { ...state, draft: undefined, request: filledRequestPart(state.request, state.draft.request, context), ...ask(state, { type: "fill", values: state.draft.values }) };
      case "draft-ignored":
        return { ...state, draft: undefined, ...ask(state, { type: "forget-draft" }) };
      case "effects-run":
        return { ...state, effects: effectsAfter(state, event.through) };
      case "copied":
      case "copy-refused": {
        const count = state.copy.state === "idle" ? 1 : state.copy.count + 1;
        return { ...state, copy: { state: event.type === "copied" ? "copied" : "refused", text: event.text, count } };
      }
    }
  };
