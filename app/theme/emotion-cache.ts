import createCache from "@emotion/cache";

/** One Emotion cache factory for the pre-render and the browser, so class names match at hydration. */
export function createEmotionCache() {
  return createCache({ key: "css" });
}
