import { describe, expect, test } from "vitest";
import { loadContent } from "#app/content/loader.server.ts";
import { dataSheetView } from "#app/content/views.server.ts";
import { factSources, fillFacts, siteFacts } from "#app/model/facts.ts";
import { alternativesText, countText, dateText, daysText, decimalsIn, formatNumber, listText, rangeBetween } from "#app/model/locale-format.ts";
import { formatFrenchNumber, countInWords } from "#app/model/number.ts";
import { slotHours, timeOfDay } from "#app/model/opening-hours.ts";
import { joinList } from "#app/model/text.ts";

/*
 * Numbers and the words between them in each language of the site: the model's own
 * output, then the facts and one view of the real content in English and Arabic. French
 * is held by the other tests, unchanged.
 */

const NNBSP = "\u202f";

describe("numbers", () => {
  test.each([
    ["fr", 1.5, "1,5"],
    ["fr", 1360, `1${NNBSP}360`],
    ["fr", 1234567.891, `1${NNBSP}234${NNBSP}567,891`],
    ["en", 1.5, "1.5"],
    ["en", 1360, "1,360"],
    ["en", 1234567.891, "1,234,567.891"],
    ["ar", 1.5, "1,5"],
    ["ar", 1360, "1.360"],
    ["ar", 1234567.891, "1.234.567,891"],
    ["en", 300, "300"],
    ["ar", 300, "300"],
    ["en", -0.0005, "-0.001"],
  ] as const)("%s writes %d as « %s »", (locale, value, written) => {
    expect(formatNumber(value, locale)).toBe(written);
  });

  // The references: Intl at pre-render (British English; Tunisian Arabic, Western digits).
  test.each([
    ["fr", "fr-FR"],
    ["en", "en-GB"],
    ["ar", "ar-TN"],
  ] as const)("%s agrees with Intl's %s formatter", (locale, tag) => {
    const intl = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
    const values = [0, 1, 999, 1000, 9999.9996, 0.0015, 2.675, 123.4565, 1234.5, 1e21, Number.MAX_SAFE_INTEGER, ...Array.from({ length: 200 }, (_, index) => (index * 7919.123) / 7)];
    expect(values.filter((value) => formatNumber(value, locale) !== intl.format(value))).toEqual([]);
  });

  test("French is formatFrenchNumber, and the default", () => {
    for (const value of [0.5, 1360, 1234567.891]) expect([formatNumber(value, "fr"), formatNumber(value)]).toEqual([formatFrenchNumber(value), formatFrenchNumber(value)]);
  });

  test("a language without an entry is refused, not written in French", () => {
    expect(() => formatNumber(1, "de")).toThrow(/de/);
  });
});

describe("counts, ranges, lists, durations, dates and times", () => {
  test.each([
    ["fr", ["quatre", "seize", "17"]],
    ["en", ["four", "sixteen", "17"]],
    ["ar", ["4", "16", "17"]],
  ] as const)("%s counts", (locale, written) => {
    expect([4, 16, 17].map((count) => countText(count, locale))).toEqual(written);
  });

  test("French counts as before", () => {
    for (let count = 0; count < 40; count++) expect(countText(count, "fr")).toBe(countInWords(count));
  });

  test.each([
    ["fr", "100 à 300", "1,5"],
    ["en", "100 to 300", "1.5"],
    ["ar", "100 إلى 300", "1,5"],
  ] as const)("%s ranges", (locale, range, single) => {
    expect([rangeBetween(100, 300, locale), rangeBetween(1.5, 1.5, locale)]).toEqual([range, single]);
  });

  test.each([
    ["fr", "a, b et c", "a et b", "60, 80 ou 100"],
    ["en", "a, b and c", "a and b", "60, 80 or 100"],
    ["ar", "a، b وc", "a وb", "60، 80 أو 100"],
  ] as const)("%s lists", (locale, three, two, alternatives) => {
    expect([listText(["a", "b", "c"], locale), listText(["a", "b"], locale), listText(["a"], locale), alternativesText(["60", "80", "100"], locale)]).toEqual([three, two, "a", alternatives]);
  });

  test("French lists as joinList did; a conjunction from content attaches in Arabic", () => {
    expect(listText(["200", "250", "300"], "fr", "et")).toBe(joinList(["200", "250", "300"], "et"));
    expect(listText(["200", "250"], "ar", "و")).toBe("200 و250");
  });

  test.each([
    ["fr", ["30 jours", "un jour"]],
    ["en", ["30 days", "one day"]],
    ["ar", ["30 يومًا", "يوم واحد", "يومان", "7 أيام", "100 يوم"]],
  ] as const)("%s durations", (locale, written) => {
    expect([30, 1, 2, 7, 100].slice(0, written.length).map((days) => daysText(days, locale))).toEqual(written);
  });

  test.each([
    ["fr", "26 novembre 2026"],
    ["en", "26 November 2026"],
    ["ar", "26 نوفمبر 2026"],
  ] as const)("%s dates", (locale, written) => {
    expect(dateText("2026-11-26", locale)).toBe(written);
  });

  test.each([
    ["fr", "8\u00a0h\u00a030", "8\u00a0h\u00a0–\u00a017\u00a0h"],
    ["en", "8:30", "8:00\u00a0–\u00a017:00"],
    ["ar", "8:30", "8:00\u00a0–\u00a017:00"],
  ] as const)("%s times of day", (locale, time, slot) => {
    expect([timeOfDay("08:30", locale), slotHours({ ouverture: "08:00", fermeture: "17:00" }, locale)]).toEqual([time, slot]);
  });

  test("a French text's decimals in the language's mark", () => {
    expect(["fr", "en", "ar"].map((locale) => decimalsIn("1,20 ± 0,2", locale))).toEqual(["1,20 ± 0,2", "1.20 ± 0.2", "1,20 ± 0,2"]);
  });
});

describe("the facts of the content in each language", () => {
  const content = { en: loadContent(undefined, "en"), ar: loadContent(undefined, "ar") };
  const facts = { en: siteFacts(factSources(content.en), "en"), ar: siteFacts(factSources(content.ar), "ar") };

  test("counts", () => {
    expect([facts.en["fiches.nombre"], facts.en["applications.nombre"]]).toEqual(["four", "six"]);
    expect([facts.ar["fiches.nombre"], facts.ar["applications.nombre"]]).toEqual(["4", "6"]);
  });

  test("ranges, stated and measured", () => {
    expect([facts.en["RPN.gamme"], facts.en["SPN.gamme"], facts.en["fiches.gamme"], facts.en["RBN.epaisseurs.plage"]]).toEqual(["50 to 250", "60, 80 or 100", "50 to 500", "200 to 400"]);
    expect([facts.ar["RPN.gamme"], facts.ar["SPN.gamme"], facts.ar["fiches.gamme"], facts.ar["RBN.epaisseurs.plage"]]).toEqual(["50 إلى 250", "60، 80 أو 100", "50 إلى 500", "200 إلى 400"]);
  });

  test("lists and decimals", () => {
    expect(facts.en["fiches.densites"]).toBe("1, 1.2, 1.5 or 1.6");
    expect(facts.ar["fiches.densites"]).toBe("1، 1,2، 1,5 أو 1,6");
    expect(facts.en["fiches.liste"]).toMatch(/^[^،]+, [^،]+ and [^،]+ RPN$/);
    expect(facts.ar["fiches.liste"]).toMatch(/^[^,]+، [^,]+ و[^ ]/);
  });

  test("durations", () => {
    expect([facts.en["brouillon.duree"], facts.ar["brouillon.duree"]]).toEqual(["30 days", "30 يومًا"]);
  });

  test("the names in a list are the language's: a process is named as its translation names it", () => {
    const names = content.en.processes.procedes.filter((process) => process.genre === "impression").map((process) => process.nom);
    expect(names.some((name) => facts.en["fiches.impression"].includes(name))).toBe(true);
    expect(facts.en["fiches.impression"]).not.toMatch(/ ou |flexographie/);
  });

  test("a translated text of the site reads its facts in its language", () => {
    expect(JSON.stringify(content.en.families.legende)).toContain("four");
    const legal = JSON.stringify(content.en.pages);
    expect(legal).toContain("30 days");
    expect(legal).not.toContain("30 jours");
    expect(fillFacts("{fiches.nombre} families", facts.en)).toBe("Four families");
  });
});

describe("a data sheet's view in each language", () => {
  const plain = (cells: readonly string[] | undefined) => cells?.map((cell) => cell.replace(/\u00a0/g, " "));
  const view = (locale: "en" | "ar") => {
    const content = loadContent(undefined, locale);
    const rpn = content.sheets.find((sheet) => sheet.slug === "rpn")!;
    return { view: dataSheetView(rpn.slug, rpn.data, content, locale), rows: rpn.data.lignes };
  };

  test("English: decimal points in the specification table, ranges with « to »", () => {
    const { view: en, rows } = view("en");
    expect(en.specifications.rows.map((row) => row[1])).toEqual(rows.map((row) => String(row.densite)));
    expect(en.specifications.rows.map((row) => row[0])).toEqual(rows.map((row) => String(row.epaisseur)));
    expect(plain(en.comparison.rows.find((row) => row[0].startsWith("RPN"))?.slice(1))).toEqual(["50 to 250", "1.20 ± 0.2"]);
    expect(en.keyFigures[0].value).toBe("50\u00a0to\u00a0250\u00a0µm");
    // English writes the percent sign against its number, in the key figures and in the texts.
    expect(en.keyFigures.at(-1)!.value).toMatch(/^>[ \u00a0]\d+%$|\d+\u00a0to\u00a0\d+%/);
    expect(JSON.stringify(en)).not.toMatch(/\d[ \u00a0\u202f]%/);
    // Every text of the view (not its numbers, which stay numbers): no French range or decimal comma.
    expect(JSON.stringify({ ...en, thicknesses: [], ranges: [] })).not.toMatch(/\d à \d|\d\u00a0à\u00a0\d|\d,\d/);
  });

  test("Arabic: decimal commas, Western digits, ranges with « إلى »", () => {
    const { view: ar, rows } = view("ar");
    expect(ar.specifications.rows.map((row) => row[1])).toEqual(rows.map((row) => String(row.densite).replace(".", ",")));
    expect(plain(ar.comparison.rows.find((row) => row[0].startsWith("RPN"))?.slice(1))).toEqual(["50 إلى 250", "1,20 ± 0,2"]);
    expect(ar.keyFigures[0].value).toBe("50\u00a0إلى\u00a0250\u00a0µm");
    expect(ar.keyFigures.at(-1)!.value).toMatch(/\d\u00a0%/);
    expect(JSON.stringify(ar.specifications)).not.toMatch(/[\u0660-\u0669]/);
  });
});
