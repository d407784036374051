import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { ROOT_DIR } from "#scripts/lib/paths.ts";
import { formatError, validateContent, validateTexts } from "#scripts/checks/content/validate.ts";
import { ContentSandbox } from "#test/support/content-sandbox.ts";
import { checkDraft, draftText, draftTexts, readDisk, type ProjectPaths } from "../../editor/server/draft-content.ts";
import { previewOf } from "../../editor/server/draft-preview.ts";
import { draftData } from "../../editor/server/draft-content.ts";

/*
 * The editor checks a draft in memory with the code of `npm run validate:content`: the
 * lines it shows before a save are exactly those the command prints after it. And its
 * preview is the site's own view of the draft.
 */

const sandbox = new ContentSandbox();
afterAll(() => sandbox.dispose());
const paths: ProjectPaths = { root: ROOT_DIR, contentDir: sandbox.dir, publicDir: path.join(ROOT_DIR, "public"), schemaDir: path.join(ROOT_DIR, "schema") };
const disk = readDisk(paths);
const validateTextsOf = (changes: Record<string, unknown>) =>
  validateTexts(draftTexts(paths, disk, changes), { contentDir: paths.contentDir, publicDir: paths.publicDir, schemaDir: paths.schemaDir }).errors;

/** `change` applied to a file's data, as the form hands it to the editor. */
const edited = (file: string, change: (data: Record<string, any>) => void) => {
  const data = structuredClone(disk.get(file)!.data) as Record<string, any>;
  change(data);
  return { [file]: data };
};

describe("the draft's check", () => {
  test("the real content has no line", () => {
    expect(checkDraft(paths, disk, {})).toEqual([]);
  });

  test.each([
    ["a grammage that is not thickness × density", edited("fiches/rbn.json", (data) => (data.lignes[2].grammage = 600))],
    ["a related sheet that does not exist", edited("fiches/rbn.json", (data) => (data.fichesLiees = ["xyz"]))],
    ["a copied application page", { "applications/signaletique.json": disk.get("applications/papeterie.json")!.data }],
    ["a deleted data sheet other files link to", { "fiches/stn.json": null }],
  ])("%s: the same lines as npm run validate:content once saved", (_name, changes) => {
    const shown = checkDraft(paths, disk, changes).map((error) => error.text);
    expect(shown.length).toBeGreaterThan(0);
    const copy = new ContentSandbox();
    try {
      for (const [file, data] of Object.entries(changes)) {
        if (data === null) copy.remove(file);
        else writeFileSync(path.join(copy.dir, file), draftText(paths, disk, file, data));
      }
      expect(shown).toEqual(validateContent({ contentDir: copy.dir }).errors.map(formatError));
    } finally {
      copy.dispose();
    }
  });
});

describe("every error of a draft at once", () => {
  test("an empty alt text (the schema's) does not hide a wrong grammage (a check's) in the same file, and no place gets two lines", () => {
    const changes = edited("fiches/rbn.json", (data) => {
      data.carte.image.alt = "";
      data.lignes[2].grammage = 600;
    });
    const shown = checkDraft(paths, disk, changes);
    const places = shown.map((error) => error.path);
    expect(places).toContain("carte.image.alt");
    expect(places).toContain("lignes[2].grammage");
    expect(new Set(places).size).toBe(places.length);
    // The command line keeps its one-layer-at-a-time order: the editor alone asks for every error.
    expect(validateTextsOf(changes).map((error) => error.path)).not.toContain("lignes[2].grammage");
  });

  test("a number typed as text is the schema's error only, not also a check's", () => {
    const shown = checkDraft(paths, disk, edited("fiches/rbn.json", (data) => (data.lignes[2].grammage = "1.5.0")));
    expect(shown.filter((error) => error.path === "lignes[2].grammage")).toHaveLength(1);
  });
});

describe("the draft's preview", () => {
  test("is the site's view of the draft: a changed row is in the data sheet's table", () => {
    const view = previewOf("fiches/rbn.json", draftData(disk, edited("fiches/rbn.json", (data) => (data.lignes[2].grammage = 455))));
    expect(view.kind).toBe("sheet");
    expect(JSON.stringify(view)).toContain("455");
  });

  test("a new application is drawn at its own address", () => {
    const view = previewOf("applications/signaletique.json", draftData(disk, { "applications/signaletique.json": disk.get("applications/papeterie.json")!.data }));
    expect(view).toMatchObject({ kind: "application", path: "/signaletique" });
  });
});
