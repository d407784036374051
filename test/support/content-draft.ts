import { parseJson } from "#app/content/json-text.ts";
import { listContentFiles, readContentText } from "#app/content/loader.server.ts";
import { schemaForFile } from "#app/model/collections.ts";
import type { ContentCheck } from "#scripts/checks/content/check.ts";
import { contextForFiles, errorsOf, formatError, type ValidateOptions } from "#scripts/checks/content/validate.ts";

type Json = Record<string, any>;

/** The real content files, parsed once. */
const real = new Map(
  listContentFiles()
    .filter((file) => schemaForFile(file))
    .map((file) => {
      const parsed = parseJson(readContentText(file));
      if (!parsed.ok) throw new Error(`content/${file} : ${parsed.error.message}`);
      return [file, parsed.data] as const;
    }),
);

/**
 * A copy of the content in memory, for the tests of one check: change a value, run the
 * check, read its lines. (Tests that need files on disk use content-sandbox.ts.)
 */
export class ContentDraft {
  readonly files = new Map<string, unknown>(structuredClone([...real]));

  read(file: string): Json {
    const data = this.files.get(file);
    if (!data) throw new Error(`content/${file} n'existe pas`);
    return data as Json;
  }

  edit(file: string, change: (data: Json) => void): this {
    change(this.read(file));
    return this;
  }

  add(file: string, data: unknown): this {
    this.files.set(file, structuredClone(data));
    return this;
  }

  remove(file: string): this {
    this.files.delete(file);
    return this;
  }

  /** The check's problems, as the lines an editor reads. */
  run(check: ContentCheck, options: ValidateOptions = {}): string[] {
    return errorsOf([...check.check(contextForFiles(this.files, options))], this.files).map(formatError);
  }
}
