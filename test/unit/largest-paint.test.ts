import { expect, test } from "vitest";
import { countedBytes, kindOfRequest, lastCounted, requestsOfHalf } from "#scripts/bench/largest-paint.ts";

/* The bench names what Lighthouse's largest-paint estimate waits for, as Lighthouse counts it. */

const network = (url: string, resourceType: string, priority: string, transferSize: number) => ({ type: "network", request: { url, resourceType, priority, transferSize } });

const timings = new Map<{ type: string; request?: { url: string; resourceType?: string; transferSize?: number; priority: string } }, { endTime: number }>([
  [network("https://www.example.com/rbn", "Document", "VeryHigh", 15_384), { endTime: 758 }],
  [network("https://www.example.com/assets/inter-latin-Br_AvF5G.woff2", "Font", "High", 29_648), { endTime: 1_366 }],
  [network("https://www.example.com/assets/images/fiches-rbn-800.avif", "Image", "High", 5_440), { endTime: 1_066 }],
  // Below the fold: Lighthouse leaves low-priority pictures out of its estimate, even when they end last.
  [network("https://www.example.com/assets/images/papeterie-768.avif", "Image", "Low", 9_457), { endTime: 1_536 }],
  [network("https://www.example.com/assets/icons-LkfH-x1F.svg", "Other", "Low", 4_202), { endTime: 1_066 }],
  [{ type: "cpu" }, { endTime: 1_600 }],
]);

test("a half's requests, the last to end first, CPU tasks left out; low-priority pictures listed but not counted", () => {
  const requests = requestsOfHalf(timings);
  expect(requests.map((request) => [request.url.split("/").pop(), request.kind, request.counted])).toEqual([
    ["papeterie-768.avif", "image", false],
    ["inter-latin-Br_AvF5G.woff2", "font", true],
    ["fiches-rbn-800.avif", "image", true],
    ["icons-LkfH-x1F.svg", "other", true],
    ["rbn", "document", true],
  ]);
});

test("the request that sets the estimate is the last counted one; a low-priority request that is not a picture counts", () => {
  const half = { estimate: 1_366, requests: requestsOfHalf(timings) };
  expect(lastCounted(half)?.url).toBe("https://www.example.com/assets/inter-latin-Br_AvF5G.woff2");
  expect(lastCounted(half)?.end).toBe(half.estimate);
  expect(countedBytes(half)).toEqual({ document: 15_384, font: 29_648, image: 5_440, script: 0, other: 4_202 });
});

test("Lighthouse's resource types, by kind", () => {
  expect(["Document", "Font", "Image", "Script", "Stylesheet", "Other", undefined].map(kindOfRequest)).toEqual(["document", "font", "image", "script", "other", "other", "other"]);
});
