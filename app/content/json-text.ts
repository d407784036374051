/*
 * Content files as text: parsing them, and saying in French where a syntax error is and
 * what to type instead, for the content check, the loader and the dev server alike.
 *
 * The checker reads the text itself, character by character, rather than reading the
 * position out of the runtime's error message: that message is in English, changes with
 * the runtime, often has no position at all, and never says "comma after the last item"
 * or "typographic quotes". Only once the text is known to be valid does JSON.parse build
 * the value, so the data is exactly what the runtime would make of it.
 */

export interface JsonSyntaxError {
  /** 1-based, as editors number lines and columns. */
  line: number;
  column: number;
  /** What is wrong, then " — " and what to do. Without the position, which `line` and `column` give. */
  message: string;
}

/** A key written twice in one object: JSON keeps the last value and silently drops the first. */
export interface DuplicateKey {
  /** Path of the object holding the key, as path segments (`["lignes", 2]`). */
  at: (string | number)[];
  key: string;
  first: { line: number; column: number };
  second: { line: number; column: number };
}

export type ParsedJson =
  | { ok: true; data: unknown; duplicates: DuplicateKey[] }
  | { ok: false; error: JsonSyntaxError };

/** `content/fiches/rbn.json › ligne 3, colonne 14 : …`, the content check's own form. */
export function syntaxErrorLine(file: string, error: JsonSyntaxError): string {
  return `${file} › ligne ${error.line}, colonne ${error.column} : ${error.message}`;
}

/** Line and column of a character offset, 1-based. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length, column: before.length - before.lastIndexOf("\n") };
}

/** JSON text without the byte-order mark some editors put first. */
export const withoutBom = (text: string) => text.replace(/^\uFEFF/, "");

class SyntaxProblem extends Error {
  readonly offset: number;
  constructor(offset: number, message: string) {
    super(message);
    this.offset = offset;
  }
}

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);
const TYPOGRAPHIC_QUOTES = new Set(["“", "”", "„", "‟", "«", "»", "″", "‶"]);
const APOSTROPHES = new Set(["'", "‘", "’", "‚", "‛", "`", "´"]);
const VALUE_START = /[-0-9"{[tfn]/;
const DIGIT = /[0-9]/;

/** A character as the message shows it: visible even when it is a space or a control character. */
function shown(character: string): string {
  if (character === "\t") return "tabulation";
  if (character === "\n" || character === "\r") return "retour à la ligne";
  if (character === "\u00a0" || character === "\u202f") return "espace insécable";
  const code = character.codePointAt(0)!;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0xfeff) return `caractère invisible U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return `« ${character} »`;
}

/** The word an editor typed where a value was expected (`True`, `Bonjour`…), up to the next separator. */
function wordAt(text: string, offset: number): string {
  return /^[^\s,:{}[\]"]*/u.exec(text.slice(offset))![0];
}

interface Frame {
  kind: "object" | "array";
  open: number;
}

class Scanner {
  private pos = 0;
  readonly duplicates: { at: (string | number)[]; key: string; first: number; second: number }[] = [];
  private readonly path: (string | number)[] = [];
  private readonly frames: Frame[] = [];

  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  private at(offset: number) {
    return lineAndColumn(this.text, offset);
  }

  private fail(offset: number, message: string): never {
    throw new SyntaxProblem(offset, message);
  }

  run(): void {
    this.skipSpace();
    if (this.pos >= this.text.length)
      this.fail(0, "le fichier est vide — restaurez son contenu depuis l'historique du dépôt, ou supprimez le fichier s'il est en trop.");
    this.value(undefined);
    this.skipSpace();
    if (this.pos < this.text.length) {
      const { line } = this.at(this.lastClose);
      this.fail(
        this.pos,
        `du texte suit la fin du contenu (refermé ligne ${line}) — supprimez ce qui suit, ou, s'il fait partie du contenu, déplacez-le avant l'accolade finale.`,
      );
    }
  }

  private lastClose = 0;

  /** Spaces and line breaks; a comment is an error of its own. */
  private skipSpace(): void {
    while (this.pos < this.text.length) {
      const character = this.text[this.pos];
      if (WHITESPACE.has(character)) {
        this.pos += 1;
        continue;
      }
      const next = this.text[this.pos + 1];
      if ((character === "/" && (next === "/" || next === "*")) || character === "#")
        this.fail(this.pos, "commentaire : le JSON n'en accepte pas — supprimez-le (une remarque pour les autres rédacteurs va dans l'historique du dépôt).");
      if (character === "\u00a0" || character === "\u202f" || character === "\ufeff" || character === "\u200b")
        this.fail(this.pos, `${shown(character)} entre deux éléments — remplacez-la par une espace ordinaire ou supprimez-la.`);
      return;
    }
  }

  /** Where the previous value ends: the place a missing comma goes. */
  private previousEnd = 0;
  private valueStart = 0;

  private value(key: string | undefined): void {
    this.skipSpace();
    const start = this.pos;
    this.valueStart = start;
    const character = this.text[start];
    if (character === undefined) this.truncated();
    if (character === "{") this.object();
    else if (character === "[") this.array();
    else if (character === '"') this.string("valeur");
    else if (character === "-" || DIGIT.test(character)) this.number();
    else if (this.text.startsWith("true", start) || this.text.startsWith("false", start) || this.text.startsWith("null", start)) {
      const word = this.text.startsWith("true", start) ? "true" : this.text.startsWith("false", start) ? "false" : "null";
      this.pos += word.length;
      if (/[\p{L}\p{N}_]/u.test(this.text[this.pos] ?? "")) this.bareWord(start, key);
    } else this.unexpectedValue(start, key);
    this.previousEnd = this.pos;
  }

  private unexpectedValue(start: number, key: string | undefined): never {
    const character = this.text[start];
    const field = key === undefined ? "" : ` du champ « ${key} »`;
    if (character === "," || character === "}" || character === "]") {
      if (key !== undefined) this.fail(start, `il manque la valeur${field} — écrivez-la après « : », ou retirez le champ.`);
      this.fail(start, `${shown(character)} à la place d'un élément — supprimez-le, ou écrivez l'élément manquant.`);
    }
    if (APOSTROPHES.has(character))
      this.fail(start, `le texte${field} commence par une apostrophe ${shown(character)} — en JSON, un texte s'écrit entre guillemets droits "…" : remplacez les apostrophes qui l'entourent.`);
    if (TYPOGRAPHIC_QUOTES.has(character))
      this.fail(start, `guillemet typographique ${shown(character)} autour du texte${field} — remplacez les guillemets qui entourent le texte par des guillemets droits "…" (les guillemets « » restent possibles à l'intérieur du texte).`);
    if (character === "+" || character === ".") {
      const word = wordAt(this.text, start);
      this.fail(start, `nombre mal écrit « ${word} » — écrivez-le sans « + » ni point au début, par ex. ${word.replace(/^\+/, "").replace(/^\./, "0.")}.`);
    }
    this.bareWord(start, key);
  }

  /** A word without quotes: a boolean or null in the wrong case, or a text whose quotes were forgotten. */
  private bareWord(start: number, key: string | undefined): never {
    const word = wordAt(this.text, start);
    const field = key === undefined ? "" : ` du champ « ${key} »`;
    const lower = word.toLowerCase();
    if (["true", "false", "null", "vrai", "faux"].includes(lower)) {
      const fixed = lower === "vrai" ? "true" : lower === "faux" ? "false" : lower;
      this.fail(start, `« ${word} » n'est pas une valeur JSON — écrivez ${fixed} en minuscules, sans guillemets (ou "${word}" entre guillemets si c'est un texte).`);
    }
    if (["undefined", "nan", "infinity", "-infinity"].includes(lower))
      this.fail(start, `« ${word} » n'est pas une valeur JSON — écrivez un nombre, un texte entre guillemets "…", ou null.`);
    if (word === "")
      this.fail(start, `${shown(this.text[start])} inattendu à la place de la valeur${field} — écrivez un texte entre guillemets droits "…", un nombre, une liste [ … ] ou un objet { … }.`);
    const end = this.text.indexOf("\n", start);
    const written = this.text.slice(start, end === -1 ? undefined : end).replace(/,?\s*$/, "");
    const shownText = written.length > 40 ? `${written.slice(0, 39)}…` : written;
    this.fail(start, `le texte${field} doit être entre guillemets droits — écrivez "${shownText}" (un guillemet " au début et un à la fin).`);
  }

  private truncated(): never {
    const frame = this.frames.at(-1);
    if (!frame) this.fail(this.text.length, "le fichier s'arrête avant la fin — restaurez la fin du fichier depuis l'historique du dépôt.");
    const { line, column } = this.at(frame.open);
    const [open, close] = frame.kind === "object" ? ["{", "}"] : ["[", "]"];
    this.fail(
      this.text.length,
      `le fichier s'arrête avant la fin : « ${open} » ouvert ligne ${line}, colonne ${column} n'est jamais refermé — complétez la fin du fichier (il y manque au moins « ${close} »), ou restaurez-la depuis l'historique du dépôt.`,
    );
  }

  private object(): void {
    const open = this.pos;
    this.frames.push({ kind: "object", open });
    this.pos += 1;
    const seen = new Map<string, number>();
    this.skipSpace();
    if (this.text[this.pos] === "}") {
      this.pos += 1;
      this.close();
      return;
    }
    for (;;) {
      this.skipSpace();
      const keyStart = this.pos;
      const key = this.key();
      const keyEnd = this.pos;
      const first = seen.get(key);
      if (first !== undefined) this.duplicates.push({ at: [...this.path], key, first, second: keyStart });
      else seen.set(key, keyStart);
      this.skipSpace();
      if (this.text[this.pos] !== ":") this.missingColon(key, keyEnd);
      this.pos += 1;
      this.path.push(key);
      this.value(key);
      this.path.pop();
      if (this.afterItem("object")) break;
    }
    this.close();
  }

  private key(): string {
    const character = this.text[this.pos];
    if (character === '"') return this.string("clé");
    if (character === undefined) this.truncated();
    if (character === "}") this.fail(this.pos, "virgule en trop après le dernier champ de l'objet — supprimez la virgule qui précède.");
    if (character === ",") this.fail(this.pos, "deux virgules de suite — supprimez celle-ci.");
    if (APOSTROPHES.has(character))
      this.fail(this.pos, `le nom de champ commence par une apostrophe ${shown(character)} — écrivez-le entre guillemets droits : "${wordAt(this.text, this.pos + 1).replace(/['‘’]$/, "")}".`);
    if (TYPOGRAPHIC_QUOTES.has(character))
      this.fail(this.pos, `guillemet typographique ${shown(character)} autour d'un nom de champ — remplacez-le par des guillemets droits "…".`);
    const word = wordAt(this.text, this.pos);
    if (/^[\p{L}_$][\p{L}\p{N}_$-]*$/u.test(word))
      this.fail(this.pos, `le nom de champ « ${word} » doit être entre guillemets droits — écrivez "${word}".`);
    this.fail(this.pos, `${shown(character)} à la place d'un nom de champ entre guillemets — vérifiez cet endroit : un objet contient des paires "nom": valeur séparées par des virgules.`);
  }

  private missingColon(key: string, keyEnd: number): never {
    const character = this.text[this.pos];
    if (character === undefined) this.truncated();
    if (character === "," || character === "}")
      this.fail(this.pos, `le champ « ${key} » n'a pas de valeur — ajoutez « : » et sa valeur après le nom, ou retirez-le.`);
    this.fail(keyEnd, `il manque « : » entre le nom du champ « ${key} » et sa valeur — ajoutez-le ici.`);
  }

  private array(): void {
    const open = this.pos;
    this.frames.push({ kind: "array", open });
    this.pos += 1;
    this.skipSpace();
    if (this.text[this.pos] === "]") {
      this.pos += 1;
      this.close();
      return;
    }
    let index = 0;
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === "]") this.fail(this.pos, "virgule en trop après le dernier élément de la liste — supprimez la virgule qui précède.");
      if (this.text[this.pos] === ",") this.fail(this.pos, "deux virgules de suite (ou une virgule sans élément avant elle) — supprimez celle-ci.");
      this.path.push(index);
      this.value(undefined);
      this.path.pop();
      index += 1;
      if (this.afterItem("array")) break;
    }
    this.close();
  }

  private close(): void {
    this.frames.pop();
    this.lastClose = this.pos - 1;
  }

  /** After an element: a comma (then more) or the closing bracket (returns true). */
  private afterItem(kind: Frame["kind"]): boolean {
    const end = this.previousEnd;
    this.skipSpace();
    const character = this.text[this.pos];
    const close = kind === "object" ? "}" : "]";
    if (character === close) {
      this.pos += 1;
      return true;
    }
    if (character === ",") {
      if (kind === "object" && this.isDecimalComma()) this.decimalComma();
      const comma = this.pos;
      this.pos += 1;
      this.skipSpace();
      if (this.text[this.pos] === close)
        this.fail(comma, `virgule en trop après le dernier ${kind === "object" ? "champ de l'objet" : "élément de la liste"} — supprimez-la.`);
      return false;
    }
    if (character === undefined) this.truncated();
    if (character === "}" || character === "]") {
      const frame = this.frames.at(-1)!;
      const { line, column } = this.at(frame.open);
      this.fail(
        this.pos,
        `${shown(character)} ferme ${kind === "object" ? "l'objet" : "la liste"} ouvert${kind === "object" ? "" : "e"} ligne ${line}, colonne ${column}, qui se ferme par « ${close} » — remplacez-le par « ${close} », ou ajoutez ce qui manque avant.`,
      );
    }
    if (/^-?[0-9.]+$/.test(this.text.slice(this.valueStart, end)) && /[\p{L}%µ°]/u.test(character))
      this.fail(this.pos, `unité ou texte après le nombre ${this.text.slice(this.valueStart, end)} — écrivez le nombre seul, sans unité (l'unité est dans le titre de la colonne ou l'aide du champ).`);
    if (character === ":" && kind === "array")
      this.fail(this.pos, "« : » dans une liste — une liste [ … ] ne contient que des valeurs ; pour des paires \"nom\": valeur, utilisez un objet { … }.");
    if (character === '"' || VALUE_START.test(character) || character === "{" || character === "[") {
      const { line } = this.at(this.pos);
      this.fail(end, `il manque une virgule entre cet élément et le suivant (ligne ${line}) — ajoutez « , » ici.`);
    }
    this.fail(this.pos, `${shown(character)} inattendu après ${kind === "object" ? "la valeur du champ" : "l'élément"} — séparez les éléments par des virgules et fermez par « ${close} ».`);
  }

  /** `1,5` in an object: the comma is followed by a digit, which no field name can start with. */
  private isDecimalComma(): boolean {
    const before = this.text.slice(0, this.pos).trimEnd();
    return /[0-9]$/.test(before) && /^,\s*[0-9]/.test(this.text.slice(this.pos));
  }

  private decimalComma(): never {
    const before = /-?[0-9]+$/.exec(this.text.slice(0, this.pos).trimEnd())?.[0] ?? "";
    const after = /^,\s*([0-9]+)/.exec(this.text.slice(this.pos))?.[1] ?? "";
    this.fail(this.pos, `nombre écrit avec une virgule décimale (${before},${after}) — en JSON, la décimale s'écrit avec un point : ${before}.${after}.`);
  }

  private string(role: "clé" | "valeur"): string {
    const open = this.pos;
    this.pos += 1;
    let value = "";
    for (;;) {
      const character = this.text[this.pos];
      if (character === undefined || character === "\n" || character === "\r") {
        const { line, column } = this.at(open);
        const typographic = [...this.text.slice(open + 1, this.pos)].find((char) => TYPOGRAPHIC_QUOTES.has(char));
        if (typographic && role === "valeur")
          this.fail(this.pos, `le texte ouvert ligne ${line}, colonne ${column} par un guillemet droit " se termine par un guillemet typographique ${shown(typographic)} — remplacez celui-ci par un guillemet droit ".`);
        if (character === undefined)
          this.fail(this.pos, `le fichier s'arrête au milieu du texte ouvert ligne ${line}, colonne ${column} — complétez la fin du fichier, ou restaurez-la depuis l'historique du dépôt.`);
        this.fail(
          this.pos,
          `le texte ouvert ligne ${line}, colonne ${column} n'est pas refermé avant la fin de la ligne — ajoutez le guillemet " qui le termine (un texte tient sur une ligne ; pour un autre paragraphe, ajoutez un élément à la liste).`,
        );
      }
      if (character === '"') {
        this.pos += 1;
        if (role === "valeur") this.unescapedQuote(open);
        return JSON.parse(this.text.slice(open, this.pos)) as string;
      }
      if (character === "\\") {
        const escape = this.text[this.pos + 1];
        if (escape === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.pos + 2, this.pos + 6)))
            this.fail(this.pos, "« \\u » doit être suivi de 4 chiffres hexadécimaux — pour écrire un antislash, doublez-le : \\\\ (ou tapez directement le caractère voulu).");
          this.pos += 6;
          continue;
        }
        if (escape === undefined || !'"\\/bfnrt'.includes(escape))
          this.fail(this.pos, `antislash « \\ » suivi de ${escape === undefined ? "rien" : shown(escape)} — en JSON l'antislash annonce un caractère spécial : écrivez \\\\ pour un antislash, ou supprimez-le.`);
        this.pos += 2;
        continue;
      }
      if (character.charCodeAt(0) < 0x20)
        this.fail(this.pos, `${shown(character)} dans un texte — remplacez-la par une espace${character === "\t" ? "" : " (ou supprimez-la)"}.`);
      value += character;
      this.pos += 1;
    }
  }

  /**
   * `"Il a dit "bonjour" hier"`: the quote before bonjour ends the text early. Told apart
   * from a missing comma by what follows the closing quote on the same line: words, then
   * another quote.
   */
  private unescapedQuote(open: number): void {
    const rest = this.text.slice(this.pos, this.text.indexOf("\n", this.pos) === -1 ? undefined : this.text.indexOf("\n", this.pos));
    const next = rest.trimStart()[0];
    if (next === undefined || next === "," || next === "}" || next === "]" || next === ":") return;
    if (/^\s*[^\s,:{}[\]]/u.test(rest) && rest.includes('"') && !/^\s*"/.test(rest)) {
      // "x”, "b": 1 — the text was meant to end at a typographic quote, and ran on to the next straight one.
      const typographic = /[”“»«″]\s*[,}\]]/u.exec(this.text.slice(open + 1, this.pos - 1));
      if (typographic) {
        const { line, column } = this.at(open);
        this.fail(
          open + 1 + typographic.index,
          `le texte ouvert ligne ${line}, colonne ${column} par un guillemet droit " se termine par un guillemet typographique ${shown(typographic[0][0])} — remplacez celui-ci par un guillemet droit ".`,
        );
      }
      this.fail(
        this.pos - 1,
        "guillemet droit \" au milieu d'un texte : il le termine trop tôt — écrivez \\\" à sa place, ou utilisez des guillemets français « ».",
      );
    }
  }

  private number(): void {
    const start = this.pos;
    const match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(this.text.slice(start));
    const written = /^[-+0-9.eE]+/.exec(this.text.slice(start))![0];
    if (!match || match[0].length !== written.length || /[\p{L}]/u.test(this.text[start + written.length] ?? "")) {
      const word = wordAt(this.text, start);
      if (/^-?0[0-9]+$/.test(written))
        this.fail(start, `nombre mal écrit « ${word} » : pas de zéro au début — écrivez ${String(Number(written))}.`);
      if (/\.$/.test(written)) this.fail(start, `nombre mal écrit « ${word} » — écrivez-le sans point final (${written.slice(0, -1)}) ou avec ses décimales.`);
      this.fail(start, `nombre mal écrit « ${word} » — écrivez un nombre avec un point décimal (par ex. 1.5), sans unité ni espace, ou un texte entre guillemets "…".`);
    }
    this.pos += written.length;
  }

  finish(): DuplicateKey[] {
    return this.duplicates.map(({ at, key, first, second }) => ({ at, key, first: this.at(first), second: this.at(second) }));
  }
}

/** The text checked by the scanner above, then built by JSON.parse. Never throws. */
export function parseJson(text: string): ParsedJson {
  const source = withoutBom(text);
  const scanner = new Scanner(source);
  try {
    scanner.run();
  } catch (error) {
    if (!(error instanceof SyntaxProblem)) throw error;
    const { line, column } = lineAndColumn(source, error.offset);
    return { ok: false, error: { line, column, message: error.message } };
  }
  try {
    return { ok: true, data: JSON.parse(source), duplicates: scanner.finish() };
  } catch {
    // The scanner accepts exactly the JSON grammar; should the runtime still refuse, say so plainly.
    return {
      ok: false,
      error: { line: 1, column: 1, message: "le fichier n'est pas un JSON valide — vérifiez les guillemets, les virgules et les accolades." },
    };
  }
}
