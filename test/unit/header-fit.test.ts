import { expect, test } from "vitest";
import { navFits } from "#app/lib/header-fit.ts";

test("the navigation fits when its list holds on one line and the header row does not overflow", () => {
  expect(navFits({ listHeight: 44, entryHeight: 44, rowScrollWidth: 1232, rowWidth: 1232 })).toBe(true);
  // Rounding of sub-pixel widths is not an overflow.
  expect(navFits({ listHeight: 44, entryHeight: 44, rowScrollWidth: 1233, rowWidth: 1232 })).toBe(true);
});

test("a wrapped list or an overflowing row means the drawer", () => {
  // Minimum font size 32 px at 1280 px: the list wraps onto three lines.
  expect(navFits({ listHeight: 3 * 52, entryHeight: 52, rowScrollWidth: 1232, rowWidth: 1232 })).toBe(false);
  // Or does not wrap but pushes the row wider than the screen.
  expect(navFits({ listHeight: 44, entryHeight: 44, rowScrollWidth: 1612, rowWidth: 1232 })).toBe(false);
});
