import { defineConfig } from "vitest/config";
import { shellContentModule } from "./app/content/shell-content-plugin.ts";

export default defineConfig({
  // Site-wide texts imported by the shell get their placeholders filled, as in the build.
  plugins: [shellContentModule()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          // Some tests walk the whole content (every line shaped in both fonts, thousands of
          // random edits): their work grows with the content, and the workers share two cores.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["test/e2e/global-setup.ts"],
          // One Chromium, one server: files run one after the other to keep the 2-core machines steady.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
