import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { schemaForFile, TRANSLATION_SCHEMA } from "#app/model/collections.ts";
import { PUBLIC_DIR, SCHEMA_DIR } from "#scripts/lib/paths.ts";
import { formatError, validateContent, type ContentError } from "#scripts/checks/content/validate.ts";
import { ContentSandbox } from "#test/support/content-sandbox.ts";
import { ContentTexts } from "#test/support/content-texts.ts";

type Json = Record<string, any>;

// Each case changes its own copy of the content's texts, in memory; cases that add a picture have a folder of their own.
let content: ContentTexts;
beforeEach(() => {
  content = new ContentTexts();
});

test("all real content is valid", () => {
  const { errors, files } = validateContent();
  expect(errors.map(formatError)).toEqual([]);
  expect(files.size).toBeGreaterThanOrEqual(21);
});

/** Expect exactly one error and return it formatted, for the snapshot. */
function single(errors: ContentError[], file: string, fieldPath: string, kind: RegExp): string {
  expect(errors.map(formatError)).toHaveLength(1);
  const [error] = errors;
  expect(error.file).toBe(`content/${file}`);
  expect(error.path).toBe(fieldPath);
  expect(error.message).toMatch(kind);
  // Each message says what to do: an em dash followed by an instruction.
  expect(error.message).toMatch(/ — \S/);
  return formatError(error);
}

interface Case {
  name: string;
  file: string;
  change: (data: Json) => void;
  path: string;
  kind: RegExp;
}

const cases: Case[] = [
  { name: "missing required field", file: "pages/contact.json", change: (d) => delete d.meta.titre, path: "meta", kind: /champ obligatoire « titre »/ },
  { name: "wrong type (text for a number)", file: "fiches/rbn.json", change: (d) => (d.lignes[0].epaisseur = "200"), path: "lignes[0].epaisseur", kind: /doit être un nombre entier/ },
  { name: "decimal where an integer is required", file: "fiches/rbn.json", change: (d) => (d.lignes[1].epaisseur = 250.5), path: "lignes[1].epaisseur", kind: /nombre entier/ },
  { name: "number below the minimum", file: "fiches/rpn.json", change: (d) => { d.lignes[0].epaisseur = 5; d.lignes[0].grammage = 10; d.lignes[0].densite = 2; }, path: "lignes[0].epaisseur", kind: /5 est trop petit \(Épaisseur \(µm\)\) : le minimum est 20/ },
  { name: "number above the maximum", file: "fiches/stn.json", change: (d) => { d.lignes[0].densite = 4; d.lignes[0].grammage = 1600; }, path: "lignes[0].densite", kind: /4 est trop grand .* le maximum est 3/ },
  { name: "text too short", file: "applications/papeterie.json", change: (d) => (d.meta.description = "Trop court."), path: "meta.description", kind: /trop court .* au moins 50/ },
  { name: "text too long", file: "fiches/spn.json", change: (d) => (d.meta.titre = "x".repeat(71)), path: "meta.titre", kind: /trop long .* 70 au maximum/ },
  { name: "empty text", file: "site/interface.json", change: (d) => (d.lienEvitement = ""), path: "lienEvitement", kind: /le texte est vide/ },
  { name: "text with a stray space", file: "site/interface.json", change: (d) => (d.menuMobileTitre = "Menu "), path: "menuMobileTitre", kind: /commence ou se termine par une espace/ },
  { name: "four example uses instead of five", file: "applications/papeterie.json", change: (d) => d.exemples.pop(), path: "exemples", kind: /exactement 5 éléments .* en a 4 — ajoutez-en 1/ },
  { name: "six example uses instead of five", file: "applications/papiers-peints.json", change: (d) => d.exemples.push("Un sixième exemple"), path: "exemples", kind: /exactement 5 éléments .* en a 6 — retirez-en 1/ },
  { name: "gallery with 3 images", file: "applications/emballages-luxe.json", change: (d) => (d.galerie = d.galerie.slice(0, 3)), path: "galerie", kind: /3 éléments .* au moins 4/ },
  { name: "gallery with 19 images", file: "applications/emballages-luxe.json", change: (d) => { d.galerie = Array.from({ length: 19 }, () => d.galerie[0]); }, path: "galerie", kind: /19 éléments .* 18 au maximum/ },
  { name: "five features instead of six", file: "fiches/rbn.json", change: (d) => d.caracteristiques.pop(), path: "caracteristiques", kind: /exactement 6 éléments/ },
  { name: "unknown property", file: "fiches/rbn.json", change: (d) => (d.lignes[2].grammmage = 450), path: "lignes[2]", kind: /champ « grammmage » n'est pas prévu .*champs possibles : epaisseur, densite, grammage, opacite/ },
  { name: "opacity written without its sign", file: "fiches/stn.json", change: (d) => (d.lignes[1].opacite = "90"), path: "lignes[1].opacite", kind: /l'opacité s'écrit « > »/ },
  { name: "unknown icon", file: "fiches/spn.json", change: (d) => (d.caracteristiques[0].icone = "parapluie"), path: "caracteristiques[0].icone", kind: /n'est pas une valeur permise .* « resistant-eau »/ },
  { name: "phone number in the wrong format", file: "site/entreprise.json", change: (d) => (d.telephone = "71000000"), path: "telephone", kind: /\+216 71 000 000/ },
  { name: "invalid e-mail address", file: "site/entreprise.json", change: (d) => (d.email = "info-at-example.com"), path: "email", kind: /n'est pas une adresse e-mail/ },
  { name: "opening time without closing time", file: "site/entreprise.json", change: (d) => delete d.horaires[1].fermeture, path: "horaires[1]", kind: /« ouverture » ne va pas sans « fermeture »/ },
  { name: "opening after closing", file: "site/entreprise.json", change: (d) => (d.horaires[0].ouverture = "18:00"), path: "horaires[0]", kind: /l'ouverture \(18:00\) doit précéder la fermeture/ },
  { name: "same day twice in the hours", file: "site/entreprise.json", change: (d) => d.horaires[1].jours.push("lundi"), path: "horaires[1].jours", kind: /le lundi figure déjà dans « Lundi – vendredi » \(horaires\[0\]\)/ },
  { name: "menu entry with both a link and a submenu", file: "site/navigation.json", change: (d) => (d.menu[0].sousMenu = { source: "fiches" }), path: "menu[0]", kind: /soit une destination « href », soit un « sousMenu »/ },
  { name: "image path outside /images/", file: "applications/papeterie.json", change: (d) => (d.imagePrincipale.src = "photo.jpg"), path: "imagePrincipale.src", kind: /doit commencer par « \/images\/ »/ },
  { name: "missing alt text", file: "fiches/rpn.json", change: (d) => delete d.carte.image.alt, path: "carte.image", kind: /champ obligatoire « alt » \(Texte alternatif\)/ },
  { name: "missing image file", file: "applications/papeterie.json", change: (d) => (d.galerie[2].src = "/images/applications/papeterie/absente.svg"), path: "galerie[2].src", kind: /content\/images\/applications\/papeterie\/absente\.svg est introuvable — ajoutez-le dans content\/images\/applications\/papeterie\// },
  { name: "missing brand image", file: "site/entreprise.json", change: (d) => (d.logo.src = "/images/marque/ancien-logo.svg"), path: "logo.src", kind: /public\/images\/marque\/ancien-logo\.svg est introuvable — ajoutez-le dans public\/images\/marque\// },
  { name: "catalogue published outside /catalogue/", file: "site/entreprise.json", change: (d) => (d.catalogue.fichier = "/documents/catalogue.pdf"), path: "catalogue.fichier", kind: /« \/catalogue\/nom-du-fichier\.pdf » .* ou l'adresse https:\/\/ d'un catalogue hébergé ailleurs/ },
  { name: "composition shares that do not add up to 100 %", file: "site/documents-pdf.json", change: (d) => (d.catalogue.composition.repartition[1].pourcentage = 15), path: "catalogue.composition.repartition", kind: /les parts totalisent 95 % au lieu de 100 %/ },
  { name: "broken internal link", file: "site/navigation.json", change: (d) => (d.liensRapides[0].href = "/nos-produits"), path: "liensRapides[0].href", kind: /le lien \/nos-produits ne mène à aucune page/ },
  { name: "related sheet that does not exist", file: "fiches/rbn.json", change: (d) => (d.fichesLiees[0] = "xyz"), path: "fichesLiees[0]", kind: /aucune fiche content\/fiches\/xyz\.json/ },
  { name: "sheet recommending itself", file: "fiches/rbn.json", change: (d) => (d.fichesLiees[1] = "rbn"), path: "fichesLiees[1]", kind: /ne peut pas se recommander elle-même/ },
  { name: "inconsistent grammage", file: "fiches/rbn.json", change: (d) => (d.lignes[2].grammage = 460), path: "lignes[2].grammage", kind: /^460 ne correspond pas à 300 µm × 1,5 g\/cm³ = 450 g\/m² — corrigez l'épaisseur ou le grammage\.$/ },
  { name: "table row with a missing cell", file: "pages/pourquoi-stone-paper.json", change: (d) => d.blocs[0].tableau.lignes[1].pop(), path: "blocs[0].tableau.lignes[1]", kind: /2 cellules pour 3 colonnes/ },
  { name: "family in the comparison table without a sheet", file: "familles.json", change: (d) => d.familles.push({ code: "XYZ", epaisseur: "10", densite: "1" }), path: "familles[4].code", kind: /aucune fiche technique n'a le code XYZ/ },
  { name: "sheet missing from the comparison table", file: "familles.json", change: (d) => d.familles.splice(0, 1), path: "familles", kind: /la famille RPN \(content\/fiches\/rpn\.json\) manque dans le tableau comparatif/ },
  { name: "wrong $schema", file: "fiches/stn.json", change: (d) => (d.$schema = "../../schema/page.schema.json"), path: "$schema", kind: /remplacez-le par « \.\.\/\.\.\/schema\/fiche-technique\.schema\.json »/ },
  { name: "page block without a type", file: "pages/contact.json", change: (d) => delete d.blocs[0].type, path: "blocs[0]", kind: /champ obligatoire « type » manque .* texte, applications, fiches/ },
  { name: "unknown page block type", file: "pages/contact.json", change: (d) => (d.blocs[1].type = "formulaire"), path: "blocs[1]", kind: /« formulaire » n'est pas un type de bloc connu .* formulaire-contact/ },
  { name: "banned claim: biodégradable", file: "pages/qui-sommes-nous.json", change: (d) => (d.blocs[0].paragraphes = ["Notre papier est biodégradable."]), path: "blocs[0].paragraphes[0]", kind: /l'allégation « biodégradable » est interdite/ },
  { name: "banned claim in capitals without accents", file: "applications/papeterie.json", change: (d) => (d.exemples[0] = "Carnets BIODEGRADABLES"), path: "exemples[0]", kind: /« BIODEGRADABLES » est interdite/ },
  { name: "banned claim: 100% recyclable", file: "fiches/rpn.json", change: (d) => (d.carte.description = "Papier 100% recyclable pour l'impression et les étiquettes."), path: "carte.description", kind: /« 100% recyclable » est interdite/ },
  { name: "banned claim: respectueux de l’environnement", file: "pages/accueil.json", change: (d) => (d.chapo = "Un papier respectueux de l’environnement, fabriqué en Tunisie pour vous."), path: "chapo", kind: /« respectueux de l’environnement » est interdite/ },
  { name: "banned claim: compostable", file: "applications/stone-paper-agricole.json", change: (d) => (d.resume = "Étiquettes de plants compostables après la saison."), path: "resume", kind: /« compostables » est interdite/ },
];

describe("negative fixtures: one broken thing, one clear error", () => {
  test.each(cases)("$name", ({ file, change, path: fieldPath, kind }) => {
    content.edit(file, change);
    expect(single(content.validate(), file, fieldPath, kind)).toMatchSnapshot();
  });

  test("invalid JSON syntax names the line and column", () => {
    const text = content.readText("fiches/spn.json").replace('"ordre": 3,', '"ordre": 3,,');
    content.write("fiches/spn.json", text);
    const message = single(content.validate(), "fiches/spn.json", "", /^deux virgules de suite/);
    expect(message).toMatch(/^content\/fiches\/spn\.json › ligne 3, colonne 14 : /);
    expect(message).toMatchSnapshot();
  });

  test("a file of public/ with the name of the catalogue the build generates", () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "public-"));
    try {
      cpSync(PUBLIC_DIR, publicDir, { recursive: true });
      mkdirSync(path.join(publicDir, "catalogue"), { recursive: true });
      writeFileSync(path.join(publicDir, "catalogue", "catalogue-stone-paper-tunisie-2025.pdf"), "%PDF-1.4 ancien catalogue");
      const errors = content.validate({ publicDir });
      expect(single(errors, "site/entreprise.json", "catalogue.fichier", /public\/catalogue\/catalogue-stone-paper-tunisie-2025\.pdf porte le même nom — supprimez public\/catalogue\/catalogue-stone-paper-tunisie-2025\.pdf \(ou, pour proposer un catalogue hébergé ailleurs, indiquez son adresse https:\/\/\)/)).toMatchSnapshot();
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });

  test("an external catalogue URL needs no file", () => {
    content.edit("site/entreprise.json", (d) => (d.catalogue.fichier = "https://fichiers.example.com/partage/catalogue-2025"));
    expect(content.validate().map(formatError)).toEqual([]);
  });

  test("missing required file", () => {
    content.remove("site/reglages.json");
    expect(single(content.validate(), "site/reglages.json", "", /fichier obligatoire est introuvable/)).toMatchSnapshot();
  });

  test("file in the wrong place", () => {
    content.write("brouillon.json", { titre: "Brouillon" });
    expect(single(content.validate(), "brouillon.json", "", /n'a pas sa place ici/)).toMatchSnapshot();
  });

  test("file name that cannot be an address", () => {
    content.write("applications/Emballages Luxe.json", content.read("applications/emballages-luxe.json"));
    const errors = content.validate();
    const message = single(errors, "applications/Emballages Luxe.json", "", /ne peut pas servir d'adresse/);
    expect(message).toMatchSnapshot();
  });

  test("two pages with the same address", () => {
    content.write("applications/rbn.json", content.read("applications/papeterie.json"));
    expect(single(content.validate(), "fiches/rbn.json", "", /l'adresse \/rbn est déjà celle de content\/applications\/rbn\.json/)).toMatchSnapshot();
  });

  test("reserved address", () => {
    content.write("pages/assets.json", content.read("pages/contact.json"));
    expect(single(content.validate(), "pages/assets.json", "", /l'adresse \/assets est réservée/)).toMatchSnapshot();
  });

  test("all errors are listed, not just the first", () => {
    content.edit("fiches/rbn.json", (d) => {
      d.lignes[1].opacite = "beaucoup";
      delete d.meta;
    });
    content.edit("fiches/stn.json", (d) => (d.lignes[0].grammage = 999));
    content.edit("site/entreprise.json", (d) => (d.email = "pas-un-email"));
    const errors = content.validate();
    expect(errors.map((error) => `${error.file} › ${error.path}`)).toEqual([
      "content/fiches/rbn.json › ",
      "content/fiches/rbn.json › lignes[1].opacite",
      "content/site/entreprise.json › email",
      "content/fiches/stn.json › lignes[0].grammage",
    ]);
  });

  test("the checks after the schema read only files that passed it: a value the schema refused gives no second line", () => {
    content.edit("site/entreprise.json", (d) => (d.horaires[0].ouverture = "9:00"));
    content.edit("fiches/rbn.json", (d) => {
      d.lignes[2].epaisseur = "300 µm";
      d.lignes[2].grammage = 999;
    });
    expect(content.validate().map((error) => `${error.file} › ${error.path}`)).toEqual([
      "content/fiches/rbn.json › lignes[2].epaisseur",
      "content/site/entreprise.json › horaires[0].ouverture",
    ]);
  });
});

/** A real JPEG of that size, drawn in the site's green (a photo from the owner, in the tests). */
const photo = (width: number, height: number, options: { orientation?: number } = {}) =>
  sharp({ create: { width, height, channels: 3, background: "#1F5A4E" } })
    .jpeg({ quality: 60 })
    .withMetadata(options.orientation ? { orientation: options.orientation } : {})
    .toBuffer();

describe("images: present, readable, light enough, wide enough for where they are shown", () => {
  let sandbox: ContentSandbox;
  beforeEach(() => {
    sandbox = new ContentSandbox();
  });
  afterEach(() => sandbox.dispose());

  test("a photo narrower than the gallery's largest variant", async () => {
    sandbox.writeImage("applications/papeterie/atelier.jpg", await photo(800, 533));
    sandbox.edit("applications/papeterie.json", (d) => (d.galerie[1].src = "/images/applications/papeterie/atelier.jpg"));
    expect(single(sandbox.validate(), "applications/papeterie.json", "galerie[1].src", /fait 800 px de large, or cet emplacement \(grande image de la galerie, vignette\) l'affiche jusqu'à 1 360 px/)).toMatchSnapshot();
  });

  test("a data sheet's card picture also heads its sheet, so it needs the hero's width", async () => {
    sandbox.writeImage("fiches/rbn-photo.jpg", await photo(700, 525));
    sandbox.edit("fiches/rbn.json", (d) => (d.carte.image.src = "/images/fiches/rbn-photo.jpg"));
    expect(single(sandbox.validate(), "fiches/rbn.json", "carte.image.src", /fait 700 px de large, or cet emplacement \(carte, .*\) l'affiche jusqu'à 1 120 px/)).toMatchSnapshot();
  });

  test("a portrait photo stored sideways is measured upright (EXIF orientation)", async () => {
    // 2000 × 1000 pixels stored, shown turned a quarter: 1000 px wide.
    sandbox.writeImage("applications/papeterie/portrait.jpg", await photo(2000, 1000, { orientation: 6 }));
    sandbox.edit("applications/papeterie.json", (d) => (d.imagePrincipale.src = "/images/applications/papeterie/portrait.jpg"));
    expect(single(sandbox.validate(), "applications/papeterie.json", "imagePrincipale.src", /fait 1 000 px de large, or cet emplacement \(grande image de la galerie, vignette, carte\)/)).toMatchSnapshot();
  });

  test("a photo wide enough is accepted, whatever its format", async () => {
    sandbox.writeImage("applications/papeterie/atelier.jpg", await photo(1600, 1067));
    sandbox.writeImage("applications/papeterie/atelier.png", await sharp(await photo(1360, 907)).png().toBuffer());
    sandbox.edit("applications/papeterie.json", (d) => {
      d.galerie[1].src = "/images/applications/papeterie/atelier.jpg";
      d.galerie[2].src = "/images/applications/papeterie/atelier.png";
    });
    expect(sandbox.validate().map(formatError)).toEqual([]);
  });

  test("a photo heavier than the limit", async () => {
    // A valid header followed by padding: the weight is what the check reads.
    sandbox.writeImage("applications/papeterie/lourde.png", Buffer.concat([await sharp(await photo(1600, 1067)).png().toBuffer(), Buffer.alloc(7 * 1024 * 1024)]));
    sandbox.edit("applications/papeterie.json", (d) => (d.galerie[0].src = "/images/applications/papeterie/lourde.png"));
    expect(single(sandbox.validate(), "applications/papeterie.json", "galerie[0].src", /pèse 7 Mo, 6 Mo au maximum pour une photo/)).toMatchSnapshot();
  });

  test("an SVG heavier than the limit", () => {
    sandbox.writeImage("fiches/lourd.svg", `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><!-- ${"x".repeat(600 * 1024)} --></svg>`);
    sandbox.edit("fiches/spn.json", (d) => (d.carte.image.src = "/images/fiches/lourd.svg"));
    expect(single(sandbox.validate(), "fiches/spn.json", "carte.image.src", /pèse 601 Ko, 500 Ko au maximum pour un SVG/)).toMatchSnapshot();
  });

  test("a file that is not an image", () => {
    sandbox.writeImage("applications/papeterie/notes.jpg", "Ceci est un texte, pas une photo.");
    sandbox.edit("applications/papeterie.json", (d) => (d.galerie[3].src = "/images/applications/papeterie/notes.jpg"));
    expect(single(sandbox.validate(), "applications/papeterie.json", "galerie[3].src", /n'est pas une image lisible/)).toMatchSnapshot();
  });
});

/** The schema node that describes `data` at a path, following $ref, properties, items and oneOf. */
function schemaAt(schemaFile: string, node: Json, data: unknown): { file: string; node: Json } {
  if (typeof node.$ref === "string") {
    const [file, pointer = ""] = node.$ref.split("#");
    const targetFile = file || schemaFile;
    let target: Json = JSON.parse(readFileSync(path.join(SCHEMA_DIR, targetFile), "utf8"));
    for (const part of pointer.split("/").filter(Boolean)) target = target[part];
    return schemaAt(targetFile, { ...target, ...Object.fromEntries(Object.entries(node).filter(([key]) => key !== "$ref")) }, data);
  }
  if (Array.isArray(node.oneOf) && data && typeof data === "object") {
    for (const branch of node.oneOf) {
      const resolved = schemaAt(schemaFile, branch, data);
      if ((resolved.node.required ?? []).every((key: string) => key in (data as Json))) return resolved;
    }
  }
  return { file: schemaFile, node };
}

/** Every [object path, required key] pair present in the real content, found by walking data and schema together. */
function requiredFields(): { file: string; objectPath: (string | number)[]; key: string; readable: string }[] {
  const out: { file: string; objectPath: (string | number)[]; key: string; readable: string }[] = [];
  const { files } = validateContent();
  // Translation files are all of one shape: the first, and its first text, stand for all of them.
  const sample = [...files.keys()].find((file) => schemaForFile(file) === TRANSLATION_SCHEMA);
  for (const [file, data] of files) {
    const schemaFile = schemaForFile(file)!;
    if (schemaFile === TRANSLATION_SCHEMA && file !== sample) continue;
    const root = JSON.parse(readFileSync(path.join(SCHEMA_DIR, schemaFile), "utf8"));
    const visit = (value: unknown, schema: { file: string; node: Json }, at: (string | number)[]) => {
      const resolved = schemaAt(schema.file, schema.node, value);
      if (Array.isArray(value) && resolved.node.items)
        value.forEach((item, index) => visit(item, { file: resolved.file, node: resolved.node.items }, [...at, index]));
      else if (value && typeof value === "object") {
        if (schemaFile === TRANSLATION_SCHEMA && typeof at[1] === "number" && at[1] > 0) return;
        for (const key of resolved.node.required ?? [])
          out.push({ file, objectPath: at, key, readable: at.reduce<string>((p, k) => (typeof k === "number" ? `${p}[${k}]` : p ? `${p}.${k}` : k), "") });
        for (const [key, child] of Object.entries(value))
          if (resolved.node.properties?.[key]) visit(child, { file: resolved.file, node: resolved.node.properties[key] }, [...at, key]);
      }
    };
    visit(data, { file: schemaFile, node: root }, []);
  }
  return out;
}

describe("every required field of every content file is enforced", () => {
  const fields = requiredFields();
  test("the walk found the required fields", () => {
    expect(fields.length).toBeGreaterThan(300);
  });
  test.each(fields.map((field) => ({ ...field, label: `${field.file} › ${field.readable || "(racine)"} › ${field.key}` })))(
    "$label",
    ({ file, objectPath, key, readable }) => {
      content.edit(file, (data) => {
        const parent = objectPath.reduce<Json>((node, part) => node[part], data);
        delete parent[key];
      });
      // The schema pass alone: the checks after it read only files that passed it, and this one does not.
      const errors = content.validate({ checks: [] });
      const mine = errors.filter((error) => error.file === `content/${file}` && error.path === readable);
      expect(mine.map((error) => error.message).join("\n")).toMatch(new RegExp(`obligatoire « ${key.replace("$", "\\$")} »|ne va pas sans|soit une destination`));
    },
  );
});
