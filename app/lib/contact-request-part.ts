import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import { gradesText, withComparedGrades } from "#app/model/comparison.ts";
import { emptyRequest, hasPrefill, parseRequestQuery, requestFromPrefill, requestLines, requestSubject, type RequestCatalogue, type RequestValues } from "#app/model/request.ts";
import { fillTemplate } from "#app/model/text.ts";
import { frenchTypography } from "#app/model/typography.ts";
import { subjectFromQuery, type ContactSnapshot } from "./contact-message.ts";

/*
 * The state of the form's optional request part (kind, family, thickness…) and of the
 * subject the page writes for it, as the contact machine (contact-form-machine.ts) keeps
 * them. Pure: the page reads the fields and writes what these functions decide.
 */

/** What the request part is drawn from: the catalogue of choices and the block's words. */
export interface RequestContext {
  catalogue: RequestCatalogue;
  words: BlocFormulaireContact["demande"];
}

export interface RequestPartState {
  /** The fields' starting values; a new version redraws them (a link, a draft, a restore, a reset). */
  defaults: RequestValues;
  version: number;
  open: boolean;
  /** Family and thickness are held here: the thicknesses offered are the chosen family's. */
  family: string;
  thickness: string;
  /** The line that says what a link filled in. */
  note: string;
  /** The subject the page wrote, which it may write again; the visitor's own subject is never replaced. */
  subject: string;
}

export const initialRequestPart = (): RequestPartState => ({ defaults: emptyRequest(), version: 0, open: false, family: "", thickness: "", note: "", subject: "" });

/** After the form was reset: empty, closed, redrawn. */
export const clearedRequestPart = (part: RequestPartState): RequestPartState => ({ ...initialRequestPart(), version: part.version + 1 });

const drawn = (part: RequestPartState, request: RequestValues, open: boolean): RequestPartState => ({
  ...part,
  defaults: request,
  version: part.version + 1,
  family: request.famille,
  thickness: request.epaisseur,
  open,
});

/** A message put back into the form (a draft, a restore): the part opens when the message says something in it. */
export function filledRequestPart(part: RequestPartState, request: RequestValues | undefined, { catalogue, words }: RequestContext): RequestPartState {
  const values = request ?? emptyRequest();
  return { ...drawn(part, values, part.open || requestLines(values, catalogue, words).length > 0), subject: "" };
}

/**
 * The request a link pre-fills (?type=…&famille=…, the comparison's ?grades=…, or the older ?sujet=), from known choices
 * only, so an address can only ever put plain text in the form. `typed` is the subject field
 * as it is: the visitor's own subject stays. Gives the subject to write, if any.
 */
export function linkedRequestPart(part: RequestPartState, query: string, typed: string, { catalogue, words }: RequestContext): { part: RequestPartState; subject?: string } {
  const params = new URLSearchParams(query);
  const prefill = withComparedGrades(parseRequestQuery(params, catalogue), params, catalogue);
  const ownSubject = typed !== "" && typed !== part.subject;
  if (hasPrefill(prefill)) {
    const request = { ...requestFromPrefill(prefill), grades: gradesText(prefill.grades ?? [], catalogue, words) };
    const subject = requestSubject(request, catalogue, words);
    const application = catalogue.applications.find((item) => item.slug === request.application)?.label;
    const resume = [subject || catalogue.families.find((item) => item.slug === request.famille)?.label || request.grades, application].filter(Boolean).join(", ");
    // « 300 µm » stays on one line in the note (the mail's subject keeps plain spaces).
    const linked = { ...drawn(part, request, true), note: frenchTypography(fillTemplate(words.prerempli, { resume })) };
    return subject && !ownSubject ? { part: { ...linked, subject }, subject } : { part: linked };
  }
  if (!params.has("sujet") || ownSubject) return { part };
  const subject = subjectFromQuery(params.get("sujet"));
  return { part: { ...part, subject }, subject };
}

const SUBJECT_CHOICES: readonly string[] = ["type", "famille", "epaisseur"] satisfies (keyof RequestValues)[];

/** A change of kind, family or thickness gives the subject again, unless the visitor wrote their own. */
export function followedSubject(part: RequestPartState, field: string, { values, request }: ContactSnapshot, { catalogue, words }: RequestContext): string | undefined {
  if (!SUBJECT_CHOICES.includes(field) || (values.sujet !== "" && values.sujet !== part.subject)) return undefined;
  return requestSubject(request ?? emptyRequest(), catalogue, words);
}
