import { describe, expect, test } from "vitest";
import type { Procedes } from "#app/generated/content-types.ts";
import { gradeProcesses, recommendations } from "#app/model/recommendations.ts";
import { gmailLink, outlookLink, whatsappLink } from "#app/lib/compose-links.ts";
import { contactBody, contactMailto } from "#app/lib/contact-message.ts";
import { gradesText, withComparedGrades } from "#app/model/comparison.ts";
import { emptyRequest, hasPrefill, parseRequestQuery, requestFromPrefill, requestHref, requestLines, requestProcesses, requestSubject, type RequestCatalogue, type RequestWords } from "#app/model/request.ts";

const catalogue: RequestCatalogue = {
  families: [
    { slug: "rbn", code: "RBN", label: "RBN — carton minéral", thicknesses: [200, 250, 300, 350, 400] },
    { slug: "rpn", code: "RPN", label: "RPN — papier minéral", thicknesses: [60, 80, 100] },
  ],
  applications: [{ slug: "papeterie", label: "Papeterie" }],
  processes: ["Offset UV", "Je ne sais pas encore"],
};
const parse = (query: string) => parseRequestQuery(new URLSearchParams(query), catalogue);

describe("the pre-fill query", () => {
  test("a data sheet row's link: every value known", () => {
    expect(parse("type=echantillons&famille=rbn&epaisseur=300&application=papeterie")).toEqual({ type: "echantillons", famille: "rbn", epaisseur: 300, application: "papeterie" });
  });
  test("case and spaces are forgiven", () => {
    expect(parse("type=DEVIS&famille=%20RBN%20")).toEqual({ type: "devis", famille: "rbn" });
  });
  test("unknown or hostile values are dropped, never passed on", () => {
    expect(parse("type=<script>alert(1)</script>&famille=rbn%22onmouseover&application=../../etc")).toEqual({});
    expect(parse("famille=rbn&epaisseur=301")).toEqual({ famille: "rbn" });
    expect(parse("famille=rbn&epaisseur=3e2")).toEqual({ famille: "rbn" });
    expect(parse("epaisseur=300")).toEqual({});
    expect(parse("famille=constructor&type=toString")).toEqual({});
  });
  test("nothing to pre-fill", () => {
    expect(hasPrefill(parse(""))).toBe(false);
    expect(hasPrefill(parse("type=devis"))).toBe(true);
  });
  test("links land on the form, parameters in one order", () => {
    expect(requestHref({ application: "papeterie", epaisseur: 300, famille: "rbn", type: "echantillons" })).toBe("/contact?type=echantillons&famille=rbn&epaisseur=300&application=papeterie#ecrire");
    expect(requestHref({})).toBe("/contact#ecrire");
    expect(parse(new URL(requestHref({ type: "devis", famille: "rpn" }), "https://x.test").search)).toEqual({ type: "devis", famille: "rpn" });
  });
});

describe("the recommended grades of an application page", () => {
  const heat = "Température et pression plus basses : faites un essai.";
  const sheets = [
    { slug: "rpn", data: { code: "RPN", nom: { court: "papier minéral", long: "papier riche en minéraux" }, procedes: [{ procede: "offset-uv", statut: "adapte" as const }] } },
    {
      slug: "rbn",
      data: {
        code: "RBN",
        nom: { court: "carton minéral", long: "carton riche en minéraux" },
        procedes: [
          { procede: "offset-uv", statut: "adapte" as const },
          { procede: "marquage-a-chaud", statut: "sous-conditions" as const, precision: heat, epaisseurs: [300, 350] },
          { procede: "marquage-a-chaud", statut: "deconseille" as const, precision: "Trop épais.", epaisseurs: [400] },
        ],
      },
    },
  ];
  const processes: Procedes = {
    $schema: "../../schema/procedes.schema.json",
    procedes: [
      { cle: "offset-uv", nom: "offset UV", genre: "impression", description: "Encres UV.", termes: ["offset uv"] },
      { cle: "marquage-a-chaud", nom: "marquage à chaud", genre: "transformation", description: "Dorure.", termes: ["dorure"] },
      { cle: "gaufrage", nom: "gaufrage", genre: "transformation", description: "Relief.", termes: ["gaufrage"] },
    ],
    statuts: { adapte: "Adapté", "sous-conditions": "Sous conditions", deconseille: "Déconseillé", "non-renseigne": "Sur demande" },
  };
  const labels = {
    page: { epaisseurs: "Épaisseurs : {epaisseurs} µm", demandeEchantillons: "Demander des échantillons — {application}", aptitude: "{procede} : {statut}", titreProcedes: "Aptitude aux procédés" },
    faits: { epaisseursConcernees: "{epaisseurs} µm" },
    fiche: { nomAvecCode: "{code} — {nom}", et: "et" },
  };
  const grade = (fiche: string, epaisseurs: number[], procedes?: string[]) => ({ fiche, epaisseurs, raison: "Pour les pages : une surface lisse.", ...(procedes && { procedes }) });

  test("each under its sheet's names, with its thicknesses and a link to the sheet", () => {
    const { grades, request, processesTitle } = recommendations({ slug: "papeterie", data: { menu: "Papeterie", recommandations: [grade("rpn", [80, 100, 120]), grade("rbn", [300])] } }, sheets, processes, labels);
    expect(grades).toEqual([
      { href: "/rpn", code: "RPN", title: "RPN — papier minéral", thicknesses: "Épaisseurs\u00a0: 80, 100 et 120\u00a0µm", reason: "Pour les pages : une surface lisse.", processes: [] },
      { href: "/rbn", code: "RBN", title: "RBN — carton minéral", thicknesses: "Épaisseurs\u00a0: 300\u00a0µm", reason: "Pour les pages : une surface lisse.", processes: [] },
    ]);
    expect(processesTitle).toBe("Aptitude aux procédés");
    expect(request).toEqual({ href: "/contact?type=echantillons&application=papeterie#ecrire", label: "Demander des échantillons — Papeterie" });
  });
  test("a single family goes into the request too", () => {
    const { request } = recommendations({ slug: "papeterie", data: { menu: "Papeterie", recommandations: [grade("rbn", [300])] } }, sheets, processes, labels);
    expect(request.href).toBe("/contact?type=echantillons&famille=rbn&application=papeterie#ecrire");
  });
  test("each process the application needs, in its order, with the family's rating for the recommended thicknesses", () => {
    const { grades } = recommendations({ slug: "luxe", data: { menu: "Luxe", recommandations: [grade("rbn", [300, 350], ["marquage-a-chaud", "offset-uv", "gaufrage"])] } }, sheets, processes, labels);
    expect(grades[0].processes).toEqual([
      { process: "marquage-a-chaud", text: "Marquage à chaud\u00a0: sous conditions", condition: heat },
      { process: "offset-uv", text: "Offset UV\u00a0: adapté" },
      { process: "gaufrage", text: "Gaufrage\u00a0: sur demande" },
    ]);
  });
  test("a rating that differs across the recommended thicknesses shows each, with its thicknesses", () => {
    const processesOf = (thicknesses: number[]) => gradeProcesses(grade("rbn", thicknesses, ["marquage-a-chaud"]), sheets[1].data, processes, labels);
    expect(processesOf([300, 350, 400])).toEqual([
      { process: "marquage-a-chaud", text: "Marquage à chaud\u00a0: sous conditions (300 et 350\u00a0µm)", condition: heat },
      { process: "marquage-a-chaud", text: "Marquage à chaud\u00a0: déconseillé (400\u00a0µm)", condition: "Trop épais." },
    ]);
    expect(processesOf([400])).toEqual([{ process: "marquage-a-chaud", text: "Marquage à chaud\u00a0: déconseillé", condition: "Trop épais." }]);
  });
});

describe("the form's process choices", () => {
  test("the catalogue's printing processes, capitalised in its order, then the undecided choice", () => {
    const catalogueOf: Pick<Procedes, "procedes"> = {
      procedes: [
        { cle: "offset", nom: "offset conventionnel", genre: "impression", description: "Encres.", termes: ["offset"] },
        { cle: "gaufrage", nom: "gaufrage", genre: "transformation", description: "Relief.", termes: ["gaufrage"] },
        { cle: "jet-d-encre-uv", nom: "jet d'encre UV", genre: "impression", description: "Numérique.", termes: ["jet d'encre"] },
      ],
    };
    expect(requestProcesses(catalogueOf, "Je ne sais pas encore")).toEqual(["Offset conventionnel", "Jet d'encre UV", "Je ne sais pas encore"]);
  });
  test("the chosen process is a line of the mail, as chosen", () => {
    expect(requestLines({ ...emptyRequest(), procede: "Offset UV" }, catalogue, words)).toEqual(["Procédé d'impression : Offset UV"]);
  });
});

const words: RequestWords = {
  champs: { type: "Demande", famille: "Famille", epaisseur: "Épaisseur", grades: "Grades", application: "Application", format: "Format", dimensions: "Dimensions", quantite: "Quantité", unite: "Unité", procede: "Procédé d'impression", societe: "Société", pays: "Pays", telephone: "Téléphone" },
  types: { information: { libelle: "Information", sujet: "Demande d'information" }, devis: { libelle: "Devis", sujet: "Demande de devis" }, echantillons: { libelle: "Échantillons", sujet: "Demande d'échantillons" } },
  ligne: "{libelle} : {valeur}",
  sujet: "{demande} — {produit}",
  produit: "{code} {epaisseur} µm",
};
const mailLines = { ligneNom: "Nom : {nom}", ligneEmail: "E-mail : {email}", ligneDestinataire: "À : {destinataire}", ligneSujet: "Sujet : {sujet}" };
const spec = { nom: "Amira Ben Salah", email: "amira@exemple.tn", sujet: "", message: "Bonjour,\nnous cherchons du carton." };

describe("the grades a comparison sends", () => {
  const linked = (query: string) => withComparedGrades(parse(query), new URLSearchParams(query), catalogue);
  test("several grades, in either spelling, known ones only, each once, all of them", () => {
    expect(linked("type=echantillons&grades=rpn-100&grades=RBN-300&grades=rbn-301&grades=spn-60")).toEqual({
      type: "echantillons",
      grades: [
        { famille: "rpn", epaisseur: 100 },
        { famille: "rbn", epaisseur: 300 },
      ],
    });
    expect(linked("grades=rpn-100,%20rbn-300,rpn-100")).toEqual({ grades: [{ famille: "rpn", epaisseur: 100 }, { famille: "rbn", epaisseur: 300 }] });
    expect(linked("grades=rpn-100,rpn-80,rpn-60,rbn-200,rbn-250").grades).toHaveLength(5);
  });
  test("one grade is the family and its thickness, unless the address names a family", () => {
    expect(linked("type=devis&grades=rbn-250")).toEqual({ type: "devis", famille: "rbn", epaisseur: 250 });
    expect(linked("famille=rpn&grades=rbn-250")).toEqual({ famille: "rpn" });
  });
  test("hostile or malformed grades are dropped", () => {
    expect(linked("grades=<script>-200,rbn-3e2,-200,rbn-,constructor-1,rbn-0300")).toEqual({});
    expect(hasPrefill(linked("grades=rpn-100,rbn-300"))).toBe(true);
  });
  test("the form's field, the subject and the mail's line name them", () => {
    const prefill = linked("type=echantillons&grades=rpn-100&grades=rbn-300");
    const request = { ...requestFromPrefill(prefill), grades: gradesText(prefill.grades!, catalogue, words) };
    expect(request.grades).toBe("RPN 100 µm, RBN 300 µm");
    expect(requestSubject(request, catalogue, words)).toBe("Demande d'échantillons — RPN 100 µm, RBN 300 µm");
    expect(requestLines(request, catalogue, words)).toEqual(["Demande : Échantillons", "Grades : RPN 100 µm, RBN 300 µm"]);
  });
});

describe("the request in the mail", () => {
  const request = { ...requestFromPrefill({ type: "echantillons", famille: "rbn", epaisseur: 300, application: "papeterie" }), quantite: "500", unite: "feuilles", procede: "Offset", pays: "Tunisie" };
  test("the subject says the request", () => {
    expect(requestSubject(request, catalogue, words)).toBe("Demande d'échantillons — RBN 300 µm");
    expect(requestSubject({ ...emptyRequest(), type: "devis", famille: "rpn" }, catalogue, words)).toBe("Demande de devis — RPN");
    expect(requestSubject({ ...emptyRequest(), type: "devis" }, catalogue, words)).toBe("Demande de devis");
    expect(requestSubject({ ...emptyRequest(), famille: "rbn" }, catalogue, words)).toBe("");
  });
  test("the specification's lines first, then the filled fields as labelled lines", () => {
    expect(contactBody(spec, mailLines, requestLines(request, catalogue, words))).toBe(
      ["Nom : Amira Ben Salah", "E-mail : amira@exemple.tn", "", "Bonjour,", "nous cherchons du carton.", "", "Demande : Échantillons", "Famille : RBN — carton minéral", "Épaisseur : 300 µm", "Application : Papeterie", "Quantité : 500 feuilles", "Procédé d'impression : Offset", "Pays : Tunisie"].join("\n"),
    );
  });
  test("with the request part empty, subject and body are exactly the specification's", () => {
    expect(requestLines(emptyRequest(), catalogue, words)).toEqual([]);
    expect(contactBody(spec, mailLines, requestLines(emptyRequest(), catalogue, words))).toBe(contactBody(spec, mailLines));
    expect(contactMailto(spec, mailLines, "info@example.com", 1800, [])).toEqual(contactMailto(spec, mailLines, "info@example.com", 1800));
  });
  test("a field cannot forge a line, and unknown choices are not written", () => {
    const lines = requestLines({ ...emptyRequest(), societe: "ACME\r\nÉpaisseur : 1 µm", famille: "xyz", type: "<b>" }, catalogue, words);
    expect(lines).toEqual(["Société : ACME Épaisseur : 1 µm"]);
  });
});

describe("ways to send without a mail program", () => {
  const message = { to: "info@example.com", subject: "Demande d'échantillons — RBN 300 µm", body: "Nom : Zoé\n\nÉté, 2 lignes & 50 % + ?" };
  test("Gmail and Outlook.com compose pages, every value encoded, spaces as %20 and CRLF", () => {
    expect(gmailLink(message, 1800)).toEqual({
      ok: true,
      url: "https://mail.google.com/mail/?view=cm&fs=1&to=info%40example.com&su=Demande%20d'%C3%A9chantillons%20%E2%80%94%20RBN%20300%20%C2%B5m&body=Nom%20%3A%20Zo%C3%A9%0D%0A%0D%0A%C3%89t%C3%A9%2C%202%20lignes%20%26%2050%20%25%20%2B%20%3F",
    });
    expect(outlookLink(message, 1800)).toEqual({
      ok: true,
      url: "https://outlook.live.com/mail/0/deeplink/compose?to=info%40example.com&subject=Demande%20d'%C3%A9chantillons%20%E2%80%94%20RBN%20300%20%C2%B5m&body=Nom%20%3A%20Zo%C3%A9%0D%0A%0D%0A%C3%89t%C3%A9%2C%202%20lignes%20%26%2050%20%25%20%2B%20%3F",
    });
  });
  test("WhatsApp: the number as digits, the subject then the body as one text", () => {
    expect(whatsappLink("+216 20 000 000", message, 1800)).toEqual({
      ok: true,
      url: "https://wa.me/21620000000?text=Demande%20d'%C3%A9chantillons%20%E2%80%94%20RBN%20300%20%C2%B5m%0D%0A%0D%0ANom%20%3A%20Zo%C3%A9%0D%0A%0D%0A%C3%89t%C3%A9%2C%202%20lignes%20%26%2050%20%25%20%2B%20%3F",
    });
  });
  test("a link longer than the limit is not offered", () => {
    expect(gmailLink({ ...message, body: "é".repeat(1000) }, 1800)).toEqual({ ok: false, length: expect.any(Number) });
  });
});
