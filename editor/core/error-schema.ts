import { segmentsOf } from "#app/model/content-rules/places.ts";

/*
 * The content check's errors at the fields they are about: the form library takes them as
 * a tree following the data ({ lignes: { 2: { grammage: { __errors: […] } } } }). An error
 * about the whole file (no field) goes to its root.
 */

export interface FieldError {
  /** JSON path as the check writes it: `lignes[2].grammage`, "" for the whole file. */
  path: string;
  message: string;
}

export interface ErrorTree {
  __errors?: string[];
  [key: string]: ErrorTree | string[] | undefined;
}

export function errorTree(errors: readonly FieldError[]): ErrorTree {
  const root: ErrorTree = {};
  for (const { path, message } of errors) {
    let node = root;
    for (const segment of segmentsOf(path)) {
      const key = String(segment);
      node[key] ??= {};
      node = node[key] as ErrorTree;
    }
    node.__errors = [...(node.__errors ?? []), message];
  }
  return root;
}
