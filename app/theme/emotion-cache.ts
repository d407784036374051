import createCache from "@emotion/cache";

/**
 * One Emotion cache factory for the pre-render and the browser, so class names match at hydration.
 * Without stylis' default prefixer: every browser the site supports reads the standard
 * properties, and the `-webkit-`/`-ms-` copies were a third of the critical CSS in each page.
 * The one prefix Safari still needs (`-webkit-user-select`) is written in the theme.
 */
export function createEmotionCache() {
  return createCache({ key: "css", stylisPlugins: [] });
}
