import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { imageSourceFile, readSourceInfo } from "#app/content/image-sources.server.ts";
import { resolveImage } from "#app/content/images.server.ts";
import type { ImageRole } from "#app/model/image.ts";
import { IMAGE_ROLES, largestWidth } from "#app/model/image-roles.ts";
import { publishReferencedImages } from "#scripts/build/image-build.ts";
import { encodeVariants } from "#scripts/build/image-encoder.ts";
import { parseVariantFileName, resolveFromSource, rolesForImageField, variantFileName, variantStem } from "#app/model/images.ts";
import { CONTENT_DIR, PUBLIC_DIR, SCHEMA_DIR } from "#scripts/lib/paths.ts";
import { readContent } from "#test/support/content.ts";

const ROLES = Object.keys(IMAGE_ROLES) as ImageRole[];
const papeterie = readContent("applications/papeterie.json");

/** "url 360w, url 720w" → [[url, 360], [url, 720]] */
const candidates = (srcSet: string | undefined) =>
  (srcSet ?? "").split(", ").map((candidate) => {
    const [url, descriptor] = candidate.split(" ");
    return [url, Number(descriptor.replace(/w$/, ""))] as const;
  });

describe("resolveImage: <picture> data for each role", () => {
  test.each(ROLES)("%s: an AVIF source with the role's widths and sizes, one JPEG fallback", (role) => {
    const image = papeterie.galerie[0];
    const resolved = resolveImage(image, role);
    const { widths, sizes } = IMAGE_ROLES[role];
    expect(resolved.alt).toBe(image.alt);
    expect(resolved.sizes).toBe(sizes);
    expect(resolved.sources?.map((source) => source.type)).toEqual(["image/avif"]);
    expect(resolved.srcSet).toBeUndefined();
    for (const [srcSet, ext] of [[resolved.sources![0].srcSet, "avif"]] as const) {
      const list = candidates(srcSet);
      expect(list.map(([, width]) => width)).toEqual([...widths]);
      for (const [url, width] of list) {
        expect(url.startsWith("/assets/images/")).toBe(true);
        expect(parseVariantFileName(url.slice("/assets/images/".length))).toMatchObject({ stem: "applications-papeterie-galerie-1", width, ext });
      }
    }
    // Fallback: a JPEG of a middle width; intrinsic size: the largest variant, in the source's proportions (1200 × 800).
    expect(resolved.src).toMatch(new RegExp(`-${widths[Math.floor((widths.length - 1) / 2)]}\\.jpg$`));
    expect(resolved.width).toBe(widths.at(-1));
    expect(resolved.height).toBe(Math.round((widths.at(-1)! * 800) / 1200));
  });

  test("the variant names carry the source's content hash", () => {
    const image = papeterie.imagePrincipale;
    const { hash } = readSourceInfo(imageSourceFile(image.src, { contentDir: CONTENT_DIR, publicDir: PUBLIC_DIR }));
    expect(resolveImage(image, "carte").src).toContain(`-${hash}-`);
    expect(resolveImage(papeterie.galerie[0], "carte").src).not.toContain(`-${hash}-`);
  });

  test("a photo is never enlarged: widths above its own are dropped", () => {
    const image = { src: "/images/applications/x/photo.jpg", alt: "Une photo de test" };
    const info = (width: number) => ({ format: "jpeg" as const, width, height: (width * 2) / 3, bytes: 1000, hash: "0123456789" });
    expect(candidates(resolveFromSource(image, "principale", info(2000)).sources![0].srcSet).map(([, w]) => w)).toEqual([360, 720, 1080, 1360]);
    expect(candidates(resolveFromSource(image, "principale", info(900)).sources![0].srcSet).map(([, w]) => w)).toEqual([360, 720]);
    expect(candidates(resolveFromSource(image, "principale", info(300)).sources![0].srcSet).map(([, w]) => w)).toEqual([300]);
    expect(resolveFromSource(image, "principale", info(900))).toMatchObject({ width: 720, height: 480 });
  });

  test("brand images (logo, partner) are served as they are", () => {
    const logo = readContent("site/entreprise.json").logo;
    const resolved = resolveImage(logo, "carte");
    expect(resolved).toEqual({ src: logo.src, alt: logo.alt, width: 240, height: 64 });
  });
});

describe("which roles a content field plays", () => {
  test.each([
    ["imagePrincipale", ["principale", "vignette", "carte"]],
    ["galerie[3]", ["principale", "vignette"]],
    ["visuel", ["visuel"]],
    ["carte.image", ["carte", "visuel"]],
    ["blocs[2].cartes[0].image", ["carte"]],
  ])("%s → %j", (field, roles) => {
    expect(rolesForImageField(field)).toEqual(roles);
  });

  test("the minimum photo widths an editor is told about", () => {
    expect(largestWidth(rolesForImageField("galerie[0]"))).toBe(1360);
    expect(largestWidth(rolesForImageField("carte.image"))).toBe(1120);
    expect(largestWidth(rolesForImageField("blocs[2].cartes[0].image"))).toBe(768);
    expect(largestWidth(rolesForImageField("visuel"))).toBe(1120);
  });

  test("the schema's help text gives the same minimum width for application images", () => {
    const schema = readFileSync(path.join(SCHEMA_DIR, "application.schema.json"), "utf8");
    expect(schema).toContain(`${largestWidth(rolesForImageField("imagePrincipale")).toLocaleString("fr-FR").replace(/\s/g, " ")} px`);
  });
});

describe("encoding and publishing, with a cache", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "images-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200"><rect width="300" height="200" fill="#1F5A4E"/><circle cx="150" cy="100" r="60" fill="#F6F3EE"/></svg>';

  test("an SVG is drawn at each requested width in each format, then reused from the cache", async () => {
    const file = path.join(dir, "dessin.svg");
    writeFileSync(file, svg);
    const info = readSourceInfo(file);
    const requests = [360, 120].flatMap((width) => (["avif", "jpg"] as const).map((ext) => ({ width, ext })));
    const cache = path.join(dir, "cache");
    const first = await encodeVariants(file, "dessin", info, requests, cache);
    expect(first.encoded).toBe(4);
    for (const [index, { width, ext }] of requests.entries()) {
      const metadata = await sharp(first.files[index]).metadata();
      expect(metadata).toMatchObject({ width, height: Math.round((width * 2) / 3), format: ext === "jpg" ? "jpeg" : "heif" });
      expect(path.basename(first.files[index])).toBe(variantFileName("dessin", info.hash, width, ext));
    }
    expect((await encodeVariants(file, "dessin", info, requests, cache)).encoded).toBe(0);
  });

  test("a photo is turned upright from its EXIF orientation", async () => {
    const file = path.join(dir, "portrait.jpg");
    writeFileSync(file, await sharp({ create: { width: 400, height: 200, channels: 3, background: "#C9C2B8" } }).jpeg().withMetadata({ orientation: 6 }).toBuffer());
    const info = readSourceInfo(file);
    expect(info).toMatchObject({ width: 200, height: 400, format: "jpeg" });
    const { files } = await encodeVariants(file, "portrait", info, [{ width: 120, ext: "jpg" }], path.join(dir, "cache"));
    expect(await sharp(files[0]).metadata()).toMatchObject({ width: 120, height: 240 });
  });

  test("a changed file or changed settings get new names, never a stale variant", () => {
    const file = path.join(dir, "dessin.svg");
    writeFileSync(file, svg);
    const before = readSourceInfo(file).hash;
    writeFileSync(file, svg.replace("#1F5A4E", "#3E7D6F"));
    expect(readSourceInfo(file).hash).not.toBe(before);
    expect(variantStem("/images/applications/papeterie/galerie-1.svg")).toBe("applications-papeterie-galerie-1");
  });

  test("the build publishes exactly the variants the pages reference, and refuses unknown ones", async () => {
    const contentDir = path.join(dir, "content");
    mkdirSync(path.join(contentDir, "images", "fiches"), { recursive: true });
    writeFileSync(path.join(contentDir, "images", "fiches", "essai.svg"), svg);
    const info = readSourceInfo(path.join(contentDir, "images", "fiches", "essai.svg"));
    const resolved = resolveFromSource({ src: "/images/fiches/essai.svg", alt: "Un dessin d'essai" }, "vignette", info);
    const buildDir = path.join(dir, "build");
    mkdirSync(buildDir);
    writeFileSync(path.join(buildDir, "index.html"), `<picture><source type="image/avif" srcset="${resolved.sources![0].srcSet}"><img src="${resolved.src}"></picture>`);
    const cacheDir = path.join(dir, "cache");
    const progress: unknown[] = [];
    expect(await publishReferencedImages({ buildDir, contentDir, cacheDir, onProgress: (step) => progress.push(step) })).toEqual({ variants: 3, encoded: 3, sources: 1 });
    expect(progress).toEqual([{ done: 1, total: 1, encoded: 3 }]);
    expect(readdirSync(path.join(buildDir, "assets", "images")).sort()).toEqual(
      [variantFileName("fiches-essai", info.hash, 120, "avif"), variantFileName("fiches-essai", info.hash, 240, "avif"), variantFileName("fiches-essai", info.hash, 120, "jpg")].sort(),
    );
    expect(await publishReferencedImages({ buildDir, contentDir, cacheDir })).toMatchObject({ encoded: 0 });

    writeFileSync(path.join(buildDir, "other.data"), `"/assets/images/fiches-absente-0123456789-120.avif"`);
    await expect(publishReferencedImages({ buildDir, contentDir, cacheDir })).rejects.toThrow(/fiches-absente-0123456789-120\.avif/);
  });
});
