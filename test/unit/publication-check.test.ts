import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { CONTENT_DIR, PUBLIC_DIR, ROOT_DIR } from "#scripts/lib/paths.ts";
import { findPlaceholders, formatPlaceholder, placeholderWarning } from "#scripts/checks/publication-check.ts";
import { ContentSandbox } from "#test/support/content-sandbox.ts";

const sandboxes: { dispose(): void }[] = [];
afterEach(() => {
  for (const sandbox of sandboxes.splice(0)) sandbox.dispose();
});

/** content/ and public/ copies, filled with what a real company would put there. */
function published() {
  const content = new ContentSandbox();
  const publicDir = mkdtempSync(path.join(tmpdir(), "public-"));
  cpSync(PUBLIC_DIR, publicDir, { recursive: true });
  sandboxes.push(content, { dispose: () => rmSync(publicDir, { recursive: true, force: true }) });
  content.edit("site/reglages.json", (settings) => (settings.origine = "https://www.pierre-papier-exemple.tn"));
  content.edit("site/entreprise.json", (company) => {
    company.telephone = "+216 71 123 456";
    company.whatsapp = "+216 20 123 456";
    company.email = "contact@pierre-papier-exemple.tn";
    company.reseauxSociaux = [{ reseau: "linkedin", libelle: "LinkedIn", url: "https://www.linkedin.com/company/pierre-papier-exemple" }];
    company.mentionsLegales = {
      formeJuridique: "SARL au capital de 100 000 dinars",
      identifiantUnique: "1234567A",
      responsablePublication: "Mme Amel Ben Salah, gérante",
      hebergeur: { nom: "Hébergeur exemple SA", adresse: "1 rue de l'Hébergement, 1000 Tunis, Tunisie" },
    };
  });
  writeFileSync(path.join(publicDir, "images", "marque", "partenaire.svg"), `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><rect width="200" height="80" fill="#1F5A4E"/></svg>`);
  return { content, dirs: { contentDir: content.dir, publicDir } };
}

test("the shipped content: every placeholder, each with its file and field", () => {
  const found = findPlaceholders({ contentDir: CONTENT_DIR, publicDir: PUBLIC_DIR });
  expect(found.map(({ file, field }) => `${file} › ${field}`)).toEqual([
    "content/site/entreprise.json › telephone",
    "content/site/entreprise.json › whatsapp",
    "content/site/entreprise.json › email",
    "content/site/entreprise.json › reseauxSociaux[0].url",
    "content/site/entreprise.json › reseauxSociaux[1].url",
    "content/site/entreprise.json › reseauxSociaux[2].url",
    "content/site/entreprise.json › mentionsLegales.formeJuridique",
    "content/site/entreprise.json › mentionsLegales.identifiantUnique",
    "content/site/entreprise.json › mentionsLegales.responsablePublication",
    "content/site/entreprise.json › mentionsLegales.hebergeur.nom",
    "content/site/entreprise.json › mentionsLegales.hebergeur.adresse",
    "content/site/entreprise.json › partenaire.logo.src",
    "content/site/reglages.json › origine",
  ]);
  // Each line says what to put, in French.
  expect(formatPlaceholder(found[0]!)).toBe(
    "content/site/entreprise.json › telephone : « +216 71 000 000 » — indiquez le numéro de téléphone de l'entreprise, au format +216 XX XXX XXX.",
  );
  expect(formatPlaceholder(found[7]!)).toBe(
    "content/site/entreprise.json › mentionsLegales.identifiantUnique : « À compléter : identifiant unique (RNE) » — indiquez l'identifiant unique de l'entreprise au Registre national des entreprises (RNE).",
  );
  expect(formatPlaceholder(found[11]!)).toContain("public/images/marque/partenaire.svg est le logo provisoire");
  expect(formatPlaceholder(found[12]!)).toMatch(/origine : « https:\/\/www\.example\.com » — indiquez l'adresse publique du site/);
});

test("real details: nothing to report", () => {
  const { dirs } = published();
  expect(findPlaceholders(dirs)).toEqual([]);
  expect(placeholderWarning([])).toBeUndefined();
});

test("a placeholder anywhere in the content is found, not only in the company's details", () => {
  const { content, dirs } = published();
  content.edit("pages/contact.json", (page) => {
    page.chapo = "Écrivez à ventes@example.org ou appelez le +216 71 000 000.";
  });
  content.edit("site/reglages.json", (settings) => (settings.signalementCsp = "https://rapports.example.net/csp"));
  content.edit("site/entreprise.json", (company) => (company.partenaire.url = "https://partenaire.test/"));
  const found = findPlaceholders(dirs);
  expect(found.map(({ file, field }) => `${file} › ${field}`)).toEqual([
    "content/pages/contact.json › chapo",
    "content/site/entreprise.json › partenaire.url",
    "content/site/reglages.json › signalementCsp",
  ]);
  // Words that merely look alike are not placeholders.
  content.edit("pages/contact.json", (page) => (page.chapo = "Par exemple, nos examples.com de grammages : +216 71 000 0001 n'est pas un numéro fictif."));
  content.edit("site/reglages.json", (settings) => delete settings.signalementCsp);
  content.edit("site/entreprise.json", (company) => delete company.partenaire.url);
  expect(findPlaceholders(dirs)).toEqual([]);
});

test("the ordinary build's warning is one line that names the two commands", () => {
  const warning = placeholderWarning(findPlaceholders({ contentDir: CONTENT_DIR, publicDir: PUBLIC_DIR }))!;
  expect(warning.split("\n")).toHaveLength(1);
  expect(warning).toMatch(/^Mise en ligne : 13 valeurs provisoires/);
  expect(warning).toContain("npm run build:production");
  expect(warning).toContain("npm run check:publication");
});

test("npm run check:publication refuses while placeholders remain, with one line each", () => {
  const run = spawnSync(process.execPath, [path.join(ROOT_DIR, "scripts", "check-publication.ts")], { cwd: ROOT_DIR, encoding: "utf8" });
  expect(run.status).toBe(1);
  const lines = run.stderr.split("\n").filter((line) => line.startsWith("  ✗ "));
  expect(lines).toHaveLength(13);
  expect(lines).toContain("  ✗ content/site/entreprise.json › email : « info@example.com » — indiquez l'adresse e-mail qui reçoit les messages du formulaire de contact.");
});
