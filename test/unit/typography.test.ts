import { expect, test } from "vitest";
import { frenchTypography, typeset } from "#app/model/typography.ts";

const nnbsp = "\u202f";
const nbsp = "\u00a0";

test("no line break before high punctuation, percent and closing guillemet", () => {
  expect(frenchTypography("Pourquoi le stone paper ?")).toBe(`Pourquoi le stone paper${nnbsp}?`);
  expect(frenchTypography("80 % minéral ; 20 % polyéthylène !")).toBe(`80${nnbsp}% minéral${nnbsp}; 20${nnbsp}% polyéthylène${nnbsp}!`);
  expect(frenchTypography("« Oui »")).toBe(`«${nnbsp}Oui${nnbsp}»`);
  expect(frenchTypography("Contact : horaires")).toBe(`Contact${nbsp}: horaires`);
});

test("numbers stay with their units", () => {
  expect(frenchTypography("de 200 à 400 µm, 1,5 g/cm³ et 450 g/m²")).toBe(`de 200 à 400${nbsp}µm, 1,5${nbsp}g/cm³ et 450${nbsp}g/m²`);
  expect(frenchTypography("8 h 00 – 17 h 00")).toBe("8 h 00 – 17 h 00");
  expect(frenchTypography("2 grandes boîtes")).toBe("2 grandes boîtes");
});

test("addresses, phone numbers and paths are untouched", () => {
  const company = { telephone: "+216 71 000 000", lien: "https://www.example.com/a?b=c", src: "/images/x.svg", horaires: [{ ouverture: "08:00" }] };
  expect(typeset(company)).toEqual(company);
});
