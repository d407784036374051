import { createContext, useContext, type ReactNode } from "react";
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
