import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { newSaves } from "#scripts/checks/content/vite-plugin.ts";

/* `npm run dev` reloads the open page once per save, even when the watcher reports one save twice. */

const dir = mkdtempSync(path.join(tmpdir(), "saves-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("a second report of the same save is not a new save; saving again is, even the same text; so is a removal", () => {
  const file = path.join(dir, "page.json");
  const isNewSave = newSaves();
  writeFileSync(file, '{ "titre": "Qui sommes-nous" }');
  utimesSync(file, 1_000, 1_000);
  expect(isNewSave(file)).toBe(true);
  expect(isNewSave(file)).toBe(false);

  utimesSync(file, 2_000, 2_000);
  expect(isNewSave(file)).toBe(true);

  writeFileSync(file, '{ "titre": "Qui sommes-nous, bis" }');
  utimesSync(file, 2_000, 2_000);
  expect(isNewSave(file), "same time, other text").toBe(true);
  // A one-letter fix within the same second of a coarse clock: same time, same size, other bytes.
  writeFileSync(file, '{ "titre": "Qui sommes-nous, bus" }');
  utimesSync(file, 2_000, 2_000);
  expect(isNewSave(file), "same time and size, other text").toBe(true);

  rmSync(file);
  expect(isNewSave(file)).toBe(true);
  expect(isNewSave(file)).toBe(false);
});
