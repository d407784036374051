import { useEffect, useMemo, useReducer, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useShellContent } from "#app/content/shell-context.tsx";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import { gmailLink, outlookLink, whatsappLink } from "#app/lib/compose-links.ts";
import { clearDraft, loadDraft, saveDraft } from "#app/lib/contact-draft.ts";
import { contactFormReducer, initialContactState, isSending, type ContactSnapshot } from "#app/lib/contact-form-machine.ts";
import { CONTACT_FIELDS, contactBody, contactCopyText, contactMailto, emptyContact, subjectFromQuery, type ContactValues } from "#app/lib/contact-message.ts";
import { oneLine } from "#app/lib/mailto.ts";
import {
  emptyRequest,
  FORM_ANCHOR,
  hasPrefill,
  parseRequestQuery,
  REQUEST_FIELDS,
  requestFromPrefill,
  requestLines,
  requestSubject,
  type RequestCatalogue,
  type RequestValues,
} from "#app/model/request.ts";
import { fillTemplate } from "#app/model/text.ts";
import { frenchTypography } from "#app/model/typography.ts";
import type { SendLinks } from "./sent-panel.tsx";

/** Reads the fields from the page rather than from state: text typed before hydration is kept. */
export function readValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const values = emptyContact();
  for (const name of CONTACT_FIELDS) values[name] = String(data.get(name) ?? "");
  return values;
}

export function readRequest(form: HTMLFormElement): RequestValues {
  const data = new FormData(form);
  const request = emptyRequest();
  for (const name of REQUEST_FIELDS) request[name] = String(data.get(name) ?? "");
  return request;
}

const snapshotOf = (form: HTMLFormElement): ContactSnapshot => ({
  values: readValues(form),
  request: readRequest(form),
});

function openMailProgram(url: string): boolean {
  try {
    window.location.href = url;
    return true;
  } catch {
    return false;
  }
}

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage refused (some private modes): no draft, the form still works
  }
};

/** Room the toast takes at the bottom of the window: two lines on a phone, and its margin. */
const TOAST_ROOM = 120;

/**
 * Scrolls the page, if needed, so that the panel shown after sending is on screen above the
 * toast (its next step and its links, not under the toast for its 5 s), as far as the send
 * button above it, which has focus, stays clear of the sticky header.
 */
function bringIntoView(panel: HTMLElement, button: HTMLElement | null) {
  const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  const bottom = panel.getBoundingClientRect().bottom - (window.innerHeight - TOAST_ROOM);
  const top = (button ?? panel).getBoundingClientRect().top - header - 16;
  const by = Math.min(bottom, top);
  if (by > 0) window.scrollBy({ top: by });
}

// notistack stays out of every page's first download: fetched when the form is sent, shown after the wait.
export const loadToasts = () => import("./contact-toasts.tsx");

/**
 * The contact form's state machine (app/lib/contact-form-machine.ts) wired to the page:
 * the wait, the mail program, the reset, the focus, the copy; the request a link
 * pre-fills (?type=…&famille=…, or the older ?sujet=) and the landing on the form; the
 * draft kept as it is typed and offered back; the lasting panel's links and restore.
 */
export function useContactForm(block: BlocFormulaireContact, catalogue: RequestCatalogue) {
  const { company, settings } = useShellContent();
  const [state, dispatch] = useReducer(contactFormReducer, undefined, initialContactState);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const prefilled = useRef("");
  const [family, setFamily] = useState("");
  const [thickness, setThickness] = useState("");
  const [requestOpen, setRequestOpen] = useState(false);
  // The request fields' starting values; a new version redraws them (pre-fill, draft, restore, reset).
  const [defaults, setDefaults] = useState({
    values: emptyRequest(),
    version: 0,
  });
  const startRequest = (values: RequestValues) => setDefaults((current) => ({ values, version: current.version + 1 }));
  const [prefillNote, setPrefillNote] = useState("");
  const [draft, setDraft] = useState<ContactSnapshot>();
  const words = block.demande;
  const lines = (request?: RequestValues) => (request ? requestLines(request, catalogue, words) : []);

  /** Puts a snapshot into the fields (draft, restore): the DOM for most, state for the controlled family and thickness. */
  function fill(snapshot: ContactSnapshot) {
    const form = formRef.current;
    if (!form) return;
    const request = snapshot.request ?? emptyRequest();
    for (const [name, value] of Object.entries(snapshot.values)) {
      const element = form.elements.namedItem(name);
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = value;
    }
    startRequest(request);
    setFamily(request.famille);
    setThickness(request.epaisseur);
    if (lines(request).length > 0) setRequestOpen(true);
    prefilled.current = "";
  }

  // Waiting: after the delay, ask for the mail program with the link checked at send time.
  useEffect(() => {
    if (state.status !== "waiting") return;
    const timer = window.setTimeout(() => {
      const opened = Boolean(state.mailto?.ok && openMailProgram(state.mailto.url));
      dispatch({ type: "waited", opened });
    }, settings.delais.envoiFormulaire);
    return () => window.clearTimeout(timer);
  }, [state.status, state.mailto]);

  // Opened: the specification resets the form; the draft stays until the visitor is done.
  const panelToShow = useRef(false);
  useEffect(() => {
    if (state.status !== "opened") return;
    panelToShow.current = true;
    formRef.current?.reset();
    startRequest(emptyRequest());
    setRequestOpen(false);
    setFamily("");
    setThickness("");
    setPrefillNote("");
    prefilled.current = "";
  }, [state.status, state.toast]);

  // Once the reset has redrawn the form above it (startRequest gives a new version), the
  // lasting panel is brought into view, clear of the toast.
  useEffect(() => {
    if (!panelToShow.current || !panelRef.current) return;
    panelToShow.current = false;
    bringIntoView(panelRef.current, submitRef.current);
  }, [defaults.version]);

  // A disabled button loses focus; once sending is over, give it back where the visitor can go on.
  useEffect(() => {
    const form = formRef.current;
    const target = state.focus?.target;
    if (!target || !form) return;
    if (target === "email" || target === "message") (form.elements.namedItem(target) as HTMLElement | null)?.focus();
    else if (!document.activeElement || document.activeElement === document.body) (target === "copy" ? copyRef : submitRef).current?.focus();
  }, [state.focus]);

  // The request a link pre-fills, read after hydration (the HTML was rendered without it) and set
  // as field values from known choices only, so an address can only ever put plain text in the form.
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const query = searchParams.toString();
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams(query);
    const prefill = parseRequestQuery(params, catalogue);
    const subjectInput = form.elements.namedItem("sujet");
    const ownSubject = subjectInput instanceof HTMLInputElement && subjectInput.value !== "" && subjectInput.value !== prefilled.current;
    if (hasPrefill(prefill)) {
      const request = requestFromPrefill(prefill);
      startRequest(request);
      setFamily(request.famille);
      setThickness(request.epaisseur);
      setRequestOpen(true);
      const subject = requestSubject(request, catalogue, words);
      const application = catalogue.applications.find((item) => item.slug === request.application)?.label;
      const resume = [subject || catalogue.families.find((item) => item.slug === request.famille)?.label, application].filter(Boolean).join(", ");
      // « 300 µm » stays on one line in the note (the mail's subject keeps plain spaces).
      setPrefillNote(frenchTypography(fillTemplate(words.prerempli, { resume })));
      if (subject && !ownSubject && subjectInput instanceof HTMLInputElement) subjectInput.value = prefilled.current = subject;
    } else if (params.has("sujet") && !ownSubject && subjectInput instanceof HTMLInputElement) {
      subjectInput.value = prefilled.current = subjectFromQuery(params.get("sujet"));
    }
  }, [query]);

  // Landing on the form (#ecrire): bring it into view under the header and focus its first empty field.
  useEffect(() => {
    const form = formRef.current;
    if (location.hash !== `#${FORM_ANCHOR}` || !form) return;
    const frame = window.requestAnimationFrame(() => {
      form.scrollIntoView({ block: "start" });
      const first = (["nom", "email", "sujet", "message"] as const)
        .map((name) => form.elements.namedItem(name))
        .find((element) => (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value === "" : false));
      (first as HTMLElement | undefined)?.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [location.key, location.hash]);

  // A draft from an earlier visit is offered back, never put in by itself.
  useEffect(() => {
    setDraft(loadDraft(storage(), Date.now()));
  }, []);


  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending(state)) return;
    const values = readValues(event.currentTarget);
    const request = readRequest(event.currentTarget);
    loadToasts().catch(() => {}); // a toast that cannot load is handled where it renders
    dispatch({
      type: "send",
      values,
      request,
      mailto: contactMailto(values, block.courriel, company.email, settings.longueurMaxMailto, lines(request)),
    });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const target = event.target as HTMLInputElement;
    // A change of kind, family or thickness gives the subject again, unless the visitor wrote their own.
    if (["type", "famille", "epaisseur"].includes(target.name)) {
      const subjectInput = form.elements.namedItem("sujet");
      const subject = requestSubject(readRequest(form), catalogue, words);
      if (subjectInput instanceof HTMLInputElement && (subjectInput.value === "" || subjectInput.value === prefilled.current))
        subjectInput.value = prefilled.current = subject;
    }
    saveDraft(storage(), snapshotOf(form), Date.now());
    setDraft(undefined);
    dispatch({ type: "edited", values: readValues(form) });
  }

  /**
   * A field focused while partly hidden, its top under the sticky header or its bottom below
   * the window (Tab or Shift+Tab onto the tall message box: the browser sees its caret on
   * screen and does not scroll), is brought wholly into view; scrolling into view applies the
   * page's scroll margins, which leave room for the header.
   */
  function onFocusField(event: FocusEvent<HTMLFormElement>) {
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    const box = event.target.getBoundingClientRect();
    if (box.top < header || box.bottom > window.innerHeight) event.target.scrollIntoView({ block: "nearest" });
  }

  function onEmailBlur(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) {
    // Leaving the field for the send button: the message shown here would push the button down
    // between press and release, and the click would be lost. Sending checks the field anyway.
    if (event.relatedTarget === submitRef.current) return;
    dispatch({ type: "email-left", value: event.target.value });
  }

  async function copyMessage() {
    const snapshot = state.status === "opened" ? state.sent : formRef.current && snapshotOf(formRef.current);
    if (!snapshot) return;
    const text = contactCopyText(snapshot.values, block.courriel, company.email, lines(snapshot.request));
    try {
      await navigator.clipboard.writeText(text);
      dispatch({ type: "copied", text });
    } catch {
      dispatch({ type: "copy-refused", text });
    }
  }

  const sent = state.sent;
  const links = useMemo<SendLinks | undefined>(() => {
    if (!sent) return undefined;
    const message = {
      to: company.email,
      subject: oneLine(sent.values.sujet),
      body: contactBody(sent.values, block.courriel, lines(sent.request)),
    };
    const max = settings.longueurMaxMailto;
    return {
      gmail: gmailLink(message, max),
      outlook: outlookLink(message, max),
      whatsapp: whatsappLink(company.whatsapp, message, max),
    };
  }, [sent]);

  function restore() {
    if (state.sent) fill(state.sent);
    dispatch({ type: "restored" });
  }

  function done() {
    clearDraft(storage());
    dispatch({ type: "done" });
  }

  const draftOffer = draft && {
    resume() {
      fill(draft);
      setDraft(undefined);
    },
    ignore() {
      clearDraft(storage());
      setDraft(undefined);
    },
  };

  return {
    state,
    refs: { form: formRef, submit: submitRef, copy: copyRef, panel: panelRef },
    request: {
      family,
      thickness,
      open: requestOpen,
      setOpen: setRequestOpen,
      defaults,
      prefillNote,
      setFamily,
      setThickness,
    },
    links,
    draftOffer,
    onSubmit,
    onChange,
    onFocusField,
    onEmailBlur,
    copyMessage,
    restore,
    done,
  };
}
