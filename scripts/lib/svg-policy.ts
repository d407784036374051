import { createHash } from "node:crypto";
import createDOMPurify, { type RemovedAttribute, type RemovedElement } from "dompurify";
import { JSDOM } from "jsdom";

/*
 * What an SVG of the site may hold: a drawing, nothing that runs or fetches. One policy
 * for the content check (which refuses a file the policy would change, naming the line)
 * and for the editor's uploads (which store the file with what the policy removes taken
 * out).
 *
 * The file is parsed as XML, so names are judged by namespace, not by prefix: an
 * `<svg:script>` or an `<h:script xmlns:h="…xhtml">` is a script whatever its prefix, and
 * `&#106;avascript:` is read as `javascript:`. Two passes, both allowlists:
 * - ours: elements of the SVG namespace only; attributes without namespace, or xlink:href /
 *   xlink:title / xml:* / namespace declarations; no event attribute; a link only to a
 *   `#fragment` of the file or a data:image raster; no url() other than `url(#fragment)`,
 *   no `@import`, `expression(` or `javascript:` in styles; nothing before the drawing but
 *   comments and a plain DOCTYPE (no entity declarations, no stylesheet instruction);
 * - DOMPurify's SVG profile (a maintained sanitiser), run on the parsed document, which
 *   removes any element or attribute outside its own lists (foreignObject, script, a, …).
 *   Its lists leave out <use> because of what it may point to; ours keeps every link
 *   inside the file, so <use> (which the site's drawings repeat shapes with) is let in.
 */

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

/** Attributes allowed in a namespace, by local name. */
const NAMESPACED_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  [XLINK_NS]: new Set(["href", "title"]),
  [XML_NS]: new Set(["space", "lang", "id"]),
};

/** A link stays inside the file, or is an embedded raster picture. */
const SAFE_LINK = /^\s*(?:#[\w.:-]+|data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]+)\s*$/i;
/** Anything in a value or a style sheet that could run or fetch. */
const UNSAFE_TEXT = /javascript:|vbscript:|expression\s*\(|@import|behaviou?r\s*:|-moz-binding/i;
const URL_CALL = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi;

export interface SvgRemoval {
  line: number;
  column: number;
  /** One French sentence: what is removed and why. */
  message: string;
}

export interface SvgVerdict {
  /** Set when the file is not a readable SVG at all: nothing of it can be kept. */
  unreadable?: SvgRemoval;
  /** What the policy takes out, our own rules' findings first (they say why), each group in the file's order; empty for a file that passes as it is. */
  removals: SvgRemoval[];
  /** The file with the removals applied (the text given, unchanged, when there are none). */
  clean: string;
}

let shared: { window: Window & typeof globalThis; purify: ReturnType<typeof createDOMPurify> } | undefined;
function engine() {
  if (!shared) {
    const { window } = new JSDOM("");
    shared = { window, purify: createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]) };
  }
  return shared;
}

/** Start tags of a well-formed XML text, in document order: where each element begins. */
function startTags(text: string): { index: number; source: string }[] {
  const tags: { index: number; source: string }[] = [];
  const token = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE(?:[^>[]|\[[\s\S]*?\])*>|<[^\s/>!?](?:[^>"']|"[^"]*"|'[^']*')*>/gi;
  for (const match of text.matchAll(token)) {
    if (!/^<[!?]/.test(match[0])) tags.push({ index: match.index, source: match[0] });
  }
  return tags;
}

function position(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

const shown = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}…` : value);

function unsafeStyle(css: string): string | undefined {
  const bad = UNSAFE_TEXT.exec(css);
  if (bad) return bad[0];
  for (const [call, , target] of css.matchAll(URL_CALL)) if (!target.trim().startsWith("#")) return call;
  return undefined;
}

/** What is wrong with an attribute, as the end of "ce SVG contient …", or undefined. */
function attributeProblem(attribute: Attr): string | undefined {
  const { namespaceURI, localName, value, name } = attribute;
  if (namespaceURI === XMLNS_NS) return undefined;
  if (namespaceURI !== null && !NAMESPACED_ATTRIBUTES[namespaceURI]?.has(localName)) return `l'attribut « ${name} », qui n'appartient pas au dessin SVG (espace de noms ${namespaceURI})`;
  if (/^on/i.test(localName)) return `l'attribut « ${name} », un script lancé par un événement`;
  if (localName === "href" && (namespaceURI === null || namespaceURI === XLINK_NS) && !SAFE_LINK.test(value))
    return `un lien « ${shown(value.trim())} » qui sort du fichier (seuls sont permis un lien « #… » vers le dessin lui-même et une image intégrée)`;
  const style = unsafeStyle(value);
  if (style) return `« ${shown(style)} » dans l'attribut « ${name} », qui lancerait un script ou chargerait un autre fichier`;
  return undefined;
}

/** What is wrong with an element (before DOMPurify's own lists), as the end of "ce SVG contient …", or undefined. */
function elementProblem(element: Element): string | undefined {
  if (element.localName === "script") return `un élément <${element.nodeName}>, un script qu'un navigateur exécuterait en ouvrant le fichier`;
  if (element.localName === "foreignObject") return `un élément <${element.nodeName}> (du HTML dans le dessin)`;
  if (element.namespaceURI !== SVG_NS) return `l'élément <${element.nodeName}>, qui n'est pas du dessin SVG (espace de noms ${element.namespaceURI ?? "aucun"})`;
  if (element.localName === "style") {
    const style = unsafeStyle(element.textContent ?? "");
    if (style) return `« ${shown(style)} » dans sa feuille de style, qui lancerait un script ou chargerait un autre fichier`;
  }
  return undefined;
}

const UNREADABLE = "ce fichier n'est pas un SVG lisible (XML mal formé ou pas d'élément <svg> racine) — réexportez le dessin en SVG";

/** The content check runs on every draft the editor checks: a file already judged is not parsed again. */
const verdicts = new Map<string, SvgVerdict>();

/** The policy's verdict on an SVG text. */
export function checkSvg(text: string): SvgVerdict {
  const key = createHash("sha256").update(text).digest("hex");
  let verdict = verdicts.get(key);
  if (!verdict) {
    if (verdicts.size > 500) verdicts.clear();
    verdict = judge(text);
    verdicts.set(key, verdict);
  }
  return verdict;
}

function judge(text: string): SvgVerdict {
  const { window, purify } = engine();
  const doc = new window.DOMParser().parseFromString(text, "image/svg+xml");
  const root = doc.documentElement;
  if (!root || root.getElementsByTagNameNS("*", "parsererror").length > 0 || root.localName === "parsererror" || root.namespaceURI !== SVG_NS || root.localName !== "svg") {
    return { unreadable: { line: 1, column: 1, message: UNREADABLE }, removals: [], clean: "" };
  }
  const tags = startTags(text);
  const elements = [root, ...root.getElementsByTagName("*")];
  const order = new Map<Node, number>(elements.map((element, index) => [element, index]));
  const removals: SvgRemoval[] = [];
  const at = (node: Node | null | undefined, attributeName?: string) => {
    const tag = node ? tags[order.get(node) ?? -1] : undefined;
    if (!tag) return { line: 1, column: 1 };
    const offset = attributeName ? new RegExp(`\\s${attributeName.replace(/[.:-]/g, "\\$&")}\\s*=`).exec(tag.source) : null;
    return position(text, tag.index + (offset ? offset.index + 1 : 0));
  };
  const remove = (node: Node, message: string, attributeName?: string) => removals.push({ ...at(node, attributeName), message: `ce SVG contient ${message} — retirez-le (ou réexportez le dessin sans lui).` });

  // Before the drawing: comments, the XML declaration and a DOCTYPE naming the SVG DTD, nothing that declares or loads anything.
  if (/<!DOCTYPE[^>[]*\[/i.test(text)) removals.push({ ...position(text, text.search(/<!DOCTYPE/i)), message: "ce SVG déclare ses propres entités dans son DOCTYPE — supprimez la partie entre crochets (réexportez le dessin)." });
  for (const node of [...doc.childNodes]) {
    if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE) {
      removals.push({ ...position(text, Math.max(0, text.indexOf(`<?${(node as ProcessingInstruction).target}`))), message: `ce SVG contient l'instruction <?${(node as ProcessingInstruction).target} ?>, qui chargerait un autre fichier — supprimez-la.` });
      node.remove();
    }
  }

  for (const element of elements) {
    if (!element.isConnected) continue;
    const problem = elementProblem(element);
    if (problem) {
      remove(element, problem);
      element.remove();
      continue;
    }
    for (const attribute of [...element.attributes]) {
      const why = attributeProblem(attribute);
      if (!why) continue;
      remove(element, why, attribute.name);
      element.removeAttributeNode(attribute);
    }
  }

  const ours = removals.length;
  purify.sanitize(root, { IN_PLACE: true, USE_PROFILES: { svg: true, svgFilters: true }, FORBID_TAGS: ["a"], ADD_TAGS: ["use", "#comment"] });
  for (const removed of purify.removed as (RemovedElement | RemovedAttribute)[]) {
    if ("attribute" in removed && removed.attribute) {
      remove(removed.from, `l'attribut « ${removed.attribute.name} », hors de la liste des attributs permis`, removed.attribute.name);
    } else if ("element" in removed) {
      const node = removed.element;
      if (node.nodeType === node.ELEMENT_NODE) remove(node, `l'élément <${node.nodeName}>, hors de la liste des éléments permis`);
      else remove(node.parentNode ?? root, "un commentaire ou un texte qui ressemble à du balisage");
    }
  }
  const byPlace = (a: SvgRemoval, b: SvgRemoval) => a.line - b.line || a.column - b.column;
  removals.splice(0, removals.length, ...removals.slice(0, ours).sort(byPlace), ...removals.slice(ours).sort(byPlace));
  return { removals, clean: removals.length === 0 ? text : `${new window.XMLSerializer().serializeToString(root)}\n` };
}
