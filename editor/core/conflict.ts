import { pathOf, type Segment } from "#app/model/content-rules/places.ts";
import { sameValue, type Changes } from "./draft.ts";

/*
 * No lost work when two people (two tabs, or the editor and a change on disk) edit one
 * file: each change of the draft remembers the version of the file it started from, a
 * save of a file whose version has moved since is refused, and the person chooses, field
 * by field, between their value and the one saved meanwhile.
 */

/** A file's version: a fingerprint of its text on disk; null for a file that did not exist. */
export type Version = string | null;

/** Path under content/ → the version each change of the draft started from. */
export type StartedFrom = Record<string, Version>;

/**
 * A fingerprint of a text (cyrb53, two 32-bit halves, and the length): any edit of the file,
 * a space included, gives another one. Not a defence against anyone: a way to tell "changed".
 */
export function textVersion(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${(h2 >>> 0).toString(16).padStart(8, "0")}${(h1 >>> 0).toString(16).padStart(8, "0")}-${text.length}`;
}

/** A file as it is on disk now, for the version check: its version, and its data when it can be read (null: absent). */
export interface DiskVersion {
  version: Version;
  data: unknown;
}

/** One file the draft would overwrite although it changed since the edit began. */
export interface Conflict {
  file: string;
  /** The draft's data; null: the draft deletes the file. */
  mine: unknown;
  /** The data on disk now; null: the file is gone (or cannot be read). */
  theirs: unknown;
  /** The version on disk now: a change resolved against it can be saved. */
  version: Version;
}

/**
 * The changes of the draft whose file moved on disk since they started. A file that now
 * holds exactly the draft's data is no conflict: nothing would be lost.
 */
export function conflictsOf(changes: Changes, startedFrom: StartedFrom, disk: (file: string) => DiskVersion): Conflict[] {
  const conflicts: Conflict[] = [];
  for (const [file, mine] of Object.entries(changes)) {
    const now = disk(file);
    if (startedFrom[file] === now.version) continue;
    if (sameValue(mine, now.data)) continue;
    conflicts.push({ file, mine, theirs: now.data, version: now.version });
  }
  return conflicts;
}

/** One place where the two versions differ: the smallest one (a field, a cell, a whole list whose length changed). */
export interface DifferingField {
  /** JSON path (`lignes[2].grammage`); "" for the whole file (one of the two deletes it). */
  path: string;
  /** The place, for place-words.ts to name as the form does. */
  segments: Segment[];
  mine: unknown;
  theirs: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** Every place where `mine` and `theirs` differ, in the order of the fields. */
export function differingFields(mine: unknown, theirs: unknown): DifferingField[] {
  const fields: DifferingField[] = [];
  const walk = (a: unknown, b: unknown, segments: Segment[]) => {
    if (sameValue(a, b)) return;
    if (segments.length > 0 || (a !== null && b !== null)) {
      if (isRecord(a) && isRecord(b)) {
        for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])]) walk(a[key], b[key], [...segments, key]);
        return;
      }
      if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
        a.forEach((item, index) => walk(item, b[index], [...segments, index]));
        return;
      }
    }
    fields.push({ path: pathOf(segments), segments, mine: a, theirs: b });
  };
  walk(mine, theirs, []);
  return fields;
}

/** Which value a place keeps. */
export type Choice = "mine" | "theirs";

/** The value at a place of some data (undefined when it has none). */
export function valueAt(data: unknown, segments: readonly Segment[]): unknown {
  let node = data;
  for (const segment of segments) node = node && typeof node === "object" ? (node as Record<string | number, unknown>)[segment] : undefined;
  return node;
}

/**
 * The other version with the places chosen "mine" set to the draft's values (a field the
 * draft does not have is removed). Places not named keep the other version's value.
 */
export function mergeByField(mine: unknown, theirs: unknown, choices: Readonly<Record<string, Choice>>): unknown {
  const fields = differingFields(mine, theirs);
  if (fields.some((field) => field.path === "")) return choices[""] === "mine" ? mine : theirs;
  const merged = structuredClone(theirs) as Record<string | number, unknown>;
  for (const field of fields) {
    if (choices[field.path] !== "mine") continue;
    const parent = valueAt(merged, field.segments.slice(0, -1)) as Record<string | number, unknown>;
    const key = field.segments.at(-1)!;
    if (field.mine === undefined) delete parent[key];
    else parent[key] = structuredClone(field.mine);
  }
  return merged;
}

/**
 * The choice offered first at each place: the other version's where the draft left the
 * value as it was when the edit began (only the other person changed it), the draft's elsewhere.
 */
export function firstChoices(fields: readonly DifferingField[], started: unknown): Record<string, Choice> {
  return Object.fromEntries(fields.map((field) => [field.path, started !== undefined && sameValue(valueAt(started, field.segments), field.mine) ? "theirs" : "mine"]));
}
