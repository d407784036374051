import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT_DIR } from "#scripts/lib/paths.ts";
import { checkSvg } from "#scripts/lib/svg-policy.ts";

/*
 * The SVG policy shared by the content check and the editor's uploads: the red team's
 * payloads (a script under another prefix or in the HTML namespace, a javascript: link
 * written with a character reference) and the other ways an SVG runs or fetches something
 * are taken out; every drawing of the project passes as it is.
 */

const svg = (body: string, attributes = "") => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${body}</svg>`;

const refused: [string, string, RegExp][] = [
  ["<svg:script> with xmlns:svg", `<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"><svg:script>fetch("/api/etat")</svg:script></svg>`, /un élément <svg:script>, un script/],
  ["<h:script> in the XHTML namespace", svg(`<h:script xmlns:h="http://www.w3.org/1999/xhtml">fetch("/api/etat")</h:script>`), /un élément <h:script>, un script/],
  ["xlink:href with &#106;avascript:", svg(`<a xlink:href="&#106;avascript:alert(1)"><rect width="10" height="10"/></a>`), /un lien « javascript:alert\(1\) »/],
  ["<use> of another file", svg(`<use href="https://example.com/sprite.svg#a"/>`), /un lien « https:\/\/example\.com\/sprite\.svg#a » qui sort du fichier/],
  ["an SVG in a data: URL", svg(`<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>`), /un lien « data:image\/svg\+xml/],
  ["an event attribute", svg(`<rect width="10" height="10" onclick="alert(1)"/>`), /l'attribut « onclick », un script lancé par un événement/],
  ["an event attribute in another namespace", svg(`<rect width="10" height="10" e:onload="alert(1)" xmlns:e="http://example.com/e"/>`), /l'attribut « e:onload », qui n'appartient pas au dessin SVG/],
  ["a foreignObject", svg(`<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>`), /un élément <foreignObject>/],
  ["an element of another namespace", svg(`<x:rect xmlns:x="http://example.com/x"/>`), /l'élément <x:rect>, qui n'est pas du dessin SVG/],
  ["url(javascript:) in a style", svg(`<rect width="10" height="10" style="fill: url(javascript:alert(1))"/>`), /« javascript: » dans l'attribut « style »/],
  ["url() of another file in a fill", svg(`<rect width="10" height="10" fill="url(https://example.com/a.svg#g)"/>`), /« url\(https:\/\/example\.com\/a\.svg#g\) » dans l'attribut « fill »/],
  ["@import in a style sheet", svg(`<style>@import url(https://example.com/a.css);</style>`), /« @import » dans sa feuille de style/],
  ["expression() in a style", svg(`<rect style="width: expression(alert(1))"/>`), /« expression\( »/],
  ["an animation setting a link", svg(`<a><set attributeName="href" to="javascript:alert(1)"/></a>`), /javascript:/],
  ["a stylesheet instruction", `<?xml-stylesheet type="text/xsl" href="https://example.com/a.xsl"?>${svg("")}`, /l'instruction <\?xml-stylesheet \?>/],
  ["entities declared in the DOCTYPE", `<!DOCTYPE svg [<!ENTITY a "b">]>${svg("<title>&a;</title>")}`, /déclare ses propres entités/],
];

describe("refused or taken out", () => {
  test.each(refused)("%s", (_name, text, says) => {
    const verdict = checkSvg(text);
    expect(verdict.unreadable).toBeUndefined();
    expect(verdict.removals.length).toBeGreaterThan(0);
    expect(verdict.removals[0].message).toMatch(says);
    expect(verdict.removals[0].message).toMatch(/^ce SVG .+ — .+\.$/);
    // What is stored after an upload passes the policy unchanged, and still parses as an SVG.
    expect(verdict.clean).not.toMatch(/script|javascript|foreignObject|onclick|onload|@import|expression|example\.com/i);
    const again = checkSvg(verdict.clean);
    expect(again.unreadable).toBeUndefined();
    expect(again.removals).toEqual([]);
  });

  test("the line and column of what is removed", () => {
    const text = `<svg xmlns="http://www.w3.org/2000/svg">\n  <rect width="1"\n        onload="x()"/>\n</svg>`;
    expect(checkSvg(text).removals.map(({ line, column }) => ({ line, column }))).toEqual([{ line: 3, column: 9 }]);
  });

  test.each([
    ["not XML", `<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>`],
    ["an SVG without its namespace", `<svg><rect/></svg>`],
    ["an HTML page", `<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>`],
    ["an undeclared entity", svg("<title>&x;</title>")],
  ])("%s is unreadable", (_name, text) => {
    expect(checkSvg(text).unreadable?.message).toMatch(/n'est pas un SVG lisible/);
  });
});

describe("kept as it is", () => {
  const drawings = ["content/images", "public/images"].flatMap((dir) =>
    readdirSync(path.join(ROOT_DIR, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".svg"))
      .map((file) => `${dir}/${file}`),
  );

  test("the project has drawings to check", () => expect(drawings.length).toBeGreaterThan(10));

  test.each(drawings)("%s", (file) => {
    const text = readFileSync(path.join(ROOT_DIR, file), "utf8");
    expect(checkSvg(text)).toEqual({ removals: [], clean: text });
  });

  test("fragments, gradients, embedded rasters and a plain DOCTYPE", () => {
    const text = `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg(
      `<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h1"/><style>.a { fill: url(#g); }</style></defs><use xlink:href="#p" class="a"/><rect fill="url(#g)" width="10" height="10" xml:space="preserve"/><image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/><title>Logo</title>`,
    )}`;
    expect(checkSvg(text)).toEqual({ removals: [], clean: text });
  });
});
