/*
 * Which thumbnail a key press selects in the gallery. Pure, so the keyboard behaviour
 * is unit-tested without a browser. The thumbnails are buttons in a wrapping row:
 * Tab and Shift+Tab go through them like any buttons; the arrow keys also move
 * between them (and select, as in a tab list), wrapping at both ends; Home and End go
 * to the first and last. Right to left (an Arabic page), the row reads from the right:
 * the right arrow goes back and the left arrow forward, as the eye does.
 */

/** The index to select after `key` on thumbnail `current` of `count`, or undefined when the key is not for the gallery. */
export function galleryKeyTarget(key: string, current: number, count: number, direction: "ltr" | "rtl" = "ltr"): number | undefined {
  if (count <= 0) return undefined;
  const mirrored: Record<string, string> = { ArrowRight: "ArrowLeft", ArrowLeft: "ArrowRight" };
  switch (direction === "rtl" ? (mirrored[key] ?? key) : key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

/** A selection that stays valid when the list changes under it (client navigation to a page with fewer images). */
export function clampSelection(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}
