import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { templateRoutes } from "#test/support/content.ts";

/** WCAG 2.2 A and AA success criteria as axe tags them, plus axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** An address no page has: the static server answers it with the pre-rendered 404 page. */
export const UNKNOWN_PATH = "/cette-page-n-existe-pas";

/** One page of each template (see templateRoutes), the 404 page included. */
export const templatePaths = [...templateRoutes.map((route) => route.path), UNKNOWN_PATH];

/**
 * Runs axe on the page (or on `include` only) and returns its violations as one line per
 * element: rule, impact, what to do, where, and axe's own diagnosis, so a failing test
 * says what to fix without a rerun.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself; the default mode also opens a blank tab per
  // scan to merge the results of each frame, which triples the time, and the site has no frames.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(" ")} — ${(node.failureSummary ?? "").replace(/\s+/g, " ").trim()} ${violation.helpUrl}`,
    ),
  );
}

/**
 * Waits until the page is interactive and still: hydrated, the contact form's code loaded
 * where there is one, and every finite CSS transition or animation over (a colour caught
 * halfway through a transition is not the colour a visitor reads).
 */
export async function settle(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  if (await page.locator("main form button[type=submit]").count()) {
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>("main form button[type=submit]")?.disabled);
  }
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** WCAG relative luminance of an sRGB colour given as channels 0–255. */
export function luminance([r, g, b]: number[]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two opaque colours. */
export function contrast(a: number[], b: number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Channels of a computed `rgb()`/`rgba()` colour: [r, g, b, alpha]. */
export function channels(color: string): number[] {
  const parts = color.match(/[\d.]+/g)!.map(Number);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}

/*
 * In-page functions for page.evaluate: self-contained, as Playwright sends their source.
 */

type HelperWindow = Window & { __describe(el: Element): string; __focusables?: Element[] };

/**
 * Gives every page of the context `__describe(el)`, a short readable name for an element in
 * failure messages. An init script, because the pages' Content-Security-Policy forbids eval.
 */
export function addPageHelpers(context: BrowserContext) {
  return context.addInitScript(() => {
    (window as unknown as HelperWindow).__describe = (el: Element) => {
      const href = el.getAttribute("href");
      const name = el.getAttribute("name");
      const text = (el.getAttribute("aria-label") ?? (el as HTMLElement).innerText ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${href ? `[href="${href}"]` : ""}${name ? `[name="${name}"]` : ""} «${text}»`;
    };
  });
}

/**
 * Lists what Tab should reach inside `scope` (a selector; "body" for the whole page), in document order
 * (the site uses no positive tabindex): links, buttons, fields and tabindex ≥ 0 elements that
 * are enabled, rendered and not inert. Kept in the page for `focusState`.
 */
export const listFocusables = (scope: string): string[] => {
  const helpers = window as unknown as HelperWindow;
  const root = document.querySelector(scope)!;
  const list = [...root.querySelectorAll<HTMLElement>("a[href], button, input, textarea, select, summary, iframe, [tabindex], [contenteditable]")].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !(el instanceof HTMLInputElement && el.type === "hidden") &&
      !el.closest("[inert]") &&
      el.checkVisibility({ visibilityProperty: true }),
  );
  helpers.__focusables = list;
  return list.map(helpers.__describe);
};

export interface FocusState {
  /** Position in the last listFocusables() list; -1 when not in it. */
  index: number;
  label: string;
  /** How focus shows: the element's outline, an ancestor's (cards), or an outlined field's border. */
  indicator: { on: string; style: string; width: number; color: number[]; against: number[][] } | null;
  rect: { top: number; bottom: number; left: number; right: number; height: number };
  headerBottom: number;
  inHeader: boolean;
  /** Under main or the footer, where scroll-margin keeps focused content clear of the header. */
  inContent: boolean;
  /** What is drawn at the centre of the element's visible part is the element itself or inside it. */
  onTop: boolean;
  viewport: { width: number; height: number };
}

/** The focused element (null on the body: Tab has left the page). */
export const focusState = (): FocusState | null => {
  const helpers = window as unknown as HelperWindow;
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) return null;
  const parse = (color: string) => {
    const parts = color.match(/[\d.]+/g)!.map(Number);
    return [parts[0], parts[1], parts[2], parts[3] ?? 1];
  };
  // The colour seen behind a point of `start`: its own and its ancestors' backgrounds, blended down to the first opaque one.
  const backdrop = (start: Element | null) => {
    const layers: number[][] = [];
    for (let node = start; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor);
      if (color[3] > 0) layers.push(color);
      if (color[3] === 1) break;
    }
    let rgb = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse()) rgb = [r * a + rgb[0] * (1 - a), g * a + rgb[1] * (1 - a), b * a + rgb[2] * (1 - a)];
    return rgb;
  };
  let indicator: FocusState["indicator"] = null;
  const field = el.closest(".MuiOutlinedInput-root");
  const outline = field?.querySelector("fieldset");
  if (field && outline) {
    const style = getComputedStyle(outline);
    indicator = { on: "field border", style: style.borderTopStyle, width: parseFloat(style.borderTopWidth), color: parse(style.borderTopColor), against: [backdrop(field), backdrop(field.parentElement)] };
  } else {
    for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) === 0) continue;
      const outside = parseFloat(style.outlineOffset) >= 0;
      indicator = {
        on: node === el ? "outline" : `outline of ${node.tagName.toLowerCase()}`,
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        color: parse(style.outlineColor),
        against: [outside ? backdrop(node.parentElement) : backdrop(node)],
      };
      break;
    }
  }
  const box = el.getBoundingClientRect();
  const header = document.querySelector("header")!;
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const x = (Math.max(box.left, 0) + Math.min(box.right, width)) / 2;
  const y = (Math.max(box.top, header.getBoundingClientRect().bottom) + Math.min(box.bottom, height)) / 2;
  const hit = document.elementFromPoint(x, header.contains(el) || !el.closest("main, footer") ? (box.top + box.bottom) / 2 : y);
  return {
    index: helpers.__focusables?.indexOf(el) ?? -1,
    label: helpers.__describe(el),
    indicator,
    rect: { top: box.top, bottom: box.bottom, left: box.left, right: box.right, height: box.height },
    headerBottom: header.getBoundingClientRect().bottom,
    inHeader: header.contains(el),
    inContent: Boolean(el.closest("main, footer")),
    onTop: Boolean(hit && (el === hit || el.contains(hit))),
    viewport: { width, height },
  };
};

/** What is wrong with how a focused element shows, as readable lines (none when it is fine). */
export function focusProblems(state: FocusState, { minContrast = 3 } = {}): string[] {
  const problems: string[] = [];
  const { indicator, rect, viewport } = state;
  if (!indicator || indicator.style === "none" || indicator.style === "hidden") problems.push("no focus indicator");
  else {
    if (indicator.width < 2) problems.push(`${indicator.on} only ${indicator.width}px wide`);
    const worst = Math.min(...indicator.against.map((background) => contrast(indicator.color, background)));
    if (worst < minContrast) problems.push(`${indicator.on} contrast ${worst.toFixed(2)}:1 against what is behind it`);
  }
  if (rect.bottom <= 0 || rect.top >= viewport.height || rect.right <= 0 || rect.left >= viewport.width) problems.push("out of the viewport");
  else {
    const top = state.inContent && !state.inHeader ? state.headerBottom : 0;
    if (rect.height <= viewport.height - top) {
      // It fits between the header and the bottom of the window: all of it must be there.
      if (rect.top < top - 0.5) problems.push(`top at ${rect.top.toFixed(0)}px, under the header (bottom ${top.toFixed(0)}px)`);
      if (rect.bottom > viewport.height + 0.5) problems.push(`bottom at ${rect.bottom.toFixed(0)}px, below the viewport (${viewport.height}px)`);
    } else if (Math.min(rect.bottom, viewport.height) - Math.max(rect.top, top) < 24) {
      // Taller than that room (a long table): the browser shows part of it, which must not be only a sliver.
      problems.push(`taller than the room below the header, and only ${(Math.min(rect.bottom, viewport.height) - Math.max(rect.top, top)).toFixed(0)}px of it shows`);
    }
    if (rect.left < -0.5 || rect.right > viewport.width + 0.5) problems.push(`sticks out sideways (${rect.left.toFixed(0)}–${rect.right.toFixed(0)}px)`);
    if (!state.onTop) problems.push("covered by another element");
  }
  return problems.map((problem) => `${state.label}: ${problem}`);
}

/**
 * WCAG 2.5.8 Target Size (Minimum) in the page: every pointer target inside `scope` is at
 * least 24 × 24 CSS px (`scope`: a selector), except links inside a sentence (inline, within text that is more
 * than the link) and small targets whose 24 px circle touches no other target or circle.
 */
export const undersizedTargets = (scope: string): string[] => {
  const helpers = window as unknown as HelperWindow;
  const root = document.querySelector(scope)!;
  const targets = [...root.querySelectorAll<HTMLElement>("a[href], button, input:not([type=hidden]), textarea, select, summary, [role=button], [role=link], [role=tab]")]
    .filter((el) => el.checkVisibility({ visibilityProperty: true }) && !(el as HTMLButtonElement).disabled)
    .map((el) => ({ el, box: el.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.height > 0);
  const inSentence = (el: HTMLElement) => {
    if (getComputedStyle(el).display !== "inline") return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
    return Boolean(block && block.innerText.replace(/\s+/g, " ").trim().length > el.innerText.replace(/\s+/g, " ").trim().length);
  };
  const small = targets.filter(({ el, box }) => (box.width < 24 || box.height < 24) && !inSentence(el));
  const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2];
  const distanceToBox = ([x, y]: number[], box: DOMRect) => Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
  return small
    .filter(({ el, box }) => {
      const c = centre(box);
      return targets.some((other) => {
        if (other.el === el || other.el.contains(el) || el.contains(other.el)) return false;
        if (distanceToBox(c, other.box) < 12) return true;
        const o = centre(other.box);
        return small.some((s) => s.el === other.el) && Math.hypot(c[0] - o[0], c[1] - o[1]) < 24;
      });
    })
    .map(({ el, box }) => `${helpers.__describe(el)}: ${box.width.toFixed(1)} × ${box.height.toFixed(1)} px, too close to another target`);
};
