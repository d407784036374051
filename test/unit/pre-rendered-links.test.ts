import { JSDOM } from "jsdom";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { followPreRenderedLinks, preRenderedPageLink, preRenderedParts } from "#app/browser/pre-rendered-links.ts";

function page() {
  const { window } = new JSDOM(
    `<header><a href="/contact" id="header">Contact</a></header>
     <main><div id="kept"><p><a href="/rbn?epaisseur=120#specifications" id="page"><span>RBN</span></a><a href="/rbn" id="here">RBN</a></p>
       <a href="/catalogue/fiche-technique-rbn.pdf" id="file">PDF</a><a href="mailto:contact@example.com" id="mail">E-mail</a>
       <a href="https://example.com/" id="other">Ailleurs</a><a href="/rpn" target="_blank" id="tab">RPN</a><a href="/spn" download id="download">SPN</a></div>
       <div id="hydrated"><a href="/stn" id="react">STN</a></div></main>`,
    { url: "https://stone-paper.example/rbn" },
  );
  preRenderedParts.add(window.document.getElementById("kept")!);
  return window;
}

afterEach(() => preRenderedParts.clear());

test("inside a part kept as pre-rendered, only a page of the site, in the same tab, is a page link", () => {
  const { document } = page();
  const link = (id: string) => preRenderedPageLink(document.getElementById(id));
  expect(preRenderedPageLink(document.querySelector("#page span"))).toBe(document.getElementById("page"));
  for (const id of ["file", "mail", "other", "tab", "download"]) expect(link(id), id).toBeUndefined();
  // Outside the kept parts, links are React Router's own.
  expect(link("header")).toBeUndefined();
  expect(link("react")).toBeUndefined();
});

test("a plain click is a client-side navigation to the page, its query and its fragment; a click meant for another tab is the browser's", () => {
  const window = page();
  const navigate = vi.fn();
  const stop = followPreRenderedLinks(window.document, { navigate, prefetch: () => {} });
  const click = (id: string, init: MouseEventInit = {}) => {
    const event = new window.MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    window.document.getElementById(id)!.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(click("page")).toBe(true);
  expect(navigate).toHaveBeenCalledExactlyOnceWith("/rbn?epaisseur=120#specifications", false);
  expect(click("page", { ctrlKey: true })).toBe(false);
  expect(click("page", { metaKey: true })).toBe(false);
  expect(click("page", { button: 1 })).toBe(false);
  expect(click("file")).toBe(false);
  expect(click("react")).toBe(false);
  expect(navigate).toHaveBeenCalledTimes(1);
  // The page the visitor is on: in place of its history entry.
  expect(click("here")).toBe(true);
  expect(navigate).toHaveBeenLastCalledWith("/rbn", true);
  stop();
  expect(click("page")).toBe(false);
});

describe("prefetch on intent", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** The page with its listeners, and a way to fire an event at one of its links. */
  function intents() {
    const window = page();
    const prefetch = vi.fn();
    const stop = followPreRenderedLinks(window.document, { navigate: () => {}, prefetch }, 100);
    const fire = (id: string, type: string) =>
      window.document.getElementById(id)!.dispatchEvent(
        type === "pointerout" || type === "click" ? new window.MouseEvent(type, { bubbles: true, cancelable: true, button: 0, relatedTarget: window.document.body }) : new window.Event(type, { bubbles: true }),
      );
    return { prefetch, stop, fire };
  }

  test("pointing at, touching or focusing a page link prefetches its page", () => {
    const { prefetch, stop, fire } = intents();
    for (const type of ["pointerover", "touchstart", "focusin"]) {
      fire("page", type);
      vi.advanceTimersByTime(100);
      fire("page", "pointerout");
    }
    fire("file", "pointerover");
    vi.advanceTimersByTime(100);
    expect(prefetch.mock.calls).toEqual([["/rbn"], ["/rbn"], ["/rbn"]]);
    stop();
  });

  test("a prefetch waits for the pointer to stay: passing over a link, or clicking it at once, fetches nothing ahead", () => {
    const { prefetch, stop, fire } = intents();
    fire("page", "pointerover");
    fire("page", "pointerout");
    vi.advanceTimersByTime(200);
    fire("page", "pointerover");
    fire("page", "click");
    vi.advanceTimersByTime(200);
    expect(prefetch).not.toHaveBeenCalled();
    fire("page", "focusin");
    vi.advanceTimersByTime(100);
    expect(prefetch.mock.calls).toEqual([["/rbn"]]);
    stop();
  });
});
