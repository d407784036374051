import { JSDOM } from "jsdom";
import { expect, test } from "vitest";
import { elementOf, markOf } from "#app/browser/focus-memory.ts";

const page = () =>
  new JSDOM(`<header><a href="/contact">Contact</a></header><main><h1 tabindex="-1">Titre</h1><a href="/rbn"><span>RBN</span></a></main><footer><a href="/contact">Contact</a><a href="/rbn">RBN</a></footer>`).window.document;

test("a link is remembered by its address and rank, and found again in the page drawn anew", () => {
  const before = page();
  const footerContact = before.querySelectorAll("a[href='/contact']")[1];
  const mark = markOf(footerContact, before);
  expect(mark).toEqual({ href: "/contact", rank: 1 });
  const after = page();
  expect(elementOf(mark, after)).toBe(after.querySelector("footer a[href='/contact']"));
});

test("focus inside a link counts as the link; anything else is not remembered", () => {
  const document = page();
  expect(markOf(document.querySelector("main a span"), document)).toEqual({ href: "/rbn", rank: 0 });
  expect(markOf(document.querySelector("h1"), document)).toBeUndefined();
  expect(elementOf(undefined, document)).toBeUndefined();
  expect(elementOf({ href: "/rbn", rank: 5 }, document)).toBeUndefined();
});
