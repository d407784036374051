import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BLOCKING_KINDS } from "#scripts/bench/blocking-time.ts";
import { type LighthouseBrowser, type LighthouseRun, startLighthouseBrowser } from "#scripts/bench/lighthouse-runner.ts";
import { readContent } from "#test/support/content.ts";
import { origin } from "./browser.ts";

/*
 * `npm run bench` runs Lighthouse as this file does: in a fresh Chromium, the site asked
 * for under its real host name. The bench explains each page's TBT by splitting it into
 * kinds of task; the split redoes Lighthouse's simulation task by task, and if it drifted
 * from Lighthouse (a new version, a different pairing of estimates), its parts would no
 * longer make the TBT.
 */

const { host } = new URL(readContent<{ origine: string }>("site/reglages.json").origine);
// Not the shared set-up of browser.ts: Lighthouse drives a Chromium of its own, started with a debugging port and the site's host mapped to the test server, as the benchmark runs it.
let lighthouse: LighthouseBrowser;
let run: LighthouseRun;
beforeAll(async () => {
  lighthouse = await startLighthouseBrowser({ [host]: new URL(origin()).host });
  run = await lighthouse.run(`http://${host}/rbn`);
}, 120_000);
afterAll(() => lighthouse?.close());

describe("the bench's Lighthouse runs", () => {
  test("a fresh browser's first run measures the page itself, with no redirect before it", () => {
    expect(run.redirects).toBe(0);
  });

  test("the parts of the TBT split add up to the TBT Lighthouse reports", () => {
    expect(run.blocking).toBeDefined();
    for (const kind of BLOCKING_KINDS) expect(run.blocking![kind]).toBeGreaterThanOrEqual(0);
    const total = BLOCKING_KINDS.reduce((sum, kind) => sum + run.blocking![kind], 0);
    expect(total).toBeCloseTo(run.metrics.tbt, 0);
  });
});
