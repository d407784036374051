import { RESERVED_SLUGS, SLUG_PATTERN } from "#app/model/collections.ts";
import type { SiteRoute } from "#app/model/site-routes.ts";
import { shownFile, type ContentCheck } from "../check.ts";

/** The problem with each file's address, by file under content/ (`applications/rbn.json`). */
export function addressProblems(routes: readonly SiteRoute[], languageCodes: readonly string[] = []): Map<string, string> {
  const problems = new Map<string, string>();
  const seen = new Map<string, string>();
  for (const route of routes) {
    const relative = `${route.collection}/${route.slug}.json`;
    if (!SLUG_PATTERN.test(route.slug))
      problems.set(relative, `le nom de fichier « ${route.slug}.json » ne peut pas servir d'adresse — n'utilisez que des minuscules sans accent, des chiffres et des tirets (par ex. emballages-luxe.json).`);
    else if (RESERVED_SLUGS.includes(route.slug)) problems.set(relative, `l'adresse /${route.slug} est réservée par le site — renommez le fichier.`);
    else if (languageCodes.includes(route.slug))
      problems.set(relative, `l'adresse /${route.slug}/ est celle des pages d'une langue du site (content/site/langues.json) — renommez le fichier.`);
    const previous = seen.get(route.path);
    if (previous && previous !== relative) {
      if (!problems.has(relative)) problems.set(relative, `l'adresse ${route.path} est déjà celle de content/${previous} — renommez l'un des deux fichiers.`);
      // The other file of the pair is not reported twice, but it has no address of its own either.
      if (!problems.has(previous)) problems.set(previous, "");
    } else seen.set(route.path, relative);
  }
  return problems;
}

/** Every file of a collection is a page at the address of its name. */
export const addresses: ContentCheck = {
  name: "addresses",
  description: "Refuses a file name that cannot be a page address, an address the site reserves (a language's prefix among them), and two files with the same address.",
  *check({ routes, content }) {
    const codes = content.languages?.langues.map((language) => language.code) ?? [];
    for (const [relative, message] of addressProblems(routes, codes)) if (message) yield { file: shownFile(relative), message };
  },
};
