import { describe, expect, test } from "vitest";
import { kebab, uploadExtension, uploadPath } from "../../editor/core/upload-name.ts";

/*
 * An uploaded picture is saved in content/images/ under the name the README's Images
 * section and the image pipeline expect: the folder of its page, named by its place.
 */

const at = (file: string, field: (string | number)[], originalName = "IMG_2041.JPG", current?: string) => ({ file, field, originalName, current });

describe("the name of an uploaded picture", () => {
  test("an application's main picture and gallery pictures go in its folder, named by the page and their place", () => {
    expect(uploadPath(at("applications/signaletique.json", ["imagePrincipale", "src"]), [])).toBe("/images/applications/signaletique/signaletique-principale.jpg");
    expect(uploadPath(at("applications/signaletique.json", ["galerie", 2, "src"], "photo.PNG"), [])).toBe("/images/applications/signaletique/signaletique-galerie-3.png");
  });

  test("a data sheet's card picture is the family's picture, in fiches/", () => {
    expect(uploadPath(at("fiches/xpn.json", ["carte", "image", "src"], "dessin.svg"), [])).toBe("/images/fiches/xpn.svg");
  });

  test("a page's picture goes in the page's folder", () => {
    expect(uploadPath(at("pages/accueil.json", ["visuel", "src"], "héros.webp"), [])).toBe("/images/accueil/accueil-visuel.webp");
    expect(uploadPath(at("site/reglages.json", ["imagePartage", "src"], "Aperçu.JPG"), [])).toBe("/images/site/reglages/reglages-image-partage.jpg");
  });

  test("a name taken, whatever its extension, gets the next free number: an upload never overwrites a picture", () => {
    const taken = ["/images/applications/papeterie/papeterie-galerie-1.svg", "/images/applications/papeterie/papeterie-galerie-1-2.jpg"];
    expect(uploadPath(at("applications/papeterie.json", ["galerie", 0, "src"]), taken)).toBe("/images/applications/papeterie/papeterie-galerie-1-3.jpg");
  });

  test("a brand picture is replaced by a brand picture", () => {
    expect(uploadPath(at("site/entreprise.json", ["logo", "src"], "logo.svg", "/images/marque/Logo Société.svg"), [])).toBe("/images/marque/logo-societe.svg");
  });

  test("formats the pipeline cannot read are refused; the usual extensions are normalised", () => {
    expect(uploadPath(at("applications/papeterie.json", ["galerie", 0, "src"], "photo.heic"), [])).toBeUndefined();
    expect(uploadExtension("a.JPEG")).toBe("jpg");
    expect(uploadExtension("a.gif")).toBeUndefined();
    expect(kebab("Photo Été 2")).toBe("photo-ete-2");
    expect(kebab("galerieDetail")).toBe("galerie-detail");
  });
});
