import { createReadStream } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { indexSources } from "./image-build.ts";
import { encodeVariants } from "./image-encoder.ts";
import { OUTPUT_FORMATS, parseVariantFileName, VARIANT_URL_PREFIX, variantStem } from "#app/model/images.ts";
import { CONTENT_DIR } from "../lib/paths.ts";

/**
 * `npm run dev`: serves /assets/images/<variant> by encoding it on first request (then
 * from the same cache as the build), so editors see their images without building.
 * Replacing or adding a file in content/images/ reloads the page, which then asks for
 * the new variants (their names carry the new content hash).
 */
export function imageVariantsInDev(): Plugin {
  const imagesDir = path.join(CONTENT_DIR, "images");
  return {
    name: "image-variants-dev",
    apply: "serve",
    configureServer(server) {
      server.watcher.add(imagesDir);
      const reload = (file: string) => {
        if (file.startsWith(imagesDir)) server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("change", reload);
      server.watcher.on("add", reload);

      server.middlewares.use(VARIANT_URL_PREFIX, (request, response, next) => {
        const parsed = parseVariantFileName(decodeURIComponent((request.url ?? "").split("?")[0].slice(1)));
        const source = parsed && indexSources().get(`${parsed.stem}-${parsed.hash}`);
        if (!parsed || !source) {
          response.statusCode = 404;
          response.end();
          return;
        }
        encodeVariants(source.file, variantStem(source.src), source.info, [{ width: parsed.width, ext: parsed.ext }])
          .then(({ files }) => {
            response.setHeader("Content-Type", OUTPUT_FORMATS.find((format) => format.ext === parsed.ext)!.type);
            response.setHeader("Cache-Control", "no-cache");
            createReadStream(files[0]).pipe(response);
          })
          .catch(next);
      });
    },
  };
}
