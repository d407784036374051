import type { Segment } from "./json-writer.ts";

/*
 * What changed in a content file between two versions, as places and values rather than
 * lines: "ligne 3 (300 µm) › grammage : 450 → 455". A list whose length changed is one
 * change naming the entries added or removed, not a cascade of shifted entries.
 */

export interface Change {
  segments: Segment[];
  before?: unknown;
  after?: unknown;
  /** Set when a list changed length: its lengths before and after. */
  counts?: [number, number];
  /** With `counts`: the entries gone (at their places before) and the new ones (at their places after). */
  removed?: Entry[];
  added?: Entry[];
}

export interface Entry {
  index: number;
  value: unknown;
}

/** The entries of `list` that `other` does not have, each of `other`'s entries matching one equal entry at most. */
function unmatched(list: readonly unknown[], other: readonly unknown[]): Entry[] {
  const left = other.map((item) => JSON.stringify(item));
  return list.flatMap((value, index) => {
    const at = left.indexOf(JSON.stringify(value));
    if (at === -1) return [{ index, value }];
    left.splice(at, 1);
    return [];
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

export function changesBetween(before: unknown, after: unknown, segments: Segment[] = []): Change[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [{ segments, counts: [before.length, after.length], removed: unmatched(before, after), added: unmatched(after, before) }];
    return before.flatMap((item, index) => changesBetween(item, after[index], [...segments, index]));
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => key !== "$schema");
    return keys.flatMap((key) => changesBetween(before[key], after[key], [...segments, key]));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ segments, before, after }];
}
