import type { Image } from "#app/generated/content-types.ts";
import type { SharedImage } from "#app/model/image.ts";
import { isPipelineImage } from "#app/model/images.ts";
import { resolveImage } from "./images.server.ts";
import { loadContent } from "./loader.server.ts";

/**
 * The picture of a page's link previews: its own picture when it has one, else the
 * site-wide one of reglages.json, as the pipeline's 1200 px JPEG. Brand files (logo,
 * partner) are SVGs that no social network shows, so they never stand for a page.
 */
export function sharedImage(own?: Image): SharedImage {
  const image = own && isPipelineImage(own.src) ? own : loadContent().settings.imagePartage;
  const { src, width, height, alt } = resolveImage(image, "partage");
  return { src, width, height, alt };
}
