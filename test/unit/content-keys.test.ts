import { expect, test } from "vitest";
import { COLLECTIONS } from "#app/model/collections.ts";
import { COLLECTION_KEYS, contentKeyOf } from "#app/model/content.ts";
import { previewTarget } from "../../editor/core/preview-target.ts";

test("a content file names its part of the content in code's English: the folder's key, or the site-wide file's", () => {
  expect(contentKeyOf("fiches/rbn.json")).toBe("sheets");
  expect(contentKeyOf("applications/papeterie.json")).toBe("applications");
  expect(contentKeyOf("pages/contact.json")).toBe("pages");
  expect(contentKeyOf("site/entreprise.json")).toBe("company");
  expect(contentKeyOf("familles.json")).toBe("families");
  expect(contentKeyOf("images/x.jpg")).toBeUndefined();
  expect(COLLECTION_KEYS).toEqual({ pages: "pages", applications: "applications", sheets: "fiches" });
});

test("the editor's preview draws a file as the kind its folder says", () => {
  const slugs = { pages: ["accueil", "contact"], applications: ["papeterie"], fiches: ["rbn"] };
  expect(previewTarget("fiches/rbn.json", slugs)).toEqual({ kind: COLLECTIONS.fiches.kind, slug: "rbn", path: "/rbn" });
  expect(previewTarget("site/page-application.json", slugs)).toMatchObject({ kind: "application", slug: "papeterie" });
  expect(previewTarget("site/entreprise.json", slugs)).toMatchObject({ kind: "page", slug: "contact" });
});
