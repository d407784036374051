import { describe, expect, test } from "vitest";
import { clampSelection, galleryKeyTarget } from "#app/lib/gallery.ts";

describe("galleryKeyTarget: the thumbnail a key selects", () => {
  test.each([
    ["ArrowRight", 0, 7, 1],
    ["ArrowDown", 3, 7, 4],
    ["ArrowLeft", 3, 7, 2],
    ["ArrowUp", 1, 7, 0],
    ["Home", 5, 7, 0],
    ["End", 2, 7, 6],
  ])("%s from %i of %i → %i", (key, current, count, expected) => {
    expect(galleryKeyTarget(key, current, count)).toBe(expected);
  });

  test("arrows wrap around at both ends", () => {
    expect(galleryKeyTarget("ArrowRight", 6, 7)).toBe(0);
    expect(galleryKeyTarget("ArrowLeft", 0, 7)).toBe(6);
  });

  test("right to left, the right arrow goes back and the left arrow forward; up, down, Home and End are the same", () => {
    expect(galleryKeyTarget("ArrowRight", 3, 7, "rtl")).toBe(2);
    expect(galleryKeyTarget("ArrowLeft", 3, 7, "rtl")).toBe(4);
    expect(galleryKeyTarget("ArrowLeft", 6, 7, "rtl")).toBe(0);
    expect(galleryKeyTarget("ArrowDown", 3, 7, "rtl")).toBe(4);
    expect(galleryKeyTarget("End", 3, 7, "rtl")).toBe(6);
  });

  test("other keys are left to the browser (Tab, Enter, Space, letters)", () => {
    for (const key of ["Tab", "Enter", " ", "a", "PageDown", "Escape"]) expect(galleryKeyTarget(key, 2, 7)).toBeUndefined();
  });

  test("a single image stays selected; an empty gallery takes no key", () => {
    expect(galleryKeyTarget("ArrowRight", 0, 1)).toBe(0);
    expect(galleryKeyTarget("End", 0, 1)).toBe(0);
    expect(galleryKeyTarget("ArrowRight", 0, 0)).toBeUndefined();
  });
});

test("clampSelection keeps a selection inside the list", () => {
  expect(clampSelection(3, 7)).toBe(3);
  expect(clampSelection(9, 5)).toBe(4);
  expect(clampSelection(-2, 5)).toBe(0);
  expect(clampSelection(2, 0)).toBe(0);
});
