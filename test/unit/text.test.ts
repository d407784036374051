import { expect, test } from "vitest";
import { readShell } from "#test/support/content.ts";
import { addressLine, fillTemplate, frenchList, joinList, telHref } from "#app/model/text.ts";

const shell = readShell();
const { company } = shell;


test("the address on one line: street, postcode and town, country", () => {
  expect(addressLine({ rue: "Rue A", codePostal: "8000", ville: "Nabeul", pays: "Tunisie" })).toBe("Rue A, 8000 Nabeul, Tunisie");
});

test("phone links keep the plus and the digits only", () => {
  expect(telHref("+216 71 000 000")).toBe("tel:+21671000000");
  expect(telHref(company.telephone)).toMatch(/^tel:\+216\d{8}$/);
});

test("templates fill known placeholders and leave unknown ones visible", () => {
  expect(fillTemplate("© {annee} {nom}.", { annee: 2026, nom: company.nom })).toBe(`© 2026 ${company.nom}.`);
  expect(fillTemplate("{inconnu}", {})).toBe("{inconnu}");
});

test("lists join with commas and the given word before the last item, as the tables, the facts and the content checks write them", () => {
  expect([joinList([], "et"), joinList(["200"], "et"), joinList(["200", "250"], "et"), joinList(["200", "250", "300"], "et")]).toEqual(["", "200", "200 et 250", "200, 250 et 300"]);
  expect(frenchList(["60", "80", "100"])).toBe(joinList(["60", "80", "100"], "ou"));
});
