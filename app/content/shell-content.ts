import shells from "virtual:shell-content";
import { DEFAULT_LOCALE, type Locale } from "#app/model/locale.ts";
import type { ShellContent } from "#app/model/shell-content.ts";

/*
 * The shell's content in the browser: what the one loader (loader.server.ts) finished at
 * build time, bundled with the shell because the header, footer, 404 and error screens
 * need it even when no route loader ran (shell-content-plugin.ts writes the module).
 * Components read it through useShellContent() (shell-context.tsx), which root.tsx fills.
 */
export function shellContent(locale: Locale = DEFAULT_LOCALE): ShellContent {
  return shells[locale];
}
