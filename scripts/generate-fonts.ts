/**
 * Cuts the site's font files: Inter's from @fontsource-variable/inter (the Arabic pages'
 * short Latin included) and the Arabic pages' Noto Sans Arabic from
 * @fontsource-variable/noto-sans-arabic, each to the characters of its face's range, the weights the site uses and the features browsers
 * apply by default (app/theme/font-subsets.ts says which and why). The output depends only
 * on the packages' files, so running the script again rewrites byte-identical files; run
 * it after updating either package.
 *
 *   npm run generate:fonts            (writes app/theme/fonts/)
 *   node scripts/generate-fonts.ts DIR  (writes to DIR instead; the tests compare it with the committed files)
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { INTER_ARABIC_PAGES_SUBSET } from "#app/theme/arabic-pages-latin.ts";
import { ARABIC_FEATURES, ARABIC_SUBSET, ARABIC_WEIGHTS, INTER_FEATURES, INTER_SUBSETS, INTER_WEIGHTS, rangeText } from "#app/theme/font-subsets.ts";
import { ROOT_DIR } from "./lib/paths.ts";

const packageFiles = (name: string) => path.join(path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)), "files");
const outDir = process.argv[2] ?? path.join(ROOT_DIR, "app", "theme", "fonts");

const FILES = [
  ...[...INTER_SUBSETS, INTER_ARABIC_PAGES_SUBSET].map((subset) => ({ ...subset, from: packageFiles("@fontsource-variable/inter"), features: INTER_FEATURES, weights: INTER_WEIGHTS })),
  { ...ARABIC_SUBSET, from: packageFiles("@fontsource-variable/noto-sans-arabic"), features: ARABIC_FEATURES, weights: ARABIC_WEIGHTS },
];

mkdirSync(outDir, { recursive: true });
for (const subset of FILES) {
  const source = readFileSync(path.join(subset.from, subset.source));
  const font = await subsetFont(source, rangeText(subset.unicodeRange), {
    targetFormat: "woff2",
    keepFeatures: [...subset.features],
    variationAxes: { wght: { ...subset.weights } },
  });
  writeFileSync(path.join(outDir, subset.file), font);
  console.log(`${subset.file}: ${(font.length / 1024).toFixed(1)} Ko (${(source.length / 1024).toFixed(1)} Ko dans le paquet)`);
}
