import type { Navigation } from "#app/generated/content-types.ts";
import { DEFAULT_LOCALE, localizedPath } from "#app/model/locale.ts";
import type { Crumb } from "./structured-data.ts";

/*
 * Where a page sits in the site, for the BreadcrumbList search engines show under a
 * result: Accueil › page, or Accueil › Applications › page for a page listed in a
 * submenu that has an overview page. Names are those of the menus, so the trail reads
 * like the navigation the visitor sees.
 */

export type Section = Extract<Navigation["menu"][number], { sousMenu: unknown }>["sousMenu"]["source"];

/** The label the menus give to a path, if they link to it. */
export function navigationLabel(nav: Omit<Navigation, "$schema">, path: string): string | undefined {
  for (const entry of [...nav.menu, ...nav.liensRapides]) {
    if ("href" in entry && entry.href === path) return entry.libelle;
    if ("sousMenu" in entry && entry.sousMenu.vueEnsemble?.href === path) return entry.libelle;
  }
  return undefined;
}

/** The crumbs leading to a page, the page included; empty for the home page. */
export function breadcrumbTrail(site: { navigation: Omit<Navigation, "$schema">; company: { nom: string }; language?: { code: string } }, page: Crumb, section?: Section): Crumb[] {
  const nav = site.navigation;
  // The home page of the page's language: "/", "/en/"…
  const home = localizedPath("/", site.language?.code ?? DEFAULT_LOCALE);
  if (page.path === home) return [];
  const trail: Crumb[] = [{ name: navigationLabel(nav, home) ?? site.company.nom, path: home }];
  const parent = section && nav.menu.find((entry) => "sousMenu" in entry && entry.sousMenu.source === section);
  if (parent && "sousMenu" in parent && parent.sousMenu.vueEnsemble) trail.push({ name: parent.libelle, path: parent.sousMenu.vueEnsemble.href });
  trail.push({ name: navigationLabel(nav, page.path) ?? page.name, path: page.path });
  return trail;
}
