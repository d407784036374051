import { afterEach, describe, expect, test } from "vitest";
import { loadContent } from "#app/content/loader.server.ts";
import { translationFile } from "#app/model/collections.ts";
import { marksOf, sameMarks, textState, translateData, translationGaps, type TranslationEntries } from "#app/model/translations.ts";
import { translations } from "#scripts/checks/content/checks/translations.ts";
import { formatGap, reviewTranslations } from "#scripts/checks/content/translation-review.ts";
import { contextForFiles } from "#scripts/checks/content/validate.ts";
import { findUnreadyLanguages, formatUnreadyLanguage } from "#scripts/checks/publication-check.ts";
import { PUBLIC_DIR } from "#scripts/lib/paths.ts";
import { ContentDraft } from "#test/support/content-draft.ts";
import { ContentSandbox } from "#test/support/content-sandbox.ts";

/*
 * The other languages: a translation replaces its French text only while it is up to
 * date, the translations rule refuses what would make a translation wrong, the review
 * lists what is late, and the go-live check refuses a language that is not ready.
 */

type Json = Record<string, any>;
const entries = (...texts: [champ: string, fr: string, traduction: string][]): TranslationEntries =>
  new Map(texts.map(([champ, fr, traduction]) => [champ, { champ, fr, traduction }]));

/** Sets (or adds) one translated text of a translation file in a draft. */
function translate(draft: ContentDraft, locale: string, file: string, champ: string, traduction: string, fr?: string): void {
  const relative = translationFile(locale, file);
  const data = (draft.files.get(relative) as Json | undefined) ?? { $schema: "../../../schema/traduction.schema.json", textes: [] };
  const french = fr ?? (champ.split(".").reduce<any>((value, key) => value?.[key], draft.read(file)) as string);
  const existing = data.textes.find((text: Json) => text.champ === champ);
  if (existing) Object.assign(existing, { fr: french, traduction });
  else data.textes.push({ champ, fr: french, traduction });
  draft.files.set(relative, data);
}

const setState = (draft: ContentDraft, locale: string, etat: string) =>
  draft.edit("site/langues.json", (languages) => (languages.langues.find((language: Json) => language.code === locale).etat = etat));

describe("the model", () => {
  test("a text's state: to translate, translated, to review", () => {
    expect(textState("Contact", undefined)).toBe("à traduire");
    expect(textState("Contact", { champ: "titre", fr: "Contact", traduction: "" })).toBe("à traduire");
    expect(textState("Contact", { champ: "titre", fr: "Contact", traduction: "Contact us" })).toBe("traduit");
    expect(textState("Nous contacter", { champ: "titre", fr: "Contact", traduction: "Contact us" })).toBe("à revoir");
  });

  test("an up-to-date translation replaces its French; a stale or empty one leaves the French", () => {
    const french = { titre: "Contact", chapo: "Écrivez-nous.", blocs: [{ titre: "Horaires" }], telephone: "+216 71 000 000" };
    const translated = translateData(
      french,
      entries(["titre", "Contact", "Contact us"], ["chapo", "Écrivez-nous !", "Write to us!"], ["blocs[0].titre", "Horaires", ""]),
    );
    expect(translated).toEqual({ titre: "Contact us", chapo: "Écrivez-nous.", blocs: [{ titre: "Horaires" }], telephone: "+216 71 000 000" });
    expect(french.titre).toBe("Contact");
  });

  test("marks are compared as they are, count included", () => {
    expect(marksOf("Nos {fiches.nombre} familles, {fiches.nombre} fois")).toEqual(["{fiches.nombre}", "{fiches.nombre}"]);
    expect(sameMarks("{a.b} et {c.d}", "{c.d} and {a.b}")).toBe(true);
    expect(sameMarks("{a.b} et {a.b}", "{a.b}")).toBe(false);
  });

  test("the gaps of a language: to translate, to review, and a translation whose French is gone", () => {
    const french = [
      { file: "pages/contact.json", path: "titre", value: "Nous contacter" },
      { file: "pages/contact.json", path: "chapo", value: "Écrivez-nous." },
    ];
    const gaps = translationGaps("en", french, new Map([["pages/contact.json", entries(["titre", "Contact", "Contact us"], ["blocs[9].titre", "Horaires", "Opening hours"])]]));
    expect(gaps.map(({ path, state }) => `${path}: ${state}`)).toEqual(["titre: à revoir", "chapo: à traduire", "blocs[9].titre: disparu"]);
  });
});

describe("the translations rule", () => {
  const run = (change: (draft: ContentDraft) => void) => {
    const draft = new ContentDraft();
    change(draft);
    return draft.run(translations);
  };

  test("the shipped translations pass", () => {
    expect(new ContentDraft().run(translations)).toEqual([]);
  });

  test("a value that is written once for every language", () => {
    expect(run((d) => translate(d, "en", "site/entreprise.json", "email", "hello@example.com"))).toMatchSnapshot();
  });

  test("a mark dropped from the text", () => {
    const [line] = run((d) => translate(d, "en", "pages/accueil.json", "meta.description", "Stone paper made in Tunisia.", "Du stone paper fabriqué en Tunisie, {fiches.nombre} familles."));
    expect(line).toMatch(/repères entre accolades.*\{fiches\.nombre\}.*recopiez-les/);
  });

  test("a translation longer than its field allows", () => {
    const [line] = run((d) => translate(d, "en", "pages/contact.json", "meta.titre", "A".repeat(200)));
    expect(line).toMatch(/200 caractères, le champ en accepte \d+ au plus — raccourcissez-la/);
  });

  test.each([
    ["en", "An eco-friendly stone paper."],
    ["en", "Fully recyclable sheets."],
    ["ar", "ورق حجري صديق للبيئة."],
    ["ar", "ورق قابل للتحلل."],
  ])("a forbidden claim in %s: %s", (locale, text) => {
    const [line] = run((d) => translate(d, locale, "pages/contact.json", "chapo", text));
    expect(line).toMatch(/est interdite sur ce site, dans toutes les langues/);
  });

  test("an honest negation passes in English and Arabic", () => {
    expect(run((d) => translate(d, "en", "pages/contact.json", "chapo", "Stone paper is not biodegradable."))).toEqual([]);
    expect(run((d) => translate(d, "ar", "pages/contact.json", "chapo", "الورق الحجري ليس قابلا للتحلل."))).toEqual([]);
  });

  test("a language the site does not have, named once", () => {
    const lines = run((d) => {
      translate(d, "de", "pages/contact.json", "titre", "Kontakt");
      translate(d, "de", "pages/accueil.json", "titre", "Startseite");
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchSnapshot();
  });

  test("a text translated twice in one file", () => {
    const lines = run((d) => {
      translate(d, "en", "pages/contact.json", "titre", "Contact");
      (d.read(translationFile("en", "pages/contact.json")).textes as Json[]).push({ champ: "titre", fr: "Contact", traduction: "Contact us" });
    });
    expect(lines.some((line) => /« titre » est traduit deux fois dans ce fichier — gardez une seule/.test(line))).toBe(true);
  });
});

describe("what is late, and the go-live check", () => {
  const sandboxes: ContentSandbox[] = [];
  afterEach(() => {
    for (const sandbox of sandboxes.splice(0)) sandbox.dispose();
  });

  test("a French edit makes its translation « à revoir », named with its file and the fix", () => {
    const draft = new ContentDraft();
    setState(draft, "en", "brouillon");
    setState(draft, "ar", "désactivée");
    translate(draft, "en", "pages/contact.json", "titre", "Contact us");
    const before = reviewTranslations(contextForFiles(draft.files)).filter((gap) => gap.file === "pages/contact.json" && gap.path === "titre");
    expect(before).toEqual([]);
    draft.edit("pages/contact.json", (page) => (page.titre = "Nous écrire"));
    const after = reviewTranslations(contextForFiles(draft.files)).filter((gap) => gap.file === "pages/contact.json" && gap.path === "titre");
    expect(after.map((gap) => formatGap(gap, draft.read("site/langues.json").langues))).toMatchSnapshot();
  });

  test("a language not built is not reviewed", () => {
    const draft = new ContentDraft();
    setState(draft, "en", "désactivée");
    setState(draft, "ar", "désactivée");
    expect(reviewTranslations(contextForFiles(draft.files))).toEqual([]);
  });

  test("the go-live check refuses a draft language and a published one with texts late; a disabled one never", () => {
    const content = new ContentSandbox();
    sandboxes.push(content);
    const dirs = { contentDir: content.dir, publicDir: PUBLIC_DIR };
    content.edit("site/langues.json", (languages) => {
      languages.langues[1].etat = "brouillon";
      languages.langues[2].etat = "publiée";
    });
    // Every text is translated: a published language is ready, a draft one is not.
    expect(findUnreadyLanguages(dirs).map((language) => `${language.code} ${language.etat}`)).toEqual(["en brouillon"]);
    // A French edit leaves the published language with a text to review.
    content.edit("pages/contact.json", (page) => (page.titre = "Nous écrire"));
    const unready = findUnreadyLanguages(dirs);
    expect(unready.map((language) => `${language.code} ${language.etat}`)).toEqual(["en brouillon", "ar publiée"]);
    expect(formatUnreadyLanguage(unready[0])).toMatch(/^content\/site\/langues\.json › English \(en\) : brouillon ; 0 texte\(s\) à traduire, 1 à revoir.* — relisez ses textes puis passez son état à « publiée »/);
    expect(formatUnreadyLanguage(unready[1])).toMatch(/ — traduisez et revoyez ces textes, ou passez la langue à « désactivée »/);
    content.edit("site/langues.json", (languages) => {
      languages.langues[1].etat = "désactivée";
      languages.langues[2].etat = "désactivée";
    });
    expect(findUnreadyLanguages(dirs)).toEqual([]);
  });

  test("the loader reads a language: translated where up to date, French elsewhere, the company's details once", () => {
    const content = new ContentSandbox();
    sandboxes.push(content);
    const contact = content.read("pages/contact.json");
    content.write(translationFile("en", "pages/contact.json"), {
      $schema: "../../../schema/traduction.schema.json",
      textes: [
        { champ: "titre", fr: contact.titre, traduction: "Contact us" },
        { champ: "chapo", fr: `${contact.chapo} (ancien)`, traduction: "An outdated translation." },
      ],
    });
    const french = loadContent(content.dir);
    const english = loadContent(content.dir, "en");
    const page = (site: typeof french) => site.pages.find((entry) => entry.slug === "contact")!.data;
    expect(page(english).titre).toBe("Contact us");
    expect(page(english).chapo).toBe(page(french).chapo);
    expect(english.company.telephone).toBe(french.company.telephone);
    expect(english.sheets.map((sheet) => sheet.data.lignes)).toEqual(french.sheets.map((sheet) => sheet.data.lignes));
  });
});
