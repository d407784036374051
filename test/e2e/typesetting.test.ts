import { describe, expect, test } from "vitest";
import { useBrowser } from "./browser.ts";

const site = useBrowser();

/**
 * Every group that must stay on one line (a sign and its number « > 84 », « 1,20 ± 0,2 »,
 * a range with its unit « 300 à 600 g/m² », a number and its unit « 84 % »), as found in
 * the page's visible text nodes: its spaces, and the lines its characters are drawn on.
 */
function unbreakableGroups() {
  const space = "[ \\u00a0\\u202f]";
  const number = "\\d+(?:,\\d+)?";
  const unit = `(?:µm|mm|g/cm³|g/m²|%|h)`;
  const group = new RegExp(
    `[<>≤≥≈±]${space}${number}(?:${space}${unit}(?![\\p{L}\\d]))?|${number}${space}(?:à|±)${space}${number}(?:${space}${unit}(?![\\p{L}\\d]))?|${number}${space}${unit}(?![\\p{L}\\d])`,
    "gu",
  );
  const found: { text: string; spaces: string[]; lines: number }[] = [];
  const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    // Text hidden from sight (a visually hidden header row 1 px wide) is not laid out as read.
    if (parent.getBoundingClientRect().width <= 2 || getComputedStyle(parent).visibility === "hidden") continue;
    for (const match of (node.textContent ?? "").matchAll(group)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)));
      found.push({ text: match[0], spaces: [...match[0].matchAll(/[ \u00a0\u202f]/g)].map((space) => space[0]), lines: tops.size });
    }
  }
  return found;
}

describe.each(["/rbn", "/rpn"])("%s at 320 px", (path) => {
  test("no sign, range or unit is split from its number: they are joined by no-break spaces and drawn on one line", async () => {
    const { page, problems } = await site.openPage(path, { width: 320, height: 800 });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const groups = await page.evaluate(unbreakableGroups);
    // The opacity, the density tolerance of the family table and the grammage range are all there.
    expect(groups.map((group) => group.text).join(" | ")).toMatch(/>\s84/);
    expect(groups.some((group) => group.text.includes("±"))).toBe(true);
    expect(groups.some((group) => / à .*g\/m²/u.test(group.text.replace(/[\u00a0\u202f]/g, " ")))).toBe(true);
    expect(groups.filter((group) => group.spaces.includes(" ")).map((group) => group.text)).toEqual([]);
    expect(groups.filter((group) => group.lines !== 1).map((group) => group.text)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
