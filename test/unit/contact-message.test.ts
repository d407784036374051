import { describe, expect, test } from "vitest";
import { readShell } from "#test/support/content.ts";
import type { BlocFormulaireContact, Page } from "#app/generated/content-types.ts";
import { contactBody, contactCopyText, contactErrors, contactMailto, emptyContact, isEmailAddress, subjectFromQuery, type ContactValues } from "#app/lib/contact-message.ts";
import { fillTemplate } from "#app/model/text.ts";
import { readContent } from "#test/support/content.ts";

const shell = readShell();
const { company, settings } = shell;


const block = readContent<Page>("pages/contact.json").blocs.find((b): b is BlocFormulaireContact => b.type === "formulaire-contact")!;
const lines = block.courriel;
const values = (partial: Partial<ContactValues>): ContactValues => ({ ...emptyContact(), ...partial });

describe("content", () => {
  test("the toasts and the sending label are the specification's exact messages", () => {
    expect(block.notifications.succes).toBe("Votre message a été envoyé avec succès!");
    expect(block.notifications.echec).toBe("Échec de l'envoi du message. Veuillez réessayer.");
    expect(block.envoiEnCours).toBe("Envoi en cours...");
  });

  test("the specification's delays: 1 s before the mail program opens, toasts for 5 s", () => {
    expect(settings.delais.envoiFormulaire).toBe(1000);
    expect(settings.delais.notification).toBe(5000);
  });
});

describe("validation", () => {
  test("all four fields start empty", () => {
    expect(emptyContact()).toEqual({ nom: "", email: "", sujet: "", message: "" });
  });

  test("only the message is required; blank counts as empty", () => {
    expect(contactErrors(emptyContact())).toEqual({ message: "empty" });
    expect(contactErrors(values({ message: " \n\t " }))).toEqual({ message: "empty" });
    expect(contactErrors(values({ message: "Bonjour" }))).toEqual({});
    expect(contactErrors(values({ nom: "", email: "", sujet: "", message: "x" }))).toEqual({});
  });

  test("the e-mail is optional, but when given it must be an address", () => {
    expect(contactErrors(values({ email: "pas-une-adresse", message: "x" }))).toEqual({ email: "invalid" });
    expect(contactErrors(values({ email: "pas-une-adresse" }))).toEqual({ email: "invalid", message: "empty" });
    expect(contactErrors(values({ email: "   ", message: "x" }))).toEqual({});
  });

  test.each(["nom@entreprise.tn", "a.b-c+d@sous.domaine.com.tn", "x@localhost", " espace@autour.tn "])("%j is an e-mail address (the browser's rule)", (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  test.each(["nom", "nom@", "@entreprise.tn", "nom@@entreprise.tn", "nom @entreprise.tn", "nom@entreprise..tn", "nom@-entreprise.tn", "nom@entreprise.tn>", "é@entreprise.tn", "a@b.c\nbcc:x@y"])(
    "%j is not",
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );
});

describe("the mail", () => {
  const filled = values({ nom: "Amel Ben Salah", email: "amel@imprimerie.tn", sujet: "Demande de devis — RBN", message: "Bonjour,\nquel délai pour 2 000 feuilles ?\n\nMerci" });

  test("body: the sender's name, the sender's e-mail, a blank line, then the message", () => {
    expect(contactBody(filled, lines)).toBe(
      [fillTemplate(lines.ligneNom, { nom: filled.nom }), fillTemplate(lines.ligneEmail, { email: filled.email }), "", filled.message].join("\n"),
    );
  });

  test("goes to the company's address with the subject field as subject", () => {
    const result = contactMailto(filled, lines, company.email, settings.longueurMaxMailto);
    if (!result.ok) throw new Error(result.reason);
    const url = new URL(result.url);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(company.email);
    const [subject, body] = url.search.slice(1).split("&");
    expect(decodeURIComponent(subject.replace(/^subject=/, ""))).toBe(filled.sujet);
    expect(decodeURIComponent(body.replace(/^body=/, ""))).toBe(contactBody(filled, lines).replace(/\n/g, "\r\n"));
  });

  test("a name or e-mail with line breaks or fields stays on its own line of the body", () => {
    const body = contactBody(values({ nom: "X\r\nbcc: a@b.c", email: "a@b.c&bcc=x@y\nCc: z", message: "m" }), lines);
    expect(body.split("\n")).toEqual([fillTemplate(lines.ligneNom, { nom: "X bcc: a@b.c" }), fillTemplate(lines.ligneEmail, { email: "a@b.c&bcc=x@y Cc: z" }), "", "m"]);
    const result = contactMailto(values({ nom: "X&bcc=x@y", email: "%0Abcc:x@y", sujet: "s&cc=z@y", message: "m" }), lines, company.email, settings.longueurMaxMailto);
    expect(result.ok && result.url.split("&").map((field) => field.split("=")[0].replace(/^.*\?/, ""))).toEqual(["subject", "body"]);
  });

  test("placeholders typed by the visitor are not filled, and '$&' is not a replacement pattern", () => {
    const body = contactBody(values({ nom: "{email} $& $1", email: "", message: "{nom}" }), lines);
    expect(body.split("\n")[0]).toBe(fillTemplate(lines.ligneNom, { nom: "{email} $& $1" }));
    expect(body.split("\n")[3]).toBe("{nom}");
  });

  test("empty name and e-mail leave their labelled lines, without trailing spaces", () => {
    const [name, email, blank] = contactBody(values({ message: "m" }), lines).split("\n");
    expect(name).toBe(fillTemplate(lines.ligneNom, { nom: "" }).trimEnd());
    expect(email).toBe(fillTemplate(lines.ligneEmail, { email: "" }).trimEnd());
    expect(blank).toBe("");
  });

  test("too long for the mail program: reported, not thrown", () => {
    expect(contactMailto(values({ message: "x".repeat(settings.longueurMaxMailto) }), lines, company.email, settings.longueurMaxMailto)).toMatchObject({ ok: false, reason: "too-long" });
  });

  test("the text to copy holds the recipient, the subject and the whole body", () => {
    expect(contactCopyText(filled, lines, company.email)).toBe(
      [fillTemplate(lines.ligneDestinataire, { destinataire: company.email }), fillTemplate(lines.ligneSujet, { sujet: filled.sujet }), "", contactBody(filled, lines)].join("\n"),
    );
    expect(contactCopyText(values({ message: "x".repeat(10_000) }), lines, company.email)).toContain("x".repeat(10_000));
  });
});

describe("?sujet= in the address", () => {
  const subjectOf = (search: string) => subjectFromQuery(new URLSearchParams(search).get("sujet"));
  const rbn = readContent("fiches/rbn.json");
  const ui = readContent("site/interface.json");

  test("a subject link gives its subject back", () => {
    expect(subjectOf("?sujet=Demande%20de%20devis%20%E2%80%94%20RBN")).toBe(`Demande de devis — ${rbn.code}`);
  });

  test("stays plain text on one line", () => {
    expect(subjectOf("?sujet=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E")).toBe("<img src=x onerror=alert(1)>");
    expect(subjectOf("?sujet=a%0D%0Abcc%3A%20x%40y")).toBe("a bcc: x@y");
    expect(subjectOf("?sujet=%F0%9F%98%80%20ok")).toBe("😀 ok");
    expect(subjectOf("?autre=1")).toBe("");
  });
});
