/*
 * Content files as text: parsing them, and saying in French where a syntax error is,
 * for the content check, the loader and the dev server alike.
 */

export interface JsonSyntaxError {
  /** 1-based, as editors number lines and columns. */
  line: number;
  column: number;
  message: string;
}

export type ParsedJson = { ok: true; data: unknown } | { ok: false; error: JsonSyntaxError };

/** Line and column of a character offset, 1-based. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length, column: before.length - before.lastIndexOf("\n") };
}

/** JSON text without the byte-order mark some editors put first. */
export const withoutBom = (text: string) => text.replace(/^\uFEFF/, "");

export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, data: JSON.parse(withoutBom(text)) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const offset = /position (\d+)/.exec(detail);
    const { line, column } = offset ? lineAndColumn(withoutBom(text), Number(offset[1])) : lineAndColumn(withoutBom(text), withoutBom(text).length);
    return {
      ok: false,
      error: {
        line,
        column,
        message: `le fichier n'est pas un JSON valide (erreur ligne ${line}, colonne ${column}) — vérifiez les guillemets, les virgules (pas de virgule après le dernier élément) et les accolades autour de cet endroit.`,
      },
    };
  }
}
