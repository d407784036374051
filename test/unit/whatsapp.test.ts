import { describe, expect, test } from "vitest";
import { readShell } from "#test/support/content.ts";
import { sheetAt as sheetIn } from "#app/model/shell-content.ts";
import { whatsappGreeting, whatsappHref } from "#app/lib/whatsapp.ts";
import { readContent } from "#test/support/content.ts";

const shell = readShell();
const { company, ui } = shell;
const sheetAt = (pathname: string) => sheetIn(shell, pathname);

/** The text of a wa.me link as WhatsApp reads it: percent-decoding only, so a "+" would stay a "+". */
function textOf(url: string): string {
  const match = /^https:\/\/wa\.me\/\d+\?text=([^&#\s]*)$/.exec(url);
  if (!match) throw new Error(`not a wa.me link with a text: ${url}`);
  return decodeURIComponent(match[1]!);
}

describe("whatsappHref", () => {
  test("the number as digits only, country code first, no plus; no text, no query", () => {
    expect(whatsappHref("+216 20 000 000")).toBe("https://wa.me/21620000000");
    expect(whatsappHref("+216 (20) 000-000", "")).toBe("https://wa.me/21620000000");
    expect(whatsappHref(company.whatsapp)).toMatch(/^https:\/\/wa\.me\/216\d{8}$/);
  });

  test("the text percent-encoded: spaces as %20, never '+'; '+', '&', '#', '?', '=' and '%' kept as text", () => {
    const text = "Bonjour, 2 + 2 = 4 & 100 % ? #1 a+b";
    const url = whatsappHref("+216 20 000 000", text);
    expect(url).toBe("https://wa.me/21620000000?text=Bonjour%2C%202%20%2B%202%20%3D%204%20%26%20100%20%25%20%3F%20%231%20a%2Bb");
    expect(url.split("?text=")[1]).not.toMatch(/[+ &#?=]/);
    expect(textOf(url)).toBe(text);
  });

  test("French, Arabic and emoji travel as UTF-8 and come back whole", () => {
    for (const text of ["Épaisseur 300 µm, « grammage » — l'œuvre", "مرحبا، أريد معلومات عن الورق الحجري", "Bonjour 👋🏽 🪨 👨‍👩‍👧", "שלום\u200F مرحبا 123"]) {
      const url = whatsappHref(company.whatsapp, text);
      expect(url).toMatch(/^https:\/\/wa\.me\/\d+\?text=[A-Za-z0-9%\-_.!~*'()]+$/);
      expect(textOf(url)).toBe(text);
    }
    expect(whatsappHref("+216 20 000 000", "مرحبا")).toBe("https://wa.me/21620000000?text=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7");
    expect(whatsappHref("+216 20 000 000", "🪨")).toBe("https://wa.me/21620000000?text=%F0%9F%AA%A8");
  });

  test("half an emoji (a lone surrogate) becomes U+FFFD instead of throwing", () => {
    const url = whatsappHref("+216 20 000 000", "pierre \uD83E fin \uDEA8");
    expect(textOf(url)).toBe("pierre \uFFFD fin \uFFFD");
  });

  test("line breaks are encoded, never left raw", () => {
    expect(whatsappHref("+216 20 000 000", "un\r\ndeux")).toBe("https://wa.me/21620000000?text=un%0D%0Adeux");
  });
});

describe("whatsappGreeting", () => {
  const rpn = readContent("fiches/rpn.json");

  test("in general, the content's greeting as written", () => {
    expect(whatsappGreeting(ui.messageWhatsapp)).toBe(ui.messageWhatsapp.general);
    expect(ui.messageWhatsapp.general).toMatch(/^Bonjour/);
  });

  test("on a data sheet, the family's code and long name, from its own file", () => {
    const greeting = whatsappGreeting(ui.messageWhatsapp, sheetAt("/rpn"));
    expect(greeting).toContain(rpn.code);
    expect(greeting).toContain(rpn.nom.long);
    expect(greeting).not.toMatch(/[{}]/);
    expect(whatsappGreeting(ui.messageWhatsapp, sheetAt("/rpn/"))).toBe(greeting);
  });

  test("only the data sheets' addresses name a family", () => {
    for (const path of ["/", "/contact", "/papeterie", "/fiches", "/rpn/autre"]) expect(sheetAt(path), path).toBeUndefined();
    expect(sheetAt("/rbn")?.code).toBe("RBN");
  });
});
