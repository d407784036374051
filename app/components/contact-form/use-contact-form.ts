import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useShellContent } from "#app/content/shell-context.tsx";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import { contactFormReducer, initialContactState, isSending } from "#app/lib/contact-form-machine.ts";
import { contactCopy, contactMail, type MailContext } from "#app/lib/contact-message.ts";
import { mailtoTransport } from "#app/lib/mailto-transport.ts";
import { FORM_ANCHOR, requestLines, type RequestCatalogue } from "#app/model/request.ts";
import { land, openMailProgram, readMessage, showFocused } from "./form-page.ts";
import { useContactEffects, type FormRefs } from "./use-contact-effects.ts";

// notistack stays out of every page's first download: fetched when the form is sent, shown after the wait.
export const loadToasts = () => import("./contact-toasts.tsx");

/**
 * The contact form's state machine (app/lib/contact-form-machine.ts) wired to the page: the
 * fields' events go in as the machine's events, its effects are run by useContactEffects,
 * and the message goes out through the mailto transport. Also the landing on the form
 * (#ecrire) and the request a link pre-fills (?type=…&famille=…, or the older ?sujet=).
 */
export function useContactForm(block: BlocFormulaireContact, catalogue: RequestCatalogue) {
  const { company, settings } = useShellContent();
  const [reduce] = useState(() => contactFormReducer({ catalogue, words: block.demande }));
  const [state, dispatch] = useReducer(reduce, undefined, initialContactState);
  const refs: FormRefs = {
    form: useRef<HTMLFormElement>(null),
    submit: useRef<HTMLButtonElement>(null),
    copy: useRef<HTMLButtonElement>(null),
    panel: useRef<HTMLDivElement>(null),
  };
  const mail = useMemo<MailContext>(
    () => ({ to: company.email, lines: block.courriel, requestLines: (request) => requestLines(request, catalogue, block.demande) }),
    [company, block, catalogue],
  );
  const transport = useMemo(
    () => mailtoTransport({ compose: (message) => contactMail(message, mail), maxLength: settings.longueurMaxMailto, open: openMailProgram }),
    [mail, settings],
  );
  useContactEffects(state, dispatch, refs, transport);

  // The request a link pre-fills is read after hydration: the HTML was rendered without it. Before
  // paint, so that its subject is written before the landing below looks for the first empty field.
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();
  useLayoutEffect(() => {
    const form = refs.form.current;
    if (form) dispatch({ type: "linked", query, subject: readMessage(form).values.sujet });
  }, [query]);

  const location = useLocation();
  useEffect(() => {
    const form = refs.form.current;
    if (location.hash !== `#${FORM_ANCHOR}` || !form) return;
    const frame = window.requestAnimationFrame(() => land(form));
    return () => window.cancelAnimationFrame(frame);
  }, [location.key, location.hash]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending(state)) return;
    loadToasts().catch(() => {}); // a toast that cannot load is handled where it renders
    dispatch({ type: "send", message: readMessage(event.currentTarget) });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    dispatch({ type: "edited", field: (event.target as HTMLInputElement).name, message: readMessage(event.currentTarget) });
  }

  function onEmailBlur(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) {
    // Leaving the field for the send button: the message shown here would push the button down
    // between press and release, and the click would be lost. Sending checks the field anyway.
    if (event.relatedTarget === refs.submit.current) return;
    dispatch({ type: "email-left", value: event.target.value });
  }

  async function copyMessage() {
    const message = state.status === "accepted" ? state.sent : refs.form.current && readMessage(refs.form.current);
    if (!message) return;
    const text = contactCopy(message, mail);
    try {
      await navigator.clipboard.writeText(text);
      dispatch({ type: "copied", text });
    } catch {
      dispatch({ type: "copy-refused", text });
    }
  }

  const onFocusField = (event: FocusEvent<HTMLFormElement>) => showFocused(event.target);
  return { state, dispatch, refs, mail, onSubmit, onChange, onFocusField, onEmailBlur, copyMessage };
}
