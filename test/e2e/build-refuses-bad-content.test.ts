import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ProjectSandbox } from "#scripts/test-tools/project-sandbox.ts";

/*
 * The build checks the content once, before anything is bundled, and stops with the
 * content check's French lines alone: no bundler stack trace for an editor to read through.
 */

let project: ProjectSandbox;
beforeAll(() => {
  project = new ProjectSandbox();
  project.editContent("fiches/rbn.json", (sheet) => (sheet.lignes[2].grammage = 460));
});
afterAll(() => project?.dispose());

test("npm run build refuses invalid content with the French message only", () => {
  const result = spawnSync("npm", ["run", "build"], { cwd: project.dir, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status).not.toBe(0);
  expect(output).toContain("content/fiches/rbn.json › ligne 3 (300 µm) › grammage (lignes[2].grammage) : 460 ne correspond pas à 300 µm × 1,5 g/cm³ = 450 g/m²");
  expect(output.match(/Contenu invalide/g)).toHaveLength(1);
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toContain("Prerender");
}, 120_000);
