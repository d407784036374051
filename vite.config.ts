import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { imageVariantsInDev } from "./scripts/lib/image-dev-server.ts";
import { contentChecks } from "./scripts/lib/content-checks/vite-plugin.ts";

export default defineConfig({
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything a page needs before any interaction goes into one chunk: one
          // modulepreload instead of twenty, and one gzip dictionary (about 9 KB less than
          // the same code in twenty files). Lazily loaded parts (drawer, toasts, contact
          // form) are not "$initial" and keep their own chunks.
          groups: [{ name: "site", tags: ["$initial"] }],
        },
      },
    },
  },
  plugins: [contentChecks(), imageVariantsInDev(), reactRouter()],
  define: {
    // The footer's copyright year as pre-rendered, so hydration matches the HTML.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
});
