import { describe, expect, test } from "vitest";
import { editorReducer, initialState, type EditorAction } from "../../editor/core/editor-state.ts";
import { conflictsOf, differingFields, firstChoices, mergeByField, textVersion, type DiskVersion } from "../../editor/core/conflict.ts";

/*
 * Two people editing one file: the save of the one who started from an older version is
 * refused, and the merge gives each place the value chosen, the rest the other version's.
 */

const started = { nom: "RBN", lignes: [{ epaisseur: 300, grammage: 450 }, { epaisseur: 400, grammage: 600 }], note: "Avant" };
const text = JSON.stringify(started, null, 2);

describe("the version of a file", () => {
  test("is the same for the same text and changes with any character of it", () => {
    expect(textVersion(text)).toBe(textVersion(`${text}`));
    expect(textVersion(`${text} `)).not.toBe(textVersion(text));
    expect(textVersion(text.replace("450", "451"))).not.toBe(textVersion(text));
    expect(textVersion(text.replace("450", "540"))).not.toBe(textVersion(text));
  });
});

describe("the version check", () => {
  const disk = (files: Record<string, { text?: string; data?: unknown }>) => (file: string): DiskVersion =>
    files[file]?.text === undefined ? { version: null, data: null } : { version: textVersion(files[file].text!), data: files[file].data };
  const mine = { ...started, note: "Mienne" };

  test("a file unchanged on disk since the edit began is saved", () => {
    expect(conflictsOf({ "fiches/rbn.json": mine }, { "fiches/rbn.json": textVersion(text) }, disk({ "fiches/rbn.json": { text, data: started } }))).toEqual([]);
  });

  test("a file changed on disk since is refused, with the data on disk and its version", () => {
    const theirs = { ...started, nom: "RBN+" };
    const theirText = JSON.stringify(theirs);
    const conflicts = conflictsOf({ "fiches/rbn.json": mine }, { "fiches/rbn.json": textVersion(text) }, disk({ "fiches/rbn.json": { text: theirText, data: theirs } }));
    expect(conflicts).toEqual([{ file: "fiches/rbn.json", mine, theirs, version: textVersion(theirText) }]);
  });

  test("a file deleted on disk, or created there meanwhile, is refused too", () => {
    expect(conflictsOf({ "fiches/rbn.json": mine }, { "fiches/rbn.json": textVersion(text) }, disk({}))).toMatchObject([{ theirs: null, version: null }]);
    expect(conflictsOf({ "fiches/new.json": mine }, { "fiches/new.json": null }, disk({ "fiches/new.json": { text, data: started } }))).toMatchObject([{ theirs: started }]);
  });

  test("a file that already holds the draft's data is no conflict: nothing would be lost", () => {
    expect(conflictsOf({ "fiches/rbn.json": mine }, { "fiches/rbn.json": textVersion(text) }, disk({ "fiches/rbn.json": { text: JSON.stringify(mine), data: mine } }))).toEqual([]);
  });
});

describe("the merge by field", () => {
  const mine = { nom: "RBN", lignes: [{ epaisseur: 300, grammage: 455 }, { epaisseur: 400, grammage: 600 }], note: "Mienne" };
  const theirs = { nom: "RBN+", lignes: [{ epaisseur: 300, grammage: 450 }, { epaisseur: 400, grammage: 610 }], note: "Leur note", couleur: "blanc" };

  test("lists the smallest places that differ", () => {
    const fields = differingFields(mine, theirs);
    expect(fields.map((field) => field.path)).toEqual(["nom", "lignes[0].grammage", "lignes[1].grammage", "note", "couleur"]);
    expect(fields[1]).toMatchObject({ mine: 455, theirs: 450, segments: ["lignes", 0, "grammage"] });
    expect(fields[4]).toMatchObject({ mine: undefined, theirs: "blanc" });
  });

  test("a list whose length changed is one place", () => {
    expect(differingFields({ a: [1, 2] }, { a: [1] }).map((field) => field.path)).toEqual(["a"]);
  });

  test("keeps the chosen value at each place and the other version's elsewhere", () => {
    const merged = mergeByField(mine, theirs, { "lignes[0].grammage": "mine", note: "mine", couleur: "mine" });
    expect(merged).toEqual({ nom: "RBN+", lignes: [{ epaisseur: 300, grammage: 455 }, { epaisseur: 400, grammage: 610 }], note: "Mienne" });
    expect(mergeByField(mine, theirs, {})).toEqual(theirs);
    const all = Object.fromEntries(differingFields(mine, theirs).map((field) => [field.path, "mine" as const]));
    expect(mergeByField(mine, theirs, all)).toEqual(mine);
    // Neither side is changed by the merge.
    expect(theirs.lignes[0].grammage).toBe(450);
  });

  test("a file one side deleted is one choice: the whole file", () => {
    expect(differingFields(null, theirs).map((field) => field.path)).toEqual([""]);
    expect(mergeByField(null, theirs, { "": "mine" })).toBeNull();
    expect(mergeByField(mine, null, { "": "theirs" })).toBeNull();
  });

  test("first offers the other version where the draft did not touch the value", () => {
    const choices = firstChoices(differingFields(mine, theirs), started);
    expect(choices).toEqual({ nom: "theirs", "lignes[0].grammage": "mine", "lignes[1].grammage": "theirs", note: "mine", couleur: "theirs" });
  });
});

describe("the draft's versions", () => {
  const loaded = (data: unknown, version: string): Extract<EditorAction, { type: "loaded" }> => ({ type: "loaded", files: { "fiches/rbn.json": { data, version } }, schemas: {}, pictures: [] });

  test("a change starts from the version of its file when it began, and keeps it when the disk is read again", () => {
    let state = editorReducer(initialState, loaded(started, "v1"));
    state = editorReducer(state, { type: "edited", file: "fiches/rbn.json", data: { ...started, note: "Mienne" } });
    expect(state.startedFrom).toEqual({ "fiches/rbn.json": "v1" });
    state = editorReducer(state, { ...loaded({ ...started, nom: "RBN+" }, "v2"), draft: state.changes });
    expect(state.startedFrom).toEqual({ "fiches/rbn.json": "v1" });
    // Settled against the newer version, the change now starts from it.
    state = editorReducer(state, { type: "resolved", file: "fiches/rbn.json", data: { ...started, nom: "RBN+", note: "Mienne" }, version: "v2" });
    expect(state.startedFrom).toEqual({ "fiches/rbn.json": "v2" });
  });

  test("a draft kept by the browser comes back with its versions and the file that was open", () => {
    const state = editorReducer(initialState, { ...loaded(started, "v2"), draft: { "fiches/rbn.json": { ...started, note: "Mienne" } }, startedFrom: { "fiches/rbn.json": "v1" }, open: "fiches/rbn.json" });
    expect(state.startedFrom).toEqual({ "fiches/rbn.json": "v1" });
    expect(state.current).toBe("fiches/rbn.json");
  });

  test("a file created in the draft started from no file", () => {
    let state = editorReducer(initialState, loaded(started, "v1"));
    state = editorReducer(state, { type: "created", file: "fiches/nouvelle.json", data: started });
    expect(state.startedFrom).toEqual({ "fiches/nouvelle.json": null });
  });
});
