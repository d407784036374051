import { expect, test } from "vitest";
import { keyToScreen, type TraceEvent } from "#scripts/test-tools/key-to-screen.ts";

// Trace times in µs; the page's clock reads 1,000 ms at the mark, written at 5,000,000 µs.
const mark: TraceEvent = { name: "TimeStamp", ph: "I", ts: 5_000_000, args: { data: { message: "touche-ecran" } } };
const at = (ms: number) => 5_000_000 + (ms - 1000) * 1000;
const complete = (name: string, fromMs: number, toMs: number, type?: string): TraceEvent => ({
  name,
  ph: "X",
  ts: at(fromMs),
  dur: (toMs - fromMs) * 1000,
  ...(type ? { args: { data: { type } } } : {}),
});

test("a key reaches the screen with the first swap after the renderer's frame that follows its input event", () => {
  const events = [
    mark,
    complete("EventDispatch", 1102, 1104, "keydown"),
    complete("EventDispatch", 1105, 1107, "input"),
    // A swap already under way when the input ran does not show the letter.
    complete("Display::DrawAndSwap", 1106, 1109),
    complete("ProxyMain::BeginMainFrame", 1112, 1118),
    complete("Display::DrawAndSwap", 1121, 1125),
    // The second key waits behind a long task: its time counts from the key, not from its handling.
    complete("EventDispatch", 1500, 1502, "input"),
    complete("ProxyMain::BeginMainFrame", 1510, 1514),
    complete("Display::DrawAndSwap", 1516, 1520),
  ];
  expect(keyToScreen(events, 1000, [1100, 1200])).toEqual([25, 320]);
});

test("a key whose frame the trace does not hold is left out, and a trace without the mark is refused", () => {
  expect(keyToScreen([mark, complete("EventDispatch", 1105, 1107, "input")], 1000, [1100])).toEqual([]);
  expect(() => keyToScreen([], 1000, [1100])).toThrow(/clock mark/);
});
