import { readdirSync, readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fillTemplate } from "#app/model/text.ts";
import { readContent } from "#test/support/content.ts";
import { pdfText } from "#test/support/pdf.ts";
import { ProjectSandbox } from "#scripts/test-tools/project-sandbox.ts";

/*
 * One order everywhere: applications and data sheets with equal `ordre` are listed by
 * file name, in the menus, the footer, the cards and the PDF catalogue alike. A copy of the project gives every application and every data sheet the same
 * `ordre` and is built; the menu labels sort differently from the file names
 * ("Agriculture" is stone-paper-agricole.json), so a list sorted by label shows up.
 */

let project: ProjectSandbox;
const expected: Record<"applications" | "fiches", string[]> = { applications: [], fiches: [] };
const labels = new Map<string, string>();

beforeAll(() => {
  project = new ProjectSandbox();
  for (const collection of ["applications", "fiches"] as const) {
    for (const file of readdirSync(project.path("content", collection)).filter((name) => name.endsWith(".json"))) {
      const slug = file.slice(0, -".json".length);
      project.editContent(`${collection}/${file}`, (entry) => {
        entry.ordre = 3;
        // A data sheet's menu label is its code and short name (product-names.ts).
        labels.set(slug, entry.menu ?? fillTemplate(readContent("site/interface.json").fiche.nomAvecCode, { code: entry.code, nom: entry.nom.court }));
      });
      expected[collection].push(`/${slug}`);
    }
    // Written here as the rule says it, independently of the code under test: equal `ordre`, so by file name.
    expected[collection].sort();
  }
  project.build();
}, 600_000);

afterAll(() => project?.dispose());

const page = (path: string) => new JSDOM(readFileSync(project.path("build", "client", path === "/" ? "index.html" : `${path.slice(1)}/index.html`), "utf8")).window.document;
const hrefs = (links: Iterable<Element>) => [...links].map((link) => link.getAttribute("href"));

test("the ties make the test meaningful: by label, the applications would be in another order", () => {
  const byLabel = [...expected.applications].sort((a, b) => labels.get(a.slice(1))!.localeCompare(labels.get(b.slice(1))!, "fr"));
  expect(byLabel).not.toEqual(expected.applications);
});

describe.each(["applications", "fiches"] as const)("%s with equal `ordre`", (collection) => {
  test("header submenu and footer column: by file name", () => {
    const document = page("/");
    const inSubmenu = hrefs(document.querySelectorAll(`#sous-menu-${collection} a`)).filter((href) => expected[collection].includes(href!));
    expect(inSubmenu).toEqual(expected[collection]);
    const inFooter = hrefs(document.querySelectorAll(`footer [aria-labelledby='pied-${collection}'] a`)).filter((href) => expected[collection].includes(href!));
    expect(inFooter).toEqual(expected[collection]);
  });

  test("the home page's cards: by file name", () => {
    const cards = hrefs(page("/").querySelectorAll("main article a")).filter((href) => expected[collection].includes(href!));
    expect(cards).toEqual(expected[collection]);
  });

  test("the PDF catalogue: its sections in the same order", () => {
    const text = pdfText(project.path("build", "client", "catalogue", readdirSync(project.path("build", "client", "catalogue")).find((name) => name.startsWith("catalogue-"))!));
    // The table of contents lists every section under its menu label.
    const positions = expected[collection].map((href) => text.indexOf(labels.get(href.slice(1))!));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

test("the applications overview and each application's other applications: by file name", () => {
  expect(hrefs(page("/applications").querySelectorAll("main article a"))).toEqual(expected.applications);
  for (const current of expected.applications)
    expect(hrefs(page(current).querySelectorAll("main article a"))).toEqual(expected.applications.filter((href) => href !== current));
});
