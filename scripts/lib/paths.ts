import { fileURLToPath } from "node:url";

/** Repository root, resolved from this file so scripts work from any working directory. */
export const ROOT_DIR = fileURLToPath(new URL("../../", import.meta.url));
export const CONTENT_DIR = fileURLToPath(new URL("../../content/", import.meta.url));
export const SCHEMA_DIR = fileURLToPath(new URL("../../schema/", import.meta.url));
export const PUBLIC_DIR = fileURLToPath(new URL("../../public/", import.meta.url));
export const BUILD_CLIENT_DIR = fileURLToPath(new URL("../../build/client/", import.meta.url));
/**
 * Encoded image variants, kept between builds (see scripts/build/image-encoder.ts). Outside
 * node_modules/ so that `npm ci` does not throw hours of encoding away; ignored by git.
 */
export const IMAGE_CACHE_DIR = fileURLToPath(new URL("../../.cache/images/", import.meta.url));
