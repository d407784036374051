import { LargestContentfulPaint } from "lighthouse/core/computed/metrics/largest-contentful-paint.js";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import type { Computed, MetricComputation } from "./metric-computation.ts";

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
// Lighthouse's own rule for what its estimate counts (low-priority pictures are left out).
const countsInEstimate: (node: GraphNode) => boolean = Lantern.Metrics.LargestContentfulPaint.isNotLowPriorityImageNode as (node: GraphNode) => boolean;

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
    requests.push({ url, kind: kindOfRequest(resourceType), bytes: transferSize, priority, end: timing.endTime, counted: countsInEstimate(node) });
  }
  return requests.sort((a, b) => b.end - a.end);
}

/** A run's largest-paint estimate split into its requests. Undefined when Lighthouse did not simulate. */
export async function largestPaintSplit({ context, data }: MetricComputation): Promise<LargestPaintSplit | undefined> {
  const lcp = await (LargestContentfulPaint as unknown as Computed<Simulated>).request(data, context);
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
