import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { TEXTS } from "../../editor/texts.ts";
import { editorSuite, openEditor } from "./editor-session.ts";
import { frenchTypography } from "#app/model/typography.ts";

/*
 * A seventh application made in the editor, as an editor would: "Nouvelle application",
 * its own words, a main picture uploaded from the computer (the model's is refused under
 * the field until then). The preview shows it; saved, the picture is in content/images/
 * under the page's name and its place, and a build of the project has the page.
 */

const SLUG = "signaletique";
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="#EDE8E0"/><rect x="380" y="180" width="440" height="320" rx="16" fill="#1F5A4E"/><rect x="420" y="230" width="240" height="24" rx="12" fill="#F6F3EE"/><rect x="590" y="500" width="20" height="220" fill="#5E5953"/></svg>\n`;
const WORDS = {
  menu: "Signalétique",
  titre: "Stone paper pour la signalétique",
  meta_titre: "Signalétique en stone paper — panneaux et affiches",
  meta_description: "Panneaux, affiches et plans d'orientation en stone paper : une signalétique qui résiste à l'humidité et aux manipulations.",
};
const ALT = "Panneau d'orientation vert fixé à un mur clair";
/** As the preview and the built page show it: typeset, with its typographic apostrophe. */
const SHOWN_ALT = frenchTypography(ALT);

const suite = editorSuite();

test("a seventh application with an uploaded picture: in the preview, saved under the pipeline's names, built", async () => {
  const { page, problems } = await openEditor(suite.site, suite.session);
  await page.getByRole("button", { name: TEXTS.list.newApplication }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: TEXTS.create.name }).fill(SLUG);
  await dialog.getByRole("button", { name: TEXTS.create.submit }).click();
  await dialog.waitFor({ state: "detached" });

  // The new file is open, a copy of its model.
  await page.getByRole("main").getByText(TEXTS.form.file(`applications/${SLUG}.json`)).waitFor();
  for (const [id, text] of Object.entries(WORDS)) await page.locator(`#champ_${id}`).fill(text);

  // The main picture, uploaded from the computer.
  const main = page.getByRole("group", { name: /Image principale/ });
  // Until then, the copy's main picture is its model's, and the field says so.
  await expect.poll(() => main.textContent(), { timeout: 30_000 }).toContain("c'est encore l'image de la page");
  await main.getByRole("button", { name: TEXTS.picture.change }).click();
  const picker = page.getByRole("dialog", { name: TEXTS.picture.dialogTitle });
  await picker.locator("input[type=file]").setInputFiles({ name: "Panneau Été.svg", mimeType: "image/svg+xml", buffer: Buffer.from(PICTURE) });
  await picker.waitFor({ state: "detached", timeout: 30_000 });
  const src = `/images/applications/${SLUG}/${SLUG}-principale.svg`;
  await expect.poll(() => main.textContent()).toContain(src.slice(1));
  // A new picture needs its own words: the alt text is emptied and the check asks for it.
  await main.getByRole("textbox").fill(ALT);

  const header = page.getByRole("banner", { name: TEXTS.header.label });
  await expect.poll(() => header.textContent(), { timeout: 30_000 }).toContain(TEXTS.header.valid);
  const preview = page.frameLocator(`iframe[title="${TEXTS.preview.frameTitle}"]`);
  await expect.poll(() => preview.getByRole("heading", { level: 1 }).textContent(), { timeout: 30_000 }).toBe(WORDS.titre);
  await expect.poll(() => preview.getByRole("img", { name: SHOWN_ALT }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  // The element comes with the new page; the picture itself may still be on its way (loaded machines).
  await expect.poll(() => preview.getByRole("img", { name: SHOWN_ALT }).first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 30_000 }).toBe(true);

  await header.getByRole("button", { name: TEXTS.header.save }).click();
  await expect.poll(() => header.textContent(), { timeout: 30_000 }).toContain(TEXTS.header.unsaved(0));
  expect(readFileSync(suite.session.project.path("content", "images", "applications", SLUG, `${SLUG}-principale.svg`), "utf8")).toBe(PICTURE);
  const saved = suite.session.project.readContent(`applications/${SLUG}.json`);
  expect(saved.imagePrincipale).toEqual({ src, alt: ALT });
  expect(readFileSync(suite.session.project.path("content", "applications", `${SLUG}.json`), "utf8")).toMatch(/^\{\n  "\$schema": [^\n]+\n[\s\S]*\}\n$/);
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();

  suite.session.project.build();
  const built = suite.session.project.path("build", "client", SLUG, "index.html");
  expect(existsSync(built)).toBe(true);
  const html = readFileSync(built, "utf8");
  expect(html).toContain(WORDS.titre);
  // The page's pictures, their alt text as the browser reads it (React writes ' as &#x27;).
  const alts = [...html.matchAll(/<img\b[^>]*\salt="([^"]*)"/g)].map(([, alt]) => alt.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&"));
  expect(alts).toContain(SHOWN_ALT);
}, 600_000);
