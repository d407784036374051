import { describe, expect, test } from "vitest";
import { templatePaths } from "./a11y.ts";
import { useBrowser, origin } from "./browser.ts";

/*
 * Every glyph a page draws (one page of each template; that every line of content shapes
 * in the font files is test/unit/fonts.test.ts) comes from the site's own Inter files: its text, its figures and
 * what its styles draw (arrows, bullets). A character the files lack is drawn in whatever
 * the visitor's system has, in another typeface, and finding it makes the browser search
 * the fallback and system fonts during the page's first layout.
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

describe("one typeface", () => {
  test.each(templatePaths)("%s: every glyph is Inter's", async (path) => {
    const { page } = await site.newPage({ width: 375, height: 812 });
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
      for (const font of fonts.filter((font) => !font.isCustomFont || !font.familyName.startsWith("Inter"))) {
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
    expect(elements.length).toBeGreaterThan(50);
    expect(others).toEqual([]);
  });
});
