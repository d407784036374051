import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchChromium } from "#scripts/test-tools/chromium.ts";
import { ROOT_DIR } from "#scripts/lib/paths.ts";
import { startEditor } from "#scripts/test-tools/editor-process.ts";
import { ProjectSandbox } from "#scripts/test-tools/project-sandbox.ts";
import { TEXTS } from "./texts.ts";

/*
 * `npm run edit:screenshots`: the pictures of the editor's guide (docs/editor.md), taken
 * in a copy of the project (never this checkout's content/) with `npm run edit` and
 * Chromium, into docs/editeur/. Run it again when the editor's screens change.
 */

const OUT = path.join(ROOT_DIR, "docs", "editeur");
const project = new ProjectSandbox();
const git = (args: string[]) => execFileSync("git", ["-c", "user.name=Doc", "-c", "user.email=doc@example.com", "-c", "commit.gpgsign=false", ...args], { cwd: project.dir, stdio: "pipe" });
git(["init", "-q"]);
git(["add", "-A"]);
git(["commit", "-q", "-m", "Contenu"]);
const editor = await startEditor(project.dir);
const { url } = editor;

const browser = await launchChromium();
try {
  mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: "fr-FR" });
  await page.goto(url);
  const list = page.getByRole("navigation", { name: TEXTS.list.label });
  await list.waitFor({ timeout: 60_000 });
  await list.getByRole("button", { name: /RBN/ }).first().click();
  const field = page.locator("#champ_lignes_2_grammage");
  await field.fill("600");
  await page.locator("#champ_lignes_2_grammage__error").waitFor({ timeout: 30_000 });
  // A preview that never draws would leave the guide with an empty pane: better to stop here.
  await page.frameLocator(`iframe[title="${TEXTS.preview.frameTitle}"]`).locator("h1").waitFor({ timeout: 60_000 });
  await field.evaluate((input) => input.scrollIntoView({ block: "center" }));
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(OUT, "formulaire-et-apercu.png") });

  await field.fill("450");
  await page.locator("#champ_lignes_2_grammage__error").waitFor({ state: "detached", timeout: 30_000 });
  await page.locator("#champ_nom_court").fill("carton minéral épais");
  await page.getByRole("button", { name: TEXTS.header.save }).click();
  await page.getByRole("banner", { name: TEXTS.header.label }).getByText(TEXTS.header.unsaved(0)).waitFor({ timeout: 30_000 });
  await page.getByRole("button", { name: TEXTS.header.modifications }).click();
  await page.getByRole("heading", { name: TEXTS.modifications.title }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, "modifications.png") });

  // The short name just changed: its English translation is to review, beside the new French.
  const language = list.getByRole("combobox", { name: TEXTS.language.label });
  await language.click();
  await page.getByRole("option", { name: /^English/ }).click();
  await page.getByRole("button", { name: TEXTS.translation.filters["à revoir"](1) }).click();
  await page.getByRole("button", { name: TEXTS.translation.reviewed }).waitFor({ timeout: 30_000 });
  await page.frameLocator(`iframe[title="${TEXTS.preview.frameTitle}"]`).locator("html[lang=en] h1").waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  await page.screenshot({ path: path.join(OUT, "traduction.png") });
  await language.click();
  await page.getByRole("option", { name: /^Français/ }).click();

  await page.getByRole("button", { name: TEXTS.list.newApplication }).click();
  await page.getByRole("dialog").getByRole("textbox", { name: TEXTS.create.name }).fill("signaletique");
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, "nouvelle-application.png") });
  await page.getByRole("dialog").getByRole("button", { name: TEXTS.create.cancel }).click();
  await page.getByRole("dialog").waitFor({ state: "detached" });

  // The copy keeps the content's placeholders: the go-live check lists them, with the saved RBN change to publish.
  const header = page.getByRole("banner", { name: TEXTS.header.label });
  await header.getByRole("button", { name: TEXTS.header.publish }).click();
  const author = page.getByRole("textbox", { name: TEXTS.publish.author });
  await author.waitFor({ timeout: 120_000 });
  if (!(await page.getByText(TEXTS.publish.blockersHelp).isVisible())) throw new Error("« Publier » ne liste aucun point bloquant : la capture ne montrerait pas la liste.");
  await author.fill("Amel Ben Salah");
  // The list is longer than the screen: the picture shows its end, above the name, the message and the button.
  await page.getByRole("button", { name: TEXTS.publish.submit, exact: true }).last().evaluate((button) => button.scrollIntoView({ block: "end" }));
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, "publier.png") });

  // Two more versions, recorded with git as « Publier » would, so that older ones can be restored.
  git(["add", "-A"]);
  git(["commit", "-q", "--author=Amel Ben Salah <amel@example.com>", "-m", "Carton RBN : nom court plus précis"]);
  await list.getByRole("button", { name: /RBN/ }).first().click();
  await page.locator("#champ_nom_long").fill("carton riche en minéraux, sans fibre de bois");
  await page.getByRole("button", { name: TEXTS.header.save }).click();
  await header.getByText(TEXTS.header.unsaved(0)).waitFor({ timeout: 30_000 });
  git(["add", "-A"]);
  git(["commit", "-q", "--author=Amel Ben Salah <amel@example.com>", "-m", "Carton RBN : nom complet précisé"]);
  await header.getByRole("button", { name: TEXTS.header.history }).click();
  await page.getByRole("button", { name: TEXTS.history.restore }).first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, "historique.png") });
  console.log(`Captures enregistrées dans ${path.relative(ROOT_DIR, OUT)}/`);
} finally {
  await browser.close();
  await editor.stop();
  project.dispose();
}
