import Box from "@mui/material/Box";

/** A small view of a source picture, as the picker and the image fields show it; decorative, its name is written beside it. */
export function PictureThumb({ src, size = 96 }: { src?: string; size?: number }) {
  return (
    <Box
      sx={{
        width: size,
        height: Math.round((size * 2) / 3),
        flex: "none",
        borderRadius: 1,
        border: 1,
        borderColor: "divider",
        bgcolor: "background.default",
        overflow: "hidden",
        display: "grid",
        placeItems: "center",
      }}
    >
      {src && <Box component="img" src={src} alt="" loading="lazy" sx={{ width: "100%", height: "100%", objectFit: "contain" }} />}
    </Box>
  );
}
