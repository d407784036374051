import { describe, expect, it } from "vitest";
import { countFromWords, countInWords, formatFrenchNumber } from "#app/model/number.ts";

// The reference: what the site printed before it stopped creating an Intl formatter at start-up.
const intl = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 3 });

/** Deterministic pseudo-random numbers, so a failure names a value that can be replayed. */
function* samples(count: number): Generator<number> {
  let seed = 20261124;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let index = 0; index < count; index++) {
    const magnitude = 10 ** Math.floor(next() * 12 - 4);
    const decimals = Math.floor(next() * 6);
    const value = Number((next() * magnitude).toFixed(decimals));
    yield next() < 0.2 ? -value : value;
  }
}

describe("formatFrenchNumber", () => {
  it("writes the values of the data sheets the French way", () => {
    expect(formatFrenchNumber(1.5)).toBe("1,5");
    expect(formatFrenchNumber(1360)).toBe("1\u202f360");
    expect(formatFrenchNumber(1234567.891)).toBe("1\u202f234\u202f567,891");
    expect(formatFrenchNumber(300)).toBe("300");
  });

  it.each([
    0, -0, 1, 999, 1000, 9999.9996, 0.0005, 0.0015, 1.0005, 2.675, 9.9995, 0.9995, 0.1 + 0.2, 123.4565,
    -0.0001, -0.0005, 1e-7, -1e-7, 1.23e-5, 1e21, 123456789012345680000, -1234.5, Number.MAX_SAFE_INTEGER,
    Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY,
  ])("writes %d as Intl's fr-FR formatter does", (value) => {
    expect(formatFrenchNumber(value)).toBe(intl.format(value));
  });

  it("agrees with Intl's fr-FR formatter on 20,000 numbers of every size", () => {
    const differences = [...samples(20_000)].filter((value) => formatFrenchNumber(value) !== intl.format(value));
    expect(differences.map((value) => `${value}: ${formatFrenchNumber(value)} ≠ ${intl.format(value)}`).slice(0, 5)).toEqual([]);
  });
});

describe("counts in words", () => {
  it("are written in words up to sixteen, in digits beyond", () => {
    expect([countInWords(1), countInWords(6), countInWords(16), countInWords(17)]).toEqual(["un", "six", "seize", "17"]);
  });

  it("are read back from the same words, the feminine « une » and « vingt », whatever their case; « zéro » and other words are not counts", () => {
    for (let count = 1; count <= 16; count++) expect(countFromWords(countInWords(count))).toBe(count);
    expect([countFromWords("Six"), countFromWords("une"), countFromWords("vingt")]).toEqual([6, 1, 20]);
    expect([countFromWords("zéro"), countFromWords("cent"), countFromWords("secteurs")]).toEqual([undefined, undefined, undefined]);
  });
});
