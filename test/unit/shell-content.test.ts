import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { company, menus, navigation, notFound, settings, ui } from "#app/content/site.ts";
import { displayedFile, loadContent, readContentFiles, readFacts } from "#app/content/loader.server.ts";
import { SITE_FILES } from "#app/model/content.ts";
import { typeset } from "#app/model/typography.ts";

/*
 * The shell's content files arrive finished (scripts/checks/content/facts-plugin.ts, as
 * in the build): the browser typesets nothing at start-up, and shows the same texts as
 * the pages the loader finished.
 */

const contentDir = path.resolve("content");
const raw = (file: string) => JSON.parse(readFileSync(path.join(contentDir, file), "utf8"));
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

test("the site-wide texts the shell bundles are already typeset, and typeset like the pages", () => {
  const shown = loadContent(contentDir);
  expect(company).toEqual(shown.company);
  expect(ui).toEqual(shown.ui);
  expect(navigation).toEqual(shown.navigation);
  expect(notFound).toEqual(shown.notFound);
  for (const text of strings([company, ui, navigation, notFound, menus])) expect(typeset(text)).toBe(text);
  // The files as written have plain spaces where the site shows no-break spaces.
  expect(strings(raw(SITE_FILES.ui)).some((text) => typeset(text) !== text)).toBe(true);
});

test("the menus show each application's and data sheet's label as its page does", () => {
  const shown = loadContent(contentDir);
  expect(menus.applications.map((entry) => entry.label).sort()).toEqual(shown.applications.map(({ data }) => data.menu).sort());
});

test("settings are values, not prose: they pass unchanged", () => {
  expect(settings).toEqual(raw(SITE_FILES.settings));
  const file = { origine: "https://www.example.com", note: "Délais : 5 s" };
  expect(displayedFile(SITE_FILES.settings, file, readFacts(contentDir))).toBe(file);
});

test("a file is finished with the facts, a data sheet with its own rows too; without facts its placeholders stay", () => {
  const facts = readFacts(contentDir)!;
  const page = { titre: "Nos {applications.nombre} secteurs : le détail" };
  expect(displayedFile("pages/exemple.json", page, facts)).toEqual({ titre: `Nos ${facts["applications.nombre"]} secteurs\u00a0: le détail` });
  expect(displayedFile("pages/exemple.json", page, undefined)).toEqual({ titre: "Nos {applications.nombre} secteurs\u00a0: le détail" });
  const sheet = { ...raw("fiches/rbn.json"), intro: "Épaisseurs : {fiche.epaisseurs}." };
  const finished = displayedFile("fiches/rbn.json", sheet, facts) as { intro: string };
  expect(finished.intro).toMatch(/^Épaisseurs\u00a0: \d/);
  expect(finished.intro).not.toContain("{");
});

test("while a content file is not JSON, there are no facts, and no error: the content check reports the file", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  try {
    cpSync(contentDir, dir, { recursive: true });
    expect(readFacts(dir)).toEqual(readFacts(contentDir));
    writeFileSync(path.join(dir, "fiches", "rbn.json"), readFileSync(path.join(contentDir, "fiches", "rbn.json"), "utf8").replace(/,\s*$/m, ""));
    expect(() => readContentFiles(dir)).toThrow();
    expect(readFacts(dir)).toBeUndefined();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
