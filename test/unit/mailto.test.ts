import { afterEach, describe, expect, test, vi } from "vitest";
import { readShell } from "#test/support/content.ts";
import { buildMailto } from "#app/lib/mailto.ts";
import { mailtoHref } from "#app/model/text.ts";
import { wellFormed } from "#app/lib/well-formed.ts";

const shell = readShell();
const { company, settings } = shell;


const to = company.email;
const roomy = 1_000_000;

/** Splits a mailto: URL the way a mail program does (RFC 6068: "&" between fields, percent-decoding only). */
function parse(url: string) {
  const match = /^mailto:([^?]*)\?(.*)$/s.exec(url);
  if (!match) throw new Error(`not a mailto URL with fields: ${url}`);
  const raw = Object.fromEntries(match[2].split("&").map((field) => [field.slice(0, field.indexOf("=")), field.slice(field.indexOf("=") + 1)]));
  return {
    to: match[1],
    names: Object.keys(raw),
    raw: raw as Record<string, string>,
    subject: raw.subject === undefined ? "" : decodeURIComponent(raw.subject),
    body: decodeURIComponent(raw.body),
  };
}

function build(subject: string, body: string, maxLength = roomy) {
  const result = buildMailto({ to, subject, body }, maxLength);
  if (!result.ok) throw new Error(`no link: ${JSON.stringify(result)}`);
  return { url: result.url, ...parse(result.url) };
}

const longMessage = Array.from({ length: 100 }, (_, i) => `Ligne ${String(i).padStart(2, "0")} : épaisseur 300 µm & 1,5 g/cm³ ; prix ≈ 12 % + port ? #${i}`).join("\n").padEnd(5000, "é");

interface Case {
  name: string;
  input: string;
  /** What the body decodes back to, when it differs from the input. */
  body?: string;
  /** What the subject decodes back to, when it differs from the input. */
  subject?: string;
}

const hostile: Case[] = [
  { name: "ampersand", input: "Devis & échantillons" },
  { name: "equals sign", input: "a=b&c=d" },
  { name: "question mark", input: "Quel délai ?" },
  { name: "hash", input: "Référence #12" },
  { name: "percent", input: "80 % de carbonate, 100%" },
  { name: "percent sequences typed literally", input: "%20 %41 %E2%80%94 %ZZ %" },
  { name: "plus", input: "1+1 = 2 ; C++" },
  { name: "semicolon", input: "a;b;c" },
  { name: "comma", input: "RBN, STN, SPN" },
  { name: "slash and backslash", input: "a/b\\c //" },
  { name: "spaces everywhere", input: "  plusieurs   espaces  ", subject: "plusieurs   espaces" },
  { name: "tab", input: "col1\tcol2" },
  { name: "CR alone", input: "ligne 1\rligne 2", body: "ligne 1\r\nligne 2", subject: "ligne 1 ligne 2" },
  { name: "LF alone", input: "ligne 1\nligne 2", body: "ligne 1\r\nligne 2", subject: "ligne 1 ligne 2" },
  { name: "CRLF", input: "ligne 1\r\nligne 2", body: "ligne 1\r\nligne 2", subject: "ligne 1 ligne 2" },
  { name: "blank lines", input: "a\n\n\nb\r\n\r\nc", body: "a\r\n\r\n\r\nb\r\n\r\nc", subject: "a b c" },
  { name: "U+2028 line separator", input: "a\u2028b", body: "a\r\nb", subject: "a b" },
  { name: "U+2029 paragraph separator", input: "a\u2029b", body: "a\r\nb", subject: "a b" },
  { name: "NEL", input: "a\u0085b", body: "a\r\nb", subject: "a b" },
  { name: "French accents", input: "àâäçéèêëîïôöùûüÿ ÀÂÇÉÈÊËÎÏÔÙÛÜŸ « guillemets » — tiret" },
  { name: "œ and Œ", input: "Cœur, sœur, Œuvre, æ" },
  { name: "emoji", input: "📄🪨 ✅ 👍🏽 🇹🇳" },
  { name: "Arabic and a right-to-left mark", input: "ورق حجري \u200f تونس" },
  { name: "unpaired high surrogate", input: "a\uD83Db", body: "a\uFFFDb", subject: "a\uFFFDb" },
  { name: "unpaired low surrogate", input: "\uDC00x", body: "\uFFFDx", subject: "\uFFFDx" },
  { name: "NUL and other control characters", input: "a\u0000b\u0007c\u001Bd", body: "abcd", subject: "abcd" },
  { name: "&bcc= injection", input: "Devis&bcc=x@y" },
  { name: "%0Abcc: injection", input: "Devis%0Abcc:x@y%0D%0Acc:z@y" },
  { name: "real line break with a header", input: "Devis\r\nbcc: x@y", body: "Devis\r\nbcc: x@y", subject: "Devis bcc: x@y" },
  { name: "another mailto inside", input: "mailto:x@y?subject=z&body=w" },
  { name: "<script>", input: "<script>alert('x')</script>" },
  { name: "HTML and entities", input: '<a href="javascript:alert(1)" onclick=\'x()\'>lien</a> &amp; &lt;b&gt; &#x27;' },
  { name: "characters encodeURIComponent keeps", input: "!'()*-._~" },
  { name: "a 5,000-character message", input: longMessage, body: longMessage.replace(/\n/g, "\r\n"), subject: longMessage.replace(/\n/g, " ") },
];

describe("each hostile input comes back exactly", () => {
  test("there are at least 25 of them", () => {
    expect(hostile.length).toBeGreaterThanOrEqual(25);
  });

  test.each(hostile)("$name, in the body", ({ input, body = input }) => {
    const mail = build("", input);
    expect(mail.to).toBe(to);
    expect(mail.names).toEqual(["body"]);
    expect(mail.body).toBe(body);
    // Lines are joined by an encoded CRLF, never a bare %0A or %0D.
    expect(mail.raw.body.replace(/%0D%0A/g, "")).not.toMatch(/%0A|%0D/);
    expect(mail.raw.body.split("%0D%0A")).toHaveLength(body.split("\r\n").length);
  });

  test.each(hostile)("$name, in the subject", ({ input, subject = input }) => {
    const mail = build(input, "x");
    expect(mail.names).toEqual(["subject", "body"]);
    expect(mail.subject).toBe(subject);
    expect(mail.raw.subject).not.toMatch(/%0D|%0A/i);
  });

  test.each(hostile)("$name: no '+' stands for a space, and nothing escapes its field", ({ input }) => {
    const { url } = build(input, input);
    const fields = url.slice(`mailto:${to}?`.length);
    // encodeURIComponent writes "+" as %2B and a space as %20: a literal "+" would be read as a space by some programs.
    expect(fields).not.toContain("+");
    expect(fields).not.toMatch(/[\s"<>\\^`{|}]/);
    if (input.includes(" ")) expect(fields).toContain("%20");
    if (input.includes("+")) expect(fields).toContain("%2B");
    expect(url.split("?")).toHaveLength(2);
    expect(url.split("&")).toHaveLength(2);
  });
});

describe("the link", () => {
  test("is mailto:<address>?subject=…&body=…, with no subject field when the subject is empty", () => {
    expect(buildMailto({ to, subject: "Devis RBN", body: "Bonjour" }, roomy)).toEqual({ ok: true, url: `mailto:${to}?subject=Devis%20RBN&body=Bonjour` });
    expect(buildMailto({ to, subject: " \n ", body: "Bonjour" }, roomy)).toEqual({ ok: true, url: `mailto:${to}?body=Bonjour` });
  });

  test("to the address alone is mailto:<address>, the same address the prefilled link starts with", () => {
    expect(mailtoHref(to)).toBe(`mailto:${to}`);
    expect(buildMailto({ to, subject: "", body: "" }, roomy)).toEqual({ ok: true, url: `${mailtoHref(to)}?body=` });
  });

  test("may be exactly as long as the limit, not one character more", () => {
    const prefix = `mailto:${to}?body=`.length;
    const fits = "a".repeat(settings.longueurMaxMailto - prefix);
    expect(buildMailto({ to, subject: "", body: fits }, settings.longueurMaxMailto).ok).toBe(true);
    const result = buildMailto({ to, subject: "", body: `${fits}a` }, settings.longueurMaxMailto);
    expect(result).toMatchObject({ ok: false, reason: "too-long", length: settings.longueurMaxMailto + 1, maxLength: settings.longueurMaxMailto });
  });

  test("counts encoded characters: 1,000 characters of French text are too long for the 1,800 limit", () => {
    expect(settings.longueurMaxMailto).toBe(1800);
    const result = buildMailto({ to, subject: "", body: "é".repeat(1000) }, settings.longueurMaxMailto);
    expect(result).toMatchObject({ ok: false, reason: "too-long", length: `mailto:${to}?body=`.length + 6000 });
  });

  test("a 5,000-character message is refused under the site's limit", () => {
    expect(buildMailto({ to, subject: "", body: longMessage }, settings.longueurMaxMailto)).toMatchObject({ ok: false, reason: "too-long" });
  });

  test.each(["", "info", "info@", "@example.com", "in fo@example.com", "info@example.com?cc=x@y", "info@example.com#x", "info%40example.com", "a@b.c\r\nbcc:x@y", "info@example.com&bcc=x@y"])(
    "refuses the address %j instead of building a doubtful link",
    (address) => {
      expect(buildMailto({ to: address, subject: "s", body: "b" }, roomy)).toMatchObject({ ok: false, reason: "invalid" });
    },
  );
});

describe("never throws", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  test("without String.prototype.toWellFormed (older browsers), unpaired surrogates are still repaired", () => {
    const original = Object.getOwnPropertyDescriptor(String.prototype, "toWellFormed")!;
    delete (String.prototype as { toWellFormed?: unknown }).toWellFormed;
    try {
      expect(wellFormed("a\uD83Db\uDC00c😀")).toBe("a\uFFFDb\uFFFDc😀");
      expect(build("\uD83D", "x\uDE00").body).toBe("x\uFFFD");
    } finally {
      Object.defineProperty(String.prototype, "toWellFormed", original);
    }
  });

  test("an encoding failure is reported as a result", () => {
    vi.stubGlobal("encodeURIComponent", () => {
      throw new URIError("URI malformed");
    });
    expect(buildMailto({ to, subject: "s", body: "b" }, roomy)).toEqual({ ok: false, reason: "invalid", detail: "URI malformed" });
  });
});
