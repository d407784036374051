import type { Entreprise, Interface, Navigation, PageIntrouvable, Reglages } from "#app/generated/content-types.ts";
import { slugFromFile } from "#app/model/collections.ts";
import { fillAllFacts, sheetFacts, siteFacts, type Facts, type SheetRows } from "#app/model/facts.ts";
import { inOrder } from "#app/model/ordering.ts";
import { frenchTypography, typeset } from "#app/model/typography.ts";
import companyJson from "#content/site/entreprise.json";
import interfaceJson from "#content/site/interface.json";
import navigationJson from "#content/site/navigation.json";
import notFoundJson from "#content/site/page-introuvable.json";
import settingsJson from "#content/site/reglages.json";

/*
 * Site-wide content, bundled with the shell because the header, footer, 404 and
 * error screens need it in the browser, even when no route loader ran. The casts are
 * safe: the build refuses to run unless these files match their schemas. Texts get
 * their placeholders filled from the data ({fiches.nombre}…, as the loader does for
 * the rest of the content) and French no-break spaces here, once, so components render
 * them as they are. Page content does not come through here: route loaders read it
 * with app/content/loader.server.ts at pre-render time.
 */
const sheetCodes = import.meta.glob<string>("/content/fiches/*.json", { eager: true, import: "code" });
const sheetRows = import.meta.glob<SheetRows["lignes"]>("/content/fiches/*.json", { eager: true, import: "lignes" });
const applicationLabels = import.meta.glob<string>("/content/applications/*.json", { eager: true, import: "menu" });
const facts = siteFacts({
  applications: Object.keys(applicationLabels).length,
  sheets: Object.keys(sheetCodes).map((file) => ({ code: sheetCodes[file], lignes: sheetRows[file] })),
});
const prose = <T>(value: T): T => typeset(fillAllFacts(value, facts));

export const company = prose(companyJson as Entreprise);
export const ui = prose(interfaceJson as Interface);
export const navigation = prose(navigationJson as Navigation);
export const notFound = prose(notFoundJson as PageIntrouvable);
export const settings = settingsJson as Reglages;

export interface MenuEntry {
  label: string;
  href: string;
}

// Only the fields the menus need are bundled, so the page bodies stay out of the shell.
function menuEntries(labels: Record<string, string>, orders: Record<string, number>, factsOf: (file: string) => Facts = () => facts): MenuEntry[] {
  const entries = Object.keys(labels).map((file) => ({ slug: slugFromFile(file), ordre: orders[file], label: frenchTypography(fillAllFacts(labels[file], factsOf(file))) }));
  return inOrder(entries, (entry) => entry).map(({ slug, label }) => ({ label, href: `/${slug}` }));
}

export const menus = {
  applications: menuEntries(
    applicationLabels,
    import.meta.glob<number>("/content/applications/*.json", { eager: true, import: "ordre" }),
  ),
  fiches: menuEntries(
    import.meta.glob<string>("/content/fiches/*.json", { eager: true, import: "menu" }),
    import.meta.glob<number>("/content/fiches/*.json", { eager: true, import: "ordre" }),
    (file) => sheetFacts(facts, { code: sheetCodes[file], lignes: sheetRows[file] }),
  ),
} satisfies Record<string, MenuEntry[]>;
