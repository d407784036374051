import { expect, test } from "vitest";
import { errorPage } from "#scripts/checks/content/vite-plugin.ts";

/* The page `npm run dev` shows in place of every page while the content has errors: French only, each line as the terminal prints it. */

test("one line per error, as the check words it, its markup escaped, in a French page that reloads once the content is valid", () => {
  const html = errorPage([
    { file: "content/fiches/rbn.json", path: "lignes[2].grammage", message: "460 ne correspond pas à 300 µm × 1,5 g/cm³ = 450 g/m² — corrigez l'épaisseur ou le grammage." },
    { file: "content/pages/accueil.json", path: "titre", message: "<b> n'est pas permis — écrivez le texte seul." },
  ]);
  expect(html).toMatch(/^<!doctype html>\n<html lang="fr">/);
  expect(html).toContain("<title>Contenu à corriger (2 erreurs)</title>");
  expect(html).toContain("<li>content/fiches/rbn.json › lignes[2].grammage : 460 ne correspond pas à 300 µm × 1,5 g/cm³ = 450 g/m² — corrigez l'épaisseur ou le grammage.</li>");
  expect(html).toContain("&#60;b&#62; n'est pas permis");
  expect(html).not.toContain("<b>");
  // Vite's client, for the reload the check sends once the content is valid.
  expect(html).toContain(`<script type="module" src="/@vite/client"></script>`);
});
