import { HOME_PAGE, REQUIRED_PAGES } from "#app/model/collections.ts";
import { shownFile, type ContentCheck } from "../check.ts";

function normaliseInternalPath(href: string): string {
  const bare = href.split(/[?#]/)[0];
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
}

/** A link inside the site leads to one of its pages. */
export const internalLinks: ContentCheck = {
  name: "internal-links",
  description: "Refuses a link to an address of the site that no page has.",
  *check(context) {
    const known = new Set(context.routes.map((route) => route.path));
    // A required page that is missing is reported as such; the links to it are not mistakes of their own.
    const required = new Set(REQUIRED_PAGES.flatMap((slug) => (slug === HOME_PAGE ? ["/", `/${slug}`] : [`/${slug}`])));
    for (const text of context.texts())
      if (text.key === "href" && text.value.startsWith("/") && !known.has(normaliseInternalPath(text.value)) && !required.has(normaliseInternalPath(text.value)))
        yield {
          file: shownFile(text.file),
          path: text.path,
          message: `le lien ${text.value} ne mène à aucune page du site — choisissez une adresse existante (${[...known].join(", ")}).`,
        };
  },
};
