import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, expect, test, vi } from "vitest";
import { holdEmptySaves } from "#scripts/checks/content/vite-plugin.ts";

/* `npm run dev` checks a save once it is written, not the emptied file some editors leave for a moment. */

const dir = mkdtempSync(path.join(tmpdir(), "empty-saves-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setUp = () => {
  const file = path.join(dir, `page-${Math.random().toString(36).slice(2)}.json`);
  const checks: [string, string, boolean][] = [];
  const saved = holdEmptySaves((checked, addedOrRemoved) => checks.push([checked, readText(checked), addedOrRemoved]), 250);
  return { file, checks, saved };
};
const readText = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "(absent)";
  }
};

test("a file with text is checked at once", () => {
  const { file, checks, saved } = setUp();
  writeFileSync(file, '{ "titre": "Qui sommes-nous" }');
  saved(file);
  expect(checks).toEqual([[file, '{ "titre": "Qui sommes-nous" }', false]]);
});

test("an emptied file is held; the report of its text checks it once, and the wait then checks nothing more", () => {
  const { file, checks, saved } = setUp();
  writeFileSync(file, "");
  saved(file);
  expect(checks).toEqual([]);
  writeFileSync(file, '{ "titre": "Qui nous sommes" }');
  saved(file);
  expect(checks).toEqual([[file, '{ "titre": "Qui nous sommes" }', false]]);
  vi.advanceTimersByTime(1_000);
  expect(checks).toHaveLength(1);
});

test("when the text's report never comes, the end of the wait checks the file as it is then", () => {
  const { file, checks, saved } = setUp();
  writeFileSync(file, "");
  saved(file);
  writeFileSync(file, '{ "titre": "Qui nous sommes" }');
  vi.advanceTimersByTime(249);
  expect(checks).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(checks).toEqual([[file, '{ "titre": "Qui nous sommes" }', false]]);
});

test("a file saved empty on purpose is still checked (and reported), a moment later", () => {
  const { file, checks, saved } = setUp();
  writeFileSync(file, "");
  saved(file);
  vi.advanceTimersByTime(250);
  expect(checks).toEqual([[file, "", false]]);
});

test("a new file created empty, then written, is checked once, as an addition", () => {
  const { file, checks, saved } = setUp();
  writeFileSync(file, "");
  saved(file, true);
  writeFileSync(file, '{ "titre": "Nouvelle page" }');
  saved(file);
  expect(checks).toEqual([[file, '{ "titre": "Nouvelle page" }', true]]);
});

test("a removed file is checked at once", () => {
  const { file, checks, saved } = setUp();
  saved(file, true);
  expect(checks).toEqual([[file, "(absent)", true]]);
});
