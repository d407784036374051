import createCache, { type EmotionCache } from "@emotion/cache";
import rtlPlugin from "@mui/stylis-plugin-rtl";
import { createBrowserEmotionCache, EMOTION_KEY } from "./emotion-cache.ts";

/**
 * The right-to-left Emotion cache: the same key as createEmotionCache's, with MUI's
 * Stylis plugin, which writes each rule mirrored (margin-left → margin-right, left →
 * right…). A module of its own, imported only by right-to-left pages (through
 * createEmotionCacheFor, or by a dynamic import of this file): the French pages'
 * JavaScript budget has no room for the plugin. Class names are hashes of the styles
 * before any plugin, so a page pre-rendered with it hydrates with the same ids.
 *
 * With `document`, the browser's: it knows the pre-rendered rules as
 * createBrowserEmotionCache's does (the cache made for reading them inserts nothing).
 */
export function createRtlEmotionCache(document?: Document): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY, stylisPlugins: [rtlPlugin] });
  if (document) Object.assign(cache.inserted, createBrowserEmotionCache(document).inserted);
  return cache;
}
