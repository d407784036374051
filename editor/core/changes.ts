import type { Segment } from "./json-writer.ts";

/*
 * What changed in a content file between two versions, as places and values rather than
 * lines: "ligne 3 (300 µm) › grammage : 450 → 455". A list whose length changed is one
 * change (entries added or removed), not a cascade of shifted entries.
 */

export interface Change {
  segments: Segment[];
  before?: unknown;
  after?: unknown;
  /** Set when a list changed length: its lengths before and after. */
  counts?: [number, number];
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

export function changesBetween(before: unknown, after: unknown, segments: Segment[] = []): Change[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [{ segments, counts: [before.length, after.length] }];
    return before.flatMap((item, index) => changesBetween(item, after[index], [...segments, index]));
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => key !== "$schema");
    return keys.flatMap((key) => changesBetween(before[key], after[key], [...segments, key]));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ segments, before, after }];
}
