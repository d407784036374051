import createCache, { type EmotionCache, type StylisPlugin } from "@emotion/cache";

/** The Emotion cache key: every class is `css-<id>`. */
export const EMOTION_KEY = "css";

/**
 * One Emotion cache factory for the pre-render and the browser, so class names match at hydration.
 * Without stylis' default prefixer: every browser the site supports reads the standard
 * properties, and the `-webkit-`/`-ms-` copies were a third of the critical CSS in each page.
 * The one prefix Safari still needs (`-webkit-user-select`) is written in the theme.
 * Right-to-left pages add the mirroring plugin (right-to-left.ts).
 */
export function createEmotionCache(stylisPlugins: StylisPlugin[] = []) {
  return createCache({ key: EMOTION_KEY, stylisPlugins });
}

/**
 * The class ids a pre-rendered rule set defines (`.css-1mxkhfg{…}` → "1mxkhfg"). Emotion
 * writes this list into the <style> element's `data-emotion` attribute so the browser's
 * cache knows which rules the page already has; the pre-render leaves it out (about 1 KB
 * of unique, incompressible ids on every page) and the browser reads it back from the
 * rules with this function (createBrowserEmotionCache).
 */
export function emotionIdsInCss(css: string): string[] {
  const ids = new Set<string>();
  for (const [, id] of css.matchAll(new RegExp(`\\.${EMOTION_KEY}-([A-Za-z0-9_-]+)`, "g"))) ids.add(id);
  return [...ids];
}

/**
 * The browser's cache, which knows the rules the page was pre-rendered with.
 *
 * The pre-rendered class rules are left where they are: their ids (read back from the
 * rules) go straight into the cache's `inserted` map, so hydration inserts none of them
 * again. Left to itself, Emotion would adopt their <style> element by moving it to the end
 * of <head>, and each move makes the browser take the page's CSS again and restyle the
 * page during start-up. Rules the page did not have get a new element, as usual.
 *
 * Every pre-rendered Emotion element is also marked `data-s`, the mark Emotion gives the
 * elements it has placed: otherwise creating the cache moves each one to the end of
 * <head>. The global styles' element is still moved once, when React hydrates the
 * component that owns it: Emotion has no way to adopt it in place.
 */
export function createBrowserEmotionCache(document: Document, stylisPlugins: StylisPlugin[] = []): EmotionCache {
  for (const style of document.querySelectorAll<HTMLStyleElement>("head > style[data-emotion]")) style.setAttribute("data-s", "");
  const cache = createEmotionCache(stylisPlugins);
  for (const style of document.querySelectorAll<HTMLStyleElement>(`style[data-emotion="${EMOTION_KEY}"]`)) {
    for (const id of emotionIdsInCss(style.textContent ?? "")) cache.inserted[id] = true;
  }
  return cache;
}
