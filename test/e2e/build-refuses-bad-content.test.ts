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

test("npm run validate:content refuses an application that needs a process its family is rated unsuitable for, in one French line", () => {
  const sandbox = new ProjectSandbox();
  try {
    const application = sandbox.readContent("applications/emballages-luxe.json");
    const grade = application.recommandations[0];
    const sheet = sandbox.readContent(`fiches/${grade.fiche}.json`);
    // A process the recommended family is rated unsuitable for, read from its data sheet.
    const unsuitable = sheet.procedes.find((rating: { statut: string; epaisseurs?: number[] }) => rating.statut === "deconseille" && !rating.epaisseurs);
    sandbox.editContent("applications/emballages-luxe.json", (data) => data.recommandations[0].procedes.push(unsuitable.procede));
    const result = spawnSync("npm", ["run", "validate:content"], { cwd: sandbox.dir, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
    expect(result.status).not.toBe(0);
    const lines = `${result.stdout}\n${result.stderr}`.split("\n").filter((line) => line.includes("✗"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`content/applications/emballages-luxe.json › `);
    expect(lines[0]).toContain(`(recommandations[0].procedes[${grade.procedes.length}])`);
    expect(lines[0]).toMatch(new RegExp(`le ${sheet.code} est déconseillé en .* — retirez ce procédé`));
  } finally {
    sandbox.dispose();
  }
}, 60_000);
