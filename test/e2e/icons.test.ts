import { describe, expect, test } from "vitest";
import { localizedPath } from "#app/model/locale.ts";
import { allRoutes, readContent } from "#test/support/content.ts";
import { templatePaths } from "./a11y.ts";
import { useBrowser } from "./browser.ts";

/*
 * The decorative icons come from one sprite file (app/components/primitives/icons.svg,
 * docs/decisions/2026-11-27-icon-sprite.md): on one page of each template, in each built
 * language and without JavaScript too, every icon shown draws its drawing (an icon whose
 * drawing did not come has an empty box), and only the icons that point the way of
 * reading are mirrored, on right-to-left pages only. That every icon's address names a
 * drawing of the sprite is test/e2e/links.test.ts.
 */

const site = useBrowser();

const built = new Set(allRoutes.map((route) => route.locale));
const languages = (readContent("site/langues.json").langues as { code: string; direction: "ltr" | "rtl" }[]).filter((language) => built.has(language.code));
const pages = languages.flatMap((language) => templatePaths.map((path) => ({ path: localizedPath(path, language.code), direction: language.direction })));
const MIRRORED = ["send", "open-in-new"];

/** Each icon shown on the page: its drawing's name, the size of what it draws, and whether it is mirrored. */
async function shownIcons(path: string, javaScript: boolean) {
  const { page } = await site.openPage(path, { width: 1280, height: 900, javaScript, waitUntil: "load" });
  const icons = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<SVGSVGElement>("svg[data-icon]")]
        .filter((svg) => svg.getBoundingClientRect().width > 0)
        .map((svg) => {
          const box = svg.querySelector("use")!.getBBox();
          return { name: svg.dataset.icon!, drawn: box.width > 0 && box.height > 0, mirrored: new DOMMatrix(getComputedStyle(svg).transform).a < 0 };
        }),
    );
  // The sprite comes once the page has been read; give it a moment rather than race it.
  await page.waitForFunction(() => [...document.querySelectorAll<SVGSVGElement>("svg[data-icon]")].every((svg) => svg.getBoundingClientRect().width === 0 || svg.querySelector("use")!.getBBox().width > 0), undefined, { timeout: 5000 }).catch(() => {});
  return icons();
}

describe("icons from the sprite", () => {
  test.each(pages)("$path: every icon shown is drawn; mirrored only right to left, and only those that point the way of reading", async ({ path, direction }) => {
    const icons = await shownIcons(path, true);
    expect(icons.length).toBeGreaterThan(2);
    expect(icons.filter((icon) => !icon.drawn).map((icon) => icon.name)).toEqual([]);
    expect(icons.filter((icon) => icon.mirrored).map((icon) => icon.name)).toEqual(icons.filter((icon) => direction === "rtl" && MIRRORED.includes(icon.name)).map((icon) => icon.name));
  });

  test("without JavaScript, the icons of a data sheet are drawn too", async () => {
    const icons = await shownIcons("/rbn", false);
    expect(icons.length).toBeGreaterThan(5);
    expect(icons.filter((icon) => !icon.drawn).map((icon) => icon.name)).toEqual([]);
  });
});
