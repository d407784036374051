import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { imageVariantsInDev } from "./scripts/build/image-dev-server.ts";
import { shellContentModule } from "./app/content/shell-content-plugin.ts";
import { contentChecks } from "./scripts/checks/content/vite-plugin.ts";
import { themeWithoutCssVariables } from "./scripts/build/theme-without-css-variables.ts";

export default defineConfig({
  build: {
    // Vite's warning counts a chunk's raw size (the one page-level chunk is about 500 kB
    // minified) and would alarm for nothing. What matters is what a page loads, gzip:
    // the build prints it against the budgets and `npm test` enforces them
    // (scripts/build/page-weight.ts). This limit only catches a chunk grown far past them.
    chunkSizeWarningLimit: 700,
    // Only for `npm run profile`, which maps its samples to the sources and removes the maps.
    sourcemap: process.env.BUILD_SOURCEMAPS === "1" ? "hidden" : false,
    rolldownOptions: {
      // The timings warning names the content check's buildStart, which reads and checks every
      // content file on purpose (the build refuses bad content before anything else): nine yellow
      // lines on every build, about nothing to act on.
      checks: { bundlerTimings: false },
      treeshake: {
        // Emotion imports hoist-non-react-statics for its withTheme only, which the site
        // never uses, but the package (CommonJS, with react-is 16) declares no
        // "sideEffects", so it stayed in every page: about 0.85 KB of gzip. Emotion has
        // since dropped the dependency (emotion-js/emotion#3290, not yet released).
        moduleSideEffects: [{ test: /\/node_modules\/hoist-non-react-statics\//, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // Everything a page needs before any interaction goes into one chunk: one
          // modulepreload instead of twenty, and one gzip dictionary (about 9 KB less than
          // the same code in twenty files). Lazily loaded parts (drawer, toasts, contact
          // form) are not "$initial" and keep their own chunks. The client entry stays
          // apart: the page's start module imports it last, so hydration begins only once
          // the shared chunk has been evaluated, step by step (app/start/).
          groups: [{ name: "site", tags: ["$initial"], test: (id) => !id.endsWith("/app/entry.client.tsx") }],
        },
      },
    },
  },
  optimizeDeps: {
    // Without entries to scan (React Router gives none), the dev server finds the packages a
    // page imports only while serving it, bundles them again and reloads the page: a first
    // visit failed with "504 (Outdated Optimize Dep)". Scanning the framework's entries and
    // the route modules finds them all before the first page is served.
    entries: ["app/entry.client.tsx", "app/root.tsx", "app/routes/*.tsx"],
  },
  // `PORT=4000 npm run dev`, as `npm start` and `npm run edit` read it.
  server: { port: process.env.PORT ? Number(process.env.PORT) : undefined },
  plugins: [contentChecks(), shellContentModule(), imageVariantsInDev(), themeWithoutCssVariables(), reactRouter()],
  define: {
    // The footer's copyright year as pre-rendered, so hydration matches the HTML.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
});
