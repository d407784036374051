/** Year of the build, injected by Vite's `define` (see vite.config.ts). */
declare const __BUILD_YEAR__: number;

/** The shell's content of each locale, finished by the loader (app/content/shell-content-plugin.ts). */
declare module "virtual:shell-content" {
  const shells: Record<import("#app/model/locale.ts").Locale, import("#app/model/shell-content.ts").ShellContent>;
  export default shells;
}
