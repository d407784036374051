/**
 * Cuts the site's Inter files from @fontsource-variable/inter: the characters of each
 * face's range, the weights the site uses and the features browsers apply by default
 * (app/theme/font-subsets.ts says which and why). The output depends only on the package's
 * files, so running the script again rewrites byte-identical files; run it after updating
 * the package.
 *
 *   npm run generate:fonts            (writes app/theme/fonts/)
 *   node scripts/generate-fonts.ts DIR  (writes to DIR instead; the tests compare it with the committed files)
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { INTER_FEATURES, INTER_SUBSETS, INTER_WEIGHTS, rangeText } from "#app/theme/font-subsets.ts";
import { ROOT_DIR } from "./lib/paths.ts";

const PACKAGE_FILES = path.join(path.dirname(createRequire(import.meta.url).resolve("@fontsource-variable/inter/package.json")), "files");
const outDir = process.argv[2] ?? path.join(ROOT_DIR, "app", "theme", "fonts");

mkdirSync(outDir, { recursive: true });
for (const subset of INTER_SUBSETS) {
  const source = readFileSync(path.join(PACKAGE_FILES, subset.source));
  const font = await subsetFont(source, rangeText(subset.unicodeRange), {
    targetFormat: "woff2",
    keepFeatures: [...INTER_FEATURES],
    variationAxes: { wght: { ...INTER_WEIGHTS } },
  });
  writeFileSync(path.join(outDir, subset.file), font);
  console.log(`${subset.file}: ${(font.length / 1024).toFixed(1)} Ko (${(source.length / 1024).toFixed(1)} Ko dans le paquet)`);
}
