/*
 * The editor's draft: what the person changed and has not saved, file by file, over the
 * content as it is on disk. A file edited back to what it was is no longer a change; a
 * new file is a change without a base; a deleted file is a change to nothing.
 */

/** Path under content/ → the file's new data, or null for a file to delete. */
export type Changes = Record<string, unknown>;

/** Same data, whatever the order of the keys (a form may rebuild an object in another order). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (!a || !b || typeof a !== "object" || typeof b !== "object") return false;
  const [ka, kb] = [Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined), Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined)];
  return ka.length === kb.length && ka.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The draft with `file` set to `data` (null: deleted); dropped from the draft when that is what the disk holds. */
export function withChange(changes: Changes, base: ReadonlyMap<string, unknown>, file: string, data: unknown): Changes {
  const { [file]: _previous, ...others } = changes;
  const unchanged = data === null ? !base.has(file) : base.has(file) && sameValue(base.get(file), data);
  return unchanged ? others : { ...others, [file]: data };
}

/** The draft without `file`: back to the disk's version. */
export function withoutChange(changes: Changes, file: string): Changes {
  const { [file]: _dropped, ...others } = changes;
  return others;
}

/** The content as it would be once the draft is saved. */
export function draftFiles(base: ReadonlyMap<string, unknown>, changes: Changes): Map<string, unknown> {
  const files = new Map(base);
  for (const [file, data] of Object.entries(changes)) {
    if (data === null) files.delete(file);
    else files.set(file, data);
  }
  return files;
}

export type ChangeKind = "modifie" | "cree" | "supprime";

export function changeKind(file: string, changes: Changes, base: ReadonlyMap<string, unknown>): ChangeKind | undefined {
  if (!(file in changes)) return undefined;
  if (changes[file] === null) return "supprime";
  return base.has(file) ? "modifie" : "cree";
}
