import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { unusedImages } from "#app/model/unused-images.ts";
import { CONTENT_DIR } from "#scripts/lib/paths.ts";

const sources = ["/images/applications/papeterie/principale.svg", "/images/applications/papeterie/papeterie-principale-2.jpg", "/images/accueil/visuel.svg", "/images/marque/favicon.svg"];

describe("the pictures no content names", () => {
  test("a picture no file names is listed; a named one, anywhere in a file, is not", () => {
    const application = { imagePrincipale: { src: "/images/applications/papeterie/principale.svg", alt: "Carnets" } };
    const settings = { blocs: [{ cartes: [{ image: { src: "/images/accueil/visuel.svg" } }] }] };
    expect(unusedImages(sources, [application, settings])).toEqual(["/images/applications/papeterie/papeterie-principale-2.jpg"]);
  });

  test("the brand pictures are never listed: the site's code names some of them", () => {
    expect(unusedImages(sources, [])).not.toContain("/images/marque/favicon.svg");
  });

  test("the text of a file that is not valid JSON keeps its pictures", () => {
    expect(unusedImages(sources, ['{ "visuel": { "src": "/images/accueil/visuel.svg", }'])).not.toContain("/images/accueil/visuel.svg");
  });

  test("a picture whose path begins another's is not taken for it", () => {
    expect(unusedImages(["/images/a/galerie-1.svg"], [{ src: "/images/a/galerie-10.svg" }])).toEqual(["/images/a/galerie-1.svg"]);
  });

  test("the real content uses every picture of content/images/", () => {
    const dir = path.join(CONTENT_DIR, "images");
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const all = files.map((entry) => `/images/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
    const json = readdirSync(CONTENT_DIR, { recursive: true }).map(String).filter((file) => file.endsWith(".json"));
    expect(all.length).toBeGreaterThan(0);
    expect(unusedImages(all, json.map((file) => JSON.parse(readFileSync(path.join(CONTENT_DIR, file), "utf8"))))).toEqual([]);
  });
});
