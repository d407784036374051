/** Year of the build, injected by Vite's `define` (see vite.config.ts). */
declare const __BUILD_YEAR__: number;

/**
 * The shell's content, finished by the loader (app/content/shell-content-plugin.ts): of every
 * built language in the pre-render; in the browser, a loader of each one's.
 */
declare module "virtual:shell-content" {
  const shells: Record<string, import("#app/model/shell-content.ts").ShellContent>;
  export default shells;
  /** The codes of the built languages, French first. */
  export const locales: readonly string[];
  export const later: Record<string, (() => Promise<{ default: import("#app/model/shell-content.ts").ShellContent }>) | undefined>;
}
