import { createElement as h, useEffect, type ComponentType, type ReactNode } from "react";

/*
 * The page each layer of the stack floor renders and hydrates: about what a data sheet
 * holds (a heading, paragraphs, a table of figures, a list of links), with placeholder
 * words made here rather than read from content/, so that the code's size is the
 * libraries' and not the text's.
 */

const words = (seed: number, count: number) => Array.from({ length: count }, (_, i) => ["papier", "pierre", "carbonate", "grammage", "épaisseur", "impression", "résistance", "format"][(seed * 7 + i * 3) % 8]).join(" ");
export const ROWS = Array.from({ length: 24 }, (_, i) => [`Propriété ${i + 1}`, `${(i * 13) % 97} µm`, `${(i * 29) % 300} g/m²`, words(i, 3)] as const);
export const LINKS = Array.from({ length: 16 }, (_, i) => ({ href: `/page-${i + 1}`, label: words(i + 5, 2) }));

/** The parts a layer draws with: plain elements, or its library's components. */
export interface Parts {
  Heading: ComponentType<{ children?: ReactNode }>;
  Text: ComponentType<{ children?: ReactNode }>;
  Cell: ComponentType<{ children?: ReactNode; header?: boolean }>;
  Link: ComponentType<{ href: string; children?: ReactNode }>;
}

export const plainParts: Parts = {
  Heading: ({ children }) => h("h1", null, children),
  Text: ({ children }) => h("p", null, children),
  Cell: ({ children, header }) => h(header ? "th" : "td", null, children),
  Link: ({ href, children }) => h("a", { href }, children),
};

export function FloorPage({ parts }: { parts: Parts }) {
  const { Heading, Text, Cell, Link } = parts;
  // The mark the profile waits for, as the site's pages set it once hydrated.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return h(
    "main",
    null,
    h(Heading, null, "RBN — fiche technique"),
    ...Array.from({ length: 6 }, (_, i) => h(Text, { key: `p${i}` }, words(i, 40))),
    h("table", null, h("tbody", null, ...ROWS.map((row, i) => h("tr", { key: i }, ...row.map((cell, j) => h(Cell, { key: j, header: j === 0 }, cell)))))),
    h("ul", null, ...LINKS.map((link) => h("li", { key: link.href }, h(Link, { href: link.href }, link.label)))),
  );
}
