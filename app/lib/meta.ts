import type { MetaDescriptor } from "react-router";
import { company, settings } from "#app/content/site.ts";
import type { Meta } from "#app/generated/content-types.ts";

/** Title, description and canonical link of a page, from its content. */
export function pageMeta(meta: Meta | undefined, canonicalPath: string): MetaDescriptor[] {
  if (!meta) return [{ title: company.nom }];
  return [
    { title: meta.titre },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: `${settings.origine}${canonicalPath}` },
  ];
}
