import { describe, expect, test } from "vitest";
import { clearDraft, DRAFT_MAX_AGE_MS, loadDraft, saveDraft } from "#app/lib/contact-draft.ts";
import { DRAFT_KEY } from "#app/model/browser-storage.ts";
import { emptyContact } from "#app/lib/contact-message.ts";
import { emptyRequest } from "#app/model/request.ts";

class MemoryStore {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const snapshot = { values: { ...emptyContact(), message: "Bonjour,\nmerci." }, request: { ...emptyRequest(), famille: "rbn" } };

describe("the draft kept in the browser", () => {
  test("kept as typed and offered back", () => {
    const store = new MemoryStore();
    saveDraft(store, snapshot, 1000);
    expect(loadDraft(store, 2000)).toEqual(snapshot);
  });
  test("an emptied form forgets it; so does clearing", () => {
    const store = new MemoryStore();
    saveDraft(store, snapshot, 1000);
    saveDraft(store, { values: emptyContact(), request: emptyRequest() }, 1001);
    expect(store.items.has(DRAFT_KEY)).toBe(false);
    saveDraft(store, snapshot, 1000);
    clearDraft(store);
    expect(loadDraft(store, 1001)).toBeUndefined();
  });
  test("too old, broken or foreign data is not offered, and only known string fields come back", () => {
    const store = new MemoryStore();
    saveDraft(store, snapshot, 0);
    expect(loadDraft(store, DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
    store.setItem(DRAFT_KEY, "{pas du json");
    expect(loadDraft(store, 0)).toBeUndefined();
    store.setItem(DRAFT_KEY, JSON.stringify({ savedAt: 0, values: { message: "Salut", sujet: { html: "<b>" }, extra: "x" }, request: null }));
    expect(loadDraft(store, 0)).toEqual({ values: { ...emptyContact(), message: "Salut" }, request: emptyRequest() });
  });
  test("an expired draft is removed when it is read, not only left unoffered", () => {
    const store = new MemoryStore();
    saveDraft(store, { values: { nom: "Amel Ben Salah", email: "amel@exemple.tn", sujet: "", message: "Bonjour" }, request: { ...emptyRequest(), telephone: "+216 98 123 456" } }, 0);
    expect(loadDraft(store, DRAFT_MAX_AGE_MS)).toBeDefined();
    expect(loadDraft(store, 400 * 24 * 60 * 60 * 1000)).toBeUndefined();
    expect(store.items.has(DRAFT_KEY)).toBe(false);
    // Data that can never be offered (broken, or nothing typed) goes too.
    for (const unusable of ["{pas du json", JSON.stringify({ savedAt: 0, values: { message: "  " } }), JSON.stringify({ values: { message: "Salut" } })]) {
      store.setItem(DRAFT_KEY, unusable);
      expect(loadDraft(store, 0)).toBeUndefined();
      expect(store.items.has(DRAFT_KEY), unusable).toBe(false);
    }
  });
  test("a storage that refuses (private mode, full) is not an error", () => {
    const refusing = { getItem: () => { throw new Error("refusé"); }, setItem: () => { throw new Error("plein"); }, removeItem: () => { throw new Error("refusé"); } };
    expect(() => saveDraft(refusing, snapshot, 0)).not.toThrow();
    expect(loadDraft(refusing, 0)).toBeUndefined();
    expect(() => clearDraft(refusing)).not.toThrow();
    expect(loadDraft(undefined, 0)).toBeUndefined();
  });
});
