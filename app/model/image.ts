/**
 * What a page needs to draw a content image: every URL and dimension is worked out
 * at pre-render time (see app/content/images.server.ts and app/model/images.ts), so components only render.
 */
export interface ImageSource {
  /** MIME type, e.g. "image/avif". */
  type: string;
  srcSet: string;
}

export interface ResolvedImage {
  /** Fallback URL for browsers that take none of the sources. */
  src: string;
  alt: string;
  /** Intrinsic size, written on the <img> so the page does not shift while it loads. */
  width: number;
  height: number;
  /** Set only for images without <source> formats; otherwise the sources carry the srcset. */
  srcSet?: string;
  /** The role's `sizes`, written on every <source> (a source does not inherit the <img>'s). */
  sizes?: string;
  /** Modern formats, best first; rendered as <source> elements of a <picture>. */
  sources?: ImageSource[];
}

/**
 * Where an image appears decides which widths are produced and which `sizes` the
 * browser gets. One list for the whole site.
 */
export type ImageRole = "visuel" | "principale" | "vignette" | "carte" | "partage";

/** The picture of a page's link previews: a JPEG variant made by the image pipeline ("partage" role). */
export interface SharedImage {
  /** Path on the site, e.g. "/assets/images/fiches-rbn-3f2a9c1b7d-1200.jpg". */
  src: string;
  width: number;
  height: number;
  alt: string;
}
