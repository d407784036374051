import { Audit } from "lighthouse/core/audits/audit.js";

/*
 * What Lighthouse's own audits hand its metric computations, from a run's artifacts
 * (`output: "json"` keeps them) and settings, with the cache they share: the run's
 * dependency graph and its simulations are built once for every split the bench makes
 * (blocking-time.ts, largest-paint.ts).
 */

export interface MetricComputation {
  artifacts: Record<string, unknown>;
  context: unknown;
  data: unknown;
}

/** A Lighthouse computed artifact, as these modules call it. */
export interface Computed<T> {
  request(data: unknown, context: unknown): Promise<T>;
}

export function metricComputation(artifacts: Record<string, unknown>, settings: unknown): MetricComputation {
  const context = { computedCache: new Map(), settings };
  const data = (Audit as unknown as { makeMetricComputationDataInput(artifacts: unknown, context: unknown): unknown }).makeMetricComputationDataInput(artifacts, context);
  return { artifacts, context, data };
}
