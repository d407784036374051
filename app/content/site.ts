import type { Entreprise, Interface, Navigation, PageIntrouvable, Reglages } from "#app/generated/content-types.ts";
import { slugFromFile } from "#app/model/collections.ts";
import { inOrder } from "#app/model/ordering.ts";
import { productNames, type NamedSheet } from "#app/model/product-names.ts";
import companyJson from "#content/site/entreprise.json";
import interfaceJson from "#content/site/interface.json";
import navigationJson from "#content/site/navigation.json";
import notFoundJson from "#content/site/page-introuvable.json";
import settingsJson from "#content/site/reglages.json";

/*
 * Site-wide content, bundled with the shell because the header, footer, 404 and
 * error screens need it in the browser, even when no route loader ran. The casts are
 * safe: the build refuses to run unless these files match their schemas. The files arrive
 * finished, as every page shows its content: their placeholders ({fiches.nombre}…) filled
 * and French no-break spaces applied when Vite reads them
 * (scripts/checks/content/facts-plugin.ts), so the browser runs no code to finish them.
 * Page content does not come through here: route loaders read it with
 * app/content/loader.server.ts at pre-render time.
 */
export const company = companyJson as Entreprise;
export const ui = interfaceJson as Interface;
export const navigation = navigationJson as Navigation;
export const notFound = notFoundJson as PageIntrouvable;
export const settings = settingsJson as Reglages;

export interface MenuEntry {
  label: string;
  href: string;
}

// Only the fields the menus need are bundled, so the page bodies stay out of the shell.
function menuEntries(labels: Record<string, string>, orders: Record<string, number>): MenuEntry[] {
  const entries = Object.keys(labels).map((file) => ({ slug: slugFromFile(file), ordre: orders[file], label: labels[file] }));
  return inOrder(entries, (entry) => entry).map(({ slug, label }) => ({ label, href: `/${slug}` }));
}

// Each data sheet's code and names, by file: its menu label, and what the shell says about the sheet a visitor is on.
const sheetCodes = import.meta.glob<string>("/content/fiches/*.json", { eager: true, import: "code" });
const sheetNames = import.meta.glob<NamedSheet["nom"]>("/content/fiches/*.json", { eager: true, import: "nom" });

function sheetLabels(): Record<string, string> {
  return Object.fromEntries(Object.keys(sheetCodes).map((file) => [file, productNames({ code: sheetCodes[file], nom: sheetNames[file] }, ui.fiche).label]));
}

/** The data sheet at an address (« /rpn », « /rpn/ »), if there is one there. */
export function sheetAt(pathname: string): NamedSheet | undefined {
  const file = `/content/fiches${pathname.replace(/\/$/, "")}.json`;
  return file in sheetCodes ? { code: sheetCodes[file], nom: sheetNames[file] } : undefined;
}

export const menus = {
  applications: menuEntries(
    import.meta.glob<string>("/content/applications/*.json", { eager: true, import: "menu" }),
    import.meta.glob<number>("/content/applications/*.json", { eager: true, import: "ordre" }),
  ),
  // A family's menu label is its code and short name, from its own file (product-names.ts).
  fiches: menuEntries(
    sheetLabels(),
    import.meta.glob<number>("/content/fiches/*.json", { eager: true, import: "ordre" }),
  ),
} satisfies Record<string, MenuEntry[]>;

/** Every site-wide text the shell can show, for what depends on the characters a page uses (its fonts). */
export const siteText = JSON.stringify([company, ui, navigation, notFound, menus]);
