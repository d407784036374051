import { tokens } from "#app/theme/tokens.ts";
import type { Reglages } from "#app/generated/content-types.ts";
import { createMenuIntent } from "../lib/menu-intent.ts";

/*
 * Tooltips of icon-only controls (social links, the phone, the menu button): each shows the
 * control's accessible name, its aria-label, so the two cannot differ. The specification's
 * delays come from content and follow the submenus' rules (app/lib/menu-intent.ts): a
 * tooltip opens after `infobulleOuverture` of pointing or keyboard focus; once one is open,
 * or within `infobulleEnchainement` after it closed, the next opens at once. The style sheet
 * is added at hydration, not pre-rendered: a tooltip repeats a name the control already
 * has, and every page's HTML stays within its first round trip. Escape closes it (WCAG
 * 1.4.13, dismissible); the pointer can move onto it (hoverable).
 */

/** The class of a control with a tooltip (its text: the control's aria-label). */
export const TOOLTIP_CLASS = "infobulle";
/** The attribute that shows a control's tooltip. */
export const TOOLTIP_OPEN_ATTRIBUTE = "data-infobulle-ouverte";

/**
 * Right-aligned under its control, a tooltip can only overflow to the left or downwards,
 * which never widens the page.
 */
export const tooltipCss = [
  `.${TOOLTIP_CLASS}{position:relative}`,
  `.${TOOLTIP_CLASS}::after{content:attr(aria-label);position:absolute;top:calc(100% + 4px);right:0;padding:4px 8px;border-radius:4px;background:${tokens.ink};color:${tokens.onAccent};font-size:.8125rem;white-space:nowrap;visibility:hidden}`,
  `.${TOOLTIP_CLASS}[${TOOLTIP_OPEN_ATTRIBUTE}]::after{visibility:visible}`,
].join("");

/** Adds the style sheet and the listeners; returns the function that removes them. */
export function installTooltips(document: Document, delays: Reglages["delais"]): () => void {
  // A constructed sheet, not a <style> element: the page's style policy allows styles by hash only.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(tooltipCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  // The intent names controls by id; the one it opens is always the one last pointed at or focused.
  const ids = new WeakMap<Element, string>();
  let nextId = 0;
  const idOf = (control: Element) => {
    if (!ids.has(control)) ids.set(control, String(nextId++));
    return ids.get(control)!;
  };
  let entered: Element | undefined;
  let shown: Element | undefined;
  const intent = createMenuIntent(
    { open: delays.infobulleOuverture, skip: delays.infobulleEnchainement, close: 0 },
    (id) => {
      shown?.removeAttribute(TOOLTIP_OPEN_ATTRIBUTE);
      shown = id === null ? undefined : entered;
      shown?.setAttribute(TOOLTIP_OPEN_ATTRIBUTE, "");
    },
  );
  const controlOf = (target: EventTarget | null) => (target instanceof Element ? target.closest(`.${TOOLTIP_CLASS}`) : null);
  // Entering or leaving a control, not moving between its own parts.
  const enter = (event: PointerEvent | FocusEvent) => {
    const control = controlOf(event.target);
    if (!control || control.contains(event.relatedTarget as Node | null)) return;
    if (event.type === "focusin" && !control.matches(":focus-visible")) return;
    entered = control;
    intent.pointerEnter(idOf(control));
  };
  const leave = (event: PointerEvent | FocusEvent) => {
    const control = controlOf(event.target);
    if (!control || control.contains(event.relatedTarget as Node | null)) return;
    intent.pointerLeave(idOf(control));
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === "Escape") intent.close();
  };
  const listeners = [
    ["pointerover", enter],
    ["focusin", enter],
    ["pointerout", leave],
    ["focusout", leave],
    ["keydown", escape],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener);
  return () => {
    intent.dispose();
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
  };
}
