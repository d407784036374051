import shells, { later, locales } from "virtual:shell-content";
import { DEFAULT_LOCALE, type Locale } from "#app/model/locale.ts";
import type { ShellContent } from "#app/model/shell-content.ts";

/*
 * The shell's content: what the one loader (loader.server.ts) finished at build time, for
 * the header, footer, 404 and error screens, which need it even when no route loader ran
 * (shell-content-plugin.ts writes the module). Components read it through
 * useShellContent() (shell-context.tsx), which root.tsx fills. The pre-render has every
 * language's; in the browser, a page's language arrives as a chunk of its own, read
 * before the page hydrates (loadShellContent, called by entry.client.tsx).
 */
const loaded: Partial<Record<Locale, ShellContent>> = { ...shells };

export function shellContent(locale: Locale = DEFAULT_LOCALE): ShellContent {
  // Without a language (the favicon, the company's data): whichever the page has.
  const shell = loaded[locale] ?? loaded[DEFAULT_LOCALE] ?? Object.values(loaded)[0];
  if (!shell) throw new Error(`The shell's texts of « ${locale} » are not loaded: entry.client.tsx loads them before hydrating.`);
  return shell;
}

/** The codes of the languages whose pages are built, French first. */
export const siteLocales = (): readonly string[] => locales;

/** Fetches a language's shell, once (in the pre-render, all are there). */
export async function loadShellContent(locale: Locale): Promise<void> {
  const load = later[locale];
  if (!loaded[locale] && load) loaded[locale] = (await load()).default;
}
