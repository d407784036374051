import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { shellContent } from "#app/content/shell-content.ts";
import { displayedFile, loadContent, readContentFiles } from "#app/content/loader.server.ts";
import { factSources, siteFacts } from "#app/model/facts.ts";
import { assembleContent, SITE_FILES } from "#app/model/content.ts";
import { sheetAt, shellContentOf } from "#app/model/shell-content.ts";
import { typeset } from "#app/model/locale-typography.ts";

/*
 * The shell's content (header, menus, footer, error screens) comes through the one loader,
 * finished at build time (app/content/shell-content-plugin.ts): the browser typesets
 * nothing at start-up, and shows the same texts as the pages the loader finished.
 */

const contentDir = path.resolve("content");
const raw = (file: string) => JSON.parse(readFileSync(path.join(contentDir, file), "utf8"));
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
const shell = shellContent("fr");
// The facts as the loader fills them (displayedContent), from the files as written.
const facts = siteFacts(factSources(assembleContent(readContentFiles(contentDir))));

test("the bundled shell content is the loader's, already typeset like the pages", () => {
  const shown = loadContent(contentDir);
  expect(shell).toEqual(shellContentOf(shown));
  // Without the legal details and the schema path, which the browser never shows.
  const { mentionsLegales: _legal, $schema: _schema, ...company } = shown.company;
  expect(shell.company).toEqual(company);
  // The buyer facts' labels reach the data sheets finished in their view, not through the shell.
  const { faits: _pageOnly, $schema: _uiSchema, ...ui } = shown.ui;
  expect(shell.ui).toEqual(ui);
  for (const text of strings([shell.company, shell.ui, shell.navigation, shell.notFound, shell.menus])) expect(typeset(text)).toBe(text);
  // The files as written have plain spaces where the site shows no-break spaces.
  expect(strings(raw(SITE_FILES.ui)).some((text) => typeset(text) !== text)).toBe(true);
});

test("the menus list each application and data sheet in the one order, with the label its page has", () => {
  const shown = loadContent(contentDir);
  expect(shell.menus.applications).toEqual(shown.applications.map(({ slug, data }) => ({ label: data.menu, href: `/${slug}` })));
  expect(shell.menus.fiches.map((entry) => entry.href)).toEqual(shown.sheets.map(({ slug }) => `/${slug}`));
  for (const entry of shell.menus.fiches) expect(entry.label).toMatch(/^[A-Z]{3} — /);
});

test("the shell knows which data sheet an address shows, with or without its final slash", () => {
  const rbn = raw("fiches/rbn.json");
  expect(sheetAt(shell, "/rbn")).toEqual({ code: rbn.code, nom: loadContent(contentDir).sheets.find(({ slug }) => slug === "rbn")!.data.nom });
  expect(sheetAt(shell, "/rbn/")?.code).toBe(rbn.code);
  expect(sheetAt(shell, "/contact")).toBeUndefined();
  expect(sheetAt(shell, "/")).toBeUndefined();
});

test("settings are values, not prose: they pass unchanged", () => {
  // Those the browser uses: the sharing picture serves the pre-render only.
  const { $schema: _schema, imagePartage: _shared, ...settings } = raw(SITE_FILES.settings);
  expect(shell.settings).toEqual(settings);
  const file = { origine: "https://www.example.com", note: "Délais : 5 s" };
  expect(displayedFile(SITE_FILES.settings, file, facts)).toBe(file);
});

test("a file is finished with the facts, a data sheet with its own rows too; without facts its placeholders stay", () => {
  const page = { titre: "Nos {applications.nombre} secteurs : le détail" };
  expect(displayedFile("pages/exemple.json", page, facts)).toEqual({ titre: `Nos ${facts["applications.nombre"]} secteurs\u00a0: le détail` });
  expect(displayedFile("pages/exemple.json", page, undefined)).toEqual({ titre: "Nos {applications.nombre} secteurs\u00a0: le détail" });
  const sheet = { ...raw("fiches/rbn.json"), intro: "Épaisseurs : {fiche.epaisseurs}." };
  const finished = displayedFile("fiches/rbn.json", sheet, facts) as { intro: string };
  expect(finished.intro).toMatch(/^Épaisseurs\u00a0: \d/);
  expect(finished.intro).not.toContain("{");
});

test("while a content file is not JSON, reading the content throws, naming the file: the content check reports it", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  try {
    cpSync(contentDir, dir, { recursive: true });
    writeFileSync(path.join(dir, "fiches", "rbn.json"), readFileSync(path.join(contentDir, "fiches", "rbn.json"), "utf8").replace(/,\s*$/m, ""));
    expect(() => readContentFiles(dir)).toThrow("content/fiches/rbn.json");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
