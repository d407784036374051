import { describe, expect, test } from "vitest";
import { packageOf, profileMainThread, type TraceEvent } from "#scripts/bench/main-thread-profile.ts";

const event = (name: string, ts: number, dur: number, tid = 1): TraceEvent => ({ name, ph: "X", ts, dur, pid: 7, tid });

describe("the main thread's profile", () => {
  // µs; the navigation starts at 1 000 000.
  const start = 1_000_000;
  const events: TraceEvent[] = [
    event("RunTask", start, 20_000),
    event("ParseHTML", start + 1_000, 15_000),
    { name: "firstContentfulPaint", ph: "R", ts: start + 30_000, pid: 7, tid: 1 },
    // A 120 ms task: evaluation with a forced layout inside it, then style.
    event("RunTask", start + 100_000, 120_000),
    event("v8.evaluateModule", start + 100_000, 90_000),
    event("Layout", start + 150_000, 10_000),
    event("UpdateLayoutTree", start + 190_000, 20_000),
    // Another thread's work does not count.
    event("RunTask", start + 100_000, 500_000, 2),
  ];

  test("self time by kind, nested work counted once", () => {
    const profile = profileMainThread(events, undefined, () => undefined, start);
    expect(profile.work.html).toBeCloseTo(15);
    expect(profile.work.script).toBeCloseTo(80);
    expect(profile.work.layout).toBeCloseTo(10);
    expect(profile.work.style).toBeCloseTo(20);
    // The tasks' own time outside any known event.
    expect(profile.work.other).toBeCloseTo(5 + 10);
  });

  test("long tasks and the blocking time after the first paint", () => {
    const profile = profileMainThread(events, undefined, () => undefined, start);
    expect(profile.longTasks.map(({ start: at, duration }) => [at, duration])).toEqual([[100, 120]]);
    expect(profile.blockingTime).toBeCloseTo(70);
    expect(profile.firstContentfulPaint).toBeCloseTo(30);
  });

  test("the script's time shared among packages by the samples taken in it", () => {
    const cpu = {
      nodes: [
        { id: 1, callFrame: { functionName: "a", url: "http://x/assets/site.js", lineNumber: 0, columnNumber: 1 } },
        { id: 2, callFrame: { functionName: "b", url: "http://x/assets/site.js", lineNumber: 0, columnNumber: 2 } },
      ],
      startTime: start + 100_000,
      samples: [1, 1, 1, 2],
      timeDeltas: [1_000, 10_000, 10_000, 10_000],
    };
    const sources: Record<number, string> = { 1: "../node_modules/react-dom/cjs/react-dom-client.production.js", 2: "../app/components/shell/site-header.tsx" };
    const profile = profileMainThread(events, cpu, (_url, _line, column) => sources[column], start);
    expect(profile.scriptByPackage.React).toBeCloseTo(60);
    expect(profile.scriptByPackage["site (app/)"]).toBeCloseTo(20);
  });

  test("packages by source path", () => {
    expect(packageOf("../node_modules/@emotion/cache/dist/x.js")).toBe("Emotion");
    expect(packageOf("../node_modules/@mui/material/Box/Box.js")).toBe("MUI");
    expect(packageOf("../node_modules/react-router/dist/index.mjs")).toBe("React Router");
    expect(packageOf("../node_modules/scheduler/index.js")).toBe("React");
    expect(packageOf("../app/root.tsx")).toBe("site (app/)");
  });
});
