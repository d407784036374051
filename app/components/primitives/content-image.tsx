import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import { useLayoutEffect, useRef, useState } from "react";
import type { ResolvedImage } from "#app/model/image.ts";

/** "static": as pre-rendered, before hydration or without JavaScript; the image simply shows. */
export type ImageState = "static" | "loading" | "loaded" | "failed";

interface ContentImageProps {
  image: ResolvedImage;
  /** The largest image visible on arrival: loaded eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  sx?: SxProps<Theme>;
  onStateChange?(state: ImageState): void;
}

// Runs on the server too during pre-rendering, where layout effects would only warn.
const useIsomorphicLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;

/**
 * A content image with its intrinsic size (no layout shift) that fades in once loaded.
 * An image already loaded before hydration never fired React's onLoad, so the state is
 * read from `img.complete` when the component mounts.
 */
export function ContentImage({ image, priority = false, sx, onStateChange }: ContentImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<ImageState>("static");
  const update = (next: ImageState) => {
    setState(next);
    onStateChange?.(next);
  };

  useIsomorphicLayoutEffect(() => {
    const img = ref.current;
    if (!img) return;
    if (!img.complete) update("loading");
    else update(img.naturalWidth > 0 ? "loaded" : "failed");
    // Only a new image (first render, or a new src) can have missed its load event.
  }, [image.src]);

  const img = (
    <Box
      component="img"
      ref={ref}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? image.sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      // The first paint does not wait for the picture's decoding (an AVIF of 800 px takes
      // 15–50 ms on a desktop CPU, more on a phone): text shows at once, the picture a frame later.
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      onLoad={() => update("loaded")}
      onError={() => update("failed")}
      data-state={state}
      sx={[
        { display: "block", width: "100%", height: "auto" },
        // Hidden at once while loading; only the arrival fades.
        state === "loading" && { opacity: 0 },
        state === "loaded" && { transition: "opacity 400ms ease-out" },
        state === "failed" && { display: "none" },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      {img}
    </picture>
  );
}
