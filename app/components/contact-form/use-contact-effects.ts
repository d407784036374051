import { startTransition, useEffect, useRef, type Dispatch, type RefObject } from "react";
import { useShellContent } from "#app/content/shell-context.tsx";
import { clearDraft, loadDraft, saveDraft } from "#app/lib/contact-draft.ts";
import type { ContactEffect, ContactEvent } from "#app/lib/contact-form-events.ts";
import { effectsAfter, type ContactFormState } from "#app/lib/contact-form-machine.ts";
import type { ContactTransport } from "#app/lib/contact-transport.ts";
import { bringIntoView, fillFields, focusField, storage, writeSubject } from "./form-page.ts";

export interface FormRefs {
  form: RefObject<HTMLFormElement | null>;
  submit: RefObject<HTMLButtonElement | null>;
  copy: RefObject<HTMLButtonElement | null>;
  panel: RefObject<HTMLDivElement | null>;
}

function run(effect: ContactEffect, refs: FormRefs) {
  const form = refs.form.current;
  switch (effect.type) {
    case "focus":
      if (effect.target === "email" || effect.target === "message") {
        if (form) focusField(form, effect.target);
      }
      // A disabled button loses focus; once sending is over, give it back where the visitor can go on.
      else if (!document.activeElement || document.activeElement === document.body) (effect.target === "copy" ? refs.copy : refs.submit).current?.focus();
      return;
    case "fill":
      if (form) fillFields(form, effect.values);
      return;
    case "write-subject":
      if (form) writeSubject(form, effect.subject);
      return;
    case "reset-form":
      form?.reset();
      return;
    case "reveal-panel":
      if (refs.panel.current) bringIntoView(refs.panel.current, refs.submit.current);
      return;
    case "save-draft":
      saveDraft(storage(), effect.message, Date.now());
      return;
    case "forget-draft":
      clearDraft(storage());
  }
}

/**
 * Runs what the contact machine asks of the page: the effects its steps queued, once, in order; the
 * transport after the specification's wait; and, on arrival, the draft of an earlier visit.
 */
export function useContactEffects(state: ContactFormState, dispatch: Dispatch<ContactEvent>, refs: FormRefs, transport: ContactTransport) {
  const wait = useShellContent().settings.delais.envoiFormulaire;
  // The number of the last effect run. A render can show effects that already ran: typing
  // renders before the lower-priority effects-run below is applied.
  const ranThrough = useRef(0);
  useEffect(() => {
    const { effectsAsked } = state;
    const waiting = effectsAfter(state, ranThrough.current);
    if (waiting.length === 0) return;
    ranThrough.current = effectsAsked;
    for (const effect of waiting) run(effect, refs);
    // Forgetting what ran is housekeeping: as a transition it never holds typing up. As an
    // ordinary update after every keystroke it stayed pending behind fast typing on a busy
    // CPU, and React 19.3 took the chain of commits with work left for an update loop (#185).
    startTransition(() => dispatch({ type: "effects-run", through: effectsAsked }));
  }, [state.effects]);

  const message = state.status === "waiting" ? state.sent : undefined;
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => {
      void Promise.resolve(transport.send(message)).then((answer) => dispatch({ type: "answered", answer }));
    }, wait);
    return () => window.clearTimeout(timer);
  }, [message, transport, dispatch, wait]);

  useEffect(() => {
    dispatch({ type: "draft-found", draft: loadDraft(storage(), Date.now()) });
  }, [dispatch]);
}
