import type { ContactSnapshot, ContactValues } from "./contact-message.ts";
import type { TransportAnswer } from "./contact-transport.ts";

/*
 * The contact machine's vocabulary (contact-form-machine.ts): the events the page reports
 * to it, and the effects it asks the page to run, each once, after a step.
 */

export type ContactEvent =
  | { type: "send"; message: ContactSnapshot }
  /** The transport's answer to the message sent after the wait. */
  | { type: "answered"; answer: TransportAnswer }
  /** A field changed (`field` is its name): errors already shown follow the text; new ones wait for the next send. */
  | { type: "edited"; field: string; message: ContactSnapshot }
  /** The page's query, read after hydration; `subject` is the subject field as it is. */
  | { type: "linked"; query: string; subject: string }
  /** The e-mail field lost focus (not to the send button): its error shows now. */
  | { type: "email-left"; value: string }
  | { type: "request-toggled"; open: boolean }
  | { type: "family-chosen"; value: string }
  | { type: "thickness-chosen"; value: string }
  /** "Rétablir mon message": the sent message goes back into the form; the panel closes. */
  | { type: "restored" }
  /** The visitor says the message is sent: the panel closes and the draft is forgotten. */
  | { type: "done" }
  | { type: "draft-found"; draft?: ContactSnapshot }
  | { type: "draft-resumed" }
  | { type: "draft-ignored" }
  /** The page ran every effect asked for up to number `through` (ContactFormState.effectsAsked). */
  | { type: "effects-run"; through: number }
  | { type: "copied"; text: string }
  | { type: "copy-refused"; text: string };

export type ContactEffect =
  | { type: "focus"; target: "email" | "message" | "copy" | "submit" }
  /** The specification's four fields take these values (a draft resumed, a message restored). */
  | { type: "fill"; values: ContactValues }
  | { type: "write-subject"; subject: string }
  | { type: "reset-form" }
  /** The lasting panel is brought into view, once the reset form above it is drawn. */
  | { type: "reveal-panel" }
  | { type: "save-draft"; message: ContactSnapshot }
  | { type: "forget-draft" };
