import { CONTACT_FIELDS, emptyContact, type ContactSnapshot, type ContactValues } from "#app/lib/contact-message.ts";
import { emptyRequest, REQUEST_FIELDS } from "#app/model/request.ts";

/*
 * The contact form's page side: reading and writing its fields, focus and scrolling, the
 * mail program and the browser's storage. What to do and when is the machine's
 * (app/lib/contact-form-machine.ts); these only do it.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

const field = (form: HTMLFormElement, name: string): Field | undefined => {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : undefined;
};

/** Reads the fields from the page rather than from state: text typed before hydration is kept. */
export function readMessage(form: HTMLFormElement): ContactSnapshot {
  const data = new FormData(form);
  const values = emptyContact();
  for (const name of CONTACT_FIELDS) values[name] = String(data.get(name) ?? "");
  const request = emptyRequest();
  for (const name of REQUEST_FIELDS) request[name] = String(data.get(name) ?? "");
  return { values, request };
}

/** The specification's fields are not controlled: a message put back is written into them. */
export function fillFields(form: HTMLFormElement, values: ContactValues) {
  for (const [name, value] of Object.entries(values)) {
    const element = field(form, name);
    if (element) element.value = value;
  }
}

export function writeSubject(form: HTMLFormElement, subject: string) {
  const element = field(form, "sujet");
  if (element instanceof HTMLInputElement) element.value = subject;
}

export function focusField(form: HTMLFormElement, name: "email" | "message") {
  field(form, name)?.focus();
}

/** Landing on the form (#ecrire): bring it into view under the header and focus its first empty field. */
export function land(form: HTMLFormElement) {
  form.scrollIntoView({ block: "start" });
  const first = CONTACT_FIELDS.map((name) => field(form, name)).find((element) => element?.value === "");
  first?.focus({ preventScroll: true });
}

/**
 * A field focused while partly hidden, its top under the sticky header or its bottom below
 * the window (Tab or Shift+Tab onto the tall message box: the browser sees its caret on
 * screen and does not scroll), is brought wholly into view; scrolling into view applies the
 * page's scroll margins, which leave room for the header.
 */
export function showFocused(target: HTMLElement) {
  const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  const box = target.getBoundingClientRect();
  if (box.top < header || box.bottom > window.innerHeight) target.scrollIntoView({ block: "nearest" });
}

/** Room the toast takes at the bottom of the window: two lines on a phone, and its margin. */
const TOAST_ROOM = 120;

/**
 * Scrolls the page, if needed, so that the panel shown after sending is on screen above the
 * toast (its next step and its links, not under the toast for its 5 s), as far as the send
 * button above it, which has focus, stays clear of the sticky header.
 */
export function bringIntoView(panel: HTMLElement, button: HTMLElement | null) {
  const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  const bottom = panel.getBoundingClientRect().bottom - (window.innerHeight - TOAST_ROOM);
  const top = (button ?? panel).getBoundingClientRect().top - header - 16;
  const by = Math.min(bottom, top);
  if (by > 0) window.scrollBy({ top: by });
}

export function openMailProgram(url: string): boolean {
  try {
    window.location.href = url;
    return true;
  } catch {
    return false;
  }
}

export const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage refused (some private modes): no draft, the form still works
  }
};
