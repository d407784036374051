import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { SITE_ICONS, SpriteIcon } from "#app/components/primitives/sprite-icon.tsx";
import { ROOT_DIR } from "#scripts/lib/paths.ts";
import { sprite, spriteIconNames } from "#test/support/sprite.ts";

const symbols = [...sprite.querySelectorAll("symbol")];
const schemaEnum = (file: string, pointer: (schema: any) => string[]) => pointer(JSON.parse(readFileSync(path.join(ROOT_DIR, "schema", file), "utf8")));

describe("the icons' sprite (icons.svg)", () => {
  test("draws each icon the code and content can name (the advantages', the social networks'), once, and nothing else", () => {
    const named = [
      ...schemaEnum("commun.schema.json", (schema) => schema.$defs.icone.enum),
      ...schemaEnum("entreprise.schema.json", (schema) => schema.properties.reseauxSociaux.items.properties.reseau.enum),
    ];
    expect(named.length).toBeGreaterThan(10);
    expect([...spriteIconNames].sort()).toEqual([...SITE_ICONS, ...named].sort());
  });

  test("holds only shapes on the 24-unit grid: no script, style or outside reference", () => {
    for (const symbol of symbols) {
      expect(symbol.getAttribute("viewBox"), symbol.id).toBe("0 0 24 24");
      expect([...symbol.children].map((shape) => shape.tagName).filter((tag) => tag !== "path" && tag !== "circle"), symbol.id).toEqual([]);
    }
    expect(sprite.querySelectorAll("script, style, use, image, foreignObject, [href], [xlink\\:href]")).toHaveLength(0);
  });

  test("an icon points at its drawing in the sprite and is hidden from assistive technology", () => {
    const { document } = new JSDOM(renderToString(<SpriteIcon name="whatsapp" fontSize="small" />)).window;
    const svg = document.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("focusable")).toBe("false");
    expect(svg.dataset.icon).toBe("whatsapp");
    // The build's address is /assets/icons-<hash>.svg; Vite's development server keeps the query.
    expect(svg.querySelector("use")?.getAttribute("href")).toMatch(/\/icons[-\w]*\.svg(\?no-inline)?#whatsapp$/);
  });
});
