import createCache from "@emotion/cache";

/** The Emotion cache key: every class is `css-<id>`. */
export const EMOTION_KEY = "css";

/**
 * One Emotion cache factory for the pre-render and the browser, so class names match at hydration.
 * Without stylis' default prefixer: every browser the site supports reads the standard
 * properties, and the `-webkit-`/`-ms-` copies were a third of the critical CSS in each page.
 * The one prefix Safari still needs (`-webkit-user-select`) is written in the theme.
 */
export function createEmotionCache() {
  return createCache({ key: EMOTION_KEY, stylisPlugins: [] });
}

/**
 * The class ids a pre-rendered rule set defines (`.css-1mxkhfg{…}` → "1mxkhfg"). Emotion writes this list into the <style> element's `data-emotion`
 * attribute so the browser's cache knows which rules the page already has; the
 * pre-render leaves it out (about 1 KB of unique, incompressible ids on every page) and
 * the browser reads it back from the rules with this function before hydrating.
 */
export function emotionIdsInCss(css: string): string[] {
  const ids = new Set<string>();
  for (const [, id] of css.matchAll(new RegExp(`\\.${EMOTION_KEY}-([A-Za-z0-9_-]+)`, "g"))) ids.add(id);
  return [...ids];
}

/**
 * Gives the pre-rendered <style data-emotion="css"> elements their list of ids back, as
 * Emotion wrote it, so that creating the cache (createEmotionCache) adopts them instead
 * of inserting every rule a second time. Run once in the browser, before the cache is created.
 *
 * Every pre-rendered Emotion style element is also marked `data-s`, the mark Emotion gives
 * the elements it has already placed: they are in <head> already, and without it creating
 * the cache first moves each one to the end of <head>, then its sheet moves the class
 * rules' element once more as it adopts it. Each move makes the browser take the page's
 * CSS again and restyle the page during start-up; with the mark, that element moves once.
 */
export function restoreEmotionIds(document: Document): void {
  for (const style of document.querySelectorAll<HTMLStyleElement>(`style[data-emotion="${EMOTION_KEY}"]`)) {
    style.setAttribute("data-emotion", [EMOTION_KEY, ...emotionIdsInCss(style.textContent ?? "")].join(" "));
  }
  for (const style of document.querySelectorAll<HTMLStyleElement>("head > style[data-emotion]")) style.setAttribute("data-s", "");
}
