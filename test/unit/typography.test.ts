import { expect, test } from "vitest";
import { typeset } from "#app/model/locale-typography.ts";
import { frenchTypography } from "#app/model/typography.ts";

const nnbsp = "\u202f";
const nbsp = "\u00a0";

test("no line break before high punctuation, percent and closing guillemet", () => {
  expect(frenchTypography("Pourquoi le stone paper ?")).toBe(`Pourquoi le stone paper${nnbsp}?`);
  expect(frenchTypography("80 % minéral ; 20 % polyéthylène !")).toBe(`80${nnbsp}% minéral${nnbsp}; 20${nnbsp}% polyéthylène${nnbsp}!`);
  expect(frenchTypography("« Oui »")).toBe(`«${nnbsp}Oui${nnbsp}»`);
  expect(frenchTypography("Contact : horaires")).toBe(`Contact${nbsp}: horaires`);
});

test("numbers stay with their units", () => {
  expect(frenchTypography("1,5 g/cm³ et 450 g/m²")).toBe(`1,5${nbsp}g/cm³ et 450${nbsp}g/m²`);
  expect(frenchTypography("2 grandes boîtes")).toBe("2 grandes boîtes");
});

test("a comparison sign stays with its number, ± with the numbers on both sides", () => {
  expect(frenchTypography("Opacité > 84 %")).toBe(`Opacité >${nbsp}84${nnbsp}%`);
  expect(frenchTypography("< 5 mm, ≥ 90, ≤ 2 et ≈ 2 000 feuilles")).toBe(`<${nbsp}5${nbsp}mm, ≥${nbsp}90, ≤${nbsp}2 et ≈${nbsp}2 000 feuilles`);
  expect(frenchTypography("1,20 ± 0,2 g/cm³")).toBe(`1,20${nbsp}±${nbsp}0,2${nbsp}g/cm³`);
  // A sign that is not before a number is ordinary text.
  expect(frenchTypography("RBN > carton")).toBe("RBN > carton");
});

test("a range is one quantity: « 300 à 600 g/m² » never leaves a lone unit or « à » at a line's end", () => {
  expect(frenchTypography("de 300 à 600 g/m² selon l'épaisseur")).toBe(`de 300${nbsp}à${nbsp}600${nbsp}g/m² selon l’épaisseur`);
  expect(frenchTypography("de 200 à 400 µm")).toBe(`de 200${nbsp}à${nbsp}400${nbsp}µm`);
  expect(frenchTypography("de 60 à 84 %")).toBe(`de 60${nbsp}à${nbsp}84${nnbsp}%`);
  expect(frenchTypography("1,2 à 1,6")).toBe(`1,2${nbsp}à${nbsp}1,6`);
  // « à » between words, or after a number that is not a range, is left alone.
  expect(frenchTypography("2 à la fois, prêt à 100")).toBe("2 à la fois, prêt à 100");
});

test("times: the hour sign stays with its number and its minutes, a time range stays whole", () => {
  expect(frenchTypography("8 h – 17 h")).toBe(`8${nbsp}h${nbsp}–${nbsp}17${nbsp}h`);
  expect(frenchTypography("8 h 30 – 12 h 00")).toBe(`8${nbsp}h${nbsp}30${nbsp}–${nbsp}12${nbsp}h${nbsp}00`);
  expect(frenchTypography("sous 48 h ouvrées")).toBe(`sous 48${nbsp}h ouvrées`);
  expect(frenchTypography("8 heures")).toBe("8 heures");
});

test("apostrophes are typographic in text, straight in addresses", () => {
  expect(frenchTypography("L'aptitude d'un papier, aujourd'hui")).toBe("L’aptitude d’un papier, aujourd’hui");
  expect(frenchTypography("écrivez à o'brien@example.com ou voyez https://example.com/l'atelier")).toBe("écrivez à o'brien@example.com ou voyez https://example.com/l'atelier");
  expect(frenchTypography("/images/l'atelier.svg")).toBe("/images/l'atelier.svg");
});

test("the specification's own messages are shown exactly as it writes them", () => {
  for (const message of ["Votre message a été envoyé avec succès!", "Échec de l'envoi du message. Veuillez réessayer.", "Envoi en cours...", "Oops! Page not found", "Unexpected Application Error!"])
    expect(frenchTypography(message)).toBe(message);
});

test("typesetting twice changes nothing more", () => {
  const text = "De 300 à 600 g/m², opacité > 84 %, 1,20 ± 0,2 ; l'eau, 8 h 30 – 17 h : « oui » ?";
  expect(frenchTypography(frenchTypography(text))).toBe(frenchTypography(text));
});

test("addresses, phone numbers and paths are untouched", () => {
  const company = { telephone: "+216 71 000 000", lien: "https://www.example.com/a?b=c", src: "/images/x.svg", horaires: [{ ouverture: "08:00" }] };
  expect(typeset(company)).toEqual(company);
});

test("in English and Arabic too, a range is one quantity with the language's word between its ends", () => {
  expect(typeset("from 300 to 600 g/m², ready to 100", "en")).toBe(`from 300${nbsp}to${nbsp}600${nbsp}g/m², ready to 100`);
  expect(typeset("من 300 إلى 600 g/m²", "ar")).toBe(`من 300${nbsp}إلى${nbsp}600${nbsp}g/m²`);
  expect(typeset("> 84 %", "ar")).toBe(`>${nbsp}84${nbsp}%`);
  expect(typeset("من 70 إلى 80 % حسب السماكة", "ar")).toBe(`من 70${nbsp}إلى${nbsp}80${nbsp}% حسب السماكة`);
});
