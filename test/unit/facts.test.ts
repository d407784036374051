import { describe, expect, test } from "vitest";
import { loadContent, readContentText } from "#app/content/loader.server.ts";
import { DRAFT_MAX_AGE_MS } from "#app/lib/contact-draft.ts";
import { DRAFT_KEY, DRAFT_MAX_AGE_DAYS } from "#app/model/browser-storage.ts";
import { factNames, fillAllFacts, fillFacts, sheetFacts, siteFacts } from "#app/model/facts.ts";
import { frenchList } from "#app/model/text.ts";
import { findEntry } from "#app/model/content.ts";
import { ContentSandbox } from "#test/support/content-sandbox.ts";

/* Placeholders filled from the data: the model on its own, then the content as the loader gives it to every page, PDF and JSON-LD. */

const rows = (...thicknesses: number[]) => thicknesses.map((epaisseur) => ({ epaisseur, densite: 1.5, grammage: epaisseur * 1.5, opacite: "> 84" }));
const facts = siteFacts({ applications: 6, sheets: [{ code: "RBN", lignes: rows(200, 250, 300) }, { code: "SPN", lignes: rows(60, 80) }] });

describe("the facts", () => {
  test("lists the French way", () => {
    expect([frenchList(["60"]), frenchList(["60", "80"]), frenchList(["60", "80", "100"])]).toEqual(["60", "60 ou 80", "60, 80 ou 100"]);
  });
  test("every measure of every family, of all of them, and the counts", () => {
    expect(facts).toMatchObject({
      "applications.nombre": "six",
      "fiches.nombre": "deux",
      "RBN.epaisseurs": "200, 250 ou 300",
      "RBN.epaisseurs.plage": "200 à 300",
      "RBN.grammages.plage": "300 à 450",
      "RBN.densites": "1,5",
      "RBN.opacites.min": "84",
      "SPN.epaisseurs.nombre": "deux",
      "fiches.epaisseurs.plage": "60 à 300",
    });
  });
  test("a sheet's own rows under fiche.", () => {
    expect(sheetFacts(facts, { code: "SPN", lignes: rows(60, 80, 100) })["fiche.epaisseurs"]).toBe("60, 80 ou 100");
  });
});

describe("filling a text", () => {
  test("a count at the start of a text or a sentence takes a capital", () => {
    expect(fillFacts("{applications.nombre} secteurs. {fiches.nombre} familles, {applications.nombre} pages", facts)).toBe("Six secteurs. Deux familles, six pages");
  });
  test("unknown names and one-word placeholders are left for their owners", () => {
    expect(fillFacts("© {annee} {nom} — {inconnu.nom}", facts)).toBe("© {annee} {nom} — {inconnu.nom}");
  });
  test("names found in order", () => {
    expect(factNames("De {RBN.epaisseurs.min} à {RBN.epaisseurs.max} µm, {nom}")).toEqual(["RBN.epaisseurs.min", "RBN.epaisseurs.max"]);
  });
  test("every text of a value, nothing else", () => {
    expect(fillAllFacts({ a: ["{fiches.nombre}"], b: 3, c: { d: "x" } }, facts)).toEqual({ a: ["Deux"], b: 3, c: { d: "x" } });
  });
});

describe("the content as the site reads it", () => {
  const placeholders = (value: unknown) => JSON.stringify(value).match(/\{[^{}"]+\.[^{}"]+\}/g) ?? [];

  test("no placeholder of the data is left in any text", () => {
    expect(placeholders(loadContent())).toEqual([]);
  });

  test("a seventh application: every text that counts them says seven", () => {
    const sandbox = new ContentSandbox();
    try {
      sandbox.write("applications/signaletique.json", { ...sandbox.read("applications/papeterie.json"), menu: "Signalétique", titre: "Stone paper pour la signalétique" });
      const content = loadContent(sandbox.dir);
      const applications = findEntry(content.pages, "applications")!;
      expect(applications.meta.titre).toBe("Applications du stone paper — sept secteurs");
      expect(applications.chapo).toMatch(/^Sept secteurs/);
      expect(content.documents.catalogue.applications.titre).toBe("Sept secteurs d’application");
      expect(JSON.stringify(content)).not.toMatch(/\bsix secteurs\b/i);
    } finally {
      sandbox.dispose();
    }
  });

  test("a 120 µm row in SPN and in its family's range: its descriptions, meta text and card say so", () => {
    const sandbox = new ContentSandbox();
    try {
      sandbox.edit("fiches/spn.json", (sheet) => sheet.lignes.push({ epaisseur: 120, densite: 1, grammage: 120, opacite: "> 80" }));
      sandbox.edit("familles.json", (families) => (families.familles[3].epaisseur = "60, 80, 100 ou 120"));
      const spn = findEntry(loadContent(sandbox.dir).sheets, "spn")!;
      for (const text of [spn.meta.description, spn.carte.description]) expect(text).toContain("60, 80, 100 ou 120\u00a0µm");
    } finally {
      sandbox.dispose();
    }
  });
});

describe("the legal page", () => {
  test("states the company's identity from entreprise.json and the draft's keeping from the code's constants", () => {
    const content = loadContent();
    const legal = JSON.stringify(findEntry(content.pages, "mentions-legales"));
    const { company } = content;
    for (const value of [company.nom, company.email, company.mentionsLegales.identifiantUnique, company.mentionsLegales.hebergeur.nom, company.adresse.ville])
      expect(legal).toContain(JSON.stringify(value).slice(1, -1));
    // The loader puts the no-break spaces of French typography around « » and before units.
    expect(legal).toMatch(new RegExp(`«\\s${DRAFT_KEY}\\s»`));
    expect(legal).toMatch(new RegExp(`Après ${DRAFT_MAX_AGE_DAYS}\\sjours sans modification`));
    expect(DRAFT_MAX_AGE_MS).toBe(DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000);
    // Written once: the page's file quotes them, it does not restate them.
    const written = readContentText("pages/mentions-legales.json");
    expect(written).not.toContain(company.nom);
    expect(written).not.toMatch(new RegExp(`\\b${DRAFT_MAX_AGE_DAYS}\\b`));
  });
});
