import { styled } from "@mui/material/styles";

/**
 * A native <button> without the browser's look, for the header's own controls (submenu
 * triggers, the menu button). MUI's ButtonBase would add its ripple and transition code
 * to the JavaScript every page loads; a native button already does keyboard and focus,
 * and the theme draws the focus ring.
 */
export const PlainButton = styled("button", {
  // Every attribute reaches the button, those Emotion's list does not know too
  // (`command`, `commandfor`: the button opens or closes a dialog without script).
  shouldForwardProp: (prop) => prop !== "sx" && prop !== "as" && prop !== "theme" && prop !== "ownerState",
})({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  margin: 0,
  padding: 0,
  border: 0,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  WebkitTapHighlightColor: "transparent",
});
