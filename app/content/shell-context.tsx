import { createContext, useContext, type ReactNode } from "react";
import { localizedPath } from "#app/model/locale.ts";
import type { ShellContent } from "#app/model/shell-content.ts";

/*
 * The shell's content for the components below: the site's root gives the bundled content
 * of the page's locale, the content editor's preview gives its draft's. Components never
 * import content, so the same component draws any locale and any draft.
 */
const ShellContext = createContext<ShellContent | null>(null);

export function ShellContentProvider({ value, children }: { value: ShellContent; children: ReactNode }) {
  return <ShellContext value={value}>{children}</ShellContext>;
}

export function useShellContent(): ShellContent {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error("useShellContent() needs a <ShellContentProvider> above it (app/root.tsx gives one).");
  return shell;
}

/**
 * A site address in the page's language ("/contact" on an English page: "/en/contact"), for
 * the links components make themselves; addresses already in a language, files and other
 * sites pass as they are.
 */
export function usePageHref(): (href: string) => string {
  const code = useShellContent().language.code;
  return (href) => localizedPath(href, code);
}
