import { expect, test } from "vitest";
import { progressLine } from "#scripts/build/progress.ts";

const stream = (isTTY: boolean) => {
  const written: string[] = [];
  return { written, output: { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream };
};

test("in a log: a line every tenth of the way and the last one, never one per step", () => {
  const { written, output } = stream(false);
  const progress = progressLine(output);
  for (let done = 1; done <= 47; done += 1) progress(`Images : ${done}/47`, done / 47);
  expect(written.length).toBeLessThanOrEqual(11);
  expect(written.at(-1)).toBe("Images : 47/47\n");
  expect(written.every((line) => line.endsWith("\n"))).toBe(true);
});

test("in a terminal: one line rewritten in place, ended when done", () => {
  const { written, output } = stream(true);
  const progress = progressLine(output);
  for (let done = 1; done <= 3; done += 1) progress(`Images : ${done}/3`, done / 3);
  expect(written).toHaveLength(3);
  expect(written.every((line) => line.startsWith("\r"))).toBe(true);
  expect(written.slice(0, 2).some((line) => line.includes("\n"))).toBe(false);
  expect(written[2].endsWith("Images : 3/3\n")).toBe(true);
});
