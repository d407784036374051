import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { htmlPages } from "#scripts/build/csp.ts";
import { BUILD_CLIENT_DIR } from "#scripts/lib/paths.ts";
import { readContent } from "#test/support/content.ts";

/**
 * Every reference in the built site resolves: links, images and their srcsets, scripts,
 * stylesheets, preloads, the module imports of the inline scripts, url() in CSS, and
 * in-page #fragments. Addresses on the site's own origin (canonical, og:image…) are
 * checked like local paths; other hosts are not fetched, but mailto:, tel: and WhatsApp
 * links must be well formed.
 */

const siteOrigin = new URL(readContent<{ origine: string }>("site/reglages.json").origine).origin;
const pages = htmlPages(BUILD_CLIENT_DIR);

/** Whether a site path is served by the static host: a file, or a folder's index.html. */
function resolves(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const target = path.join(BUILD_CLIENT_DIR, decoded);
  if (!target.startsWith(BUILD_CLIENT_DIR.replace(/\/$/, ""))) return false;
  for (const candidate of [target, path.join(target, "index.html")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return true;
  }
  return false;
}

const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Why a mailto:, tel: or WhatsApp address is malformed, or undefined if it is fine. */
function malformed(url: string): string | undefined {
  if (url.startsWith("mailto:")) {
    const [to = "", query] = url.slice("mailto:".length).split("?");
    let address: string;
    try {
      address = decodeURIComponent(to);
    } catch {
      return "adresse mal encodée";
    }
    if (!address.split(",").every((part) => EMAIL.test(part))) return "adresse e-mail invalide";
    if (query !== undefined) {
      for (const field of query.split("&")) {
        if (!/^[A-Za-z-]+=/.test(field)) return `champ « ${field} » invalide`;
        try {
          decodeURIComponent(field);
        } catch {
          return `champ « ${field} » mal encodé`;
        }
        if (/[ \r\n]/.test(field)) return "espace ou saut de ligne non encodé";
      }
    }
    return undefined;
  }
  if (url.startsWith("tel:")) return /^tel:\+[1-9][0-9]{6,14}$/.test(url) ? undefined : "numéro non international (tel:+… chiffres seuls)";
  const whatsapp = /^https:\/\/wa\.me\/([^?#]*)(\?.*)?$/.exec(url);
  if (whatsapp) {
    if (!/^[1-9][0-9]{6,14}$/.test(whatsapp[1]!)) return "numéro WhatsApp : indicatif et chiffres, sans + ni espace";
    if (whatsapp[2] && !/^\?text=[^&\s]*$/.test(whatsapp[2])) return "seul ?text= encodé est accepté";
  }
  return undefined;
}

interface Reference {
  where: string;
  url: string;
}

function references(file: string): Reference[] {
  const html = readFileSync(file, "utf8");
  const { document } = new JSDOM(html).window;
  const found: Reference[] = [];
  const add = (where: string, url: string | null | undefined) => {
    if (url !== null && url !== undefined) found.push({ where, url: url.trim() });
  };
  for (const element of document.querySelectorAll("[href]")) add(`<${element.localName} href>`, element.getAttribute("href"));
  for (const element of document.querySelectorAll("[src]")) add(`<${element.localName} src>`, element.getAttribute("src"));
  for (const element of document.querySelectorAll("[srcset], [imagesrcset]")) {
    for (const attribute of ["srcset", "imagesrcset"]) {
      const value = element.getAttribute(attribute);
      if (!value) continue;
      for (const candidate of value.split(/,\s+/)) add(`<${element.localName} ${attribute}>`, candidate.trim().split(/\s+/)[0]);
    }
  }
  for (const element of document.querySelectorAll("meta[content]")) {
    const content = element.getAttribute("content")!;
    if (/^(https?:)?\/\//.test(content) || content.startsWith("/")) add(`<meta ${element.getAttribute("property") ?? element.getAttribute("name")}>`, content);
  }
  for (const script of document.querySelectorAll("script:not([src])")) {
    for (const match of (script.textContent ?? "").matchAll(/(?:import\s*\(?\s*|from\s+)"(\/[^"]+)"/g)) add("import d'un script en ligne", match[1]);
  }
  for (const style of document.querySelectorAll("style")) {
    for (const match of (style.textContent ?? "").matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) add("url() d'un style en ligne", match[1]);
  }
  const ids = new Set([...document.querySelectorAll("[id]")].map((element) => element.id));
  return found.map((reference) => (reference.url.startsWith("#") && !ids.has(decodeURIComponent(reference.url.slice(1))) ? { ...reference, url: `#absent:${reference.url}` } : reference));
}

/** Why a reference is broken, or undefined. */
function broken({ url }: Reference): string | undefined {
  if (url === "") return "adresse vide";
  if (url.startsWith("#absent:")) return "ancre sans élément de cet id dans la page";
  if (url.startsWith("#")) return undefined;
  if (/^(mailto|tel):/.test(url) || url.startsWith("https://wa.me/")) return malformed(url);
  if (url.startsWith("data:")) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, `${siteOrigin}/`);
  } catch {
    return "adresse invalide";
  }
  if (parsed.origin !== siteOrigin) {
    if (!["https:", "http:"].includes(parsed.protocol)) return `schéma ${parsed.protocol} inattendu`;
    return undefined;
  }
  if (!url.startsWith("/") && !url.startsWith(siteOrigin)) return "adresse relative : les pages servent aussi /x/, préférez un chemin absolu";
  if (!resolves(parsed.pathname)) return "introuvable dans build/client";
  // An icon of the sprite (<use href="/assets/icons-….svg#name">) names one of its drawings.
  if (parsed.pathname.endsWith(".svg") && parsed.hash && !svgText(parsed.pathname).includes(` id="${decodeURIComponent(parsed.hash.slice(1))}"`)) {
    return "aucun élément de cet id dans le fichier SVG";
  }
  return undefined;
}

/** An SVG file of the build, read once for all the pages' references to it. */
const svgFiles = new Map<string, string>();
function svgText(pathname: string): string {
  let text = svgFiles.get(pathname);
  if (text === undefined) svgFiles.set(pathname, (text = readFileSync(path.join(BUILD_CLIENT_DIR, decodeURIComponent(pathname)), "utf8")));
  return text;
}

describe("no broken link, image or asset", () => {
  test.each(pages.map((file) => path.relative(BUILD_CLIENT_DIR, file)))("%s", (page) => {
    const all = references(path.join(BUILD_CLIENT_DIR, page));
    expect(all.length).toBeGreaterThan(20);
    const problems = all.flatMap((reference) => {
      const why = broken(reference);
      return why ? [`${reference.where} ${reference.url} : ${why}`] : [];
    });
    expect(problems).toEqual([]);
  });

  test("url() references in the built stylesheets and in the pages' <style> elements (the fonts)", () => {
    const sources = [
      ...readdirSync(path.join(BUILD_CLIENT_DIR, "assets"))
        .filter((name) => name.endsWith(".css"))
        .map((sheet) => ({ where: sheet, base: `${siteOrigin}/assets/${sheet}`, css: readFileSync(path.join(BUILD_CLIENT_DIR, "assets", sheet), "utf8") })),
      ...pages.map((file) => ({
        where: path.relative(BUILD_CLIENT_DIR, file),
        base: `${siteOrigin}/`,
        css: [...readFileSync(file, "utf8").matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join("\n"),
      })),
    ];
    let checked = 0;
    for (const { where, base, css } of sources) {
      for (const [, url] of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
        if (url!.startsWith("data:")) continue;
        checked += 1;
        expect(resolves(new URL(url!, base).pathname), `${where} : ${url}`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

});

describe("the checker itself", () => {
  test("accepts well-formed contact links and refuses malformed ones", () => {
    expect(malformed("mailto:contact@example.com")).toBeUndefined();
    expect(malformed("mailto:contact@example.com?subject=Devis%20RBN&body=Bonjour%0D%0A")).toBeUndefined();
    expect(malformed("mailto:contact@example")).toBeDefined();
    expect(malformed("mailto:contact@example.com?subject=Devis RBN")).toBeDefined();
    expect(malformed("mailto:contact@example.com?subject=%E0%A4%A")).toBeDefined();
    expect(malformed("tel:+21671000000")).toBeUndefined();
    expect(malformed("tel:71 000 000")).toBeDefined();
    expect(malformed("https://wa.me/21671000000")).toBeUndefined();
    expect(malformed("https://wa.me/+216 71")).toBeDefined();
  });

  test("finds a missing file, a missing anchor and a bad scheme", () => {
    expect(broken({ where: "", url: "/assets/absent-0000.js" })).toBeDefined();
    expect(broken({ where: "", url: "#absent:#nulle-part" })).toBeDefined();
    expect(broken({ where: "", url: "javascript:alert(1)" })).toBeDefined();
    expect(broken({ where: "", url: `${siteOrigin}/rbn` })).toBeUndefined();
    expect(broken({ where: "", url: "/rbn/" })).toBeUndefined();
    expect(broken({ where: "", url: "https://autre.example/page" })).toBeUndefined();
  });

  test("finds an icon the sprite does not draw", () => {
    const sprite = readdirSync(path.join(BUILD_CLIENT_DIR, "assets")).find((name) => /^icons-.*\.svg$/.test(name));
    expect(sprite).toBeDefined();
    expect(broken({ where: "", url: `/assets/${sprite}#phone` })).toBeUndefined();
    expect(broken({ where: "", url: `/assets/${sprite}#nulle-part` })).toBeDefined();
  });
});
