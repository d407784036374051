// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { ApplicationGallery } from "#app/components/blocks/application-gallery.tsx";
import { ContentImage } from "#app/components/primitives/content-image.tsx";
import { resolveImage } from "#app/content/images.server.ts";
import { IMAGE_ROLES } from "#app/model/image-roles.ts";
// Imported rather than read with test/support/content.ts: jsdom's URL breaks the file paths that module builds.
import application from "#content/applications/emballages-luxe.json";
import company from "#content/site/entreprise.json";
import labels from "#content/site/page-application.json";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.body.innerHTML = "";
});


function parse(html: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = html;
  return container;
}

describe("ContentImage as pre-rendered", () => {
  const image = resolveImage(application.galerie[1], "principale");

  test("a <picture> with an AVIF source carrying the role's srcset and sizes, and a single JPEG fallback", () => {
    const dom = parse(renderToStaticMarkup(<ContentImage image={image} />));
    const sources = [...dom.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif"]);
    expect(sources.map((source) => source.getAttribute("srcset"))).toEqual(image.sources!.map((source) => source.srcSet));
    for (const source of sources) expect(source.getAttribute("sizes")).toBe(IMAGE_ROLES.principale.sizes);
    const img = dom.querySelector("picture > img")!;
    // The <img> is the fallback for browsers without AVIF: one JPEG, no srcset.
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.hasAttribute("sizes")).toBe(false);
    expect(img.getAttribute("src")).toBe(image.src);
    expect(img.getAttribute("alt")).toBe(application.galerie[1].alt);
  });

  test("explicit width and height, so the page keeps its room before the image arrives", () => {
    const img = parse(renderToStaticMarkup(<ContentImage image={image} />)).querySelector("img")!;
    expect(img.getAttribute("width")).toBe(String(image.width));
    expect(img.getAttribute("height")).toBe(String(image.height));
  });

  test("lazy and asynchronous by default; eager with high priority for the largest image on arrival, whose decoding does not hold the first paint", () => {
    const lazy = parse(renderToStaticMarkup(<ContentImage image={image} />)).querySelector("img")!;
    expect([lazy.getAttribute("loading"), lazy.getAttribute("decoding"), lazy.getAttribute("fetchpriority")]).toEqual(["lazy", "async", null]);
    const eager = parse(renderToStaticMarkup(<ContentImage image={image} priority />)).querySelector("img")!;
    expect([eager.getAttribute("loading"), eager.getAttribute("decoding"), eager.getAttribute("fetchpriority")]).toEqual(["eager", "async", "high"]);
  });

  test("an image without variants (the brand) is a plain <img>", () => {
    const logo = resolveImage(company.logo, "carte");
    const dom = parse(renderToStaticMarkup(<ContentImage image={logo} />));
    expect(dom.querySelector("picture")).toBeNull();
    expect(dom.querySelector("img")?.getAttribute("src")).toBe(logo.src);
  });
});

describe("ApplicationGallery", () => {
  const images = [application.imagePrincipale, ...application.galerie].map((image) => ({ image: resolveImage(image, "principale"), vignette: resolveImage(image, "vignette") }));

  async function render() {
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => createRoot(container).render(<ApplicationGallery images={images} labels={labels} />));
    const buttons = () => [...container.querySelectorAll<HTMLButtonElement>("[role=group] button")];
    const main = () => container.querySelector("section > div > picture img, section > div > img")!;
    return { container, buttons, main };
  }

  test("pre-rendered: the main image and every thumbnail, the first one pressed, thumbnails from the small variants", () => {
    const dom = parse(renderToStaticMarkup(<ApplicationGallery images={images} labels={labels} />));
    const buttons = [...dom.querySelectorAll("button")];
    expect(buttons).toHaveLength(images.length);
    expect(buttons.map((button) => button.getAttribute("aria-pressed"))).toEqual(images.map((_, i) => String(i === 0)));
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual(images.map(({ image }) => image.alt));
    for (const button of buttons) expect(button.querySelector("source")?.getAttribute("sizes")).toBe(IMAGE_ROLES.vignette.sizes);
    expect(dom.querySelector("section")?.getAttribute("aria-label")).toBe(labels.galerie);
    expect(dom.querySelector("[role=group]")?.getAttribute("aria-label")).toBe(labels.vignettes);
    const main = dom.querySelector("section > div img")!;
    expect(main.getAttribute("alt")).toBe(application.imagePrincipale.alt);
    expect(main.getAttribute("fetchpriority")).toBe("high");
  });

  test("a click shows that image with its alt text and marks its thumbnail pressed", async () => {
    const { buttons, main } = await render();
    await act(async () => buttons()[3].click());
    expect(main().getAttribute("alt")).toBe(images[3].image.alt);
    expect(main().getAttribute("src")).toBe(images[3].image.src);
    expect(buttons().map((button) => button.getAttribute("aria-pressed"))).toEqual(images.map((_, i) => String(i === 3)));
  });

  test("arrow keys move the focus and the selection, End and Home jump to the ends", async () => {
    const { buttons, main } = await render();
    const press = async (key: string) => {
      const target = document.activeElement as HTMLElement;
      await act(async () => target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true })));
    };
    buttons()[0].focus();
    await press("ArrowRight");
    expect(document.activeElement).toBe(buttons()[1]);
    expect(main().getAttribute("alt")).toBe(images[1].image.alt);
    await press("End");
    expect(document.activeElement).toBe(buttons().at(-1));
    await press("ArrowRight");
    expect(document.activeElement).toBe(buttons()[0]);
    expect(buttons()[0].getAttribute("aria-pressed")).toBe("true");
  });
});
