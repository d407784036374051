import { Audit } from "lighthouse/core/audits/audit.js";
import { LargestContentfulPaint } from "lighthouse/core/computed/metrics/largest-contentful-paint.js";

/*
 * What Lighthouse's largest-paint estimate waits for. Lighthouse does not time the paint on
 * a phone: it keeps the requests of the recorded load that had ended before the real
 * largest paint (less the low-priority pictures, in its optimistic half), replays them on
 * a simulated slow network (Lantern), and takes, in each half, the end of the last one;
 * the estimate is the mean of the two halves. This module names, for each half, the
 * requests in that replay and when each ended, so a page's largest paint reads as the
 * files it is made of.
 */

export const PAINT_REQUEST_KINDS = ["document", "font", "image", "script", "other"] as const;
export type PaintRequestKind = (typeof PAINT_REQUEST_KINDS)[number];

/** One request of a replay: where it ended, in ms from the start of the navigation. */
export interface PaintRequest {
  url: string;
  kind: PaintRequestKind;
  /** Bytes over the network, headers included (Lighthouse's transfer size). */
  bytes: number;
  priority: string;
  end: number;
  /** Whether its end counts in the estimate: Lighthouse leaves out low-priority pictures (below the fold). */
  counted: boolean;
}

/** One half of the estimate: its time (the end of its last counted request), and the requests it replays, the last to end first. */
export interface PaintHalf {
  estimate: number;
  requests: PaintRequest[];
}

export interface LargestPaintSplit {
  /** Lighthouse's estimate: the mean of the two halves. */
  estimate: number;
  optimistic: PaintHalf;
  pessimistic: PaintHalf;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  priority: string;
}
interface GraphNode {
  type: string;
  request?: NetworkRequest;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { endTime: number }>;
}
interface Simulated {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

export function kindOfRequest(resourceType: string | undefined): PaintRequestKind {
  switch (resourceType) {
    case "Document":
      return "document";
    case "Font":
      return "font";
    case "Image":
      return "image";
    case "Script":
      return "script";
    default:
      return "other";
  }
}

/** The requests of one replay, the last to end first. */
export function requestsOfHalf(nodeTimings: Estimate["nodeTimings"]): PaintRequest[] {
  const requests: PaintRequest[] = [];
  for (const [node, timing] of nodeTimings) {
    if (node.type !== "network" || !node.request) continue;
    const { url, resourceType, transferSize = 0, priority } = node.request;
    const kind = kindOfRequest(resourceType);
    requests.push({ url, kind, bytes: transferSize, priority, end: timing.endTime, counted: kind !== "image" || (priority !== "Low" && priority !== "VeryLow") });
  }
  return requests.sort((a, b) => b.end - a.end);
}

/**
 * A run's largest-paint estimate split into its requests, from the run's artifacts
 * (`output: "json"` keeps them) and settings. Undefined when Lighthouse did not simulate.
 */
export async function largestPaintSplit(artifacts: Record<string, unknown>, settings: unknown): Promise<LargestPaintSplit | undefined> {
  const context = { computedCache: new Map(), settings };
  const data = (Audit as unknown as { makeMetricComputationDataInput(artifacts: unknown, context: unknown): unknown }).makeMetricComputationDataInput(artifacts, context);
  const lcp = await (LargestContentfulPaint as unknown as { request(data: unknown, context: unknown): Promise<Simulated> }).request(data, context);
  if (!("pessimisticEstimate" in lcp)) return undefined;
  const half = (estimate: Estimate): PaintHalf => ({ estimate: estimate.timeInMs, requests: requestsOfHalf(estimate.nodeTimings) });
  return { estimate: lcp.timing, optimistic: half(lcp.optimisticEstimate), pessimistic: half(lcp.pessimisticEstimate) };
}

/** The request that sets a half's estimate: the last counted one to end. */
export const lastCounted = (half: PaintHalf): PaintRequest | undefined => half.requests.find((request) => request.counted);

/** The counted requests' bytes by kind. */
export function countedBytes(half: PaintHalf): Record<PaintRequestKind, number> {
  const bytes = Object.fromEntries(PAINT_REQUEST_KINDS.map((kind) => [kind, 0])) as Record<PaintRequestKind, number>;
  for (const request of half.requests) if (request.counted) bytes[request.kind] += request.bytes;
  return bytes;
}
