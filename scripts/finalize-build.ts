import { FINISH_STEPS, runFinishSteps } from "./build/finish-steps.ts";
import { findMissingFacts, findPlaceholders, findUnreadyLanguages, placeholderWarning } from "./checks/publication-check.ts";
import { BUILD_CLIENT_DIR, CONTENT_DIR } from "./lib/paths.ts";

/*
 * Finishes the static output after React Router's pre-rendering: the steps and their
 * order are in scripts/build/finish-steps.ts. A failing step stops the build with its message.
 * Then one line, last, so that it is seen: whether placeholders remain (fine for trying
 * the site, refused by `npm run build:production`).
 */
try {
  await runFinishSteps(FINISH_STEPS, { buildDir: BUILD_CLIENT_DIR, contentDir: CONTENT_DIR });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const warning = placeholderWarning(findPlaceholders(), findMissingFacts(), findUnreadyLanguages());
if (warning) console.warn(warning);
