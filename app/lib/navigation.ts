import type { MenuEntry, ShellContent } from "#app/model/shell-content.ts";

export type NavItem =
  | { kind: "link"; id: string; label: string; href: string }
  | { kind: "submenu"; id: string; label: string; entries: MenuEntry[] };

/** The header menu resolved from content: submenus are filled from the application and data-sheet files. */
export function navItems({ navigation, menus }: Pick<ShellContent, "navigation" | "menus">): NavItem[] {
  return navigation.menu.map((item, index) => {
    if ("href" in item) return { kind: "link", id: `lien-${index}`, label: item.libelle, href: item.href };
    const { source, vueEnsemble } = item.sousMenu;
    const overview = vueEnsemble ? [{ label: vueEnsemble.libelle, href: vueEnsemble.href }] : [];
    return { kind: "submenu", id: source, label: item.libelle, entries: [...overview, ...menus[source]] };
  });
}
