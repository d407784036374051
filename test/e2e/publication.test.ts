import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ProjectSandbox } from "#scripts/test-tools/project-sandbox.ts";

/*
 * Publishing with placeholders or missing buyer facts: `npm run build:production` refuses before building
 * anything, with the go-live check's lines; `npm run build` (what `npm start` and
 * `npm test` run) builds and says so in one line.
 */

let project: ProjectSandbox;
beforeAll(() => {
  project = new ProjectSandbox();
});
afterAll(() => project?.dispose());

const run = (script: string) => {
  const result = spawnSync("npm", ["run", script], { cwd: project.dir, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
};

test("npm run build:production refuses the placeholders and builds nothing", () => {
  const started = Date.now();
  const { status, output } = run("build:production");
  expect(status).not.toBe(0);
  expect(output).toContain("Pas encore prêt pour la mise en ligne : 13 valeurs provisoires à remplacer.");
  expect(output).toContain("content/site/reglages.json › origine : « https://www.example.com »");
  // And the buyer facts the data sheets do not give yet, each with its sheet and field.
  expect(output).toMatch(/Faits d'achat à fournir dans les fiches techniques : \d+/);
  expect(output).toMatch(/content\/fiches\/[a-z]+\.json › commandeMinimale : à fournir — /);
  expect(existsSync(project.path("build"))).toBe(false);
  // The check, not a build that failed late.
  expect(Date.now() - started).toBeLessThan(30_000);
}, 60_000);

test("npm run build builds with the placeholders and warns in one line", () => {
  const { status, output } = run("build");
  expect(status).toBe(0);
  expect(existsSync(project.path("build", "client", "index.html"))).toBe(true);
  const warnings = output.split("\n").filter((line) => /provisoire/.test(line));
  expect(warnings).toEqual([expect.stringMatching(/^Mise en ligne : 13 valeurs provisoires .*npm run build:production.*npm run check:publication/)]);
}, 240_000);
