import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readContent, routes, routeTitle } from "#test/support/content.ts";
import { addPageHelpers, templatePaths, focusProblems, focusState, listFocusables, settle, undersizedTargets, type FocusState } from "./a11y.ts";
import { useBrowser, origin } from "./browser.ts";

/*
 * Keyboard use of every page: what Tab reaches, how focus shows and where it lands,
 * target sizes and reduced motion. The submenu's Enter/Space/Escape, the drawer's focus
 * trap and Escape, the gallery's arrow keys and the contact form by keyboard are tested
 * in navigation, applications and contact tests; this file goes on from there.
 */

const ui = readContent("site/interface.json");
const labels = readContent("site/page-application.json");
const application = routes.find((route) => route.collection === "applications")!;
const sheet = routes.find((route) => route.collection === "fiches")!;
const title = (path: string) => routeTitle(routes.find((candidate) => candidate.path === path)!);

const site = useBrowser();

async function newTab(width: number, height = 800): Promise<Page> {
  const { page } = await site.newPage({ width, height });
  await addPageHelpers(page.context());
  return page;
}

const state = (page: Page) => page.evaluate(focusState);

/** Presses `key` `limit` times or until focus leaves the page, returning where focus was after each press. */
async function walk(page: Page, key: "Tab" | "Shift+Tab", limit: number): Promise<FocusState[]> {
  const seen: FocusState[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(key);
    const now = await state(page);
    if (!now) break;
    seen.push(now);
  }
  return seen;
}

describe.each([1280, 375])("one page of each template at %i px", (width) => {
  let page: Page;
  beforeAll(async () => {
    page = await newTab(width);
  });
  afterAll(() => page?.context().close());

  test.each(templatePaths)("%s: skip link first, every control reached in order, focus shown at 3:1 and clear of the header, targets ≥ 24 px", async (path) => {
    await page.goto(`${origin()}${path}`);
    await settle(page);
    const focusables = await page.evaluate(listFocusables, "body");
    expect(focusables[0]).toBe(`a[href="#contenu"] «${ui.lienEvitement}»`);

    const forward = await walk(page, "Tab", focusables.length);
    expect(forward.map((visit) => visit.label), "Tab order").toEqual(focusables);
    // One more Tab leaves the page (Chromium then focuses the body or starts over at the skip link): nothing was missed at the end.
    await page.keyboard.press("Tab");
    expect([null, 0]).toContain((await state(page))?.index ?? null);
    // Back from the end: Shift+Tab brings each element in from the top, where the sticky header is.
    await page.evaluate(() => (window as unknown as { __focusables: HTMLElement[] }).__focusables.at(-1)!.focus());
    const backward = await walk(page, "Shift+Tab", focusables.length - 1);
    expect(backward.map((visit) => visit.label), "Shift+Tab order").toEqual([...focusables].reverse().slice(1));
    expect([...forward, ...backward].flatMap((visit) => focusProblems(visit))).toEqual([]);

    expect(await page.evaluate(undersizedTargets, "body")).toEqual([]);

    // Back on the skip link, which leads into the main content: the next Tab is the first control after it.
    expect((await state(page))?.index).toBe(0);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
    await page.keyboard.press("Tab");
    const firstAfterSkip = await page.evaluate(() => {
      const main = document.querySelector("main")!;
      const list = (window as unknown as { __focusables: Element[] }).__focusables;
      return list.indexOf(list.find((el) => main.compareDocumentPosition(el) & (Node.DOCUMENT_POSITION_CONTAINED_BY | Node.DOCUMENT_POSITION_FOLLOWING))!);
    });
    expect((await state(page))?.index).toBe(firstAfterSkip);
  });
});

describe("header submenus by keyboard (desktop)", () => {
  test("every link of each submenu is reached by Tab with its focus shown; Tab past the last closes the submenu", async () => {
    const page = await newTab(1280);
    await page.goto(`${origin()}/`);
    await settle(page);
    const triggers = await page.locator("header nav button[aria-expanded]").all();
    for (const trigger of triggers) {
      const panelId = (await trigger.getAttribute("aria-controls"))!;
      await trigger.focus();
      await page.keyboard.press("Enter");
      expect(await trigger.getAttribute("aria-expanded")).toBe("true");
      const links = await page.evaluate(listFocusables, `#${panelId}`);
      expect(links.length).toBeGreaterThan(0);
      const visits = await walk(page, "Tab", links.length);
      expect(visits.map((visit) => visit.label)).toEqual(links);
      expect(visits.flatMap((visit) => focusProblems(visit))).toEqual([]);
      expect(await page.evaluate(undersizedTargets, `#${panelId}`)).toEqual([]);
      await page.keyboard.press("Tab");
      expect(await trigger.getAttribute("aria-expanded")).toBe("false");
      expect(await page.locator(`#${panelId}`).isVisible()).toBe(false);
    }
  });
});

describe("the mobile drawer by keyboard", () => {
  test("Space opens it; Tab cycles through all its controls, each with its focus shown; its close button works with Enter", async () => {
    const page = await newTab(375);
    await page.goto(`${origin()}/`);
    await settle(page);
    const button = page.getByRole("button", { name: ui.menuMobileOuvrir });
    await button.focus();
    await page.keyboard.press("Space");
    const drawer = page.getByRole("dialog", { name: ui.menuMobileTitre });
    await drawer.waitFor({ state: "visible" });
    await settle(page);
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    const controls = await page.evaluate(listFocusables, "dialog[open]");
    // The browser puts focus on its first control (the close button); one round of Tab
    // then visits every other control once, in order, and comes back round to it.
    expect((await state(page))?.label).toBe(controls[0]);
    const visits = await walk(page, "Tab", controls.length);
    expect(visits.map((visit) => visit.label)).toEqual([...controls.slice(1), controls[0]]);
    expect(visits.flatMap((visit) => focusProblems(visit))).toEqual([]);
    expect(await page.evaluate(undersizedTargets, "dialog[open]")).toEqual([]);
    // And backwards from the first, round to the last.
    await page.keyboard.press("Shift+Tab");
    expect((await state(page))?.label).toBe(controls.at(-1));

    await drawer.getByRole("button", { name: ui.menuMobileFermer }).focus();
    await page.keyboard.press("Enter");
    await drawer.waitFor({ state: "hidden" });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe("other controls by keyboard", () => {
  test("gallery: End selects the last thumbnail, Space selects the focused one", async () => {
    const page = await newTab(1280);
    await page.goto(`${origin()}${application.path}`);
    await settle(page);
    const thumbnails = page.getByRole("group", { name: labels.vignettes }).getByRole("button");
    const count = await thumbnails.count();
    const pressed = () => thumbnails.evaluateAll((buttons) => buttons.findIndex((button) => button.getAttribute("aria-pressed") === "true"));
    await thumbnails.first().focus();
    await page.keyboard.press("End");
    expect(await pressed()).toBe(count - 1);
    expect(await thumbnails.nth(count - 1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    expect(await pressed()).toBe(count - 2);
  });

  test("a table wider than a 320 px screen scrolls with the arrow keys once focused", async () => {
    const page = await newTab(320);
    await page.goto(`${origin()}${sheet.path}`);
    await settle(page);
    const region = page.locator("main [role=region][tabindex='0']").first();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction((el) => el.scrollLeft > 0, await region.elementHandle());
  });
});

async function expectFocusOnHeading(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
  await page.locator("main h1", { hasText: title(path) }).waitFor();
  await page.waitForFunction(() => document.activeElement?.matches("main h1"));
  expect(await page.evaluate(() => (document.activeElement as HTMLElement).innerText)).toBe(title(path));
  const heading = await state(page);
  const { rect, headerBottom, viewport } = heading!;
  expect(rect.top).toBeGreaterThanOrEqual(headerBottom);
  expect(rect.bottom).toBeLessThanOrEqual(viewport.height);
}

describe("focus after a client-side navigation is on the new page's h1, in view", () => {
  test.each([
    { how: "a header link, with Enter", width: 1280, from: "/", to: "/qui-sommes-nous", go: (page: Page) => page.locator("header nav a[href='/qui-sommes-nous']").press("Enter") },
    {
      how: "a submenu link, with Enter",
      width: 1280,
      from: "/",
      to: sheet.path,
      go: async (page: Page) => {
        const trigger = page.locator("header nav li", { has: page.locator(`a[href='${sheet.path}']`) }).locator("button[aria-expanded]");
        await trigger.press("Enter");
        await page.locator(`#${await trigger.getAttribute("aria-controls")} a[href='${sheet.path}']`).press("Enter");
      },
    },
    {
      how: "a drawer link, with Enter",
      width: 375,
      from: "/contact",
      to: application.path,
      go: async (page: Page) => {
        await page.getByRole("button", { name: ui.menuMobileOuvrir }).press("Enter");
        await page.getByRole("dialog").locator(`a[href='${application.path}']`).press("Enter");
      },
    },
    { how: "a card, with Enter", width: 375, from: "/", to: application.path, go: (page: Page) => page.locator(`main article a[href='${application.path}']`).press("Enter") },
    { how: "a call to action, with Enter", width: 1280, from: "/", to: "/applications", go: (page: Page) => page.locator("main a[href='/applications']").first().press("Enter") },
  ])("$how ($from → $to, $width px)", async ({ width, from, to, go }) => {
    const page = await newTab(width);
    await page.goto(`${origin()}${from}`);
    await settle(page);
    await go(page);
    await expectFocusOnHeading(page, to);
  });
});

describe("after Back and Forward, focus is where the visitor left the page, in view", () => {
  test.each([375, 1280])("a footer link followed, then Back: focus on that link, where the page was (%i px)", async (width) => {
    const page = await newTab(width);
    await page.goto(`${origin()}/contact`);
    await settle(page);
    const link = page.locator("footer a[href='/qui-sommes-nous']");
    await link.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/qui-sommes-nous$/);
    await page.waitForFunction(() => document.activeElement?.matches("main h1"));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/contact");
    await page.waitForFunction(() => document.activeElement?.matches("footer a[href='/qui-sommes-nous']"));
    const { rect, headerBottom, viewport } = (await page.evaluate(() => ({
      rect: document.activeElement!.getBoundingClientRect().toJSON(),
      headerBottom: document.querySelector("header")!.getBoundingClientRect().bottom,
      viewport: { height: window.innerHeight },
    })))!;
    expect(rect.top).toBeGreaterThanOrEqual(headerBottom);
    expect(rect.bottom).toBeLessThanOrEqual(viewport.height);
    // Tab goes on from there, not from the top of the page.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("footer")))).toBe(true);
  });

  test("Forward to a page where no link was followed: focus on its heading, in view", async () => {
    const page = await newTab(1280);
    await page.goto(`${origin()}/contact`);
    await settle(page);
    await page.locator("footer a[href='/qui-sommes-nous']").click();
    await page.waitForURL(/\/qui-sommes-nous$/);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/contact");
    await page.goForward();
    await expectFocusOnHeading(page, "/qui-sommes-nous");
  });
});

describe("reduced motion", () => {
  /** Longest transition or animation on any element or pseudo-element, in ms, and where. */
  const longestMotion = (page: Page) =>
    page.evaluate(() => {
      const ms = (list: string) => Math.max(...list.split(",").map((part) => (part.trim().endsWith("ms") ? parseFloat(part) : parseFloat(part) * 1000)));
      let longest = { ms: 0, where: "" };
      for (const el of document.querySelectorAll("*"))
        for (const pseudo of [null, "::before", "::after"]) {
          const style = getComputedStyle(el, pseudo);
          const duration = Math.max(ms(style.transitionDuration), style.animationName === "none" ? 0 : ms(style.animationDuration));
          if (duration > longest.ms) longest = { ms: duration, where: `${el.tagName.toLowerCase()}.${el.getAttribute("class")}${pseudo ?? ""}` };
        }
      return longest;
    });

  async function heroWithSpinner(reduce: boolean) {
    const page = await newTab(1280);
    await page.emulateMedia({ reducedMotion: reduce ? "reduce" : "no-preference" });
    // The hero picture arrives late, as on a slow network: its spinner (in the HTML) turns
    // from the first paint, and the page's code waits for the picture before it starts.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/images/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${origin()}/`, { waitUntil: "commit" });
    const spinner = page.locator("[data-spinner]");
    await spinner.waitFor();
    const spin = await spinner.evaluate((el) => [getComputedStyle(el).animationDuration, getComputedStyle(el).animationIterationCount]);
    const card = page.locator("main article").first();
    await card.hover();
    const cardTransition = await card.evaluate((el) => getComputedStyle(el).transitionDuration);
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await settle(page);
    const longest = await longestMotion(page);
    await page.unroute("**/assets/images/**");
    return { page, spin, cardTransition, longest };
  }

  test("without a preference, the spinner turns and cards ease on hover", async () => {
    const { spin, cardTransition, longest } = await heroWithSpinner(false);
    // About 20 s of turns: without a script, a failed picture cannot be told from a slow one (page-hero.tsx).
    expect(spin).toEqual(["0.9s", "22"]);
    expect(cardTransition).toMatch(/^0\.15s/);
    expect(longest.ms).toBeGreaterThanOrEqual(150);
  });

  test("with prefers-reduced-motion: reduce, nothing moves for more than a hundredth of a millisecond (spinner, cards, the drawer's slide)", async () => {
    const { page, spin, cardTransition, longest } = await heroWithSpinner(true);
    expect(spin).toEqual(["1e-05s", "1"]);
    expect(cardTransition).toMatch(/^1e-05s/);
    expect(longest.ms, longest.where).toBeLessThanOrEqual(0.01);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("button", { name: ui.menuMobileOuvrir }).click();
    await page.getByRole("dialog").waitFor({ state: "visible" });
    const slide = await page.getByRole("dialog").evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(slide).toBe("1e-05s");
    const motion = await longestMotion(page);
    expect(motion.ms, motion.where).toBeLessThanOrEqual(0.01);
  });
});
