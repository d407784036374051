import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { formatError, validateContent, type ContentError } from "#scripts/checks/content/validate.ts";
import { PUBLIC_DIR } from "#scripts/lib/paths.ts";
import { ContentSandbox } from "#test/support/content-sandbox.ts";

/*
 * Realistic hand edits of content/, applied to a copy: the bad ones an editor makes
 * (syntax slips, values out of range, markup, copied pages, claims, facts left stale…)
 * and the good ones (a BOM, CRLF, another indentation, a .DS_Store, a seventh
 * application…). Every bad edit must give exactly one French line naming the file, the
 * place (field, or line and column) and the fix; no good edit may give any.
 */

type Json = Record<string, any>;

interface Edit {
  (sandbox: Sandbox): void | Promise<void>;
}

interface BadEdit {
  name: string;
  edit: Edit;
  /** The file the line names, under the project's root (content/… unless said otherwise). */
  file: string;
  /** The JSON path, or the line (and column) of a syntax error or an SVG. */
  at: string | { line: number; column?: number };
  says: RegExp;
}

class Sandbox extends ContentSandbox {
  publicDir?: string;

  text(file: string): string {
    return readFileSync(path.join(this.dir, file), "utf8");
  }

  /** Replaces the first occurrence of `from` in a file's text (the test fails if it is not there). */
  replace(file: string, from: string, to: string): void {
    const text = this.text(file);
    if (!text.includes(from)) throw new Error(`« ${from} » absent de content/${file}`);
    this.write(file, text.replace(from, to));
  }

  /** A copy of public/ for this edit. */
  public(file: string, data: string | Buffer): void {
    this.publicDir ??= mkdtempSync(path.join(tmpdir(), "public-"));
    cpSync(PUBLIC_DIR, this.publicDir, { recursive: true });
    mkdirSync(path.dirname(path.join(this.publicDir, file)), { recursive: true });
    writeFileSync(path.join(this.publicDir, file), data);
  }

  check(): ContentError[] {
    return validateContent({ contentDir: this.dir, publicDir: this.publicDir }).errors;
  }

  override dispose(): void {
    super.dispose();
    if (this.publicDir) rmSync(this.publicDir, { recursive: true, force: true });
  }
}

let sandbox: Sandbox;
beforeEach(() => {
  sandbox = new Sandbox();
});
afterEach(() => sandbox.dispose());

const json = (file: string, change: (data: Json) => void): Edit => (s) => s.edit(file, change);
const text = (file: string, from: string, to: string): Edit => (s) => s.replace(file, from, to);
const lineOf = (file: string, needle: string) => {
  const source = readFileSync(path.join("content", file), "utf8");
  return source.slice(0, source.indexOf(needle)).split("\n").length;
};
const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#1F5A4E" } }).jpeg({ quality: 60 }).toBuffer();

/** A page's own picture (a copy may not keep its model's): a simple drawing saved in the page's folder. */
const ownPicture = (s: Sandbox, src: string, alt: string) => {
  s.writeImage(src.replace(/^\/images\//, ""), `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#1F5A4E"/></svg>\n`);
  return { src, alt };
};
const SIGNALETIQUE_PICTURE = (s: Sandbox) => ownPicture(s, "/images/applications/signaletique/signaletique-principale.svg", "Panneau d'orientation vert fixé à un mur clair");
const XPN_CARD = (s: Sandbox) => ({ ...s.read("fiches/rpn.json").carte, image: ownPicture(s, "/images/fiches/xpn.svg", "Feuilles de papier extra blanc posées en éventail") });

const SEVENTH = (s: Sandbox): Json => ({
  ...s.read("applications/papeterie.json"),
  imagePrincipale: SIGNALETIQUE_PICTURE(s),
  ordre: 7,
  menu: "Signalétique",
  titre: "Stone paper pour la signalétique",
  meta: {
    titre: "Signalétique en stone paper — panneaux et affiches",
    description: "Panneaux, affiches et plans d'orientation en stone paper : une signalétique qui résiste à l'humidité et aux manipulations.",
  },
});

// ————————————————————————————————————————————————————————————— bad edits

const syntax: BadEdit[] = [
  {
    name: "comma after the last field of an object",
    edit: text("site/entreprise.json", '"edition": 2025', '"edition": 2025,'),
    file: "content/site/entreprise.json",
    at: { line: lineOf("site/entreprise.json", '"edition": 2025'), column: 20 },
    says: /^virgule en trop après le dernier champ de l'objet — supprimez-la\.$/,
  },
  {
    name: "comma after the last item of a list",
    edit: text("applications/papeterie.json", '"Couvertures souples en carton RBN"', '"Couvertures souples en carton RBN",'),
    file: "content/applications/papeterie.json",
    at: { line: lineOf("applications/papeterie.json", '"Couvertures souples en carton RBN"') },
    says: /^virgule en trop après le dernier élément de la liste — supprimez-la\.$/,
  },
  {
    name: "comma forgotten between two fields",
    edit: text("site/entreprise.json", '"telephone": "+216 71 000 000",', '"telephone": "+216 71 000 000"'),
    file: "content/site/entreprise.json",
    at: { line: lineOf("site/entreprise.json", '"telephone"'), column: 33 },
    says: /^il manque une virgule entre cet élément et le suivant \(ligne \d+\) — ajoutez « , » ici\.$/,
  },
  {
    name: "comma forgotten between two items",
    edit: text("fiches/stn.json", '"Barquettes",', '"Barquettes"'),
    file: "content/fiches/stn.json",
    at: { line: lineOf("fiches/stn.json", '"Barquettes"') },
    says: /il manque une virgule/,
  },
  {
    name: "two commas in a row",
    edit: text("fiches/spn.json", '"ordre": 3,', '"ordre": 3,,'),
    file: "content/fiches/spn.json",
    at: { line: 3, column: 14 },
    says: /^deux virgules de suite — supprimez celle-ci\.$/,
  },
  {
    name: "a text between single quotes",
    edit: text("site/interface.json", '"Menu"', "'Menu'"),
    file: "content/site/interface.json",
    at: { line: lineOf("site/interface.json", '"Menu"') },
    says: /commence par une apostrophe « ' ».*guillemets droits/,
  },
  {
    name: "a field name between single quotes",
    edit: text("fiches/rbn.json", '"ordre": 1', "'ordre': 1"),
    file: "content/fiches/rbn.json",
    at: { line: 3, column: 3 },
    says: /le nom de champ commence par une apostrophe « ' » — écrivez-le entre guillemets droits : "ordre"\./,
  },
  {
    name: "typographic quotes around a text (word processor)",
    edit: text("pages/contact.json", '"titre": "Contact"', '"titre": “Contact”'),
    file: "content/pages/contact.json",
    at: { line: lineOf("pages/contact.json", '"titre": "Contact"'), column: 12 },
    says: /guillemet typographique « “ » autour du texte du champ « titre »/,
  },
  {
    name: "a text closed by a typographic quote",
    edit: text("pages/contact.json", '"titre": "Contact",', '"titre": "Contact”,'),
    file: "content/pages/contact.json",
    at: { line: lineOf("pages/contact.json", '"titre": "Contact"') },
    says: /se termine par un guillemet typographique « ” » — remplacez celui-ci par un guillemet droit/,
  },
  {
    name: "typographic quotes around a field name",
    edit: text("fiches/rbn.json", '"ordre": 1', "“ordre”: 1"),
    file: "content/fiches/rbn.json",
    at: { line: 3, column: 3 },
    says: /guillemet typographique « “ » autour d'un nom de champ/,
  },
  {
    name: "a quote inside a text",
    edit: text("pages/contact.json", '"titre": "Contact"', '"titre": "Le "Contact" de la société"'),
    file: "content/pages/contact.json",
    at: { line: lineOf("pages/contact.json", '"titre": "Contact"'), column: 16 },
    says: /guillemet droit " au milieu d'un texte.*écrivez \\" à sa place, ou utilisez des guillemets français/,
  },
  {
    name: "a comment to the other editors",
    edit: text("fiches/rbn.json", '  "lignes": [', '  // à vérifier avec l\'usine\n  "lignes": ['),
    file: "content/fiches/rbn.json",
    at: { line: lineOf("fiches/rbn.json", '"lignes": [') },
    says: /^commentaire : le JSON n'en accepte pas — supprimez-le/,
  },
  {
    name: "a block comment",
    edit: text("site/reglages.json", '"longueurMaxMailto"', '/* valeur conseillée */ "longueurMaxMailto"'),
    file: "content/site/reglages.json",
    at: { line: lineOf("site/reglages.json", '"longueurMaxMailto"') },
    says: /^commentaire/,
  },
  {
    name: "a file cut short",
    edit: (s) => s.write("fiches/stn.json", s.text("fiches/stn.json").slice(0, 400)),
    file: "content/fiches/stn.json",
    at: "",
    says: /le fichier s'arrête (avant la fin|au milieu du texte)/,
  },
  {
    name: "an emptied file",
    edit: (s) => s.write("site/navigation.json", ""),
    file: "content/site/navigation.json",
    at: { line: 1, column: 1 },
    says: /^le fichier est vide — restaurez son contenu depuis l'historique du dépôt/,
  },
  {
    name: "a decimal comma",
    edit: text("fiches/rbn.json", '"densite": 1.5,', '"densite": 1,5,'),
    file: "content/fiches/rbn.json",
    at: { line: lineOf("fiches/rbn.json", '"densite": 1.5'), column: 19 },
    says: /^nombre écrit avec une virgule décimale \(1,5\) — en JSON, la décimale s'écrit avec un point : 1\.5\.$/,
  },
  {
    name: "a field name without quotes",
    edit: text("site/reglages.json", '"origine"', "origine"),
    file: "content/site/reglages.json",
    at: { line: lineOf("site/reglages.json", '"origine"') },
    says: /le nom de champ « origine » doit être entre guillemets droits — écrivez "origine"\./,
  },
  {
    name: "a text without quotes",
    edit: text("pages/contact.json", '"titre": "Contact"', '"titre": Contact'),
    file: "content/pages/contact.json",
    at: { line: lineOf("pages/contact.json", '"titre": "Contact"') },
    says: /le texte du champ « titre » doit être entre guillemets droits — écrivez "Contact"/,
  },
  {
    name: "a number with its unit",
    edit: text("fiches/stn.json", '"epaisseur": 400,', '"epaisseur": 400 µm,'),
    file: "content/fiches/stn.json",
    at: { line: lineOf("fiches/stn.json", '"epaisseur": 400') },
    says: /unité ou texte après le nombre 400 — écrivez le nombre seul/,
  },
  {
    name: "the colon forgotten",
    edit: text("site/reglages.json", '"longueurMaxMailto":', '"longueurMaxMailto"'),
    file: "content/site/reglages.json",
    at: { line: lineOf("site/reglages.json", '"longueurMaxMailto"') },
    says: /il manque « : » entre le nom du champ « longueurMaxMailto » et sa valeur/,
  },
  {
    name: "a value deleted, its field left",
    edit: text("site/entreprise.json", '"whatsapp": "+216 20 000 000",', '"whatsapp": ,'),
    file: "content/site/entreprise.json",
    at: { line: lineOf("site/entreprise.json", '"whatsapp"') },
    says: /il manque la valeur du champ « whatsapp »/,
  },
  {
    name: "a bracket for a brace",
    edit: text("site/entreprise.json", '"edition": 2025\n  }', '"edition": 2025\n  ]'),
    file: "content/site/entreprise.json",
    at: { line: lineOf("site/entreprise.json", '"edition": 2025') + 1 },
    says: /« \] » ferme l'objet ouvert ligne \d+, colonne \d+, qui se ferme par « } »/,
  },
  {
    name: "text pasted after the end",
    edit: (s) => s.write("site/page-introuvable.json", `${s.text("site/page-introuvable.json")}}\n`),
    file: "content/site/page-introuvable.json",
    at: "",
    says: /^du texte suit la fin du contenu/,
  },
  {
    name: "a Windows path in a text",
    edit: text("pages/contact.json", '"titre": "Contact"', '"titre": "Contact C:\\dossier"'),
    file: "content/pages/contact.json",
    at: { line: lineOf("pages/contact.json", '"titre": "Contact"') },
    says: /antislash « \\ » suivi de « d »/,
  },
  {
    name: "a tab typed inside a text",
    edit: text("pages/contact.json", '"titre": "Contact"', '"titre": "Contact\tici"'),
    file: "content/pages/contact.json",
    at: { line: lineOf("pages/contact.json", '"titre": "Contact"') },
    says: /^tabulation dans un texte — remplacez-la par une espace\.$/,
  },
  {
    name: "a line break inside a text",
    edit: text("pages/contact.json", '"titre": "Contact"', '"titre": "Contact\nici"'),
    file: "content/pages/contact.json",
    at: { line: lineOf("pages/contact.json", '"titre": "Contact"') },
    says: /n'est pas refermé avant la fin de la ligne/,
  },
  {
    name: "True with a capital",
    edit: text("site/reglages.json", '"longueurMaxMailto": 1800', '"longueurMaxMailto": True'),
    file: "content/site/reglages.json",
    at: { line: lineOf("site/reglages.json", '"longueurMaxMailto"') },
    says: /« True » n'est pas une valeur JSON — écrivez true en minuscules/,
  },
  {
    name: "a leading zero",
    edit: text("fiches/rbn.json", '"ordre": 1', '"ordre": 01'),
    file: "content/fiches/rbn.json",
    at: { line: 3 },
    says: /nombre mal écrit « 01 » : pas de zéro au début — écrivez 1\./,
  },
  {
    name: "a no-break space between the field and its value",
    edit: text("fiches/rbn.json", '"ordre": 1', '"ordre":\u00a01'),
    file: "content/fiches/rbn.json",
    at: { line: 3 },
    says: /^espace insécable entre deux éléments/,
  },
  {
    name: "a field written twice (pasted)",
    edit: text("pages/contact.json", '"titre": "Contact",', '"titre": "Contact",\n  "titre": "Nous contacter",'),
    file: "content/pages/contact.json",
    at: "titre",
    says: /le champ « titre » est écrit deux fois dans le même objet \(lignes \d+ et \d+\) : seule la seconde valeur compterait — gardez-en un seul\./,
  },
];

const schema: BadEdit[] = [
  { name: "a required field deleted", edit: json("pages/contact.json", (d) => delete d.meta.titre), file: "content/pages/contact.json", at: "meta", says: /le champ obligatoire « titre » \(Titre de l'onglet\) manque/ },
  { name: "a thickness in quotes", edit: json("fiches/rbn.json", (d) => (d.lignes[0].epaisseur = "200")), file: "content/fiches/rbn.json", at: "lignes[0].epaisseur", says: /doit être un nombre entier .* or c'est le texte « 200 »/ },
  { name: "a thickness with decimals", edit: json("fiches/rpn.json", (d) => (d.lignes[1].epaisseur = 80.5)), file: "content/fiches/rpn.json", at: "lignes[1].epaisseur", says: /nombre entier/ },
  { name: "a density of 15 for 1.5", edit: json("fiches/rbn.json", (d) => (d.lignes[4].densite = 15)), file: "content/fiches/rbn.json", at: "lignes[4].densite", says: /15 est trop grand \(Densité \(g\/cm³\)\) : le maximum est 3/ },
  { name: "a search description too long", edit: json("pages/accueil.json", (d) => (d.meta.description = `${d.meta.description} ${d.meta.description}`)), file: "content/pages/accueil.json", at: "meta.description", says: /le texte est trop long \(Description pour les moteurs de recherche\)/ },
  { name: "a card summary too short", edit: json("applications/papiers-peints.json", (d) => (d.resume = "Papier peint.")), file: "content/applications/papiers-peints.json", at: "resume", says: /trop court/ },
  { name: "an emptied button label", edit: json("site/interface.json", (d) => (d.lienEvitement = "")), file: "content/site/interface.json", at: "lienEvitement", says: /le texte est vide/ },
  { name: "a label made of spaces", edit: json("site/interface.json", (d) => (d.menuMobileTitre = "   ")), file: "content/site/interface.json", at: "menuMobileTitre", says: /^le texte n'est fait que d'espaces/ },
  { name: "a label with a space at the end", edit: json("site/interface.json", (d) => (d.menuMobileTitre = "Menu ")), file: "content/site/interface.json", at: "menuMobileTitre", says: /commence ou se termine par une espace/ },
  { name: "a misspelt field", edit: json("fiches/rbn.json", (d) => { d.lignes[2].grammmage = d.lignes[2].grammage; delete d.lignes[2].grammage; }), file: "content/fiches/rbn.json", at: "lignes[2]", says: /le champ « grammmage » n'est pas prévu ici : c'est « grammage » mal orthographié — corrigez son nom en « grammage »\./ },
  { name: "an icon that does not exist", edit: json("fiches/spn.json", (d) => (d.caracteristiques[0].icone = "goutte")), file: "content/fiches/spn.json", at: "caracteristiques[0].icone", says: /n'est pas une valeur permise \(Icône\)/ },
  { name: "a local phone number", edit: json("site/entreprise.json", (d) => (d.telephone = "71 000 000")), file: "content/site/entreprise.json", at: "telephone", says: /\+216 71 000 000/ },
  { name: "a phone number pasted with no-break spaces", edit: json("site/entreprise.json", (d) => (d.telephone = "+216\u00a071\u00a0000\u00a0000")), file: "content/site/entreprise.json", at: "telephone", says: /« \+216⍽71⍽000⍽000 » contient une espace insécable \(montrée ⍽\).*remplacez-la par une espace ordinaire/ },
  { name: "a hidden copy recipient in the e-mail", edit: json("site/entreprise.json", (d) => (d.email = "info@example.com?bcc=x@y.com")), file: "content/site/entreprise.json", at: "email", says: /n'est pas une adresse e-mail simple/ },
  { name: "a second recipient in the e-mail", edit: json("site/entreprise.json", (d) => (d.email = "info&cc=autre@example.com")), file: "content/site/entreprise.json", at: "email", says: /destinataire caché/ },
  { name: "an e-mail with a space", edit: json("site/entreprise.json", (d) => (d.email = "info @example.com")), file: "content/site/entreprise.json", at: "email", says: /adresse e-mail simple/ },
  { name: "an opacity without its sign", edit: json("fiches/stn.json", (d) => (d.lignes[1].opacite = "90 %")), file: "content/fiches/stn.json", at: "lignes[1].opacite", says: /l'opacité s'écrit « > »/ },
  { name: "an hour written 9:00", edit: json("site/entreprise.json", (d) => (d.horaires[0].ouverture = "9:00")), file: "content/site/entreprise.json", at: "horaires[0].ouverture", says: /au format 24 h « HH:MM »/ },
  { name: "an hour written 8h", edit: json("site/entreprise.json", (d) => (d.horaires[1].fermeture = "14h")), file: "content/site/entreprise.json", at: "horaires[1].fermeture", says: /HH:MM/ },
  { name: "opening hours without the closing time", edit: json("site/entreprise.json", (d) => delete d.horaires[1].fermeture), file: "content/site/entreprise.json", at: "horaires[1]", says: /« ouverture » ne va pas sans « fermeture »/ },
  { name: "a gallery of three pictures", edit: json("applications/emballages-luxe.json", (d) => (d.galerie = d.galerie.slice(0, 3))), file: "content/applications/emballages-luxe.json", at: "galerie", says: /au moins 4/ },
  { name: "a sixth example", edit: json("applications/papeterie.json", (d) => d.exemples.push("Marque-pages")), file: "content/applications/papeterie.json", at: "exemples", says: /exactement 5 éléments .* retirez-en 1/ },
  { name: "a seventh feature", edit: json("fiches/rbn.json", (d) => d.caracteristiques.push({ icone: "durable", libelle: "Durable" })), file: "content/fiches/rbn.json", at: "caracteristiques", says: /exactement 6 éléments/ },
  { name: "the $schema of another file", edit: json("fiches/stn.json", (d) => (d.$schema = "../../schema/application.schema.json")), file: "content/fiches/stn.json", at: "$schema", says: /remplacez-le par « \.\.\/\.\.\/schema\/fiche-technique\.schema\.json »/ },
  { name: "a block type misspelt", edit: json("pages/accueil.json", (d) => (d.blocs[0].type = "textes")), file: "content/pages/accueil.json", at: "blocs[0]", says: /« textes » n'est pas un type de bloc connu/ },
  { name: "a menu entry with a link and a submenu", edit: json("site/navigation.json", (d) => (d.menu[3].href = "/applications")), file: "content/site/navigation.json", at: "menu[3]", says: /soit une destination « href », soit un « sousMenu »/ },
  { name: "a picture path from the computer", edit: json("applications/papeterie.json", (d) => (d.galerie[0].src = "C:/Photos/carnet.jpg")), file: "content/applications/papeterie.json", at: "galerie[0].src", says: /doit commencer par « \/images\/ »/ },
  { name: "a picture name with capitals", edit: json("applications/papeterie.json", (d) => (d.galerie[0].src = "/images/applications/papeterie/Galerie-1.svg")), file: "content/applications/papeterie.json", at: "galerie[0].src", says: /minuscules/ },
  { name: "a colour without its #", edit: json("fiches/rbn.json", (d) => (d.couleurs[0].teinte = "F3E3A1")), file: "content/fiches/rbn.json", at: "couleurs[0].teinte", says: /la teinte s'écrit # suivi de six chiffres hexadécimaux/ },
  { name: "a related sheet in capitals", edit: json("fiches/rbn.json", (d) => (d.fichesLiees[0] = "SPN")), file: "content/fiches/rbn.json", at: "fichesLiees[0]", says: /en minuscules/ },
  { name: "a catalogue address in another folder", edit: json("site/entreprise.json", (d) => (d.catalogue.fichier = "/documents/catalogue.pdf")), file: "content/site/entreprise.json", at: "catalogue.fichier", says: /« \/catalogue\/nom-du-fichier\.pdf »/ },
  { name: "a social link without https", edit: json("site/entreprise.json", (d) => (d.reseauxSociaux[0].url = "www.facebook.com/example")), file: "content/site/entreprise.json", at: "reseauxSociaux[0].url", says: /https:\/\// },
  { name: "the same day twice in one slot", edit: json("site/entreprise.json", (d) => d.horaires[0].jours.push("lundi")), file: "content/site/entreprise.json", at: "horaires[0].jours", says: /identiques \(« lundi »\) — supprimez le doublon/ },
  { name: "a delay in seconds instead of milliseconds… too long", edit: json("site/reglages.json", (d) => (d.delais.notification = 50000)), file: "content/site/reglages.json", at: "delais.notification", says: /trop grand/ },
  { name: "a site address with a final slash", edit: json("site/reglages.json", (d) => (d.origine = "https://www.example.com/")), file: "content/site/reglages.json", at: "origine", says: /sans « \/ » à la fin/ },
];

const checks: BadEdit[] = [
  { name: "a title of spaces where the schema only counts characters", edit: json("applications/papeterie.json", (d) => (d.titre = "          ")), file: "content/applications/papeterie.json", at: "titre", says: /n'est fait que d'espaces/ },
  { name: "a line break pasted into a tab title", edit: json("fiches/stn.json", (d) => (d.meta.titre = "Fiche technique STN\nfeuille thermoformable")), file: "content/fiches/stn.json", at: "meta.titre", says: /« Fiche technique STN⏎feuille thermoformable » commence ou se termine par une espace, ou contient un retour à la ligne/ },
  { name: "an HTML line break in a paragraph", edit: json("pages/qui-sommes-nous.json", (d) => (d.blocs[0].paragraphes[0] += "<br>Depuis 2019.")), file: "content/pages/qui-sommes-nous.json", at: "blocs[0].paragraphes[0]", says: /la balise HTML « <br> »/ },
  { name: "bold HTML in a title", edit: json("pages/pourquoi-stone-paper.json", (d) => (d.titre = "Pourquoi le <b>stone paper</b>")), file: "content/pages/pourquoi-stone-paper.json", at: "titre", says: /la balise HTML « <b> »/ },
  { name: "an HTML entity", edit: json("fiches/rpn.json", (d) => (d.carte.description = "Papier min&eacute;ral pour l'impression, les étiquettes, les billets et les cartes.")), file: "content/fiches/rpn.json", at: "carte.description", says: /« &eacute; » s'afficherait tel quel — tapez directement le caractère « é »/ },
  { name: "a no-break space entity", edit: json("pages/accueil.json", (d) => (d.chapo = d.chapo.replace("80 %", "80&nbsp;%"))), file: "content/pages/accueil.json", at: "chapo", says: /« &nbsp; ».*espace ordinaire/ },
  { name: "Markdown bold", edit: json("applications/emballages-luxe.json", (d) => (d.description[0] = `**Luxe** ${d.description[0]}`)), file: "content/applications/emballages-luxe.json", at: "description[0]", says: /« \*\*Luxe\*\* » : le site n'interprète pas le Markdown/ },
  { name: "a Markdown link", edit: json("applications/papeterie.json", (d) => (d.description[1] = "Voir la [fiche RPN](/rpn) pour les épaisseurs.")), file: "content/applications/papeterie.json", at: "description[1]", says: /le lien Markdown « \[fiche RPN\]\(\/rpn\) »/ },
  { name: "a Markdown heading", edit: json("pages/qui-sommes-nous.json", (d) => (d.blocs[0].titre = "## Notre profil")), file: "content/pages/qui-sommes-nous.json", at: "blocs[0].titre", says: /« ## » en début de texte/ },
  { name: "a typed bullet", edit: json("fiches/stn.json", (d) => (d.usages[0] = "- Barquettes")), file: "content/fiches/stn.json", at: "usages[0]", says: /« - » en début de texte/ },
  { name: "a placeholder the copyright line does not know", edit: json("site/interface.json", (d) => (d.copyright = "© {année} {nom}. Tous droits réservés.")), file: "content/site/interface.json", at: "copyright", says: /« \{année\} » n'est pas remplacé dans ce texte.*\{annee\} ou \{nom\}/ },
  { name: "a placeholder in a text that is no template", edit: json("pages/contact.json", (d) => (d.titre = "Contacter {nom}")), file: "content/pages/contact.json", at: "titre", says: /« \{nom\} » n'est remplacé par rien/ },
  { name: "a brace left alone", edit: json("site/interface.json", (d) => (d.logoAccueil = "{nom — accueil")), file: "content/site/interface.json", at: "logoAccueil", says: /accolade « \{ » seule/ },
  { name: "a misspelt fact", edit: json("pages/applications.json", (d) => (d.chapo = d.chapo.replace("{applications.nombre}", "{application.nombre}"))), file: "content/pages/applications.json", at: "chapo", says: /« \{application\.nombre\} » n'existe pas/ },
  { name: "a fact of a family that does not exist", edit: json("applications/papeterie.json", (d) => (d.description[1] = "Le papier RPM ({RPM.epaisseurs.plage} µm) sert aux pages.")), file: "content/applications/papeterie.json", at: "description[1]", says: /aucune fiche technique n'a le code RPM/ },
  { name: "a sheet's own facts outside a sheet", edit: json("pages/accueil.json", (d) => (d.blocs[3].chapo = "De {fiche.epaisseurs.plage} µm, chaque fiche donne la densité, le grammage et l'opacité.")), file: "content/pages/accueil.json", at: "blocs[3].chapo", says: /ne s'emploie que dans une fiche technique/ },
  { name: "a list of thicknesses too long for the card once filled", edit: json("fiches/rpn.json", (d) => (d.carte.description = "Papier de {fiche.epaisseurs} µm pour l'impression offset et numérique, les étiquettes, les billets, les cartes et les sachets souples")), file: "content/fiches/rpn.json", at: "carte.description", says: /une fois rempli, le texte .* 140 au maximum/ },
  { name: "an alt text that names a number", edit: json("applications/papeterie.json", (d) => (d.galerie[2].alt = "Illustration 12")), file: "content/applications/papeterie.json", at: "galerie[2].alt", says: /ne dit pas ce que montre l'image/ },
  { name: "an alt text that is a file name", edit: json("applications/papeterie.json", (d) => (d.galerie[2].alt = "galerie-3-papeterie.jpg")), file: "content/applications/papeterie.json", at: "galerie[2].alt", says: /ne dit pas ce que montre l'image/ },
  { name: "an alt text from a camera", edit: json("fiches/rbn.json", (d) => (d.carte.image.alt = "IMG_20240512_1430")), file: "content/fiches/rbn.json", at: "carte.image.alt", says: /ne dit pas ce que montre l'image/ },
  { name: "an alt text that starts with « image de »", edit: json("pages/accueil.json", (d) => (d.visuel.alt = "Image de rouleaux de stone paper blanc")), file: "content/pages/accueil.json", at: "visuel.alt", says: /commence par « Image de ».*« Rouleaux de stone paper blanc »/ },
  { name: "a claim: éco-responsable", edit: json("pages/accueil.json", (d) => (d.chapo = `Un papier éco-responsable. ${d.chapo}`)), file: "content/pages/accueil.json", at: "chapo", says: /l'allégation « éco-responsable » est interdite/ },
  { name: "a claim: écoresponsable", edit: json("applications/emballages-luxe.json", (d) => (d.resume = "Coffrets écoresponsables qui gardent leur forme et leur éclat.")), file: "content/applications/emballages-luxe.json", at: "resume", says: /« écoresponsables »/ },
  { name: "a claim: 100 % naturel", edit: json("fiches/rbn.json", (d) => (d.caracteristiques[4].libelle = "100 % naturel")), file: "content/fiches/rbn.json", at: "caracteristiques[4].libelle", says: /« 100 % naturel »/ },
  { name: "a claim: recyclables à 100 %", edit: json("applications/emballages-alimentaire.json", (d) => (d.exemples[0] = "Barquettes recyclables à 100 %")), file: "content/applications/emballages-alimentaire.json", at: "exemples[0]", says: /« recyclables à 100 % »/ },
  { name: "a claim in a table cell", edit: json("pages/pourquoi-stone-paper.json", (d) => { const block = d.blocs.find((b: Json) => b.type === "tableau"); block.tableau.lignes[0][1] = "Biodégradable"; }), file: "content/pages/pourquoi-stone-paper.json", at: "blocs[0].tableau.lignes[0][1]", says: /« Biodégradable »/ },
  { name: "a claim: zéro déchet", edit: json("applications/stone-paper-agricole.json", (d) => (d.resume = "Des étiquettes de culture zéro déchet, lisibles toute la saison.")), file: "content/applications/stone-paper-agricole.json", at: "resume", says: /« zéro déchet »/ },
  { name: "a claim: sans plastique", edit: json("fiches/spn.json", (d) => (d.carte.description = "Papier synthétique sans plastique pour sacs de courses et nappes.")), file: "content/fiches/spn.json", at: "carte.description", says: /« sans plastique »/ },
  { name: "a claim: neutre en carbone", edit: json("pages/qui-sommes-nous.json", (d) => (d.chapo = `${d.chapo} Notre usine est neutre en carbone.`)), file: "content/pages/qui-sommes-nous.json", at: "chapo", says: /« neutre en carbone »/ },
  { name: "a claim: respectueux de la planète", edit: json("pages/accueil.json", (d) => (d.blocs[1].paragraphes[0] = "Proposer un papier respectueux de la planète.")), file: "content/pages/accueil.json", at: "blocs[1].paragraphes[0]", says: /« respectueux de la planète »/ },
  { name: "a claim: waterproof", edit: json("applications/etiquette-bouteilles.json", (d) => (d.exemples[0] = "Étiquettes waterproof pour seaux à glace")), file: "content/applications/etiquette-bouteilles.json", at: "exemples[0]", says: /« waterproof »/ },
  { name: "a claim: fabriqué sans eau", edit: json("site/documents-pdf.json", (d) => (d.catalogue.composition.paragraphes[1] = "Fabriqué sans eau ni blanchiment.")), file: "content/site/documents-pdf.json", at: "catalogue.composition.paragraphes[1]", says: /« Fabriqué sans eau »/ },
  { name: "a claim in an alt text", edit: json("applications/papeterie.json", (d) => (d.imagePrincipale.alt = "Carnet biodégradable ouvert sur un bureau")), file: "content/applications/papeterie.json", at: "imagePrincipale.alt", says: /« biodégradable »/ },
  { name: "an emoji in a data sheet's use", edit: json("fiches/stn.json", (d) => (d.usages[1] = "Plateaux 🍓")), file: "content/fiches/stn.json", at: "usages[1]", says: /le caractère « 🍓 » \(U\+1F353\) ne peut pas être imprimé dans les PDF/ },
  { name: "an emoji in the company's name", edit: json("site/entreprise.json", (d) => (d.nom = "Stone Paper Tunisie ✨")), file: "content/site/entreprise.json", at: "nom", says: /« ✨ »/ },
  {
    name: "an emoji in an English translation the PDFs print (English PDFs are printed too)",
    edit: json("traductions/en/fiches/rbn.json", (d) => (d.textes[0].traduction = "mineral board 🚀")),
    file: "content/traductions/en/fiches/rbn.json",
    at: "textes[0].traduction",
    says: /le caractère « 🚀 » \(U\+1F680\) ne peut pas être imprimé dans les PDF/,
  },
  { name: "an emoji in an application's example", edit: json("applications/papeterie.json", (d) => (d.exemples[0] = "Carnets de terrain ☔")), file: "content/applications/papeterie.json", at: "exemples[0]", says: /« ☔ »/ },
  { name: "a picture that is not there", edit: json("fiches/spn.json", (d) => (d.carte.image.src = "/images/fiches/spn-nouveau.jpg")), file: "content/fiches/spn.json", at: "carte.image.src", says: /content\/images\/fiches\/spn-nouveau\.jpg est introuvable/ },
  {
    name: "a photo too narrow for the gallery",
    edit: async (s) => {
      s.writeImage("applications/papeterie/atelier.jpg", await photo(900, 600));
      s.edit("applications/papeterie.json", (d) => (d.galerie[1].src = "/images/applications/papeterie/atelier.jpg"));
    },
    file: "content/applications/papeterie.json",
    at: "galerie[1].src",
    says: /fait 900 px de large/,
  },
  {
    name: "a text file saved as .jpg",
    edit: (s) => {
      s.writeImage("applications/papeterie/note.jpg", "pas une image");
      s.edit("applications/papeterie.json", (d) => (d.galerie[0].src = "/images/applications/papeterie/note.jpg"));
    },
    file: "content/applications/papeterie.json",
    at: "galerie[0].src",
    says: /n'est pas une image lisible/,
  },
  {
    name: "an SVG with a script, dropped into content/images/",
    edit: (s) => s.writeImage("fiches/rbn.svg", `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">\n<script>fetch("//x.example")</script>\n</svg>\n`),
    file: "content/images/fiches/rbn.svg",
    at: { line: 2, column: 1 },
    says: /ce SVG contient un élément <script>/,
  },
  {
    name: "a logo exported with an onload handler",
    edit: (s) => s.public("images/marque/logo.svg", `<svg xmlns="http://www.w3.org/2000/svg" onload="track()" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>`),
    file: "public/images/marque/logo.svg",
    at: { line: 1 },
    says: /l'attribut « onload »/,
  },
  {
    name: "a partner logo with a javascript: link",
    edit: (s) => s.public("images/marque/partenaire.svg", `<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:void(0)"><rect width="10" height="10"/></a></svg>`),
    file: "public/images/marque/partenaire.svg",
    at: { line: 1 },
    says: /un lien « javascript:void\(0\) »/,
  },
  { name: "a link to a page that does not exist", edit: json("site/navigation.json", (d) => (d.liensRapides[0].href = "/produits")), file: "content/site/navigation.json", at: "liensRapides[0].href", says: /le lien \/produits ne mène à aucune page/ },
  { name: "a grammage that contradicts thickness × density", edit: json("fiches/rbn.json", (d) => (d.lignes[2].grammage = 460)), file: "content/fiches/rbn.json", at: "lignes[2].grammage", says: /^460 ne correspond pas à 300 µm × 1,5 g\/cm³ = 450 g\/m²/ },
  { name: "rows out of order", edit: json("fiches/rpn.json", (d) => d.lignes.reverse()), file: "content/fiches/rpn.json", at: "lignes[1]", says: /vient après .* de la plus fine à la plus épaisse/ },
  { name: "a row pasted twice", edit: json("fiches/stn.json", (d) => d.lignes.push(structuredClone(d.lignes[1]))), file: "content/fiches/stn.json", at: "lignes[2].epaisseur", says: /la ligne 2 a déjà l'épaisseur 500 µm/ },
  { name: "a table row pasted twice", edit: json("pages/pourquoi-stone-paper.json", (d) => d.blocs[0].tableau.lignes.push([...d.blocs[0].tableau.lignes[2]])), file: "content/pages/pourquoi-stone-paper.json", at: "blocs[0].tableau.lignes[8]", says: /cette ligne répète la ligne 3/ },
  { name: "a use in two categories", edit: json("fiches/rbn.json", (d) => d.categories.lignes[2].usages.push("Brochures")), file: "content/fiches/rbn.json", at: "categories.lignes[2].usages[4]", says: /« Brochures » figure déjà dans cette fiche \(categories\.lignes\[0\]\.usages\[1\]\)/ },
  { name: "a list of uses beside the categories", edit: json("fiches/rbn.json", (d) => (d.usages = ["Boîtes"])), file: "content/fiches/rbn.json", at: "usages", says: /range déjà ses usages dans son tableau des catégories/ },
  { name: "a family named otherwise in a text", edit: json("applications/papeterie.json", (d) => (d.exemples[4] = "Couvertures rigides en papier RBN")), file: "content/applications/papeterie.json", at: "exemples[4]", says: /« papier RBN » : le RBN est un carton .* écrivez « carton RBN »/ },
  { name: "a third name after a code's dash", edit: json("pages/accueil.json", (d) => (d.chapo = d.chapo + " RBN — carton fort sans couchage.")), file: "content/pages/accueil.json", at: "chapo", says: /« RBN — carton fort sans couchage » ne reprend aucun des noms du RBN/ },
  { name: "a table row missing a cell", edit: json("pages/pourquoi-stone-paper.json", (d) => d.blocs[0].tableau.lignes[1].pop()), file: "content/pages/pourquoi-stone-paper.json", at: "blocs[0].tableau.lignes[1]", says: /2 cellules pour 3 colonnes/ },
  { name: "opening after closing", edit: json("site/entreprise.json", (d) => (d.horaires[0].ouverture = "18:00")), file: "content/site/entreprise.json", at: "horaires[0]", says: /l'ouverture \(18:00\) doit précéder la fermeture \(17:00\)/ },
  { name: "Saturday also in the weekday slot", edit: json("site/entreprise.json", (d) => d.horaires[0].jours.push("samedi")), file: "content/site/entreprise.json", at: "horaires[1].jours", says: /le samedi figure déjà dans « Lundi – vendredi »/ },
  { name: "composition shares that make 95 %", edit: json("site/documents-pdf.json", (d) => (d.catalogue.composition.repartition[1].pourcentage = 15)), file: "content/site/documents-pdf.json", at: "catalogue.composition.repartition", says: /totalisent 95 %/ },
  { name: "a catalogue edition typed 2052", edit: json("site/entreprise.json", (d) => (d.catalogue.edition = 2052)), file: "content/site/entreprise.json", at: "catalogue.edition", says: /l'édition 2052 est en avance/ },
  { name: "a related sheet misspelt", edit: json("fiches/rbn.json", (d) => (d.fichesLiees[0] = "spm")), file: "content/fiches/rbn.json", at: "fichesLiees[0]", says: /aucune fiche content\/fiches\/spm\.json/ },
  { name: "a sheet that recommends itself", edit: json("fiches/spn.json", (d) => (d.fichesLiees = ["spn"])), file: "content/fiches/spn.json", at: "fichesLiees[0]", says: /ne peut pas se recommander elle-même/ },
  {
    name: "a sheet copied with its code left unchanged",
    edit: (s) => {
      s.write("fiches/xpn.json", { ...s.read("fiches/rpn.json"), carte: XPN_CARD(s), nom: { court: "papier extra", long: "papier extra blanc" }, meta: { titre: "Fiche technique XPN — papier extra", description: "XPN, papier extra blanc en stone paper pour l'impression d'art et les étiquettes de luxe." } });
    },
    file: "content/fiches/xpn.json",
    at: "code",
    says: /le code RPN est déjà celui de content\/fiches\/rpn\.json/,
  },
  { name: "a family twice in the comparison table", edit: json("familles.json", (d) => d.familles.push({ ...d.familles[1] })), file: "content/familles.json", at: "familles[4].code", says: /RBN a déjà sa ligne \(ligne 2\)/ },
  { name: "a family with no data sheet", edit: json("familles.json", (d) => d.familles.push({ code: "XYZ", epaisseur: "10 à 20", densite: "1" })), file: "content/familles.json", at: "familles[4].code", says: /aucune fiche technique n'a le code XYZ/ },
  { name: "a family removed from the table", edit: json("familles.json", (d) => d.familles.splice(2, 1)), file: "content/familles.json", at: "familles", says: /la famille STN \(content\/fiches\/stn\.json\) manque dans le tableau comparatif/ },
  {
    name: "an application copied with its menu label and title unchanged",
    edit: (s) => s.write("applications/signaletique.json", { ...s.read("applications/papeterie.json"), imagePrincipale: SIGNALETIQUE_PICTURE(s), ordre: 7 }),
    file: "content/applications/signaletique.json",
    at: "menu",
    says: /reprennent ceux de content\/applications\/papeterie\.json \(le sous-menu montrerait deux fois « Papeterie »\)/,
  },
  {
    name: "an application copied with its own words but its model's main picture",
    edit: (s) => s.write("applications/signaletique.json", { ...SEVENTH(s), imagePrincipale: s.read("applications/papeterie.json").imagePrincipale }),
    file: "content/applications/signaletique.json",
    at: "imagePrincipale.src",
    says: /c'est encore l'image de la page « Papeterie » \(content\/applications\/papeterie\.json\), avec son texte alternatif — téléversez une image propre à cette page/,
  },
  {
    name: "an application copied with a new menu label but the model's title",
    edit: (s) => s.write("applications/signaletique.json", { ...SEVENTH(s), titre: "Stone paper pour la papeterie" }),
    file: "content/applications/signaletique.json",
    at: "titre",
    says: /son titre reprend celui de content\/applications\/papeterie\.json/,
  },
  { name: "a count written out, wrong", edit: json("pages/accueil.json", (d) => (d.blocs[2].titre = "Sept secteurs d'application")), file: "content/pages/accueil.json", at: "blocs[2].titre", says: /« Sept secteurs d'application » alors que content\/applications\/ compte 6 applications — écrivez « \{applications\.nombre\} secteurs d'application »/ },
  { name: "« les cinq familles » with four sheets", edit: json("site/interface.json", (d) => (d.fiche.comparatif = "Les cinq familles")), file: "content/site/interface.json", at: "fiche.comparatif", says: /content\/fiches\/ compte 4 fiches techniques/ },
  {
    name: "a seventh application under a title that still says six",
    edit: (s) => {
      s.write("applications/signaletique.json", SEVENTH(s));
      s.edit("pages/applications.json", (d) => (d.meta.titre = "Applications du stone paper — six secteurs"));
    },
    file: "content/pages/applications.json",
    at: "meta.titre",
    says: /« six secteurs » alors que content\/applications\/ compte 7 applications/,
  },
  {
    name: "a 120 µm row added to SPN, the family table written out at 60, 80 or 100",
    edit: (s) => {
      s.edit("fiches/spn.json", (d) => d.lignes.push({ epaisseur: 120, densite: 1, grammage: 120, opacite: "> 80" }));
      s.edit("familles.json", (d) => (d.familles[3].epaisseur = "60, 80 ou 100"));
    },
    file: "content/familles.json",
    at: "familles[3].epaisseur",
    says: /« 60, 80 ou 100 » ne couvre pas 120 µm, qui est dans content\/fiches\/spn\.json \(lignes : 60, 80, 100 et 120 µm\) — élargissez la gamme de la famille, ou corrigez les lignes de la fiche/,
  },
  {
    name: "the RPN range stopping short of its 250 µm row",
    edit: json("familles.json", (d) => (d.familles[0].epaisseur = "50 à 200")),
    file: "content/familles.json",
    at: "familles[0].epaisseur",
    says: /« 50 à 200 » ne couvre pas 250 µm, qui est dans content\/fiches\/rpn\.json/,
  },
  {
    name: "a family's range written as a placeholder instead of the catalogue's figures",
    edit: json("familles.json", (d) => (d.familles[1].epaisseur = "{RBN.epaisseurs.plage}")),
    file: "content/familles.json",
    at: "familles[1].epaisseur",
    says: /écrivez une plage « 50 à 250 » ou une liste « 60, 80 ou 100 », en µm sans l'unité/,
  },
  {
    name: "RBN's 200 µm row removed, the categories still say 200 and 250",
    edit: json("fiches/rbn.json", (d) => d.lignes.splice(0, 1)),
    file: "content/fiches/rbn.json",
    at: "categories.lignes[0].epaisseurs[0]",
    says: /200 µm n'est pas dans le tableau des spécifications de cette fiche \(lignes : 250, 300, 350 et 400 µm\)/,
  },
  {
    name: "RBN's 350 µm row removed and from its category, an application still recommends it",
    edit: (s) => {
      s.edit("fiches/rbn.json", (d) => {
        d.lignes.splice(3, 1);
        d.categories.lignes[2].epaisseurs = [400];
      });
      s.edit("applications/emballages-luxe.json", (d) => (d.recommandations[0].epaisseurs = [300, 400]));
      s.edit("applications/stone-paper-agricole.json", (d) => (d.recommandations[1].epaisseurs = [300]));
    },
    file: "content/applications/emballages-alimentaire.json",
    at: "recommandations[2].epaisseurs[1]",
    says: /350 µm n'est pas une épaisseur du RBN \(content\/fiches\/rbn\.json : 200, 250, 300 et 400 µm\)/,
  },
  {
    name: "a sheet's description that restates its thicknesses, stale",
    edit: json("fiches/spn.json", (d) => (d.meta.description = "SPN, papier synthétique en stone paper de 60, 80, 100 ou 120 µm, pour sacs de courses, sacs poubelle et nappes.")),
    file: "content/fiches/spn.json",
    at: "meta.description",
    says: /« 60, 80, 100 ou 120 µm » ne correspond plus à la gamme de la fiche \(content\/familles\.json : 60, 80 ou 100 µm ; lignes de content\/fiches\/spn\.json : 60, 80 et 100 µm\) — écrivez « \{fiche\.gamme\} µm »/,
  },
  {
    name: "a range written out in an application page beyond the family's rows",
    edit: json("applications/emballages-alimentaire.json", (d) => (d.description[0] = d.description[0].replace("{RPN.gamme}", "40 à 250"))),
    file: "content/applications/emballages-alimentaire.json",
    at: "description[0]",
    says: /« 40 à 250 µm » pour le RPN sort de sa gamme \(content\/familles\.json : 50 à 250 µm/,
  },
  {
    name: "a density written out in a sheet, not the rows'",
    edit: json("fiches/stn.json", (d) => (d.description[0] = "Le STN est une feuille épaisse, de densité 1,5 g/cm³, conçue pour le thermoformage.")),
    file: "content/fiches/stn.json",
    at: "description[0]",
    says: /« densité 1,5 g\/cm³ » ne correspond plus à la densité du tableau des spécifications \(lignes : 1,6 g\/cm³\)/,
  },
  {
    name: "an opacity feature that the rows contradict",
    edit: json("fiches/rbn.json", (d) => (d.caracteristiques[5].libelle = "Opacité > 90 %")),
    file: "content/fiches/rbn.json",
    at: "caracteristiques[5].libelle",
    says: /« Opacité > 90 % » ne correspond plus à l'opacité minimale/,
  },
  {
    name: "a required file deleted",
    edit: (s) => s.remove("site/page-application.json"),
    file: "content/site/page-application.json",
    at: "",
    says: /ce fichier obligatoire est introuvable/,
  },
  {
    name: "a required page deleted",
    edit: (s) => s.remove("pages/contact.json"),
    file: "content/pages/contact.json",
    at: "",
    says: /cette page obligatoire est introuvable/,
  },
  {
    name: "a draft saved at the top of content/",
    edit: (s) => s.write("brouillon.json", { titre: "À relire" }),
    file: "content/brouillon.json",
    at: "",
    says: /ce fichier n'a pas sa place ici/,
  },
  {
    name: "notes saved in content/fiches/",
    edit: (s) => s.write("fiches/notes.txt", "Vérifier l'opacité du SPN."),
    file: "content/fiches/notes.txt",
    at: "",
    says: /ce fichier n'a pas sa place ici/,
  },
  {
    name: "an application file named with an accent and a capital",
    edit: (s) => s.write("applications/Signalétique.json", SEVENTH(s)),
    file: "content/applications/Signalétique.json",
    at: "",
    says: /le nom de fichier « Signalétique\.json » ne peut pas servir d'adresse/,
  },
  {
    name: "a page named like a folder of the build",
    edit: (s) => s.write("pages/catalogue.json", { ...s.read("pages/contact.json"), titre: "Catalogue", meta: { titre: "Le catalogue de Stone Paper Tunisie", description: "Le catalogue des familles de stone paper, leurs tableaux techniques et leurs applications en un PDF." } }),
    file: "content/pages/catalogue.json",
    at: "",
    says: /l'adresse \/catalogue est réservée/,
  },
  {
    name: "an application named like a data sheet",
    edit: (s) => s.write("applications/rbn.json", SEVENTH(s)),
    file: "content/fiches/rbn.json",
    at: "",
    says: /l'adresse \/rbn est déjà celle de content\/applications\/rbn\.json/,
  },
  {
    name: "an old catalogue left in public/catalogue/",
    edit: (s) => s.public("catalogue/catalogue-stone-paper-tunisie-2025.pdf", "%PDF-1.4"),
    file: "content/site/entreprise.json",
    at: "catalogue.fichier",
    says: /public\/catalogue\/catalogue-stone-paper-tunisie-2025\.pdf porte le même nom/,
  },
];


const buyer: BadEdit[] = [
  { name: "a process the catalogue does not list", edit: json("fiches/rpn.json", (d) => (d.procedes[0].procede = "heliogravure")), file: "content/fiches/rpn.json", at: "procedes[0].procede", says: /« heliogravure » n'est pas un procédé de content\/site\/procedes\.json — choisissez parmi : offset, / },
  { name: "a process rated « sous-conditions » without its condition", edit: json("fiches/rpn.json", (d) => delete d.procedes[0].precision), file: "content/fiches/rpn.json", at: "procedes[0].precision", says: /sans précision — écrivez la condition/ },
  { name: "a rating for a thickness the sheet does not make", edit: json("fiches/rbn.json", (d) => (d.procedes[1].epaisseurs = [450])), file: "content/fiches/rbn.json", at: "procedes[1].epaisseurs[0]", says: /450 µm n'est pas une épaisseur de cette fiche/ },
  {
    name: "a process rated twice for the same thicknesses",
    edit: json("fiches/rbn.json", (d) => d.procedes.push({ procede: "offset-uv", statut: "deconseille", precision: "Essai négatif sur notre presse d'essai.", epaisseurs: [200, 250] })),
    file: "content/fiches/rbn.json",
    at: "procedes[10]",
    says: /« offset-uv » a déjà une aptitude pour 200 et 250 µm \(procedes\[1\]\)/,
  },
  {
    name: "a food-contact declaration whose file is not there",
    edit: json("fiches/stn.json", (d) => Object.assign(d.contactAlimentaire, { statut: "declaration", reglement: "Règlement (UE) n° 10/2011", declaration: "/documents/stn-declaration.pdf" })),
    file: "content/fiches/stn.json",
    at: "contactAlimentaire.declaration",
    says: /public\/documents\/stn-declaration\.pdf n'existe pas/,
  },
  { name: "a food-contact declaration without its regulation", edit: json("fiches/stn.json", (d) => (d.contactAlimentaire.statut = "declaration")), file: "content/fiches/stn.json", at: "contactAlimentaire.reglement", says: /demande le règlement .* et le fichier de la déclaration/ },
  { name: "an expired certification", edit: json("fiches/rpn.json", (d) => (d.certifications = [{ nom: "ISO 9001:2015", organisme: "Bureau Veritas", numero: "TN-1234", validite: "2020-06-30" }])), file: "content/fiches/rpn.json", at: "certifications[0].validite", says: /a expiré le 2020-06-30/ },
  { name: "a lead time that runs backwards", edit: json("fiches/rpn.json", (d) => (d.delai = { de: 6, a: 2, unite: "semaines" })), file: "content/fiches/rpn.json", at: "delai", says: /va de 6 à 2 semaines/ },
  { name: "sheet sizes for a family delivered in rolls only", edit: json("fiches/spn.json", (d) => (d.formats = { livraison: ["bobines"], feuilles: [{ largeur: 700, hauteur: 1000 }] })), file: "content/fiches/spn.json", at: "formats.feuilles", says: /« feuilles » n'est pas dans « livraison »/ },
  {
    name: "an application that needs a process its family is rated unsuitable for",
    edit: json("applications/emballages-luxe.json", (d) => d.recommandations[0].procedes.push("toner-sec")),
    file: "content/applications/emballages-luxe.json",
    at: "recommandations[0].procedes[6]",
    says: /le RBN est déconseillé en toner sec \(laser, copieurs\) à 300, 350 et 400 µm \(content\/fiches\/rbn\.json › procedes\[4\]/,
  },
  {
    name: "an application page that promises a process its family is rated unsuitable for",
    edit: json("applications/emballages-luxe.json", (d) => (d.description[0] += " Il s'imprime aussi sur une imprimante laser de bureau.")),
    file: "content/applications/emballages-luxe.json",
    at: "description[0]",
    says: /« laser » : ce texte présente le toner sec \(laser, copieurs\) comme possible alors que le RBN y est déconseillé/,
  },
  {
    name: "the families named one by one instead of {fiches.liste}",
    edit: text("pages/accueil.json", "{fiches.liste}", "le papier RPN, le carton RBN, la feuille STN et le papier SPN"),
    file: "content/pages/accueil.json",
    at: "blocs[0].paragraphes[0]",
    says: /nomme une à une les 4 familles \(.*\) — écrivez « \{fiches\.liste\} »/,
  },
  {
    name: "the applications named one by one instead of {applications.liste}",
    edit: json("pages/applications.json", (d) => (d.meta.description = "Papeterie, emballages alimentaires, étiquettes de bouteilles, emballages de luxe et papiers peints : les usages du stone paper.")),
    file: "content/pages/applications.json",
    at: "meta.description",
    says: /nomme une à une 5 des 6 applications .* — écrivez « \{applications\.liste\} »/,
  },
  { name: "a count written out while it is still right", edit: text("site/documents-pdf.json", '"Les {fiches.nombre} familles"', '"Les quatre familles"'), file: "content/site/documents-pdf.json", at: "catalogue.familles.titre", says: /« Les quatre familles » recopie le nombre \(content\/fiches\/ compte 4 fiches techniques\)/ },
  { name: "two processes under one key", edit: json("site/procedes.json", (d) => d.procedes.push({ ...d.procedes.at(-1), termes: ["moulage"] })), file: "content/site/procedes.json", at: "procedes[13].cle", says: /la clé « thermoformage » est déjà celle du procédé 13/ },
];

const BAD: BadEdit[] = [...syntax, ...schema, ...checks, ...buyer];

// ————————————————————————————————————————————————————————————— good edits

const GOOD: { name: string; edit: Edit }[] = [
  {
    name: "a process rated for some thicknesses only, and another for the rest",
    edit: json("fiches/rbn.json", (d) =>
      d.procedes.push(
        { procede: "flexographie", statut: "sous-conditions", precision: "Encres UV pour supports non absorbants ; essai conseillé.", epaisseurs: [200, 250] },
        { procede: "flexographie", statut: "deconseille", precision: "Trop rigide pour nos partenaires flexographes.", epaisseurs: [300, 350, 400] },
      ),
    ),
  },
  {
    name: "a food-contact declaration with its regulation and its file",
    edit: (s) => {
      s.public("documents/stn-declaration-contact-alimentaire.pdf", "%PDF-1.4");
      s.edit("fiches/stn.json", (d) => Object.assign(d.contactAlimentaire, { statut: "declaration", reglement: "Règlement (UE) n° 10/2011", declaration: "/documents/stn-declaration-contact-alimentaire.pdf" }));
    },
  },
  {
    name: "formats, minimum order, lead time, a property with its test method and a certification",
    edit: json("fiches/rpn.json", (d) =>
      Object.assign(d, {
        formats: { livraison: ["feuilles", "bobines"], feuilles: [{ largeur: 700, hauteur: 1000 }], bobines: { laizes: [500, 1000], mandrin: 76, longueur: 1000 }, surMesure: true },
        commandeMinimale: { quantite: 500, unite: "kg" },
        delai: { de: 2, a: 4, unite: "semaines" },
        proprietes: [{ nom: "Résistance à la déchirure", valeur: "> 450", unite: "mN", methode: "ISO 1974", epaisseurs: [100, 120] }],
        mesures: { epaisseur: { methode: "ISO 534", tolerance: "± 5 %" } },
        certifications: [{ nom: "ISO 9001:2015", organisme: "Bureau Veritas", numero: "TN-1234", validite: "2099-06-30" }],
      }),
    ),
  },
  { name: "a sentence that says a process does not suit", edit: json("fiches/rbn.json", (d) => (d.description[1] += " Il ne convient pas aux imprimantes laser.")) },
  { name: "a file saved with a byte-order mark", edit: (s) => s.write("site/entreprise.json", `\uFEFF${s.text("site/entreprise.json")}`) },
  { name: "a file saved with Windows line endings", edit: (s) => s.write("fiches/rbn.json", s.text("fiches/rbn.json").replace(/\n/g, "\r\n")) },
  { name: "BOM and CRLF together", edit: (s) => s.write("pages/contact.json", `\uFEFF${s.text("pages/contact.json").replace(/\n/g, "\r\n")}`) },
  { name: "indented with four spaces", edit: (s) => s.write("fiches/spn.json", `${JSON.stringify(s.read("fiches/spn.json"), null, 4)}\n`) },
  { name: "indented with tabs", edit: (s) => s.write("site/navigation.json", `${JSON.stringify(s.read("site/navigation.json"), null, "\t")}\n`) },
  { name: "all on one line, without a final line break", edit: (s) => s.write("familles.json", JSON.stringify(s.read("familles.json"))) },
  { name: "fields in another order", edit: (s) => s.write("applications/papeterie.json", Object.fromEntries(Object.entries(s.read("applications/papeterie.json")).reverse())) },
  { name: "accents written as \\u escapes", edit: text("pages/contact.json", '"titre": "Contact"', '"titre": "Contact \\u00e9crit"') },
  { name: "a .DS_Store in content/fiches/", edit: (s) => s.write("fiches/.DS_Store", "\u0000\u0000\u0000\u0001Bud1") },
  { name: "a Thumbs.db among the pictures", edit: (s) => s.writeImage("applications/papeterie/Thumbs.db", Buffer.from([0xd0, 0xcf, 0x11, 0xe0])) },
  { name: "a desktop.ini in content/", edit: (s) => s.write("desktop.ini", "[.ShellClassInfo]\r\n") },
  { name: "an editor's backup rbn.json~", edit: (s) => s.write("fiches/rbn.json~", "{ half") },
  { name: "a swap file of an open editor", edit: (s) => s.write("applications/.papeterie.json.swp", "b0VIM 9.0") },
  { name: "a seventh application with its own words", edit: (s) => s.write("applications/signaletique.json", SEVENTH(s)) },
  {
    name: "a fifth data sheet and its line in the family table",
    edit: (s) => {
      s.write("fiches/xpn.json", {
        ...s.read("fiches/rpn.json"),
        code: "XPN",
        ordre: 5,
        nom: { court: "papier extra", long: "papier extra blanc" },
        meta: { titre: "Fiche technique XPN — papier extra blanc", description: "XPN, papier extra blanc en stone paper de {fiche.epaisseurs.plage} µm pour l'impression d'art et les étiquettes." },
        carte: XPN_CARD(s),
      });
      s.edit("familles.json", (d) => d.familles.push({ code: "XPN", epaisseur: "60 à 250", densite: "1,20 ± 0,2" }));
    },
  },
  {
    name: "a 120 µm row added to SPN with the family table updated",
    edit: (s) => {
      s.edit("fiches/spn.json", (d) => d.lignes.push({ epaisseur: 120, densite: 1, grammage: 120, opacite: "> 80" }));
      s.edit("familles.json", (d) => (d.familles[3].epaisseur = "60, 80, 100 ou 120"));
    },
  },
  {
    name: "RBN's 200 µm row removed, and from its category",
    edit: (s) =>
      s.edit("fiches/rbn.json", (d) => {
        d.lignes.splice(0, 1);
        d.categories.lignes[0].epaisseurs = [250];
      }),
  },
  { name: "Saturday hours changed", edit: json("site/entreprise.json", (d) => Object.assign(d.horaires[1], { ouverture: "09:00", fermeture: "13:00" })) },
  { name: "Saturday closed", edit: json("site/entreprise.json", (d) => { delete d.horaires[1].ouverture; delete d.horaires[1].fermeture; }) },
  { name: "another phone number and address", edit: json("site/entreprise.json", (d) => Object.assign(d, { telephone: "+216 72 123 456", email: "contact@stone-paper.example.tn" })) },
  { name: "a plain e-mail with a plus", edit: json("site/entreprise.json", (d) => (d.email = "ventes+web@example.com")) },
  { name: "next year's catalogue", edit: json("site/entreprise.json", (d) => (d.catalogue.edition = new Date().getFullYear() + 1)) },
  { name: "a catalogue hosted elsewhere", edit: json("site/entreprise.json", (d) => (d.catalogue.fichier = "https://fichiers.example.com/catalogue-2025.pdf")) },
  { name: "an honest negation", edit: json("pages/pourquoi-stone-paper.json", (d) => (d.chapo = "Le stone paper n'est pas biodégradable : il se récupère avec les plastiques là où une filière existe.")) },
  { name: "a sourced statement", edit: json("pages/qui-sommes-nous.json", (d) => (d.chapo = `${d.chapo} Notre usine est neutre en carbone selon l'analyse de cycle de vie de 2024.`)) },
  { name: "French quotes, apostrophes and R&D in a text", edit: json("applications/papeterie.json", (d) => (d.description[2] = "Notre service R&D l’a testé : « aucune bavure » au stylo bille, moins de 5 % d’écart, opacité > 84 %.")) },
  { name: "a no-break space typed in prose", edit: json("pages/accueil.json", (d) => (d.chapo = d.chapo.replace("80 %", "80\u00a0%"))) },
  { name: "a count from the data in a new sentence", edit: json("pages/applications.json", (d) => (d.blocs[0].chapo = "Les {applications.nombre} secteurs, chacun avec ses exemples et la famille qui lui convient.")) },
  { name: "a family's range quoted in an application page", edit: json("applications/papeterie.json", (d) => (d.description[1] = "Le carton RBN ({RBN.epaisseurs.plage} µm) sert aux couvertures rigides.")) },
  { name: "part of a family's range in an application page", edit: json("applications/papeterie.json", (d) => (d.description[1] = "Le papier RPN de 80 à 120 µm convient aux pages des carnets.")) },
  { name: "a subset of the families", edit: json("applications/papiers-peints.json", (d) => (d.description[0] = `Deux familles conviennent aux papiers peints. ${d.description[0]}`)) },
  { name: "an alt text that mentions a photo in passing", edit: json("applications/papeterie.json", (d) => (d.galerie[0].alt = "Atelier photographié de nuit, rouleaux de stone paper empilés")) },
  { name: "blocks reordered and one removed", edit: json("pages/accueil.json", (d) => { d.blocs.reverse(); d.blocs.splice(1, 1); }) },
  { name: "a gallery picture added", edit: json("applications/papeterie.json", (d) => d.galerie.push({ src: "/images/applications/papeterie/galerie-2.svg", alt: "Deuxième vue des cahiers aux couvertures vertes" })) },
  { name: "the related sheets removed (all the others are shown)", edit: json("fiches/rbn.json", (d) => delete d.fichesLiees) },
  {
    name: "RBN's density changed on every row, grammages and the family table with it",
    edit: (s) => {
      s.edit("fiches/rbn.json", (d) => d.lignes.forEach((row: Json) => { row.densite = 1.6; row.grammage = row.epaisseur * 1.6; }));
      s.edit("familles.json", (d) => (d.familles[1].densite = "1,60 ± 0,2"));
    },
  },
  { name: "a family's range with an end that has no row (the RPN sold from 40 µm)", edit: json("familles.json", (d) => (d.familles[0].epaisseur = "40 à 250")) },
];

// ————————————————————————————————————————————————————————————— the rules

/** What every line of the check must be, whatever the mistake. */
function expectReadable(line: string, error: ContentError): void {
  // One line: values quoted in it show line breaks as ⏎.
  expect(line).not.toMatch(/[\r\n]/);
  // File, then the place if any, then what is wrong, then " — " and what to do.
  expect(line).toMatch(/^(content|public)\/\S.* : .+ — \S.+$/);
  // A place in a list is named as the editor sees it, the JSON path in parentheses.
  if (/\[\d+\]/.test(error.path)) {
    expect(error.where, line).toBeTruthy();
    expect(line).toContain(`${error.where} (${error.path}) : `);
    expect(error.where).not.toMatch(/\[\d+\]/);
  }
  // French only: nothing left of the JSON parser's or the validator's English (quoted values aside).
  const words = line.replace(/«[^»]*»/g, "");
  expect(words).not.toMatch(/\b(must|should|expected|unexpected|undefined|position|token|property|object Object|Error)\b/i);
}

describe(`${BAD.length} bad edits: each refused with one French line naming the file, the place and the fix`, () => {
  test("the suite holds at least 100 of them", () => {
    expect(BAD.length).toBeGreaterThanOrEqual(100);
    expect(new Set(BAD.map((bad) => bad.name)).size).toBe(BAD.length);
  });

  test.each(BAD)("$name", async ({ edit, file, at, says }) => {
    await edit(sandbox);
    const errors = sandbox.check();
    const lines = errors.map(formatError);
    expect(lines, lines.join("\n")).toHaveLength(1);
    const [error] = errors;
    expect(error.file).toBe(file);
    if (typeof at === "string") expect(error.path).toBe(at);
    else {
      expect(error.line).toBe(at.line);
      if (at.column !== undefined) expect(error.column).toBe(at.column);
    }
    expect(error.message).toMatch(says);
    expectReadable(lines[0], error);
  });
});

describe(`${GOOD.length} good edits: none refused`, () => {
  test("the suite holds at least 25 of them", () => {
    expect(GOOD.length).toBeGreaterThanOrEqual(25);
  });

  test.each(GOOD)("$name", async ({ edit }) => {
    await edit(sandbox);
    expect(sandbox.check().map(formatError)).toEqual([]);
  });
});
