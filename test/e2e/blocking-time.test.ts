import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BLOCKING_KINDS } from "#scripts/lib/blocking-time.ts";
import { type LighthouseBrowser, startLighthouseBrowser } from "#scripts/lib/lighthouse-runner.ts";
import { origin } from "./browser.ts";

/*
 * `npm run bench` explains each page's TBT by splitting it into kinds of task. The split
 * redoes Lighthouse's simulation task by task; if it drifted from Lighthouse (a new
 * version, a different pairing of estimates), its parts would no longer make the TBT.
 */

let lighthouse: LighthouseBrowser;
beforeAll(async () => {
  const { host } = new URL(origin());
  lighthouse = await startLighthouseBrowser(host, host);
});
afterAll(() => lighthouse?.close());

describe("the bench's split of Total Blocking Time", () => {
  test("its parts add up to the TBT Lighthouse reports", { timeout: 120_000 }, async () => {
    const run = await lighthouse.run(`${origin()}/rbn`);
    expect(run.blocking).toBeDefined();
    for (const kind of BLOCKING_KINDS) expect(run.blocking![kind]).toBeGreaterThanOrEqual(0);
    const total = BLOCKING_KINDS.reduce((sum, kind) => sum + run.blocking![kind], 0);
    expect(total).toBeCloseTo(run.metrics.tbt, 0);
  });
});
