import type { Page } from "playwright-core";

/*
 * When a keystroke reaches the screen, read from a Chromium trace: the renderer's own
 * measures (a task after the next animation frame, or the Event Timing API) say when a
 * frame was made, not when the display compositor swapped it onto the screen.
 */

/** One event of a Chromium trace, as `Tracing.dataCollected` hands them over (times in µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  args?: { data?: { type?: string; message?: string } };
}

/** The mark written into the trace to line its clock up with the page's `performance.now()`. */
const SYNC_MARK = "touche-ecran";

const CATEGORIES = ["devtools.timeline", "cc", "viz"].join(",");

/**
 * Traces what `typing` does in `page`, and returns the trace with the page's `performance.now()`
 * at the moment of the mark that lines the two clocks up.
 */
export async function traceTyping(page: Page, typing: () => Promise<void>): Promise<{ events: TraceEvent[]; markedAt: number }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
  const markedAt = await page.evaluate((mark) => {
    const at = performance.now();
    console.timeStamp(mark);
    return at;
  }, SYNC_MARK);
  await typing();
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  await complete;
  await cdp.detach();
  return { events, markedAt };
}

const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);

/**
 * For each keystroke that changed the field, in order (`keyTimes`: the keys' event times in the
 * page's clock), the milliseconds from the key to the end of the first swap onto the screen
 * after the renderer's next frame following the key's `input` event; keys whose frame the
 * trace does not hold are left out.
 */
export function keyToScreen(events: readonly TraceEvent[], markedAt: number, keyTimes: readonly number[]): number[] {
  const mark = events.find((event) => event.name === "TimeStamp" && event.args?.data?.message === SYNC_MARK);
  if (!mark) throw new Error("The trace has no clock mark: was it taken with the devtools.timeline category?");
  const toPage = (ts: number) => ts / 1000 - (mark.ts / 1000 - markedAt);
  const byTime = (name: string) => events.filter((event) => event.name === name && event.ph === "X").sort((a, b) => a.ts - b.ts);
  const inputs = events.filter((event) => event.name === "EventDispatch" && event.args?.data?.type === "input").sort((a, b) => a.ts - b.ts);
  const frames = byTime("ProxyMain::BeginMainFrame");
  const swaps = byTime("Display::DrawAndSwap");
  const latencies: number[] = [];
  inputs.slice(0, keyTimes.length).forEach((input, index) => {
    const frame = frames.find((candidate) => candidate.ts >= end(input));
    const swap = frame && swaps.find((candidate) => candidate.ts >= end(frame));
    if (swap) latencies.push(toPage(end(swap)) - keyTimes[index]);
  });
  return latencies;
}
