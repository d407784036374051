import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import createEmotionServer from "@emotion/server/create-instance";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { build } from "vite";
import { gzipSize } from "../build/page-weight.ts";
import { themeWithoutCssVariables } from "../build/theme-without-css-variables.ts";
import { emotionCache, muiPage } from "./stack-floor/mui-page.ts";
import { FloorPage, plainParts } from "./stack-floor/page.ts";
import { routerParts } from "./stack-floor/router-parts.ts";

/*
 * The floor of the site's stack (`npm run profile -- --stack`): the same small page,
 * pre-rendered and then hydrated by React alone, then with React Router, then with MUI's
 * theme and components on Emotion as well, each built as the site is (Vite, minified,
 * one file, MUI's theme without CSS variables). What each layer costs a first visit
 * (gzip) and the main thread, before any of the site's own code: the part of the
 * JavaScript and of the blocking time the site cannot go under while it keeps its stack.
 */

export interface FloorLayer {
  /** The page's address on the floor's server, and its script's name. */
  name: string;
  label: string;
  /** The layer's JavaScript, gzip level 9 (what the site's budgets count). */
  js: number;
}

const ENTRIES = {
  react: { label: "React et React DOM", entry: "react-only.ts", markup: () => ({ head: "", body: renderToString(h(FloorPage, { parts: plainParts })) }) },
  router: { label: "+ React Router", entry: "with-router.ts", markup: () => ({ head: "", body: renderToString(h(MemoryRouter, null, h(FloorPage, { parts: routerParts }))) }) },
  mui: {
    label: "+ MUI et Emotion",
    entry: "with-mui.ts",
    markup: () => {
      const cache = emotionCache();
      const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
      const body = renderToString(h(MemoryRouter, null, muiPage(cache)));
      return { head: constructStyleTagsFromChunks(extractCriticalToChunks(body)), body };
    },
  },
} as const;

/** Builds each layer's page into `outDir` (served at its root): `<name>/index.html` and `<name>.js`. */
export async function buildStackFloor(outDir: string): Promise<FloorLayer[]> {
  const layers: FloorLayer[] = [];
  for (const [name, layer] of Object.entries(ENTRIES)) {
    await build({
      configFile: false,
      logLevel: "error",
      mode: "production",
      publicDir: false,
      plugins: [themeWithoutCssVariables()],
      build: {
        outDir,
        emptyOutDir: false,
        modulePreload: false,
        rolldownOptions: { input: { [name]: path.join(import.meta.dirname, "stack-floor", layer.entry) }, output: { entryFileNames: "[name].js" } },
      },
    });
    const { head, body } = layer.markup();
    mkdirSync(path.join(outDir, name), { recursive: true });
    writeFileSync(
      path.join(outDir, name, "index.html"),
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${layer.label}</title>${head}</head><body><div id="root">${body}</div><script type="module" src="/${name}.js"></script></body></html>`,
    );
    layers.push({ name, label: layer.label, js: gzipSize(path.join(outDir, `${name}.js`)) });
  }
  return layers;
}
