import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { ContentCheck } from "#scripts/checks/content/check.ts";
import { CHECKS } from "#scripts/checks/content/checks/index.ts";
import { addresses } from "#scripts/checks/content/checks/addresses.ts";
import { altTexts } from "#scripts/checks/content/checks/alt-texts.ts";
import { claims } from "#scripts/checks/content/checks/claims.ts";
import { composition } from "#scripts/checks/content/checks/composition.ts";
import { copiedPages } from "#scripts/checks/content/checks/copied-pages.ts";
import { dataSheetRows } from "#scripts/checks/content/checks/data-sheet-rows.ts";
import { factPlaceholders } from "#scripts/checks/content/checks/fact-placeholders.ts";
import { families } from "#scripts/checks/content/checks/families.ts";
import { familyRanges } from "#scripts/checks/content/checks/family-ranges.ts";
import { generatedPdfs } from "#scripts/checks/content/checks/generated-pdfs.ts";
import { images } from "#scripts/checks/content/checks/images.ts";
import { internalLinks } from "#scripts/checks/content/checks/internal-links.ts";
import { markup } from "#scripts/checks/content/checks/markup.ts";
import { openingHours } from "#scripts/checks/content/checks/opening-hours.ts";
import { ownPictures } from "#scripts/checks/content/checks/own-pictures.ts";
import { pdfCharacters } from "#scripts/checks/content/checks/pdf-characters.ts";
import { plausibleValues } from "#scripts/checks/content/checks/plausible-values.ts";
import { productNames } from "#scripts/checks/content/checks/product-names.ts";
import { recommendedGrades } from "#scripts/checks/content/checks/recommended-grades.ts";
import { relatedSheets } from "#scripts/checks/content/checks/related-sheets.ts";
import { restatedFacts } from "#scripts/checks/content/checks/restated-facts.ts";
import { schemaReference } from "#scripts/checks/content/checks/schema-reference.ts";
import { sheetUses } from "#scripts/checks/content/checks/sheet-uses.ts";
import { svgSafety } from "#scripts/checks/content/checks/svg-safety.ts";
import { tables } from "#scripts/checks/content/checks/tables.ts";
import { templates } from "#scripts/checks/content/checks/templates.ts";
import { textSpacing } from "#scripts/checks/content/checks/text-spacing.ts";
import { PUBLIC_DIR } from "#scripts/lib/paths.ts";
import { ContentDraft } from "#test/support/content-draft.ts";
import { ContentSandbox } from "#test/support/content-sandbox.ts";

/*
 * Each check of scripts/checks/content/checks/ on its own: the real content passes,
 * and each kind of mistake it exists for gives its line (snapshot-locked wording).
 */

type Json = Record<string, any>;
type Change = (draft: ContentDraft) => void;

const draft = () => new ContentDraft();
const lines = (check: ContentCheck, change: Change, options = {}) => {
  const content = draft();
  change(content);
  return content.run(check, options);
};

/** One mistake gives exactly one line, saying what to do after " — ". */
function one(check: ContentCheck, change: Change, options = {}): string {
  const found = lines(check, change, options);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/ — \S/);
  return found[0];
}

test("every check has a kebab-case name, a description and its own module", () => {
  const names = CHECKS.map((check) => check.name);
  expect(new Set(names).size).toBe(names.length);
  for (const check of CHECKS) {
    expect(check.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(check.description.length).toBeGreaterThan(30);
  }
});

describe.each(CHECKS.map((check) => ({ name: check.name, check })))("$name", ({ check }) => {
  test("accepts the real content", () => {
    expect(draft().run(check)).toEqual([]);
  });
});

describe("addresses", () => {
  test("a file name with capitals and a space", () => {
    expect(one(addresses, (d) => d.add("applications/Signalétique.json", d.read("applications/papeterie.json")))).toMatchSnapshot();
  });
  test("a reserved address", () => {
    expect(one(addresses, (d) => d.add("pages/sitemap.json", d.read("pages/contact.json")))).toMatch(/l'adresse \/sitemap est réservée/);
  });
  test("a page named like a language's prefix", () => {
    expect(one(addresses, (d) => d.add("pages/en.json", d.read("pages/contact.json")))).toMatch(/content\/pages\/en\.json : l'adresse \/en\/ est celle des pages d'une langue du site .* — renommez le fichier\./);
  });
  test("two files with the same address, one line", () => {
    expect(one(addresses, (d) => d.add("pages/rbn.json", d.read("pages/contact.json")))).toMatch(/l'adresse \/rbn est déjà celle de content\/fiches\/rbn\.json|l'adresse \/rbn est déjà celle de content\/pages\/rbn\.json/);
  });
});

describe("schema-reference", () => {
  test("the $schema of another kind of file", () => {
    expect(one(schemaReference, (d) => d.edit("applications/papeterie.json", (a) => (a.$schema = "../../schema/fiche-technique.schema.json")))).toMatchSnapshot();
  });
});

describe("text-spacing", () => {
  test("a title made of spaces", () => {
    expect(one(textSpacing, (d) => d.edit("applications/papeterie.json", (a) => (a.titre = "          ")))).toMatchSnapshot();
  });
  test("a line break pasted into a search description, shown as ⏎", () => {
    const line = one(textSpacing, (d) => d.edit("fiches/stn.json", (s) => (s.meta.description = "Feuille thermoformable en stone paper,\npour barquettes et emballages alimentaires jetables.")));
    expect(line).toContain("⏎");
    expect(line).not.toContain("\n");
  });
  test("a title with a space at the end", () => {
    expect(one(textSpacing, (d) => d.edit("pages/contact.json", (p) => (p.titre = `${p.titre} `)))).toMatch(/commence ou se termine par une espace/);
  });
});

describe("markup", () => {
  const cases: [string, string, RegExp][] = [
    ["an HTML line break", "Résiste à l'eau.<br>Se plie sans casser.", /la balise HTML « <br> ».*ajoutez un élément à la liste des paragraphes/],
    ["bold in HTML", "Un papier <strong>sans bois</strong>.", /la balise HTML « <strong> ».*retirez la balise/],
    ["an entity", "Papier r&eacute;sistant à l'eau.", /« &eacute; ».*tapez directement le caractère « é »/],
    ["a numeric entity", "Papier r&#233;sistant à l'eau.", /« &#233; ».*« é »/],
    ["a no-break space entity", "80&nbsp;% de carbonate de calcium.", /« &nbsp; ».*tapez une espace ordinaire/],
    ["Markdown bold", "Un papier **sans bois** et résistant.", /« \*\*sans bois\*\* ».*astérisques/],
    ["a Markdown link", "Voir la [fiche RPN](/rpn) pour les épaisseurs.", /lien Markdown « \[fiche RPN\]\(\/rpn\) ».*« fiche RPN »/],
    ["a Markdown heading", "## Nos engagements", /« ## ».*chaque titre a son propre champ/],
    ["a typed bullet", "- Carnets et cahiers résistants à l'eau", /« - ».*puces/],
    // A slash may stand where a space would after a tag's name: browsers read these as tags.
    ["an image tag with a slash before its attributes", "Papier résistant.<img/src=x onerror=alert(1)>", /la balise HTML « <img\/src=x onerror=alert\(1\)> ».*retirez-la/],
    ["a closing tag with a slash after its name", "Papier résistant.</script/x>", /la balise HTML « <\/script\/x> ».*retirez-la/],
    ["an SVG tag with a slash before its attributes", "Papier <svg/onload=alert(1)> résistant.", /la balise HTML « <svg\/onload=alert\(1\)> ».*retirez-la/],
  ];
  test.each(cases)("%s", (_name, text, kind) => {
    const line = one(markup, (d) => d.edit("applications/papeterie.json", (a) => (a.description[0] = text)));
    expect(line).toMatch(kind);
  });
  test("R&D, comparisons and an opacity sign are not markup", () => {
    expect(lines(markup, (d) => d.edit("applications/papeterie.json", (a) => (a.description = ["Notre service R&D teste chaque lot.", "Moins de 5 % d'écart, opacité > 84 %, rapport < 1."])))).toEqual([]);
  });
  test("slashes between words and numbers are not markup", () => {
    expect(
      lines(markup, (d) =>
        d.edit("applications/papeterie.json", (a) => (a.description = ["Formats A4/A5 et A3, recto/verso.", "Rapport < 1/2 et > 1/3, soit <3/4> au plus.", "Le carton/papier se plie < 90/100 fois."])),
      ),
    ).toEqual([]);
  });
});

describe("templates", () => {
  test("a placeholder the field does not define", () => {
    expect(one(templates, (d) => d.edit("site/interface.json", (ui) => (ui.copyright = "© {annee} {entreprise}. Tous droits réservés.")))).toMatchSnapshot();
  });
  test("a placeholder in a text that is no template", () => {
    expect(one(templates, (d) => d.edit("fiches/rpn.json", (s) => (s.meta.titre = "Fiche technique {code} — papier minéral")))).toMatch(/« \{code\} » n'est remplacé par rien/);
  });
  test("a brace left alone", () => {
    expect(one(templates, (d) => d.edit("site/interface.json", (ui) => (ui.copyright = "© {annee {nom}. Tous droits réservés.")))).toMatch(/accolade|n'est pas remplacé/);
  });
  test("the placeholders each template defines pass", () => {
    expect(lines(templates, (d) => d.edit("site/interface.json", (ui) => (ui.fiche.devisTitre = "Un projet avec le {code} ? Parlons-en")))).toEqual([]);
  });
});

describe("fact-placeholders", () => {
  test("a company detail the content does not hold names those it does", () => {
    const line = one(factPlaceholders, (d) => d.edit("pages/mentions-legales.json", (p) => (p.blocs[0].paragraphes[0] = "Ce site est édité par {entreprise.raisonSociale}.")));
    expect(line).toMatch(/« \{entreprise\.raisonSociale\} » n'existe pas — écrivez .*\{entreprise\.nom\}.*\{hebergeur\.adresse\}, tirés de content\/site\/entreprise\.json\./);
  });
  test("a misspelt fact", () => {
    expect(one(factPlaceholders, (d) => d.edit("pages/applications.json", (p) => (p.chapo = "{applications.nombres} secteurs où le stone paper résiste à l'eau.")))).toMatchSnapshot();
  });
  test("a family code no sheet has", () => {
    expect(one(factPlaceholders, (d) => d.edit("applications/papeterie.json", (a) => (a.description[0] = "Le papier XYZ ({XYZ.epaisseurs.plage} µm) convient aux carnets.")))).toMatch(/aucune fiche technique n'a le code XYZ/);
  });
  test("a sheet's own rows quoted outside a sheet", () => {
    expect(one(factPlaceholders, (d) => d.edit("pages/accueil.json", (p) => (p.chapo = "Du papier de {fiche.epaisseurs.plage} µm, résistant à l'eau et à la déchirure, fabriqué en Tunisie.")))).toMatch(/ne s'emploie que dans une fiche technique/);
  });
  test("a text too long once filled", () => {
    const line = one(factPlaceholders, (d) => d.edit("fiches/rpn.json", (s) => (s.carte.description = "Papier de {fiche.epaisseurs} µm pour l'impression offset et numérique, les étiquettes, les billets, les cartes et les sachets souples")));
    expect(line).toMatch(/une fois rempli, le texte « Papier de 60, 80, 100, 120, 150, 200 ou 250 µm .* fait 1\d\d caractères .* 140 au maximum/);
  });
  test("placeholders of the data are accepted wherever they fit", () => {
    expect(lines(factPlaceholders, (d) => d.edit("applications/etiquette-bouteilles.json", (a) => (a.resume = "Étiquettes en RPN de {RPN.epaisseurs.plage} µm, parmi {fiches.nombre} familles.")))).toEqual([]);
  });
});

describe("alt-texts", () => {
  const cases: [string, RegExp][] = [
    ["Illustration 12", /ne dit pas ce que montre l'image/],
    ["vignette-galerie-3.jpg", /ne dit pas ce que montre l'image/],
    ["IMG_20240512_1430", /ne dit pas ce que montre l'image/],
    ["Image de carnets verts posés sur une table", /commence par « Image de ».*« Carnets verts posés sur une table »/],
    ["Photo d'un rouleau de papier blanc", /commence par « Photo d' ».*« Un rouleau de papier blanc »/],
  ];
  test.each(cases)("« %s »", (alt, kind) => {
    expect(one(altTexts, (d) => d.edit("applications/papeterie.json", (a) => (a.galerie[1].alt = alt)))).toMatch(kind);
  });
  test("an alt text that mentions a photo in passing is fine", () => {
    expect(lines(altTexts, (d) => d.edit("applications/papeterie.json", (a) => (a.galerie[1].alt = "Atelier photographié de nuit, rouleaux de stone paper empilés")))).toEqual([]);
  });
});

describe("claims", () => {
  const refused = [
    "Un papier éco-responsable pour vos carnets.",
    "Un papier écoresponsable pour vos carnets.",
    "Un matériau 100 % naturel.",
    "Des sacs recyclables à 100 %.",
    "Recyclable à 100% dans toutes les filières.",
    "Une production zéro déchet.",
    "Un emballage sans plastique.",
    "Un papier neutre en carbone.",
    "Un papier respectueux de la planète.",
    "Étiquettes WATERPROOF pour les bouteilles.",
    "Fabriqué sans eau ni bois.",
    "Carnets 100% imperméables.",
    "Papier BIO-DÉGRADABLE.",
  ];
  test.each(refused)("%s", (text) => {
    expect(one(claims, (d) => d.edit("applications/papeterie.json", (a) => (a.description[0] = text)))).toMatch(/l'allégation « .+ » est interdite/);
  });
  const honest = [
    "Le stone paper n'est pas biodégradable : il se récupère avec les plastiques là où une filière existe.",
    "Il n'est ni compostable ni recyclable à 100 %.",
    "Neutre en carbone selon l'analyse de cycle de vie de 2024 (source : rapport du fabricant).",
    "Sans fibre de bois, presque sans eau de procédé.",
    "Ne le dites pas écologique : dites ce qu'il contient.",
  ];
  test.each(honest)("passes: %s", (text) => {
    expect(lines(claims, (d) => d.edit("applications/papeterie.json", (a) => (a.description[0] = text)))).toEqual([]);
  });
  test("a false claim stays refused even with a source", () => {
    expect(one(claims, (d) => d.edit("applications/papeterie.json", (a) => (a.description[0] = "Biodégradable selon notre étude interne.")))).toMatchSnapshot();
  });
});

describe("pdf-characters", () => {
  test("an emoji in a data sheet's uses", () => {
    expect(one(pdfCharacters, (d) => d.edit("fiches/stn.json", (s) => (s.usages[0] = "Barquettes 🍓")))).toMatchSnapshot();
  });
  test("an emoji in a text the PDFs do not print is the site's business", () => {
    expect(lines(pdfCharacters, (d) => d.edit("pages/contact.json", (p) => (p.chapo = `${p.chapo} 🙂`)))).toEqual([]);
  });
});

describe("images", () => {
  test("a picture that is not there", () => {
    expect(one(images, (d) => d.edit("fiches/rbn.json", (s) => (s.carte.image.src = "/images/fiches/rbn-2.svg")))).toMatchSnapshot();
  });
});

describe("svg-safety", () => {
  const withPublic = (svg: string, run: (publicDir: string) => void) => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "public-"));
    try {
      cpSync(PUBLIC_DIR, publicDir, { recursive: true });
      writeFileSync(path.join(publicDir, "images", "marque", "logo.svg"), svg);
      run(publicDir);
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  };
  const cases: [string, string, RegExp][] = [
    ["a script", `<svg xmlns="http://www.w3.org/2000/svg">\n  <script>alert(1)</script>\n</svg>`, /public\/images\/marque\/logo\.svg › ligne 2, colonne 3 : ce SVG contient un élément <script>/],
    ["an event handler", `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>`, /l'attribut « onload »/],
    ["a javascript: link", `<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>`, /un lien « javascript:alert\(1\) »/],
    ["a script under another prefix", `<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg>`, /un élément <svg:script>/],
    ["an HTML script", `<svg xmlns="http://www.w3.org/2000/svg"><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`, /un élément <h:script>/],
    ["a link written with a character reference", `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="&#106;avascript:alert(1)"/></svg>`, /un lien « javascript:alert\(1\) »/],
    ["a file that is not XML", `<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>`, /n'est pas un SVG lisible/],
  ];
  test.each(cases)("%s", (_name, svg, kind) => {
    withPublic(svg, (publicDir) => expect(one(svgSafety, () => undefined, { publicDir })).toMatch(kind));
  });
  test("a picture under content/images/ too", () => {
    const sandbox = new ContentSandbox();
    try {
      sandbox.writeImage("fiches/rbn.svg", `<svg xmlns="http://www.w3.org/2000/svg"><image href="#dessin" onerror="alert(1)"/></svg>`);
      expect(one(svgSafety, () => undefined, { contentDir: sandbox.dir })).toMatch(/^content\/images\/fiches\/rbn\.svg › ligne 1, colonne \d+ : .*« onerror »/);
    } finally {
      sandbox.dispose();
    }
  });
});

describe("internal-links", () => {
  test("a link to no page", () => {
    expect(one(internalLinks, (d) => d.edit("pages/accueil.json", (p) => (p.liens[1].href = "/application")))).toMatchSnapshot();
  });
});

describe("data-sheet-rows", () => {
  test("grammage that is not thickness × density", () => {
    expect(one(dataSheetRows, (d) => d.edit("fiches/rbn.json", (s) => (s.lignes[2].grammage = 460)))).toMatch(/ligne 3 \(300 µm\) › grammage \(lignes\[2\]\.grammage\) : 460 ne correspond pas/);
  });
  test("rows out of order", () => {
    expect(one(dataSheetRows, (d) => d.edit("fiches/rpn.json", (s) => s.lignes.splice(1, 0, s.lignes.splice(3, 1)[0])))).toMatchSnapshot();
  });
  test("the same thickness twice", () => {
    expect(one(dataSheetRows, (d) => d.edit("fiches/spn.json", (s) => s.lignes.splice(1, 0, structuredClone(s.lignes[1]))))).toMatchSnapshot();
  });
});

describe("tables", () => {
  test("a row written twice", () => {
    expect(one(tables, (d) => d.edit("pages/pourquoi-stone-paper.json", (p) => p.blocs[0].tableau.lignes.push([...p.blocs[0].tableau.lignes[0]])))).toMatchSnapshot();
  });
  test("a row with a cell too many", () => {
    expect(one(tables, (d) => d.edit("pages/pourquoi-stone-paper.json", (p) => p.blocs[0].tableau.lignes[0].push("Extra")))).toMatch(/4 cellules pour 3 colonnes/);
  });
});

describe("opening-hours", () => {
  test("closing before opening", () => {
    expect(one(openingHours, (d) => d.edit("site/entreprise.json", (c) => (c.horaires[1].fermeture = "07:00")))).toMatch(/^content\/site\/entreprise\.json › Samedi \(horaires\[1\]\) : l'ouverture \(08:00\) doit précéder la fermeture \(07:00\)/);
  });
});

describe("composition", () => {
  test("shares that do not make 100 %", () => {
    expect(one(composition, (d) => d.edit("site/documents-pdf.json", (p) => (p.catalogue.composition.repartition[0].pourcentage = 85)))).toMatch(/totalisent 105 %/);
  });
});

describe("plausible-values", () => {
  test("a catalogue edition decades ahead", () => {
    expect(one(plausibleValues, (d) => d.edit("site/entreprise.json", (c) => (c.catalogue.edition = 2052)), { year: 2026 })).toMatchSnapshot();
  });
  test("next year's edition is fine", () => {
    expect(lines(plausibleValues, (d) => d.edit("site/entreprise.json", (c) => (c.catalogue.edition = 2027)), { year: 2026 })).toEqual([]);
  });
});

describe("related-sheets", () => {
  test("a sheet that does not exist", () => {
    expect(one(relatedSheets, (d) => d.edit("fiches/rbn.json", (s) => (s.fichesLiees[2] = "rpm")))).toMatch(/aucune fiche content\/fiches\/rpm\.json n'existe/);
  });
});

describe("recommended-grades", () => {
  const edit = (change: (grade: Json) => void) => (d: ContentDraft) => d.edit("applications/papeterie.json", (a) => change(a.recommandations[0]));
  test("a data sheet that does not exist", () => {
    expect(one(recommendedGrades, edit((g) => (g.fiche = "rpm")))).toMatchSnapshot();
  });
  test("a thickness the sheet does not have", () => {
    expect(one(recommendedGrades, edit((g) => (g.epaisseurs = [80, 90, 100])))).toMatchSnapshot();
  });
  test("thicknesses out of order", () => {
    expect(one(recommendedGrades, edit((g) => (g.epaisseurs = [120, 80])))).toMatch(/de la plus fine à la plus épaisse .* 80 et 120/);
  });
  test("the same sheet recommended twice on a page", () => {
    const line = one(recommendedGrades, (d) => d.edit("applications/papeterie.json", (a) => a.recommandations.push({ ...a.recommandations[0], epaisseurs: [200] })));
    expect(line).toMatch(/recommandations\[2\]\.fiche.*déjà recommandée sur cette page \(recommandation 1\)/);
  });
  test("a sheet's row removed that a page no longer recommends: fine", () => {
    expect(lines(recommendedGrades, (d) => d.edit("fiches/rbn.json", (s) => s.lignes.splice(0, 1)))).toEqual([]);
  });
  test("a row removed that a page recommends: the page is named", () => {
    expect(one(recommendedGrades, (d) => d.edit("fiches/stn.json", (s) => s.lignes.splice(1, 1)))).toMatch(/emballages-alimentaire\.json.*500 µm n'est pas une épaisseur du STN/);
  });
});

describe("families", () => {
  const copy = (d: ContentDraft, change: (sheet: Json) => void) => {
    const sheet = structuredClone(d.read("fiches/rpn.json"));
    change(sheet);
    d.add("fiches/xpn.json", sheet);
  };
  test("two sheets with the same code", () => {
    expect(one(families, (d) => copy(d, (s) => (s.nom = { court: "papier extra", long: "papier extra blanc" })))).toMatchSnapshot();
  });
  test("a code twice in the comparison table", () => {
    expect(one(families, (d) => d.edit("familles.json", (f) => f.familles.push({ ...f.familles[0] })))).toMatch(/RPN a déjà sa ligne \(ligne 1\)/);
  });
  test("a new sheet without its line in the table", () => {
    expect(one(families, (d) => copy(d, (s) => (s.code = "XPN")))).toMatch(/la famille XPN \(content\/fiches\/xpn\.json\) manque dans le tableau comparatif/);
  });
});

describe("copied-pages", () => {
  test("an application copied without changing its menu label and title: one line naming the model", () => {
    const line = one(copiedPages, (d) => d.add("applications/signaletique.json", { ...d.read("applications/papeterie.json"), ordre: 7 }));
    expect(line).toMatchSnapshot();
  });
  test("a copy whose file name sorts before its model's, in the model's place in the menu: the copy is the one named", () => {
    const line = one(copiedPages, (d) => d.add("applications/affiches.json", d.read("applications/papeterie.json")));
    expect(line).toMatch(/^content\/applications\/affiches\.json › menu : .* reprennent ceux de content\/applications\/papeterie\.json/);
  });
  test("a copy with its own menu label and titles passes", () => {
    expect(
      lines(copiedPages, (d) =>
        d.add("applications/signaletique.json", {
          ...d.read("applications/papeterie.json"),
          menu: "Signalétique",
          titre: "Stone paper pour la signalétique",
          meta: { titre: "Signalétique en stone paper", description: "Panneaux, affiches et plans d'orientation en stone paper, résistants à l'humidité." },
        }),
      ),
    ).toEqual([]);
  });
});

describe("own-pictures", () => {
  const copy = (d: ContentDraft, change: (data: Json) => void = () => {}) => {
    const data = { ...structuredClone(d.read("applications/papeterie.json")), menu: "Signalétique", ordre: 7 };
    change(data);
    d.add("applications/signaletique.json", data);
  };
  test("a copied page's main picture is named, with its model, under the picture", () => {
    const line = one(ownPictures, (d) => copy(d));
    expect(line).toMatchSnapshot();
    expect(line).toMatch(/^content\/applications\/signaletique\.json › .*imagePrincipale\.src.* : c'est encore l'image de la page « Papeterie » \(content\/applications\/papeterie\.json\), avec son texte alternatif — /);
  });
  test("the copy is the page that does not hold the picture in its folder, whatever their order", () => {
    const line = one(ownPictures, (d) => {
      copy(d, (data) => (data.ordre = 1));
      d.edit("applications/papeterie.json", (data) => (data.ordre = 8));
    });
    expect(line).toMatch(/^content\/applications\/signaletique\.json › /);
  });
  test("a new picture with the model's alt text: the line is under the alt text", () => {
    const line = one(ownPictures, (d) => copy(d, (data) => (data.imagePrincipale.src = "/images/applications/signaletique/signaletique-principale.svg")));
    expect(line).toMatch(/imagePrincipale\.alt.* : ce texte alternatif est celui de l'image de la page « Papeterie »/);
  });
  test("a data sheet with another sheet's card picture is named", () => {
    const line = one(ownPictures, (d) => d.edit("fiches/stn.json", (data) => (data.carte.image = structuredClone(d.read("fiches/rbn.json").carte.image))));
    expect(line).toMatch(/^content\/fiches\/stn\.json › .*carte\.image\.src.* : c'est encore l'image de la page « RBN » \(content\/fiches\/rbn\.json\)/);
  });
  test("shared gallery pictures pass, and so does a copy with its own main picture and words", () => {
    expect(
      lines(ownPictures, (d) =>
        copy(d, (data) => (data.imagePrincipale = { src: "/images/applications/signaletique/signaletique-principale.svg", alt: "Panneau d'orientation vert fixé à un mur clair" })),
      ),
    ).toEqual([]);
  });
});

describe("restated-facts", () => {
  test("a count written out that the data contradicts", () => {
    expect(one(restatedFacts, (d) => d.edit("pages/accueil.json", (p) => (p.blocs[2].titre = "Sept secteurs d'application")))).toMatchSnapshot();
  });
  test("a total with a determiner", () => {
    expect(one(restatedFacts, (d) => d.edit("site/interface.json", (ui) => (ui.fiche.comparatif = "Les cinq familles")))).toMatch(/« Les cinq familles » alors que content\/fiches\/ compte 4 fiches techniques — écrivez « Les \{fiches\.nombre\} familles »/);
  });
  test("a part of the whole is not the total", () => {
    expect(lines(restatedFacts, (d) => d.edit("applications/emballages-alimentaire.json", (a) => (a.description[0] = `Trois familles servent l'emballage alimentaire. ${a.description[0].split(". ").slice(1).join(". ")}`)))).toEqual([]);
  });
  test("a sheet's description that lists thicknesses its rows no longer have", () => {
    expect(one(restatedFacts, (d) => d.edit("fiches/spn.json", (s) => (s.carte.description = "Papier souple de 60, 80, 100 ou 120 µm pour sacs de courses et nappes.")))).toMatchSnapshot();
  });
  test("a range in another page that goes beyond a family's rows", () => {
    expect(one(restatedFacts, (d) => d.edit("applications/etiquette-bouteilles.json", (a) => (a.description = a.description.map((text: string) => text.replace(/RPN de \S+ à \S+ µm/, "RPN de 40 à 120 µm")))))).toMatch(
      /« 40 à 120 µm » pour le RPN sort de sa gamme \(content\/familles\.json : 50 à 250 µm ; lignes de content\/fiches\/rpn\.json : 60, 80, 100, 120, 150, 200 et 250 µm\)/,
    );
  });
  test("a part of a family's range in another page passes", () => {
    expect(lines(restatedFacts, (d) => d.edit("applications/papeterie.json", (a) => (a.description[0] = "Le papier RPN de 80 à 120 µm convient aux carnets.")))).toEqual([]);
  });
  test("a category that lists a thickness removed from the rows", () => {
    expect(one(restatedFacts, (d) => d.edit("fiches/rbn.json", (s) => s.lignes.splice(3, 1)))).toMatchSnapshot();
  });
  test("a row that no category lists: the family table follows by itself, the category is to correct", () => {
    const found = lines(restatedFacts, (d) => d.edit("fiches/rbn.json", (s) => s.lignes.push({ epaisseur: 450, densite: 1.5, grammage: 675, opacite: "> 84" })));
    expect(found).toEqual([expect.stringMatching(/^content\/fiches\/rbn\.json › ligne 6 \(450 µm\) \(lignes\[5\]\) : l'épaisseur 450 µm n'est dans aucune catégorie/)]);
  });
  test("a thickness in two categories", () => {
    expect(one(restatedFacts, (d) => d.edit("fiches/rbn.json", (s) => s.categories.lignes[1].epaisseurs.push(350)))).toMatch(
      /categories › ligne 2 \(Carton moyen\) › epaisseurs › épaisseur 2 \(350 µm\) .* : 350 µm est déjà dans la catégorie « Carton fort »|350 µm est déjà dans la catégorie « Carton moyen »/,
    );
  });
  test("a family made in a few thicknesses written as a span", () => {
    expect(one(restatedFacts, (d) => d.edit("fiches/spn.json", (s) => (s.carte.description = "Papier souple de 60 à 100 µm pour sacs de courses et nappes.")))).toMatch(
      /« 60 à 100 µm » présente le SPN comme une plage, alors qu'il n'existe qu'en 60, 80 ou 100 µm \(content\/familles\.json\) — écrivez « \{fiche\.gamme\} µm »/,
    );
  });
  test("the family's stated range, wider than its rows, written out in its own sheet passes", () => {
    expect(lines(restatedFacts, (d) => d.edit("fiches/rpn.json", (s) => (s.carte.description = "Papier de 50 à 250 µm pour l'impression, les étiquettes et les cartes.")))).toEqual([]);
  });
  test("an opacity stated in a feature that the rows contradict", () => {
    expect(one(restatedFacts, (d) => d.edit("fiches/stn.json", (s) => (s.caracteristiques[5].libelle = "Opacité > 95 %")))).toMatch(/« Opacité > 95 % » ne correspond plus à l'opacité minimale/);
  });
});

describe("family-ranges", () => {
  const writeSpn = (d: ContentDraft, range: string) => d.edit("familles.json", (f) => (f.familles[3].epaisseur = range));
  test("a list written out that leaves out a new row", () => {
    expect(
      one(familyRanges, (d) => writeSpn(d, "60, 80 ou 100").edit("fiches/spn.json", (s) => s.lignes.push({ epaisseur: 120, densite: 1, grammage: 120, opacite: "> 80" }))),
    ).toMatchSnapshot();
  });
  test("a range's end without a row passes: the family's range is the catalogue's, not the rows'", () => {
    expect(lines(familyRanges, (d) => d.edit("familles.json", (f) => (f.familles[0].epaisseur = "50 à 300")))).toEqual([]);
  });
  test("a range narrower than the rows", () => {
    expect(one(familyRanges, (d) => d.edit("familles.json", (f) => (f.familles[1].epaisseur = "250 à 400")))).toMatch(/« 250 à 400 » ne couvre pas 200 µm, qui est dans content\/fiches\/rbn\.json .* élargissez la gamme de la famille, ou corrigez les lignes de la fiche/);
  });
  test("a listed thickness without its row", () => {
    expect(one(familyRanges, (d) => writeSpn(d, "60, 80, 100 ou 120"))).toMatch(/« 60, 80, 100 ou 120 » annonce 120 µm, qui n'a pas de ligne dans content\/fiches\/spn\.json/);
  });
  test("a range that reads neither as a span nor as a list", () => {
    expect(one(familyRanges, (d) => d.edit("familles.json", (f) => (f.familles[1].epaisseur = "400 à 200")))).toMatch(/« 400 à 200 » n'est ni une plage ni une liste d'épaisseurs .* « 200 à 400 »/);
  });
  test("a density that is not the rows'", () => {
    expect(one(familyRanges, (d) => d.edit("familles.json", (f) => (f.familles[2].densite = "1,50 ± 0,2")))).toMatch(/la densité « 1,50 ± 0,2 » ne part pas de celle des lignes de content\/fiches\/stn\.json \(1,6 g\/cm³\)/);
  });
  test("the content's ranges, as the specification states them, pass", () => {
    expect(lines(familyRanges, (d) => writeSpn(d, "60, 80 ou 100").edit("familles.json", (f) => (f.familles[0].epaisseur = "50 à 250")))).toEqual([]);
  });
});

describe("sheet-uses", () => {
  test("a list of uses beside the categories table", () => {
    expect(one(sheetUses, (d) => d.edit("fiches/rbn.json", (s) => (s.usages = ["Sacs en papier", "Boîtes"])))).toMatchSnapshot();
  });
  test("a sheet without any use", () => {
    expect(one(sheetUses, (d) => d.edit("fiches/stn.json", (s) => delete s.usages))).toMatch(/^content\/fiches\/stn\.json : cette fiche n'a aucun usage — ajoutez la liste « usages »/);
  });
  test("a use in two categories", () => {
    expect(one(sheetUses, (d) => d.edit("fiches/rbn.json", (s) => s.categories.lignes[2].usages.push("Brochures")))).toMatch(/« Brochures » figure déjà dans cette fiche \(categories\.lignes\[0\]\.usages\[1\]\)/);
  });
});

describe("product-names", () => {
  test("a third name after the code's dash", () => {
    expect(one(productNames, (d) => d.edit("fiches/rbn.json", (s) => (s.meta.titre = "Fiche technique RBN — carton minéral sans couchage")))).toMatchSnapshot();
  });
  test("another kind of product before a code", () => {
    expect(one(productNames, (d) => d.edit("applications/emballages-luxe.json", (a) => (a.description[0] = a.description[0].replace("Le carton RBN", "Le papier RBN"))))).toMatch(
      /« papier RBN » : le RBN est un carton \(content\/fiches\/rbn\.json : « carton minéral »\) — écrivez « carton RBN »/,
    );
  });
  test("its names, a thickness after the dash, sheets of a paper and placeholders pass", () => {
    expect(
      lines(productNames, (d) =>
        d.edit("applications/papeterie.json", (a) => {
          a.description[0] = "Le RBN — carton minéral, en feuilles — et le RPN — papier riche en minéraux, non couché.";
          a.description[1] = "Des feuilles RPN de 80 µm, une demande RBN — 300 µm, le papier {RPN.nom.court} et RBN — {RBN.nom.long}.";
        }),
      ),
    ).toEqual([]);
  });
});

describe("generated-pdfs", () => {
  test("a data sheet PDF put in public/ by hand", () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "public-"));
    try {
      cpSync(PUBLIC_DIR, publicDir, { recursive: true });
      const catalogue = path.join(publicDir, "catalogue");
      cpSync(path.join(PUBLIC_DIR, "images", "marque", "logo.svg"), path.join(catalogue, "fiche-technique-stn.pdf"), { recursive: true });
      expect(one(generatedPdfs, () => undefined, { publicDir })).toMatch(/^content\/fiches\/stn\.json › code : le site produit lui-même \/catalogue\/fiche-technique-stn\.pdf/);
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
