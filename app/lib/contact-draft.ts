import { CONTACT_FIELDS, type ContactSnapshot, type ContactValues, emptyContact } from "./contact-message.ts";
import { emptyRequest, REQUEST_FIELDS, type RequestValues } from "#app/model/request.ts";
import { DRAFT_KEY, DRAFT_MAX_AGE_DAYS } from "#app/model/browser-storage.ts";

/*
 * The draft of the contact form, kept in the visitor's own browser (localStorage) as it is
 * typed, so that nothing is lost: a closed tab, a reload, a mail program that never
 * opened. It is offered back when the visitor returns, and forgotten when they say the
 * message is sent or start from an empty form. Nothing leaves the browser. Pure functions
 * over a Storage-like object, tested on their own (test/unit/contact-draft.test.ts).
 */

/** A draft older than this is not offered any more, and is removed when read: the visitor has moved on. */
export const DRAFT_MAX_AGE_MS = DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

interface Stored {
  savedAt: number;
  values: ContactValues;
  request: RequestValues;
}

const hasText = (record: Record<string, string>) => Object.values(record).some((value) => value.trim() !== "");

/** Whether anything was typed. */
export const isEmptySnapshot = ({ values, request }: ContactSnapshot) => !hasText({ ...values }) && !hasText({ ...(request ?? {}) });

/** Only the known fields, only strings: whatever else the storage holds is dropped. */
function pick<T extends object>(fields: readonly (keyof T & string)[], from: unknown, empty: T): T {
  const result = { ...empty };
  if (from && typeof from === "object")
    for (const name of fields) {
      const value = (from as Record<string, unknown>)[name];
      if (typeof value === "string") (result as Record<string, string>)[name] = value.slice(0, 20_000);
    }
  return result;
}

/** Keeps the draft; an empty form removes it. Storage that is full or refused (private mode) is not an error. */
export function saveDraft(store: Store | undefined, snapshot: ContactSnapshot, now: number): void {
  try {
    if (isEmptySnapshot(snapshot)) store?.removeItem(DRAFT_KEY);
    else store?.setItem(DRAFT_KEY, JSON.stringify({ savedAt: now, values: snapshot.values, request: snapshot.request ?? emptyRequest() } satisfies Stored));
  } catch {
    // Nothing to do: the form works without a draft.
  }
}

/** What the stored text holds, if it can be offered at this time. */
function offerable(raw: string, now: number): ContactSnapshot | undefined {
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.savedAt !== "number" || now - stored.savedAt > DRAFT_MAX_AGE_MS) return undefined;
    const snapshot = { values: pick(CONTACT_FIELDS, stored.values, emptyContact()), request: pick(REQUEST_FIELDS, stored.request, emptyRequest()) };
    return isEmptySnapshot(snapshot) ? undefined : snapshot;
  } catch {
    return undefined;
  }
}

/**
 * The draft to offer back, if there is a recent one with something typed. One that
 * cannot be offered (expired, broken, empty) is removed: a name, an e-mail address or a
 * phone number must not stay in the browser longer than the legal page says.
 */
export function loadDraft(store: Store | undefined, now: number): ContactSnapshot | undefined {
  let raw: string | null | undefined;
  try {
    raw = store?.getItem(DRAFT_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  const snapshot = offerable(raw, now);
  if (!snapshot) clearDraft(store);
  return snapshot;
}

export function clearDraft(store: Store | undefined): void {
  try {
    store?.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
}
