import type { Entreprise, Interface, Navigation, PageIntrouvable, Reglages } from "#app/generated/content-types.ts";
import type { SiteContent } from "./content.ts";
import { DEFAULT_LOCALE, withLocalizedHrefs, type Locale } from "./locale.ts";
import { builtLanguages, type Language } from "./translations.ts";
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

/** Content files as the shell keeps them: without their schema path, which only editors use. */
type Shown<T> = Omit<T, "$schema">;

export interface ShellContent {
  /** The company's identity, without the legal details, which only the legal notice page shows (from its own content). */
  company: Omit<Shown<Entreprise>, "mentionsLegales">;
  /** The interface texts, without the buyer facts' labels: data sheets receive those finished in their view. */
  ui: Omit<Shown<Interface>, "faits">;
  navigation: Shown<Navigation>;
  notFound: Shown<PageIntrouvable>;
  /** The settings the browser uses: the site's address (for the error page's data) and the delays; the sharing picture only serves the pre-render. */
  settings: Omit<Shown<Reglages>, "imagePartage">;
  /** The submenus' entries, in the one order of their collection (ordering.ts). */
  menus: { applications: MenuEntry[]; fiches: MenuEntry[] };
  /** Each data sheet's address, code and names: what the shell says about the sheet a visitor is on. */
  sheets: (NamedSheet & { href: string })[];
  /** The shell's language: its code, its name in itself, its direction and Open Graph locale. */
  language: Omit<Language, "etat">;
  /** Every language whose pages are built, French first, each named in itself (the language switcher, the alternates). */
  languages: Omit<Language, "etat">[];
}

/** The shell's content in `locale`, from the content as the loader finished it in that language; its links lead to that language's pages. */
export function shellContentOf(content: SiteContent, locale: Locale = DEFAULT_LOCALE): ShellContent {
  const { $schema: _c, mentionsLegales: _legal, ...company } = content.company;
  const { $schema: _n, ...navigation } = content.navigation;
  const { $schema: _p, ...notFound } = content.notFound;
  const { $schema: _s, imagePartage: _shared, ...settings } = content.settings;
  const { faits: _pageOnly, $schema: _i, ...ui } = content.ui;
  const built = builtLanguages(content.languages);
  const [source] = built;
  const { etat: _state, ...language } = built.find((candidate) => candidate.code === locale) ?? source;
  const shell: ShellContent = {
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
    language,
    languages: built.map(({ etat: _state, ...rest }) => rest),
  };
  return withLocalizedHrefs(shell, locale);
}

/** The data sheet at an address (« /rpn », « /rpn/ »), if there is one there. */
export function sheetAt(shell: ShellContent, pathname: string): NamedSheet | undefined {
  const href = pathname.replace(/(.)\/$/, "$1");
  const sheet = shell.sheets.find((entry) => entry.href === href);
  return sheet && { code: sheet.code, nom: sheet.nom };
}

/** Every text the shell can show, for what depends on the characters a page uses (its fonts). */
export const shellText = (shell: ShellContent): string => JSON.stringify([shell.company, shell.ui, shell.navigation, shell.notFound, shell.menus, shell.languages]);
