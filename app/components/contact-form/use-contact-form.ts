import { useEffect, useReducer, useRef, type FocusEvent, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { company, settings } from "#app/content/site.ts";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import { contactFormReducer, initialContactState, isSending } from "#app/lib/contact-form-machine.ts";
import { CONTACT_FIELDS, contactCopyText, contactMailto, emptyContact, subjectFromQuery, type ContactValues } from "#app/lib/contact-message.ts";

/** Reads the fields from the page rather than from state: text typed before hydration is kept. */
export function readValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const values = emptyContact();
  for (const name of CONTACT_FIELDS) values[name] = String(data.get(name) ?? "");
  return values;
}

function openMailProgram(url: string): boolean {
  try {
    window.location.href = url;
    return true;
  } catch {
    return false;
  }
}

// notistack stays out of every page's first download: fetched when the form is sent, shown after the wait.
export const loadToasts = () => import("./contact-toasts.tsx");

/**
 * The contact form's state machine (app/lib/contact-form-machine.ts) wired to the page:
 * the wait, the mail program, the reset, the focus, the copy, and the subject a link
 * pre-fills (?sujet=).
 */
export function useContactForm(block: BlocFormulaireContact) {
  const [state, dispatch] = useReducer(contactFormReducer, undefined, initialContactState);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const prefilled = useRef("");

  // Waiting: after the delay, ask for the mail program with the link checked at send time.
  useEffect(() => {
    if (state.status !== "waiting") return;
    const timer = window.setTimeout(() => {
      const opened = Boolean(state.mailto?.ok && openMailProgram(state.mailto.url));
      dispatch({ type: "waited", opened });
    }, settings.delais.envoiFormulaire);
    return () => window.clearTimeout(timer);
  }, [state.status, state.mailto]);

  // Opened: the specification resets the form.
  useEffect(() => {
    if (state.status !== "opened") return;
    formRef.current?.reset();
    prefilled.current = "";
  }, [state.status, state.toast]);

  // A disabled button loses focus; once sending is over, give it back where the visitor can go on.
  useEffect(() => {
    const form = formRef.current;
    const target = state.focus?.target;
    if (!target || !form) return;
    if (target === "email" || target === "message") (form.elements.namedItem(target) as HTMLElement | null)?.focus();
    else if (!document.activeElement || document.activeElement === document.body) (target === "copy" ? copyRef : submitRef).current?.focus();
  }, [state.focus]);

  // The subject from ?sujet= (the data sheets' quote buttons). Read after hydration, because the
  // HTML was rendered without it; set as a field value, so it can only ever be plain text.
  const [searchParams] = useSearchParams();
  const subjectParam = searchParams.get("sujet");
  useEffect(() => {
    const input = formRef.current?.elements.namedItem("sujet");
    if (subjectParam === null || !(input instanceof HTMLInputElement)) return;
    if (input.value !== "" && input.value !== prefilled.current) return; // the visitor's own subject wins
    input.value = prefilled.current = subjectFromQuery(subjectParam);
  }, [subjectParam]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending(state)) return;
    const values = readValues(event.currentTarget);
    loadToasts().catch(() => {}); // a toast that cannot load is handled where it renders
    dispatch({ type: "send", values, mailto: contactMailto(values, block.courriel, company.email, settings.longueurMaxMailto) });
  }

  const onChange = (event: FormEvent<HTMLFormElement>) => dispatch({ type: "edited", values: readValues(event.currentTarget) });

  function onEmailBlur(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) {
    // Leaving the field for the send button: the message shown here would push the button down
    // between press and release, and the click would be lost. Sending checks the field anyway.
    if (event.relatedTarget === submitRef.current) return;
    dispatch({ type: "email-left", value: event.target.value });
  }

  async function copyMessage() {
    if (!formRef.current) return;
    const text = contactCopyText(readValues(formRef.current), block.courriel, company.email);
    try {
      await navigator.clipboard.writeText(text);
      dispatch({ type: "copied", text });
    } catch {
      dispatch({ type: "copy-refused", text });
    }
  }

  return { state, refs: { form: formRef, submit: submitRef, copy: copyRef }, onSubmit, onChange, onEmailBlur, copyMessage };
}
