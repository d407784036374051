import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "vitest";
import { TEXTS } from "../../editor/texts.ts";
import { editorSuite, openEditor } from "./editor-session.ts";

/*
 * A picture left behind (an upload replaced by another) is listed in the picture chooser
 * and removed after a confirmation naming it; the server removes nothing else: not a
 * picture the content names, not a brand picture, nothing outside content/images/.
 */

const suite = editorSuite();
const LEFT = "/images/applications/papeterie/papeterie-principale-2.svg";
const USED = "/images/applications/papeterie/principale.svg";

test("an unused picture is listed, removed after a confirmation naming its file; a used one stays", async () => {
  const project = suite.session.project;
  writeFileSync(project.path("content", LEFT.slice(1)), readFileSync(project.path("content", USED.slice(1))));
  const { page, problems } = await openEditor(suite.site, suite.session);
  await page.getByRole("navigation", { name: TEXTS.list.label }).getByRole("button", { name: /Papeterie/ }).first().click();
  await page.getByRole("group", { name: /Image principale/ }).getByRole("button", { name: TEXTS.picture.change }).click();
  const picker = page.getByRole("dialog", { name: TEXTS.picture.dialogTitle });
  const unused = picker.getByRole("region", { name: TEXTS.unused.title(1) });
  await unused.waitFor();
  expect(await unused.getByRole("listitem").allTextContents()).toEqual([`content${LEFT}${TEXTS.unused.remove("")}`]);

  await unused.getByRole("button", { name: TEXTS.unused.remove(`content${LEFT}`) }).click();
  const confirm = page.getByRole("dialog", { name: TEXTS.unused.confirmTitle });
  expect(await confirm.textContent()).toContain(TEXTS.unused.confirm(`content${LEFT}`));
  await confirm.getByRole("button", { name: TEXTS.unused.confirmButton }).click();
  await confirm.waitFor({ state: "detached" });
  await unused.waitFor({ state: "detached" });
  expect(existsSync(project.path("content", LEFT.slice(1)))).toBe(false);
  expect(existsSync(project.path("content", USED.slice(1)))).toBe(true);
  expect(problems.pageErrors).toEqual([]);

  // The server's own refusals, in French, whatever the page asks.
  const ask = (src: unknown, changes: Record<string, unknown> = {}) =>
    page.evaluate(
      async (body) => {
        const response = await fetch("/api/images/supprimer", { method: "POST", body: JSON.stringify(body), headers: { "X-Editeur": "1", "Content-Type": "application/json" } });
        return { status: response.status, message: ((await response.json()) as { message?: string }).message };
      },
      { src, changes },
    );
  const label = `content${USED}`;
  expect(await ask(USED)).toEqual({ status: 409, message: TEXTS.unused.referenced(label, ["applications/papeterie.json"]) });
  // A picture the unsaved draft names is used too.
  writeFileSync(project.path("content", LEFT.slice(1)), readFileSync(project.path("content", USED.slice(1))));
  const draft = { ...project.readContent("applications/papeterie.json"), imagePrincipale: { src: LEFT, alt: "Carnets" } };
  expect((await ask(LEFT, { "applications/papeterie.json": draft })).status).toBe(409);
  expect(existsSync(project.path("content", LEFT.slice(1)))).toBe(true);
  expect(await ask("/images/marque/favicon.svg")).toEqual({ status: 403, message: TEXTS.unused.outside });
  expect(await ask("/images/../../package.json")).toEqual({ status: 403, message: TEXTS.unused.outside });
  expect(await ask("/images/../applications/papeterie.json")).toEqual({ status: 403, message: TEXTS.unused.outside });
  expect(await ask("/etc/passwd")).toEqual({ status: 400, message: TEXTS.unused.badPath });
  expect(await ask(42)).toEqual({ status: 400, message: TEXTS.unused.badPath });
  expect(existsSync(project.path("package.json"))).toBe(true);
  expect(existsSync(project.path("public", "images", "marque", "favicon.svg"))).toBe(true);
  await page.context().close();
}, 180_000);
