import { styled } from "@mui/material/styles";
import { useShellContent } from "#app/content/shell-context.tsx";
import { tokens } from "#app/theme/tokens.ts";

export const MAIN_CONTENT_ID = "contenu";

const Link = styled("a")({
  position: "absolute",
  left: 8,
  top: 8,
  zIndex: 2000,
  // Moved out of view by its own height, so it stays hidden whatever the text size.
  transform: "translateY(calc(-100% - 16px))",
  padding: "12px 16px",
  background: tokens.accent,
  color: tokens.onAccent,
  fontWeight: 600,
  borderRadius: 6,
  "&:focus": { transform: "none" },
});

/** First tab stop of every page: jumps over the header to the main content. */
export function SkipLink() {
  const { ui } = useShellContent();
  return <Link href={`#${MAIN_CONTENT_ID}`}>{ui.lienEvitement}</Link>;
}
