import { describe, expect, test } from "vitest";
import type { Traduction } from "#app/generated/content-types.ts";
import { catalogueOf, languageCatalogue } from "../../editor/core/catalogue.ts";
import { leftToDo, reviewed, rowShown, translationRows, withTranslation, withoutRow } from "../../editor/core/translation-rows.ts";
import { readContent } from "#test/support/content.ts";

/* The editor's translation view: each French text as it is now beside its translation, where it stands, and the list per language. */

const french = { titre: "Qui sommes-nous", blocs: [{ titre: "Notre usine", texte: "Elle est à Sfax." }, { titre: "Nos objectifs", texte: "Livrer vite." }] };
const file = (textes: Traduction["textes"]): Traduction => ({ $schema: "../../../schema/traduction.schema.json", textes });

describe("the rows of a translation file", () => {
  const translation = file([
    { champ: "blocs[1].titre", fr: "Nos objectifs", traduction: "Our goals" },
    { champ: "titre", fr: "Qui sommes nous", traduction: "About us" },
    { champ: "blocs[0].texte", fr: "Elle est à Sfax.", traduction: "" },
    { champ: "blocs[2].titre", fr: "Nos clients", traduction: "Our customers" },
  ]);
  const rows = translationRows(french, translation, ["blocs[0].titre", "blocs[1].texte", "titre"]);

  test("follow the French file's order, with the French as it is now; the texts gone from the French come last", () => {
    expect(rows.map((row) => [row.champ, row.state, row.french])).toEqual([
      ["titre", "à revoir", "Qui sommes-nous"],
      ["blocs[0].titre", "à traduire", "Notre usine"],
      ["blocs[0].texte", "à traduire", "Elle est à Sfax."],
      ["blocs[1].titre", "traduit", "Nos objectifs"],
      ["blocs[1].texte", "à traduire", "Livrer vite."],
      ["blocs[2].titre", "disparu", undefined],
    ]);
    expect(leftToDo(rows)).toEqual({ toTranslate: 3, toReview: 2 });
    expect(rows.filter((row) => rowShown(row, "à revoir")).map((row) => row.champ)).toEqual(["titre", "blocs[2].titre"]);
    expect(rows.filter((row) => rowShown(row, "tous"))).toHaveLength(6);
  });

  test("a French edit makes its translation « à revoir » at once", () => {
    const edited = { ...french, blocs: [french.blocs[0], { ...french.blocs[1], titre: "Nos buts" }] };
    expect(translationRows(edited, translation).find((row) => row.champ === "blocs[1].titre")?.state).toBe("à revoir");
  });

  test("translating keeps the French a translation was made from, until it is marked reviewed", () => {
    const retyped = withTranslation(translation, rows, "titre", "Who we are");
    expect(retyped.textes[1]).toEqual({ champ: "titre", fr: "Qui sommes nous", traduction: "Who we are" });
    const done = reviewed(retyped, rows[0]);
    expect(done.textes[1]).toEqual({ champ: "titre", fr: "Qui sommes-nous", traduction: "Who we are" });
    expect(translationRows(french, done)[0].state).toBe("traduit");
  });

  test("a first translation takes the French as it is now; a text the file did not list gets an entry at its place", () => {
    expect(withTranslation(translation, rows, "blocs[0].texte", "It is in Sfax.").textes[2]).toEqual({ champ: "blocs[0].texte", fr: "Elle est à Sfax.", traduction: "It is in Sfax." });
    const added = withTranslation(translation, rows, "blocs[0].titre", "Our plant");
    // Before the next listed text in the French order (blocs[0].texte), not at the end.
    expect(added.textes.map((entry) => entry.champ)).toEqual(["blocs[1].titre", "titre", "blocs[0].titre", "blocs[0].texte", "blocs[2].titre"]);
    expect(added.textes[2]).toEqual({ champ: "blocs[0].titre", fr: "Notre usine", traduction: "Our plant" });
  });

  test("a text gone from the French can be removed; a file not written yet has only texts to translate", () => {
    expect(withoutRow(translation, "blocs[2].titre").textes.map((entry) => entry.champ)).not.toContain("blocs[2].titre");
    expect(translationRows(french, undefined, ["titre"]).map((row) => [row.champ, row.state])).toEqual([["titre", "à traduire"]]);
  });
});

describe("the list in a language", () => {
  const files = new Map<string, unknown>(["pages/accueil.json", "fiches/rbn.json", "fiches/stn.json", "site/interface.json"].map((name) => [name, readContent(name)]));
  files.set("traductions/en/fiches/rbn.json", { textes: [] });
  files.set("traductions/ar/fiches/rbn.json", { textes: [] });
  const groups = catalogueOf(files, () => "Réglages");

  test("French: the French items, no translation file", () => {
    const listed = languageCatalogue(groups, "fr", "fr", () => false).flatMap((group) => group.items.map((item) => item.file));
    expect(listed).toContain("fiches/rbn.json");
    expect(listed.some((name) => name.startsWith("traductions/"))).toBe(false);
  });

  test("another language: its translation files under the French groups and labels, and the French items with texts to translate but no file yet", () => {
    const english = languageCatalogue(groups, "en", "fr", (name) => name === "fiches/stn.json");
    const rbnLabel = groups.flatMap((group) => group.items).find((item) => item.file === "fiches/rbn.json")!.label;
    expect(english.map((group) => [group.key, group.items.map((item) => [item.file, item.label])])).toEqual([
      ["fiches", [["traductions/en/fiches/rbn.json", rbnLabel], ["traductions/en/fiches/stn.json", groups.flatMap((group) => group.items).find((item) => item.file === "fiches/stn.json")!.label]]],
    ]);
  });
});
