import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { SchemaNode } from "#app/model/content-rules/schema-walk.ts";
import { SCHEMA_DIR } from "#scripts/lib/paths.ts";
import { contentOf, editorReducer, initialState, type EditorState } from "../../editor/core/editor-state.ts";
import { itemTitles } from "../../editor/core/item-titles.ts";
import { placeNamer } from "../../editor/core/place-words.ts";
import { stepWords } from "../../editor/core/step-words.ts";
import { TEXTS } from "../../editor/texts.ts";
import { TYPING_PAUSE, describeEdit, placeToShow } from "../../editor/core/undo-history.ts";
import { readContent } from "#test/support/content.ts";

/* The editor's undo history: one per session, across files, typing grouped, a new change clearing what could be redone. */

type Sheet = { nom: string; lignes: { epaisseur: number }[]; categories: { lignes: { nom: string; epaisseurs: number[] }[] } };
const SHEET = "fiches/rbn.json";
const OTHER = "fiches/stn.json";
const rbn = readContent(SHEET) as Sheet;

const loaded = editorReducer(initialState, {
  type: "loaded",
  files: { [SHEET]: { data: rbn }, [OTHER]: { data: readContent(OTHER) } },
  schemas: {},
  pictures: [],
});

const sheet = (state: EditorState, file = SHEET) => contentOf(state, file) as Sheet;
const withName = (data: Sheet, nom: string) => ({ ...data, nom });
const run = (state: EditorState, ...actions: Parameters<typeof editorReducer>[1][]) => actions.reduce(editorReducer, state);

describe("typing", () => {
  test("a burst of keystrokes in one field is one step; a pause or another field starts the next", () => {
    const typed = run(
      loaded,
      { type: "edited", file: SHEET, data: withName(rbn, "R"), at: 1000 },
      { type: "edited", file: SHEET, data: withName(rbn, "RB"), at: 1000 + TYPING_PAUSE - 100 },
      { type: "edited", file: SHEET, data: withName(rbn, "RBX"), at: 1000 + 2 * TYPING_PAUSE - 200 },
    );
    expect(typed.history.past).toHaveLength(1);
    expect(sheet(run(typed, { type: "undo" })).nom).toBe(rbn.nom);

    const paused = run(typed, { type: "edited", file: SHEET, data: withName(rbn, "RBXY"), at: 1000 + 4 * TYPING_PAUSE });
    expect(paused.history.past).toHaveLength(2);
    expect(sheet(run(paused, { type: "undo" })).nom).toBe("RBX");

    const lignes = rbn.lignes.map((ligne, index) => (index === 0 ? { ...ligne, epaisseur: 210 } : ligne));
    const elsewhere = run(typed, { type: "edited", file: SHEET, data: { ...withName(rbn, "RBX"), lignes }, at: 1000 + 2 * TYPING_PAUSE });
    expect(elsewhere.history.past).toHaveLength(2);
    expect(elsewhere.history.past[1].what).toEqual({ kind: "field", place: ["lignes", 0, "epaisseur"] });
  });

  test("typed back to what it was leaves no step", () => {
    const state = run(loaded, { type: "edited", file: SHEET, data: withName(rbn, "X"), at: 0 }, { type: "edited", file: SHEET, data: rbn, at: 100 });
    expect(state.history.past).toEqual([]);
    expect(state.changes).toEqual({});
  });
});

describe("undo and redo", () => {
  const removed = { ...rbn, lignes: rbn.lignes.filter((_, index) => index !== 1) };
  const afterRemoval = run(loaded, { type: "edited", file: SHEET, data: removed, at: 0 });

  test("a removed entry is named as the form titles it, comes back with undo, and goes again with redo", () => {
    const step = afterRemoval.history.past[0];
    expect(step.what).toEqual({ kind: "item-removed", list: ["lignes"], index: 1, titles: [`Ligne 2 (${rbn.lignes[1].epaisseur} µm)`] });
    const undone = run(afterRemoval, { type: "undo" });
    expect(sheet(undone).lignes).toEqual(rbn.lignes);
    expect(undone.changes).toEqual({});
    expect(undone.revealed).toEqual({ step, undone: true });
    expect(placeToShow(step, true)).toEqual(["lignes", 1]);
    const redone = run(undone, { type: "redo" });
    expect(sheet(redone).lignes).toEqual(removed.lignes);
    expect(placeToShow(step, false)).toEqual(["lignes"]);
  });

  test("an inner list's entry is named with the entry it belongs to", () => {
    const categories = { ...rbn.categories, lignes: rbn.categories.lignes.map((ligne, index) => (index === 0 ? { ...ligne, epaisseurs: ligne.epaisseurs.slice(1) } : ligne)) };
    const what = describeEdit(rbn, { ...rbn, categories });
    expect(what).toMatchObject({ kind: "item-removed", list: ["categories", "lignes", 0, "epaisseurs"], index: 0 });
    expect(what.kind === "item-removed" && what.titles).toEqual([`Épaisseur 1 (${rbn.categories.lignes[0].epaisseurs[0]} µm)`, `Ligne 1 (${rbn.categories.lignes[0].nom})`]);
    expect(itemTitles(rbn, ["categories", "lignes", 0, "epaisseurs", 1])).toEqual([`Ligne 1 (${rbn.categories.lignes[0].nom})`, `Épaisseur 2 (${rbn.categories.lignes[0].epaisseurs[1]} µm)`]);
  });

  test("a new change clears what could be redone", () => {
    const undone = run(afterRemoval, { type: "undo" });
    expect(undone.history.future).toHaveLength(1);
    const changed = run(undone, { type: "edited", file: SHEET, data: withName(rbn, "Autre"), at: 5000 });
    expect(changed.history.future).toEqual([]);
    expect(run(changed, { type: "redo" })).toBe(changed);
  });

  test("one history across files: undo opens the file it changes", () => {
    const state = run(afterRemoval, { type: "opened", file: OTHER }, { type: "edited", file: OTHER, data: { ...(readContent(OTHER) as object), nom: "STN bis" }, at: 9000 });
    const first = run(state, { type: "undo" });
    expect(first.current).toBe(OTHER);
    expect(Object.keys(first.changes)).toEqual([SHEET]);
    const second = run(first, { type: "undo" }, { type: "opened", file: OTHER });
    expect(second.changes).toEqual({});
    expect(run(second, { type: "redo" }).current).toBe(SHEET);
  });

  test("dropping a file's changes, deleting and creating a file are steps too", () => {
    const discarded = run(afterRemoval, { type: "discarded", file: SHEET });
    expect(discarded.history.past.at(-1)?.what).toEqual({ kind: "discarded" });
    expect(sheet(run(discarded, { type: "undo" })).lignes).toEqual(removed.lignes);

    const deleted = run(loaded, { type: "deleted", file: SHEET });
    expect(contentOf(run(deleted, { type: "undo" }), SHEET)).toEqual(rbn);

    const created = run(loaded, { type: "created", file: "fiches/xyz.json", data: { nom: "XYZ" } });
    const uncreated = run(created, { type: "undo" });
    expect(uncreated.changes).toEqual({});
    expect(uncreated.current).toBeUndefined();
    expect(run(uncreated, { type: "redo" }).current).toBe("fiches/xyz.json");
  });

  test("a step undone after a save is a change over the saved version", () => {
    const saved = editorReducer(afterRemoval, { type: "loaded", files: { [SHEET]: { data: removed }, [OTHER]: { data: readContent(OTHER) } }, schemas: {}, pictures: [] });
    expect(saved.changes).toEqual({});
    const undone = run(saved, { type: "undo" });
    expect(undone.changes[SHEET]).toEqual(rbn);
  });
});

describe("a step in words", () => {
  const schemas: Record<string, SchemaNode> = Object.fromEntries(
    readdirSync(SCHEMA_DIR)
      .filter((name) => name.endsWith(".schema.json"))
      .map((name) => [name, JSON.parse(readFileSync(path.join(SCHEMA_DIR, name), "utf8")) as SchemaNode]),
  );
  const namer = placeNamer(schemas, () => rbn);
  const grammage = (schemas["fiche-technique.schema.json"].properties!.lignes.items as SchemaNode).properties!.grammage.title;

  test("names the field as the form does (the entry by its box's title, the field by its title), the file by its label", () => {
    const lignes = rbn.lignes.map((ligne, index) => (index === 2 ? { ...ligne, grammage: 455 } : ligne));
    const edited = run(loaded, { type: "edited", file: SHEET, data: { ...rbn, lignes }, at: 0 });
    expect(stepWords(edited.history.past[0], "RBN", namer)).toBe(`« Ligne 3 (${rbn.lignes[2].epaisseur} µm) › ${grammage} » modifié dans « RBN »`);
    const removed = run(loaded, { type: "edited", file: SHEET, data: { ...rbn, lignes: rbn.lignes.slice(1) }, at: 0 });
    const words = stepWords(removed.history.past[0], "RBN", namer);
    expect(words).toBe(`« Ligne 1 (${rbn.lignes[0].epaisseur} µm) » retiré`);
    expect(TEXTS.undo.done(words)).toBe(`« Ligne 1 (${rbn.lignes[0].epaisseur} µm) » retiré.`);
    expect(stepWords(run(loaded, { type: "deleted", file: SHEET }).history.past[0], "RBN", namer)).toBe("« RBN » supprimé");
  });
});
