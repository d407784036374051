import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { SchemaIndex, type SchemaNode } from "#app/model/content-rules/schema-walk.ts";
import { changesBetween } from "../../editor/core/changes.ts";
import { entryWords, fieldWords, placeNamer, problemLine } from "../../editor/core/place-words.ts";
import { SCHEMA_DIR } from "#scripts/lib/paths.ts";
import { readContent } from "#test/support/content.ts";

/* Places of the content files in the form's words, never as JSON paths: what every message of the editor names. */

const schemas: Record<string, SchemaNode> = Object.fromEntries(
  readdirSync(SCHEMA_DIR)
    .filter((name) => name.endsWith(".schema.json"))
    .map((name) => [name, JSON.parse(readFileSync(path.join(SCHEMA_DIR, name), "utf8")) as SchemaNode]),
);
const index = new SchemaIndex(new Map(Object.entries(schemas)));
const SHEET = "fiche-technique.schema.json";
const sheet = schemas[SHEET].properties!;
const image = (schemas["commun.schema.json"].$defs as Record<string, SchemaNode>).image;

/** A data sheet's categories, as the test writes them. */
const data = {
  carte: { description: "Un carton.", image: { src: "/images/rbn.png", alt: "" } },
  lignes: [{ epaisseur: 120 }, { epaisseur: 300, grammage: 450 }],
  categories: {
    legende: "Catégories",
    lignes: [
      { nom: "Carton léger", epaisseurs: [200, 250], usages: ["Cartes de visite"] },
      { nom: "Carton fort", epaisseurs: [350, 400], usages: ["Boîtes", "Coffrets"] },
    ],
  },
};

describe("a place in words", () => {
  test("a field is named by its schema's titles, parents first, a picture's alternative text included", () => {
    expect(fieldWords(index, SHEET, data, "carte.image.alt")).toBe([sheet.carte.title, image.title, image.properties!.alt.title].join(" › "));
    expect(fieldWords(index, SHEET, data, "carte.image.alt")).not.toMatch(/carte|alt\b|\./);
  });

  test("an entry of a list is named as its box in the form, which says the list: the list's title is not repeated", () => {
    const categories = sheet.categories;
    expect(fieldWords(index, SHEET, data, "categories.lignes[1].epaisseurs[0]")).toBe(`${categories.title} › Ligne 2 (Carton fort) › Épaisseur 1 (350 µm)`);
    expect(fieldWords(index, SHEET, data, ["lignes", 1, "grammage"])).toBe(`Ligne 2 (300 µm) › ${sheet.lignes.items!.properties!.grammage.title}`);
    // A text entry is named by its number: its words are in the field.
    expect(fieldWords(index, SHEET, data, "categories.lignes[1].usages[1]")).toBe(`${categories.title} › Ligne 2 (Carton fort) › Usage 2`);
  });

  test("the whole file is no place; a place the schema does not know keeps its field name", () => {
    expect(fieldWords(index, SHEET, data, "")).toBe("");
    expect(fieldWords(index, SHEET, data, "carte.inconnu")).toBe(`${sheet.carte.title} › inconnu`);
  });

  test("of the real content: a block of a page by its heading, a day of the opening hours by its label", () => {
    const words = placeNamer(schemas, (file) => readContent(file));
    const home = readContent("pages/accueil.json");
    const block = home.blocs.findIndex((bloc: { titre?: string }) => bloc.titre);
    expect(words("content/pages/accueil.json", `blocs[${block}].titre`)).toMatch(new RegExp(`^Bloc ${block + 1} \\(.+\\) › \\S`));
    const company = readContent("site/entreprise.json");
    expect(words("site/entreprise.json", "horaires[0]")).toBe(company.horaires[0].libelle);
    // A file with no schema (a picture) keeps its path.
    expect(words("public/images/logo.svg", "a.b")).toBe("a.b");
  });

  test("a problem's line: where, then what", () => {
    expect(problemLine("le texte manque.", "Fiche RBN", "Carte produit › Image")).toBe("Fiche RBN › Carte produit › Image : le texte manque.");
    expect(problemLine("le fichier est vide.", undefined, "")).toBe("le fichier est vide.");
  });
});

describe("a value of a list in words", () => {
  test("a thickness with its unit, a text as it is, an entry by its name or its title", () => {
    expect(entryWords("epaisseurs", 0, 300)).toBe("300 µm");
    expect(entryWords("usages", 0, "Papeterie")).toBe("Papeterie");
    expect(entryWords("lignes", 1, { nom: "Carton fort" })).toBe("Carton fort");
    expect(entryWords("lignes", 1, { grammage: 3 })).toBe("Ligne 2");
  });

  test("a list that changed length names the entries removed and added, each once", () => {
    const [change] = changesBetween({ epaisseurs: [200, 300, 300] }, { epaisseurs: [300, 400] });
    expect(change.removed).toEqual([{ index: 0, value: 200 }, { index: 2, value: 300 }]);
    expect(change.added).toEqual([{ index: 1, value: 400 }]);
  });
});
