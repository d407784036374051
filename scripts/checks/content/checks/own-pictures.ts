import { collectionFile, type CollectionName } from "#app/model/collections.ts";
import { DEFAULT_LOCALE } from "#app/model/locale.ts";
import { shownFile, type ContentCheck } from "../check.ts";
import { addressProblems } from "./addresses.ts";
import { quote } from "../../../../app/model/content-rules/wording.ts";

interface Picture {
  src: string;
  alt: string;
}

/** A page of the check: where its own picture is, and how a reader calls the page. */
interface OwnPicture {
  collection: CollectionName;
  slug: string;
  name: string;
  /** JSON path of the picture in its file. */
  path: string;
  picture: Picture;
}

const sameAlt = (a: string, b: string) => a.trim().toLocaleLowerCase(DEFAULT_LOCALE) === b.trim().toLocaleLowerCase(DEFAULT_LOCALE);

/** True when the picture lives in the page's own folder (`/images/applications/papeterie/…`, `/images/fiches/rbn.svg`): that page is its owner. */
const lives = (entry: OwnPicture) => new RegExp(`^/images/${entry.collection}/${entry.slug}(?:/|\\.[a-z0-9]+$)`).test(entry.picture.src);

/**
 * The picture that stands for an application page (its main picture) or a data sheet (its
 * card picture) is shown on the cards that lead to the page and in its link previews: two
 * pages with the same one look like one. A page copied to start another keeps its model's
 * until it gets its own; one line per copy, under the picture (or under its alt text when
 * only that was kept). Gallery pictures, the site-wide pages' pictures and the brand
 * pictures (logo, partner) may be shared.
 */
export const ownPictures: ContentCheck = {
  name: "own-pictures",
  description: "Refuses an application page or data sheet whose own picture (main or card picture), or its alt text, is still another page's.",
  *check({ content, routes }) {
    const unaddressed = addressProblems(routes);
    const all: OwnPicture[] = [
      ...content.applications.map(({ slug, data }) => ({ collection: "applications" as const, slug, name: data.menu, path: "imagePrincipale", picture: data.imagePrincipale })),
      ...content.sheets.map(({ slug, data }) => ({ collection: "fiches" as const, slug, name: data.code, path: "carte.image", picture: data.carte.image })),
    ].filter((entry) => entry.picture && !unaddressed.has(collectionFile(entry.collection, entry.slug)));
    for (const entry of all) {
      const others = all.filter((other) => other !== entry);
      // The owner of a shared picture is the page whose folder holds it, else the first in the menus' order.
      const model = others.find((other) => other.picture.src === entry.picture.src && (lives(other) || (!lives(entry) && all.indexOf(other) < all.indexOf(entry))));
      const where = (other: OwnPicture) => `de la page ${quote(other.name)} (content/${collectionFile(other.collection, other.slug)})`;
      if (model) {
        const alt = sameAlt(model.picture.alt, entry.picture.alt) ? ", avec son texte alternatif" : "";
        yield {
          file: shownFile(collectionFile(entry.collection, entry.slug)),
          path: `${entry.path}.src`,
          message: `c'est encore l'image ${where(model)}${alt} — téléversez une image propre à cette page, ou choisissez-en une autre.`,
        };
        continue;
      }
      const described = others.find((other) => other.picture.src !== entry.picture.src && sameAlt(other.picture.alt, entry.picture.alt) && all.indexOf(other) < all.indexOf(entry));
      if (described)
        yield {
          file: shownFile(collectionFile(entry.collection, entry.slug)),
          path: `${entry.path}.alt`,
          message: `ce texte alternatif est celui de l'image ${where(described)} — décrivez ce que montre l'image de cette page.`,
        };
    }
  },
};
