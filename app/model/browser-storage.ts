/*
 * What the site keeps in the visitor's browser, held once: the contact form's draft
 * (app/lib/contact-draft.ts) uses these values, and the legal page states them through
 * the facts {brouillon.cle} and {brouillon.duree} (app/model/facts.ts), so the page
 * cannot say another duration than the one the code applies.
 */

/** The localStorage key of the contact form's draft. */
export const DRAFT_KEY = "contact-brouillon";

/** Days after which a draft is not offered any more, and removed: the visitor has moved on. */
export const DRAFT_MAX_AGE_DAYS = 30;
