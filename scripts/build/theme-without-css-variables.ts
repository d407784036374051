import type { Plugin } from "vite";

/** The module of @mui/material that this plugin replaces (its path inside the package). */
export const MUI_CREATE_THEME = "/@mui/material/styles/createTheme.mjs";

/**
 * What MUI's `createTheme` becomes in the site's code: its own answer for a theme without
 * CSS variables (`createThemeNoVars`, which `createTheme` itself returns when neither
 * `cssVariables` nor `colorSchemes` is given), and a clear error for a theme that asks for
 * either, instead of a silently different theme.
 */
export const CREATE_THEME_WITHOUT_CSS_VARIABLES = `import createThemeNoVars from "./createThemeNoVars.mjs";
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || "colorSchemes" in options) {
    throw new Error("createTheme: the site's build keeps MUI's CSS-variable themes out (scripts/build/theme-without-css-variables.ts); remove that plugin from vite.config.ts to use cssVariables or colorSchemes.");
  }
  return createThemeNoVars(options, ...args);
}
`;

/**
 * MUI's `createTheme` imports both ways of making a theme and picks one at run time, so
 * every page carried the CSS-variables one (about 5 KiB of gzip) although the site never
 * uses it: MUI's own default theme, which every styled component falls back on, is made
 * with `createTheme()` (mui/material-ui#48607 proposes importing `createThemeNoVars`
 * there instead). The site's themes (app/theme/) set neither option; test/unit/theme.test.ts
 * checks that the replacement makes the same theme as MUI's for them.
 */
export function themeWithoutCssVariables(): Plugin {
  return {
    name: "theme-without-css-variables",
    enforce: "pre",
    load(id) {
      return id.endsWith(MUI_CREATE_THEME) ? CREATE_THEME_WITHOUT_CSS_VARIABLES : undefined;
    },
  };
}
