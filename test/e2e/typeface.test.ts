import path from "node:path";
import { describe, expect, test } from "vitest";
import { localizedPath } from "#app/model/locale.ts";
import { ARABIC_FAMILY } from "#app/theme/arabic-face.ts";
import { allRoutes, readContent } from "#test/support/content.ts";
import { templatePaths } from "./a11y.ts";
import { useBrowser, origin } from "./browser.ts";

/*
 * Every glyph a page draws (one page of each template; that every line of content shapes
 * in the font files is test/unit/fonts.test.ts) comes from the site's own Inter files: its text, its figures and
 * what its styles draw (arrows, bullets). A character the files lack is drawn in whatever
 * the visitor's system has, in another typeface, and finding it makes the browser search
 * the fallback and system fonts during the page's first layout. On the right-to-left
 * pages, the Arabic letters are the Arabic face's, and the rest Inter's short Latin file:
 * the full one is never fetched.
 */

const site = useBrowser();

const SKIPPED = new Set(["HEAD", "SCRIPT", "STYLE", "TITLE", "NOSCRIPT", "svg"]);

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  attributes?: string[];
  children?: DomNode[];
}

/** The same pages in each built right-to-left language. */
const built = new Set(allRoutes.map((route) => route.locale));
const rightToLeftPaths = (readContent("site/langues.json").langues as { code: string; direction: string }[])
  .filter((language) => language.direction === "rtl" && built.has(language.code))
  .flatMap((language) => templatePaths.map((path) => localizedPath(path, language.code)));

/** "/assets/inter-latin-Br_AvF5G.woff2" → "inter-latin.woff2". */
const fontFile = (url: string) => path.basename(new URL(url).pathname).replace(/-[\w-]{8}(?=\.woff2$)/, "");

/**
 * Loads the page twice and lists each element drawing glyphs in a font whose family does
 * not start with one of `families`, and every font file the two loads fetched.
 */
async function foreignGlyphs(path: string, families: string[]): Promise<{ elements: number; others: string[]; fontFiles: Set<string> }> {
  const { page } = await site.newPage({ width: 375, height: 812 });
  const fontFiles = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontFiles.add(fontFile(request.url()));
  });
  // Inter is `font-display: optional`: a first load on a busy machine may keep the page in
  // the fallback face, as a visitor on a slow connection gets it. From the second page
  // on, Inter is in the cache and always used; that is what this test looks at.
  await page.goto(`${origin()}${path}`);
  await page.evaluate(() => document.fonts.ready);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = (await cdp.send("DOM.getDocument", { depth: -1 })) as { root: DomNode };
  const elements: DomNode[] = [];
  const collect = (node: DomNode) => {
    if (SKIPPED.has(node.nodeName)) return;
    if (node.nodeType === 1) elements.push(node);
    node.children?.forEach(collect);
  };
  collect(root);
  const others: string[] = [];
  for (const element of elements) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: element.nodeId });
    for (const font of fonts.filter((font) => !font.isCustomFont || !families.some((family) => font.familyName.startsWith(family)))) {
      const at = element.attributes?.indexOf("class") ?? -1;
      const classes = at >= 0 && at % 2 === 0 ? element.attributes![at + 1] : "";
      const { object } = await cdp.send("DOM.resolveNode", { nodeId: element.nodeId });
      const text = await cdp.send("Runtime.callFunctionOn", {
        objectId: object.objectId!,
        functionDeclaration: "function () { return this.textContent.trim().slice(0, 40); }",
        returnByValue: true,
      });
      others.push(`<${element.nodeName.toLowerCase()} class="${classes}"> « ${text.result.value} »: ${font.glyphCount} glyph(s) in ${font.familyName}`);
    }
  }
  return { elements: elements.length, others, fontFiles };
}

describe("one typeface", () => {
  test.each(templatePaths)("%s: every glyph is Inter's", async (path) => {
    const { elements, others } = await foreignGlyphs(path, ["Inter"]);
    expect(elements).toBeGreaterThan(50);
    expect(others).toEqual([]);
  });

  // The family as the file names itself: "Noto Sans Arabic" (the rule's family adds "Variable").
  const arabicFamily = ARABIC_FAMILY.replace(/ Variable$/, "");

  test.each(rightToLeftPaths)("%s: every glyph is Inter's or the Arabic face's, and Inter's Latin comes from its short file only", async (path) => {
    const { elements, others, fontFiles } = await foreignGlyphs(path, ["Inter", arabicFamily]);
    expect(elements).toBeGreaterThan(50);
    expect(others).toEqual([]);
    expect(fontFiles).toContain("inter-latin-arabic-pages.woff2");
    expect(fontFiles).not.toContain("inter-latin.woff2");
  });
});
