import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { ROOT_DIR } from "#scripts/lib/paths.ts";

/*
 * The dependency rules of the code base (docs/decisions/2026-11-23-one-way-layers.md),
 * checked on the real import graph: every import, export-from and dynamic import() of
 * every TypeScript file of app/, scripts/, editor/ and the root configuration files.
 *
 *   app/model/     pure: imports only app/model/ and app/generated/ (no React, no node:*, no package);
 *                  so are the content rules' wording, places and schema walk (app/model/content-rules/)
 *                  that the checks and the editor share
 *   app/           layers run one way (APP_LAYERS below): model, theme, content, lib (pure cores),
 *                  browser, components (primitives, blocks, contact-form, templates, shell), start, routes
 *   app/           never imports scripts/ nor editor/
 *   scripts/       may import app/, never editor/
 *   editor/        may import app/ and scripts/ (the content editor, outside the public site)
 *   editor/core/   pure, through everything it imports: no React, no node:*, no package
 *   editor/client/ runs in the browser: never reaches editor/server/ or node:*
 *   the site's client code never reaches the number formatter (app/model/number.ts): tables and
 *                  figures are written out at pre-render time, in app/content/views.server.ts
 *   editor/core/, editor/client/  import nothing from scripts/ (what they share with the checks is in app/model/)
 *   scripts/…/pdf/ never reaches @mui/*: it reads the design tokens, not MUI's theme
 *   everywhere     no import cycle; nothing imports test/
 *
 * Inside scripts/, by role (the commands at its top level may import every role):
 *   scripts/lib/         what every role shares (paths): imports no other part of scripts/
 *   scripts/build/       build steps, PDFs, images, host configuration: imports only scripts/lib/
 *   scripts/checks/      content checks, go-live check: may import scripts/build/ (the PDF text and fonts it checks), never bench/ nor test-tools/
 *   scripts/bench/       measures the built site: may import scripts/build/ and scripts/test-tools/, never checks/
 *   scripts/test-tools/  Chromium, system programs, project sandbox: imports only scripts/lib/; imported only by
 *                        scripts/bench/, the commands, editor/screenshots.ts and editor/bench.ts (and test/)
 */

const SOURCE_DIRS = ["app", "scripts", "editor"];
const ROOT_FILES = ["vite.config.ts", "react-router.config.ts", "vitest.config.ts"];
const PACKAGE_IMPORTS: Record<string, string> = { "#app/": "app/", "#scripts/": "scripts/", "#content/": "content/", "#test/": "test/" };

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT_DIR, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes(`${path.sep}+types`))
    .map((entry) => path.relative(ROOT_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

interface Import {
  from: string;
  /** A project file ("app/model/text.ts") or a package ("react", "node:fs"). */
  to: string;
}

/** An import specifier as a project path when it names one, else as written (a package). */
function resolved(file: string, fileName: string): Import {
  const alias = Object.keys(PACKAGE_IMPORTS).find((prefix) => fileName.startsWith(prefix));
  if (alias) return { from: file, to: PACKAGE_IMPORTS[alias] + fileName.slice(alias.length) };
  if (fileName.startsWith(".")) return { from: file, to: path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName)) };
  return { from: file, to: fileName };
}

/** Every static and dynamic import of a file, resolved to a project path when it names one. */
function importsOf(file: string, text: string): Import[] {
  return ts.preProcessFile(text, true, true).importedFiles.map(({ fileName }) => resolved(file, fileName));
}

/** The imports that bring code: `import type …` and `import { type A }` alone are erased by the compiler. */
function valueImportsOf(file: string, text: string): Import[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typesOnly = clause?.isTypeOnly || (clause && !clause.name && named && named.length > 0 && named.every((element) => element.isTypeOnly));
      if (!typesOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest));
  return found.map((fileName) => resolved(file, fileName));
}

/*
 * app/ from the bottom up. Pure layers first (what every page and the build can use), then
 * what needs a browser, then components from the smallest to the page frame, then start-up
 * and the framework's entries. A file may import its own folder and the folders before it.
 */
const APP_LAYERS = [
  ["app/generated/", "app/model/"],
  ["app/theme/"],
  ["app/content/"],
  ["app/lib/"],
  ["app/browser/"],
  ["app/components/primitives/"],
  ["app/components/blocks/"],
  ["app/components/contact-form/"],
  ["app/components/templates/"],
  ["app/components/shell/"],
  ["app/start/"],
  ["app/routes/", "app/routes.ts", "app/root.tsx", "app/entry.client.tsx", "app/entry.server.tsx", "app/globals.d.ts"],
];
const appLayer = (file: string) => {
  const index = APP_LAYERS.findIndex((prefixes) => prefixes.some((prefix) => file.startsWith(prefix)));
  return index === -1 ? Infinity : index;
};

const files = [...SOURCE_DIRS.flatMap(sourceFiles), ...ROOT_FILES];
const graph: Import[] = files.flatMap((file) => importsOf(file, readFileSync(path.join(ROOT_DIR, file), "utf8")));
// React Router's generated route types ("./+types/page") are not files of the project.
const isProjectFile = (name: string) => (/^(app|scripts|editor|content|test)\//.test(name) || ROOT_FILES.includes(name)) && !name.includes("/+types/");
const show = (imports: Import[]) => imports.map(({ from, to }) => `${from} → ${to}`);

/** Strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
function cycles(edges: Import[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || next.get(node)?.includes(node)) found.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Every project file `start` imports, directly or not, `start` included. Type-only imports count: they are harmless, but rare enough not to need an exception. */
function closure(start: string[]): Set<string> {
  const reached = new Set(start);
  for (const file of reached) for (const { from, to } of graph) if (from === file && isProjectFile(to) && files.includes(to)) reached.add(to);
  return reached;
}

describe("the import graph", () => {
  test("is read: every file of app/, scripts/ and editor/ is measured and project imports resolve to real files", () => {
    expect(files.length).toBeGreaterThan(80);
    // A file Vite serves as an asset (`./fonts/inter-latin.woff2?url`, `./icons.svg?no-inline`) resolves when it exists.
    const isAsset = (to: string) => /\?(url|raw|no-inline)$/.test(to) && existsSync(path.join(ROOT_DIR, to.replace(/\?[\w-]+$/, "")));
    const unresolved = graph.filter(({ to }) => isProjectFile(to) && !to.startsWith("content/") && !files.includes(to) && !to.startsWith("test/") && !isAsset(to));
    expect(show(unresolved)).toEqual([]);
  });

  test("app/ never imports scripts/", () => {
    expect(show(graph.filter(({ from, to }) => from.startsWith("app/") && to.startsWith("scripts/")))).toEqual([]);
  });

  test("neither app/ nor scripts/ imports the content editor", () => {
    expect(show(graph.filter(({ from, to }) => (from.startsWith("app/") || from.startsWith("scripts/")) && to.startsWith("editor/")))).toEqual([]);
  });

  test("the editor's core (editor/core/) is pure through everything it imports: no React, no node:*, no package", () => {
    const reached = closure(files.filter((file) => file.startsWith("editor/core/")));
    const impure = graph.filter(({ from, to }) => reached.has(from) && !isProjectFile(to) && !from.startsWith("app/generated/"));
    expect(show(impure)).toEqual([]);
  });

  test("the editor's browser side (editor/client/) never reaches editor/server/ or node:*", () => {
    const reached = closure(files.filter((file) => file.startsWith("editor/client/")));
    expect(show(graph.filter(({ from, to }) => reached.has(from) && (to.startsWith("editor/server/") || to.startsWith("node:"))))).toEqual([]);
  });

  test("the PDF writer (a pdf/ folder of scripts/) never reaches @mui/*, through everything it imports: its palette is the design tokens", () => {
    const pdf = files.filter((file) => file.startsWith("scripts/") && file.includes("/pdf/"));
    expect(pdf.length).toBeGreaterThan(0);
    const reached = closure(pdf);
    expect(show(graph.filter(({ from, to }) => reached.has(from) && to.startsWith("@mui/")))).toEqual([]);
  });

  test("the model (app/model/) imports only the model and the generated content types: no React, no node:*, no package", () => {
    const allowed = (to: string) => to.startsWith("app/model/") || to.startsWith("app/generated/");
    expect(show(graph.filter(({ from, to }) => from.startsWith("app/model/") && !allowed(to)))).toEqual([]);
  });

  test("the layers of app/ run one way: each folder imports only the folders before it in APP_LAYERS", () => {
    const upward = graph.filter(({ from, to }) => from.startsWith("app/") && to.startsWith("app/") && isProjectFile(to) && appLayer(to) > appLayer(from));
    expect(show(upward)).toEqual([]);
    expect(files.filter((file) => file.startsWith("app/") && appLayer(file) === Infinity)).toEqual([]);
  });

  test("the editor's browser side and core (editor/client/, editor/core/) import nothing from scripts/", () => {
    const fromEditorUi = ({ from }: Import) => from.startsWith("editor/client/") || from.startsWith("editor/core/");
    expect(show(graph.filter((edge) => fromEditorUi(edge) && edge.to.startsWith("scripts/")))).toEqual([]);
  });

  test("nothing of app/, scripts/ or editor/ imports test/: what a tool shares with the tests lives in scripts/test-tools/", () => {
    expect(show(graph.filter(({ to }) => to.startsWith("test/")))).toEqual([]);
  });

  test("scripts/ roles import one way: lib ← build ← checks, build and test-tools ← bench; test-tools only for bench, the commands and the editor's screenshots and bench", () => {
    const role = (file: string) => (/^scripts\/[^/]+\//.test(file) ? file.split("/")[1] : undefined);
    const mayImport: Record<string, string[]> = {
      lib: [],
      build: ["lib"],
      checks: ["lib", "build"],
      bench: ["lib", "build", "test-tools"],
      "test-tools": ["lib"],
    };
    expect(Object.keys(mayImport).sort()).toEqual(readdirSync(path.join(ROOT_DIR, "scripts"), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort());
    const crossing = graph.filter(({ from, to }) => {
      const [source, target] = [role(from), role(to)];
      return source !== undefined && target !== undefined && source !== target && !mayImport[source]!.includes(target);
    });
    expect(show(crossing)).toEqual([]);
    const testToolUsers = (from: string) => /^scripts\/[^/]+\.ts$/.test(from) || ["scripts/bench/", "scripts/test-tools/"].some((dir) => from.startsWith(dir)) || from === "editor/screenshots.ts" || from === "editor/bench.ts";
    expect(show(graph.filter(({ from, to }) => to.startsWith("scripts/test-tools/") && !testToolUsers(from)))).toEqual([]);
  });

  test("has no cycle", () => {
    expect(cycles(graph.filter(({ to }) => isProjectFile(to)))).toEqual([]);
  });

  test("the browser formats no number: the site's client code reaches app/model/number.ts only through pre-render modules (*.server.ts)", () => {
    // The views (app/content/views.server.ts) write every table and figure out at pre-render time.
    // React Router keeps loaders and what only they import out of the browser's bundle.
    const valueGraph = files.filter((file) => file.startsWith("app/")).flatMap((file) => valueImportsOf(file, readFileSync(path.join(ROOT_DIR, file), "utf8")));
    const clientRoots = files.filter((file) => file === "app/root.tsx" || file === "app/entry.client.tsx" || (file.startsWith("app/routes/") && file.endsWith(".tsx")));
    // Each file reached, with the file that first imported it, so a failure shows the whole chain.
    const reachedFrom = new Map(clientRoots.map((file) => [file, ""]));
    for (const file of reachedFrom.keys())
      for (const { from, to } of valueGraph) if (from === file && files.includes(to) && !to.endsWith(".server.ts") && !reachedFrom.has(to)) reachedFrom.set(to, file);
    const chain = (file: string): string => (reachedFrom.get(file) ? `${chain(reachedFrom.get(file)!)} → ${file}` : file);
    expect(reachedFrom.size).toBeGreaterThan(40);
    expect([...reachedFrom.keys()].filter((file) => file === "app/model/number.ts").map(chain)).toEqual([]);
  });
});

describe("the rules themselves", () => {
  test("an app file importing scripts/ is caught, through a relative path or the #scripts alias", () => {
    const imports = importsOf("app/components/x.tsx", 'import { a } from "../../scripts/lib/a.ts";\nimport { b } from "#scripts/lib/b.ts";\nconst c = import("#scripts/c.ts");');
    expect(imports.map(({ to }) => to)).toEqual(["scripts/lib/a.ts", "scripts/lib/b.ts", "scripts/c.ts"]);
  });

  test("the model importing React or node:fs is caught", () => {
    const imports = importsOf("app/model/x.ts", 'import { useState } from "react";\nimport { readFileSync } from "node:fs";\nimport type { Page } from "#app/generated/content-types.ts";');
    expect(imports.map(({ to }) => to)).toEqual(["react", "node:fs", "app/generated/content-types.ts"]);
  });

  test("type-only imports bring no code; a value beside a type does", () => {
    const text = 'import type { A } from "./a.ts";\nimport { type B } from "./b.ts";\nimport { c, type C } from "./c.ts";\nexport { d } from "./d.ts";\nexport type { E } from "./e.ts";\nconst f = import("./f.ts");';
    expect(valueImportsOf("app/x.ts", text).map(({ to }) => to)).toEqual(["app/c.ts", "app/d.ts", "app/f.ts"]);
  });

  test("a cycle is found, however long", () => {
    const edges = [
      { from: "a.ts", to: "b.ts" },
      { from: "b.ts", to: "c.ts" },
      { from: "c.ts", to: "a.ts" },
      { from: "c.ts", to: "d.ts" },
    ];
    expect(cycles(edges)).toEqual([["a.ts", "b.ts", "c.ts"]]);
    expect(cycles(edges.slice(0, 2))).toEqual([]);
  });
});
