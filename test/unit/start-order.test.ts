import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";
import { ROOT_DIR } from "#scripts/lib/paths.ts";

/*
 * The shared chunk is evaluated in steps (docs/decisions/2026-11-24-start-in-steps.md):
 * each step ends where root.tsx imports a step module of app/start/, so the order of
 * root.tsx's imports is the order of the steps. An import sorter, or a new import put in
 * the wrong place, would merge two steps into one long task: this test names the import.
 *
 *   1. libraries-evaluated.ts, first: React, Emotion and React Router come before it (through MUI's imports' own imports and the framework)
 *   2. MUI's modules, then mui-evaluated.ts
 *   3. the site's own modules
 */
const imports = ts.preProcessFile(readFileSync(path.join(ROOT_DIR, "app/root.tsx"), "utf8"), true, true).importedFiles.map(({ fileName }) => fileName);

test("root.tsx imports the first step module before anything else", () => {
  expect(imports[0]).toBe("#app/start/libraries-evaluated.ts");
});

test("root.tsx imports every MUI module before the second step module, and every module of the site after it", () => {
  const second = imports.indexOf("#app/start/mui-evaluated.ts");
  expect(second).toBeGreaterThan(0);
  const mui = imports.filter((name, index) => name.startsWith("@mui/") && index > second);
  const site = imports.filter((name, index) => (name.startsWith("#app/") || name.startsWith(".")) && !name.startsWith("#app/start/") && !name.includes("+types") && index < second);
  expect({ muiAfterTheStep: mui, siteBeforeTheStep: site }).toEqual({ muiAfterTheStep: [], siteBeforeTheStep: [] });
});
