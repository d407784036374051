import { readFileSync, writeFileSync } from "node:fs";
import { htmlPages } from "./csp.ts";

/**
 * Gives React Router's `<link rel="modulepreload">` tags `fetchpriority="low"` in the
 * pre-rendered pages. The pages are complete without JavaScript (it only adds the menus'
 * behaviour, the gallery and the form), so on a slow connection the text, the font and
 * the largest picture should arrive before the code that hydrates them. Chromium gives
 * module preloads high priority by default, which puts the whole bundle ahead of the hero
 * image and makes Lighthouse count it as blocking the first paint. React Router has no
 * option for this attribute, hence a build step (before the CSP step, which hashes the
 * final HTML).
 */
export function lowerModulePreloadPriority(html: string): string {
  return html.replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
}

export function applyScriptPriority(buildDir: string): number {
  const pages = htmlPages(buildDir);
  for (const file of pages) writeFileSync(file, lowerModulePreloadPriority(readFileSync(file, "utf8")));
  return pages.length;
}
