import { describe, expect, test } from "vitest";
import { catalogueOf, searchCatalogue } from "../../editor/core/catalogue.ts";
import { changesBetween } from "../../editor/core/changes.ts";
import { editorReducer, initialState, isChecking, type EditorState } from "../../editor/core/editor-state.ts";
import { parseFrenchNumber, showNumber } from "../../editor/core/french-number.ts";
import { leadsTo } from "../../editor/core/backlinks.ts";
import { productNames } from "#app/model/product-names.ts";
import { readContent } from "#test/support/content.ts";

/* The editor's pure cores: the list of contents and its search, the draft as a reducer, numbers typed the French way, what changed. */

const files = new Map<string, unknown>(
  ["pages/accueil.json", "pages/contact.json", "applications/papeterie.json", "applications/emballages-luxe.json", "fiches/rbn.json", "fiches/stn.json", "site/entreprise.json", "site/interface.json", "familles.json"].map((file) => [
    file,
    readContent(file),
  ]),
);

describe("the list of contents", () => {
  const groups = catalogueOf(files, () => "Réglages");

  test("is grouped as the site is, the home page first, items in the site's order", () => {
    expect(groups.map((group) => group.key)).toEqual(["pages", "applications", "fiches", "societe", "traductions"]);
    expect(groups[0].items[0].file).toBe("pages/accueil.json");
    const order = (file: string) => (files.get(file) as { ordre: number }).ordre;
    const applications = groups[1].items.map((item) => item.file);
    expect(applications.map(order)).toEqual([...applications.map(order)].sort((a, b) => a - b));
    // A sheet is listed under its menu label, composed from its code and short name.
    const sheetLabel = (file: string) => productNames(readContent(file), readContent("site/interface.json").fiche).label;
    expect(groups[2].items.map((item) => item.label)).toEqual(["fiches/rbn.json", "fiches/stn.json"].map(sheetLabel));
  });

  test("lists a translation after the French, under the French item's label and its language", () => {
    const translations = catalogueOf(new Map([...files, ["traductions/en/fiches/rbn.json", { textes: [] }]]), () => "Réglages").at(-1)!;
    expect(translations.items.map((item) => [item.file, item.label])).toEqual([
      ["traductions/en/fiches/rbn.json", `${productNames(readContent("fiches/rbn.json"), readContent("site/interface.json").fiche).label} (en)`],
    ]);
  });

  test("is searched by any word of a label, a file name or a text, whatever the accents and the case", () => {
    expect(searchCatalogue(groups, "rbn").flatMap((group) => group.items.map((item) => item.file))).toContain("fiches/rbn.json");
    // "minéral" in RBN's short name, typed without its accent and in capitals.
    expect(searchCatalogue(groups, "carton MINERAL").flatMap((group) => group.items.map((item) => item.file))).toContain("fiches/rbn.json");
    expect(searchCatalogue(groups, "PAPETERIE").flatMap((group) => group.items.map((item) => item.file))).toContain("applications/papeterie.json");
    expect(searchCatalogue(groups, "zzzz introuvable")).toEqual([]);
  });
});

describe("the draft", () => {
  const loaded = editorReducer(initialState, { type: "loaded", files: { "fiches/rbn.json": { data: { ordre: 1, menu: "RBN" } } }, schemas: {}, pictures: [] });

  test("an edit is a change; edited back to the disk's value, it is none (whatever the key order)", () => {
    const edited = editorReducer(loaded, { type: "edited", file: "fiches/rbn.json", data: { ordre: 1, menu: "RBN épais" } });
    expect(Object.keys(edited.changes)).toEqual(["fiches/rbn.json"]);
    const back = editorReducer(edited, { type: "edited", file: "fiches/rbn.json", data: { menu: "RBN", ordre: 1 } });
    expect(back.changes).toEqual({});
  });

  test("an edit given as a change applies it to the file as the draft has it when it lands, not as it was when typed", () => {
    const first = editorReducer(loaded, { type: "edited", file: "fiches/rbn.json", data: (current: unknown) => ({ ...(current as object), menu: "RBN épais" }) });
    const second = editorReducer(first, { type: "edited", file: "fiches/rbn.json", data: (current: unknown) => ({ ...(current as object), ordre: 2 }) });
    expect(second.changes["fiches/rbn.json"]).toEqual({ ordre: 2, menu: "RBN épais" });
  });

  test("undoing the first text of a translation not written yet keeps it open, empty, beside its French", () => {
    const file = "traductions/en/fiches/rbn.json";
    const opened = editorReducer(loaded, { type: "opened", file });
    const typed = editorReducer(opened, { type: "edited", file, data: { textes: [{ champ: "menu", fr: "RBN", traduction: "RBN" }] } });
    const undone = editorReducer(typed, { type: "undo" });
    expect(undone.changes).toEqual({});
    expect(undone.current).toBe(file);
  });

  test("a kept draft is applied over the disk when the page opens, and counted once", () => {
    const state = editorReducer(initialState, {
      type: "loaded",
      files: { "fiches/rbn.json": { data: { ordre: 1, menu: "RBN" } } },
      schemas: {},
      pictures: [],
      draft: { "fiches/rbn.json": { ordre: 2, menu: "RBN" }, "fiches/xyz.json": { ordre: 3 } },
    });
    expect(state.restored).toBe(2);
    expect(state.changes["fiches/rbn.json"]).toEqual({ ordre: 2, menu: "RBN" });
  });

  test("a new file deleted is forgotten; a file on disk deleted is a change to nothing", () => {
    const created = editorReducer(loaded, { type: "created", file: "fiches/xyz.json", data: { ordre: 2 } });
    expect(editorReducer(created, { type: "deleted", file: "fiches/xyz.json" }).changes).toEqual({});
    expect(editorReducer(loaded, { type: "deleted", file: "fiches/rbn.json" }).changes).toEqual({ "fiches/rbn.json": null });
  });

  test("the check's answer is current only for the draft it was asked about", () => {
    const edited: EditorState = editorReducer(loaded, { type: "edited", file: "fiches/rbn.json", data: { ordre: 5, menu: "RBN" } });
    expect(isChecking(edited)).toBe(true);
    expect(isChecking(editorReducer(edited, { type: "checked", errors: [], changes: edited.changes }))).toBe(false);
  });
});

describe("small rules", () => {
  test("numbers typed the French way", () => {
    expect(parseFrenchNumber("1,5")).toBe(1.5);
    expect(parseFrenchNumber("1 360")).toBe(1360);
    expect(parseFrenchNumber("")).toBeUndefined();
    expect(parseFrenchNumber("1,5 g")).toBe("1,5 g");
    expect(showNumber(1.5)).toBe("1,5");
  });

  test("what changed is said by place and value; a list that changed length is one change", () => {
    expect(changesBetween({ lignes: [{ g: 450 }] }, { lignes: [{ g: 455 }] })).toEqual([{ segments: ["lignes", 0, "g"], before: 450, after: 455 }]);
    expect(changesBetween({ galerie: [1, 2] }, { galerie: [1, 2, 3] })).toEqual([{ segments: ["galerie"], counts: [2, 3], removed: [], added: [{ index: 2, value: 3 }] }]);
  });

  test("an internal address leads to a page with or without its query or anchor", () => {
    expect(leadsTo("/rbn", "/rbn")).toBe(true);
    expect(leadsTo("/rbn?sujet=devis", "/rbn")).toBe(true);
    expect(leadsTo("/rbn#tableau", "/rbn")).toBe(true);
    expect(leadsTo("/rbnx", "/rbn")).toBe(false);
  });
});
