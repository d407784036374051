import type { Entreprise, Interface, Navigation, PageIntrouvable, Reglages } from "#app/generated/content-types.ts";
import type { SiteContent } from "./content.ts";
import { productNames, type NamedSheet } from "./product-names.ts";

/*
 * What the site's shell shows on every page (header, menus, footer, error, 404 and offline
 * screens), taken from the content as the loader finished it: the site-wide texts, and of
 * each application and data sheet only what the menus and the shell need, so the page
 * bodies stay out of the browser's shared code.
 */

export interface MenuEntry {
  label: string;
  href: string;
}

export interface ShellContent {
  company: Entreprise;
  /** The interface texts, without the buyer facts' labels: data sheets receive those finished in their view. */
  ui: Omit<Interface, "faits">;
  navigation: Navigation;
  notFound: PageIntrouvable;
  settings: Reglages;
  /** The submenus' entries, in the one order of their collection (ordering.ts). */
  menus: { applications: MenuEntry[]; fiches: MenuEntry[] };
  /** Each data sheet's address, code and names: what the shell says about the sheet a visitor is on. */
  sheets: (NamedSheet & { href: string })[];
}

export function shellContentOf(content: SiteContent): ShellContent {
  const { company, navigation, notFound, settings } = content;
  const { faits: _pageOnly, ...ui } = content.ui;
  return {
    company,
    ui,
    navigation,
    notFound,
    settings,
    menus: {
      applications: content.applications.map(({ slug, data }) => ({ label: data.menu, href: `/${slug}` })),
      // A family's menu label is its code and short name (product-names.ts).
      fiches: content.sheets.map(({ slug, data }) => ({ label: productNames(data, ui.fiche).label, href: `/${slug}` })),
    },
    sheets: content.sheets.map(({ slug, data: { code, nom } }) => ({ href: `/${slug}`, code, nom })),
  };
}

/** The data sheet at an address (« /rpn », « /rpn/ »), if there is one there. */
export function sheetAt(shell: ShellContent, pathname: string): NamedSheet | undefined {
  const href = pathname.replace(/(.)\/$/, "$1");
  const sheet = shell.sheets.find((entry) => entry.href === href);
  return sheet && { code: sheet.code, nom: sheet.nom };
}

/** Every text the shell can show, for what depends on the characters a page uses (its fonts). */
export const shellText = (shell: ShellContent): string => JSON.stringify([shell.company, shell.ui, shell.navigation, shell.notFound, shell.menus]);
