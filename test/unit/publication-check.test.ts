import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { CONTENT_DIR, PUBLIC_DIR, ROOT_DIR } from "#scripts/lib/paths.ts";
import { findMissingFacts, findPlaceholders, findUnreadyLanguages, formatPlaceholder, placeholderWarning } from "#scripts/checks/publication-check.ts";
import { formatMissingFact } from "#scripts/checks/buyer-facts-to-supply.ts";
import { loadContent } from "#app/content/loader.server.ts";
import { readContent } from "#test/support/content.ts";
import { goLiveEdits, PARTNER_LOGO } from "#test/support/go-live.ts";
import { ContentSandbox } from "#test/support/content-sandbox.ts";

const sandboxes: { dispose(): void }[] = [];
const readSheets = () => loadContent(CONTENT_DIR).sheets;
const SHEETS = readSheets().map((sheet) => sheet.slug);
afterEach(() => {
  for (const sandbox of sandboxes.splice(0)) sandbox.dispose();
});

/** content/ and public/ copies, filled with what a real company would put there. */
function published() {
  const content = new ContentSandbox();
  const publicDir = mkdtempSync(path.join(tmpdir(), "public-"));
  cpSync(PUBLIC_DIR, publicDir, { recursive: true });
  sandboxes.push(content, { dispose: () => rmSync(publicDir, { recursive: true, force: true }) });
  writeFileSync(path.join(publicDir, "images", "marque", "partenaire.svg"), PARTNER_LOGO);
  const processes = (readContent("site/procedes.json").procedes as { cle: string }[]).map((process) => process.cle);
  for (const { file, change } of goLiveEdits(processes, SHEETS)) content.edit(file, change);
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
  expect(findMissingFacts(dirs)).toEqual([]);
  expect(findUnreadyLanguages(dirs)).toEqual([]);
  expect(placeholderWarning([], [])).toBeUndefined();
});

test("the shipped data sheets: every buyer fact still to supply, sheet by sheet, in French", () => {
  const found = findMissingFacts({ contentDir: CONTENT_DIR, publicDir: PUBLIC_DIR });
  const sheets = readSheets();
  // Each sheet lacks its minimum order and lead time today, and says so once each.
  for (const { slug, data } of sheets) {
    const fields = found.filter((fact) => fact.file === `content/fiches/${slug}.json`).map((fact) => fact.field);
    expect(fields).toContain("commandeMinimale");
    expect(fields).toContain("delai");
    expect(new Set(fields).size).toBe(fields.length);
    if (!data.contactAlimentaire) expect(fields).toContain("contactAlimentaire");
  }
  const stn = found.find((fact) => fact.file === "content/fiches/stn.json" && fact.field === "procedes")!;
  expect(formatMissingFact(stn)).toMatch(/^content\/fiches\/stn\.json › procedes : à fournir — indiquez l'aptitude du STN à : « offset conventionnel », .*« gaufrage ».* — « adapte », « sous-conditions » avec la condition, ou « deconseille » avec la raison\.$/);
});

test("a fact supplied for some thicknesses only is listed for the others; a fact supplied leaves the list", () => {
  const { content, dirs } = published();
  content.edit("fiches/rbn.json", (data) => {
    data.procedes = data.procedes.filter((rating: { procede: string }) => rating.procede !== "gaufrage");
    data.procedes.push({ procede: "gaufrage", statut: "adapte", epaisseurs: [300, 350, 400] });
    delete data.delai;
  });
  expect(findMissingFacts(dirs).map(formatMissingFact)).toEqual([
    "content/fiches/rbn.json › procedes : à fournir — indiquez l'aptitude du RBN à : « gaufrage » (à 200 et 250 µm) — « adapte », « sous-conditions » avec la condition, ou « deconseille » avec la raison.",
    "content/fiches/rbn.json › delai : à fournir — indiquez le délai habituel entre la commande et l'expédition (de … à …, en jours ouvrés ou en semaines).",
  ]);
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
  const dirs = { contentDir: CONTENT_DIR, publicDir: PUBLIC_DIR };
  const warning = placeholderWarning(findPlaceholders(dirs), findMissingFacts(dirs))!;
  expect(warning.split("\n")).toHaveLength(1);
  expect(warning).toMatch(/^Mise en ligne : 13 valeurs provisoires \(.*\), \d+ faits d'achat à fournir/);
  expect(warning).toContain("npm run build:production");
  expect(warning).toContain("npm run check:publication");
});

test("npm run check:publication refuses while placeholders remain, with one line each", () => {
  const run = spawnSync(process.execPath, [path.join(ROOT_DIR, "scripts", "check-publication.ts")], { cwd: ROOT_DIR, encoding: "utf8" });
  expect(run.status).toBe(1);
  const lines = run.stderr.split("\n").filter((line) => line.startsWith("  ✗ "));
  const dirs = { contentDir: CONTENT_DIR, publicDir: PUBLIC_DIR };
  // One line per placeholder, per missing fact and per language not ready (a draft, or texts to translate).
  expect(lines).toHaveLength(13 + findMissingFacts(dirs).length + findUnreadyLanguages(dirs).length);
  expect(lines).toContain("  ✗ content/site/entreprise.json › email : « info@example.com » — indiquez l'adresse e-mail qui reçoit les messages du formulaire de contact.");
});
