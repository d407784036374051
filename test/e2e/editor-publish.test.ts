import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadContent } from "#app/content/loader.server.ts";
import { findMissingFacts, findPlaceholders, findUnreadyLanguages, formatPlaceholder } from "#scripts/checks/publication-check.ts";
import { TEXTS } from "../../editor/texts.ts";
import { axeViolations } from "./a11y.ts";
import { goLiveEdits, PARTNER_LOGO } from "#test/support/go-live.ts";
import { editorSuite, openEditor } from "./editor-session.ts";

/*
 * Publishing from the editor, in a copy of the project that is its own git repository,
 * with a bare repository as its remote: refused while a placeholder is left (listed, and
 * leading to its field); once the go-live check is satisfied, a version under the
 * editor's name and message, sent to the remote, the rest of the working copy untouched;
 * a former version restored as a new one.
 */

const suite = editorSuite();
let remote: string;
const git = (dir: string, args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
const header = (page: Page) => page.getByRole("banner");

beforeAll(() => {
  remote = mkdtempSync(path.join(tmpdir(), "distant-"));
  git(remote, ["init", "-q", "--bare"]);
  git(suite.session.project.dir, ["remote", "add", "origin", remote]);
});
afterAll(() => rmSync(remote, { recursive: true, force: true }));

/** What a real company puts in place of the placeholders and missing buyer facts (test/support/go-live.ts). */
function fillGoLiveFacts() {
  const project = suite.session.project;
  writeFileSync(project.path("public", "images", "marque", "partenaire.svg"), PARTNER_LOGO);
  const processes = (project.readContent("site/procedes.json").procedes as { cle: string }[]).map((process) => process.cle);
  const sheets = loadContent(project.path("content")).sheets.map(({ slug }) => slug);
  for (const { file, change } of goLiveEdits(processes, sheets)) project.editContent(file, change);
}

describe("publishing from the editor", () => {
  test("refused while a placeholder is left; then recorded under the editor's name, sent to the remote, and a former version restored as a new one", async () => {
    const project = suite.session.project;
    const branch = git(project.dir, ["symbolic-ref", "--short", "HEAD"]).trim();
    const { page, problems } = await openEditor(suite.site, suite.session);
    const screens: Record<string, string[]> = {};

    // The shipped content: placeholders block publication, each listed with what `npm run check:publication` prints.
    await header(page).getByRole("button", { name: TEXTS.header.publish }).click();
    const main = page.getByRole("main", { name: TEXTS.header.publish });
    const dirs = { contentDir: project.path("content"), publicDir: project.path("public") };
    const placeholders = findPlaceholders(dirs);
    const blockerCount = placeholders.length + findMissingFacts(dirs).length + findUnreadyLanguages(dirs).length;
    const phone = placeholders.find((found) => found.field === "telephone")!;
    // Each line says what the check says, its place named as the form names it rather than as a path.
    const said = (found: (typeof placeholders)[number]) => formatPlaceholder(found).slice(`${found.file} › ${found.field} : `.length);
    const phoneLine = main.getByRole("button", { name: said(phone) });
    await phoneLine.waitFor({ timeout: 60_000 });
    expect(await phoneLine.textContent()).not.toContain(phone.file);
    expect(await main.textContent()).toContain(TEXTS.publish.blockersTitle(blockerCount));
    for (const found of placeholders) expect(await main.textContent()).toContain(said(found));
    const submit = main.getByRole("button", { name: TEXTS.publish.submit, exact: true });
    expect(await submit.isDisabled()).toBe(true);
    screens.publishBlocked = await axeViolations(page);
    // The server refuses too, whatever the page shows, and lists the same lines.
    const answer = await page.evaluate(async () => {
      const response = await fetch("/api/publier", { method: "POST", headers: { "X-Editeur": "1", "Content-Type": "application/json" }, body: JSON.stringify({ changes: {}, message: "", auteur: "Quelqu'un" }) });
      return { status: response.status, body: (await response.json()) as { blockers?: { text: string }[] } };
    });
    expect(answer.status).toBe(409);
    expect(answer.body.blockers?.map((blocker) => blocker.text)).toContain(formatPlaceholder(phone));
    const before = git(project.dir, ["rev-list", "--count", "HEAD"]).trim();

    // A line leads to its field.
    await phoneLine.click();
    const phoneField = page.locator("#champ_telephone");
    await expect.poll(() => phoneField.evaluate((input) => input === document.activeElement), { timeout: 15_000 }).toBe(true);
    expect(await phoneField.inputValue()).toBe(phone.value);

    // The company's real details, saved; and a change of someone else's outside content/ and public/.
    fillGoLiveFacts();
    writeFileSync(project.path("notes-du-developpeur.txt"), "pas à publier\n");
    const loads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/etat") loads.push(request.url());
    });
    await page.reload();
    await page.getByRole("navigation", { name: /contenus/i }).waitFor({ timeout: 60_000 });
    // One load of the editor's state: React's production code, even for an editor started under the test runner's
    // NODE_ENV (the development code runs each effect twice, and the second load cut the first check short).
    expect(loads).toHaveLength(1);
    await header(page).getByRole("button", { name: TEXTS.header.publish }).click();
    await main.getByText(TEXTS.publish.ready).waitFor({ timeout: 60_000 });
    expect(await main.textContent()).toContain("content/site/entreprise.json — modifié");
    expect(await main.getByLabel(TEXTS.publish.message).inputValue()).toMatch(/^Mise à jour du contenu : .*content\/site\/entreprise\.json/);
    await main.getByLabel(TEXTS.publish.author).fill("Amel Ben Salah");
    await main.getByLabel(TEXTS.publish.message).fill("Coordonnées et faits d'achat réels");
    screens.publishReady = await axeViolations(page);
    await submit.click();
    await main.getByText(TEXTS.publish.done({ remote: "origin", branch })).waitFor({ timeout: 60_000 });

    expect(git(project.dir, ["rev-list", "--count", "HEAD"]).trim()).toBe(String(Number(before) + 1));
    expect(git(project.dir, ["log", "-1", "--format=%an|%s"]).trim()).toBe("Amel Ben Salah|Coordonnées et faits d'achat réels");
    const recorded = git(project.dir, ["show", "--name-only", "--format=", "HEAD"]).trim().split("\n");
    expect(recorded).toContain("content/site/entreprise.json");
    expect(recorded).toContain("public/images/marque/partenaire.svg");
    expect(recorded.every((file) => file.startsWith("content/") || file.startsWith("public/"))).toBe(true);
    expect(git(project.dir, ["status", "--porcelain", "--", "content", "public"]).trim()).toBe("");
    expect(git(project.dir, ["status", "--porcelain", "--", "notes-du-developpeur.txt"]).trim()).toBe("?? notes-du-developpeur.txt");
    // The remote received it.
    expect(git(remote, ["log", "-1", "--format=%an|%s", branch]).trim()).toBe("Amel Ben Salah|Coordonnées et faits d'achat réels");

    // History: who, when, what; restoring the first version makes a new one.
    await header(page).getByRole("button", { name: TEXTS.header.history }).click();
    const history = page.getByRole("main", { name: TEXTS.header.history });
    const versions = history.getByRole("listitem").filter({ has: page.getByRole("heading") });
    await expect.poll(() => versions.count(), { timeout: 15_000 }).toBe(2);
    expect(await versions.nth(0).textContent()).toContain("Amel Ben Salah, le ");
    expect(await versions.nth(1).textContent()).toContain("Contenu de départ");
    screens.history = await axeViolations(page);
    await versions.nth(1).getByRole("button", { name: TEXTS.history.restore }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    // The name was remembered by the browser.
    expect(await dialog.getByLabel(TEXTS.publish.author).inputValue()).toBe("Amel Ben Salah");
    screens.restoreDialog = await axeViolations(page);
    await dialog.getByRole("button", { name: TEXTS.history.confirm }).click();
    await history.getByText(/restaurée dans une nouvelle version/).waitFor({ timeout: 60_000 });

    expect(git(project.dir, ["rev-list", "--count", "HEAD"]).trim()).toBe(String(Number(before) + 2));
    expect(git(project.dir, ["log", "-1", "--format=%an|%s"]).trim()).toMatch(/^Amel Ben Salah\|Restauration de la version du .* \(« Contenu de départ »\)$/);
    const first = git(project.dir, ["rev-list", "--max-parents=0", "HEAD"]).trim();
    expect(git(project.dir, ["diff", "--name-only", first, "HEAD", "--", "content", "public"]).trim()).toBe("");
    // The restored content has placeholders again: not sent, and said so.
    expect(await history.textContent()).toContain(TEXTS.history.notSent(blockerCount));
    expect(git(remote, ["log", "-1", "--format=%s", branch]).trim()).toBe("Coordonnées et faits d'achat réels");
    await expect.poll(() => versions.count(), { timeout: 15_000 }).toBe(3);

    expect(screens).toEqual({ publishBlocked: [], publishReady: [], history: [], restoreDialog: [] });
    expect(problems.pageErrors).toEqual([]);
    // The one refusal asked for above, nothing else.
    expect(problems.failedRequests.filter((request) => !request.endsWith("/api/publier 409"))).toEqual([]);
  }, 300_000);
});
