import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { routes } from "#test/support/content.ts";
import { useBrowser, origin } from "./browser.ts";

const site = useBrowser();

/** From the narrowest phone to a wide desktop, through every breakpoint's both sides. */
const WIDTHS = [320, 375, 414, 599, 600, 768, 899, 900, 1024, 1199, 1200, 1280, 1440, 1920];

/** The boxes a word must stay inside: feature tiles, cards, table cells, key figures, recommended grades. */
const BOXES = "main li, main article, main td, main th, main dl > div, main aside, footer li";

/**
 * Every line of text inside those boxes, measured as the browser drew it: a word wider
 * than its box (« Thermoformable » in a 96 px tile) pokes out of the box's padding edge
 * whatever the box's overflow setting, so it is caught whether it is clipped or spills.
 */
function wordsOutside(page: Page) {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const box of document.querySelectorAll<HTMLElement>(selector)) {
      const frame = box.getBoundingClientRect();
      if (frame.width === 0) continue;
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const parent = node.parentElement!;
        // Text hidden for the eye (screen-reader words) is drawn in a 1 px clipped box on purpose.
        if (parent.closest("[aria-hidden=true]") || getComputedStyle(parent).clip !== "auto" || getComputedStyle(parent).clipPath !== "none") continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.width > 0 && (rect.left < frame.left - 1 || rect.right > frame.right + 1)) {
            found.push(`« ${node.textContent.trim().slice(0, 40)} » (${Math.round(rect.width)} px) out of ${box.tagName.toLowerCase()} (${Math.round(frame.width)} px)`);
            break;
          }
      }
    }
    return [...new Set(found)];
  }, BOXES);
}

describe("no word leaves its box and the page does not scroll sideways, from 320 to 1920 px", () => {
  test.each(routes.map(({ path }) => path))("%s", async (path) => {
    const { page } = await site.openPage(path, { javaScript: false, width: WIDTHS[0], height: 900 });
    await page.evaluate(() => document.fonts.ready);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (sideways > 0) problems.push(`${width} px: the page scrolls ${sideways} px sideways`);
      for (const problem of await wordsOutside(page)) problems.push(`${width} px: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});

describe("table cells", () => {
  test("a text cell draws « papier-carton » with the hyphen of running text; figures keep their tabular widths", async () => {
    const { page } = await site.openPage("/pourquoi-stone-paper", { javaScript: false, width: 1280, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    const widths = await page.evaluate(() => {
      const width = (node: Text, at: number) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return range.getBoundingClientRect().width;
      };
      /** The same character in a span with the cell's font, without tabular forms. */
      const plain = (cell: Element, character: string) => {
        const probe = document.createElement("span");
        probe.textContent = character;
        probe.style.font = getComputedStyle(cell).font;
        document.body.append(probe);
        const measured = probe.getBoundingClientRect().width;
        probe.remove();
        return measured;
      };
      const cell = [...document.querySelectorAll("main td, main th")].find((element) => element.textContent!.includes("papier-carton"))!;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      let node = walker.nextNode() as Text;
      while (!node.data.includes("papier-carton")) node = walker.nextNode() as Text;
      const hyphen = width(node, node.data.indexOf("papier-carton") + "papier".length);
      return { hyphen, plainHyphen: plain(cell, "-"), numeric: getComputedStyle(document.querySelector("main td[data-numeric], main th[data-numeric]") ?? cell).fontVariantNumeric };
    });
    expect(widths.hyphen).toBeCloseTo(widths.plainHyphen, 1);
    await page.goto(`${origin()}/rbn`);
    expect(await page.locator("main td").filter({ hasText: /^\d/ }).first().evaluate((cell) => getComputedStyle(cell).fontVariantNumeric)).toBe("tabular-nums");
  });
});
