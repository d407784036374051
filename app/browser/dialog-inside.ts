/*
 * What the phone drawer's code does inside an open modal <dialog> (the drawer's chunk,
 * not the page's start-up code): Tab going round, and closing on a tap beside it where
 * the browser lacks `closedby`.
 */

/** Whether a click outside a dialog (on its backdrop) closes it on its own (`closedby="any"`). */
export function hasClosedBy(): boolean {
  return typeof HTMLDialogElement !== "undefined" && "closedBy" in HTMLDialogElement.prototype;
}

/** Whether a click on the dialog element itself landed outside its box, on the backdrop. */
export function onBackdrop(dialog: HTMLDialogElement, x: number, y: number): boolean {
  const box = dialog.getBoundingClientRect();
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * Where Tab goes at the ends of an open modal dialog: from the last control (or, backwards,
 * from the first or the dialog itself) round to the other end, rather than out to the
 * browser's own controls, as a modal's focus trap does. `undefined`: the browser's order.
 */
export function wrappedFocus(dialog: HTMLElement, active: Element | null, backwards: boolean): HTMLElement | undefined {
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((control) => control.getClientRects().length > 0);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return undefined;
  if (backwards) return active === first || active === dialog ? last : undefined;
  return active === last ? first : undefined;
}
