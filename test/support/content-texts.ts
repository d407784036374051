import { readContentTexts, validateTexts, type ContentError, type ValidateOptions } from "#scripts/checks/content/validate.ts";

type Json = Record<string, any>;

/** The real content/ as texts, read once. */
const real = readContentTexts();

/**
 * content/ as texts in memory, for the validation's negative fixtures: change one file,
 * validate through the entry point the content editor uses for its draft, and look at the
 * errors, without a copy of the folder per case. Pictures are still looked for in
 * content/images/ and public/: a case that adds a picture uses content-sandbox.ts.
 */
export class ContentTexts {
  readonly texts = new Map(real);

  readText(file: string): string {
    const text = this.texts.get(file);
    if (text === undefined) throw new Error(`content/${file} n'existe pas`);
    return text;
  }

  read(file: string): Json {
    return JSON.parse(this.readText(file));
  }

  write(file: string, data: unknown): void {
    this.texts.set(file, typeof data === "string" ? data : `${JSON.stringify(data, null, 2)}\n`);
  }

  edit(file: string, change: (data: Json) => void): void {
    const data = this.read(file);
    change(data);
    this.write(file, data);
  }

  remove(file: string): void {
    this.texts.delete(file);
  }

  validate(options: ValidateOptions = {}): ContentError[] {
    return validateTexts(this.texts, options).errors;
  }
}
