import { styled } from "@mui/material/styles";

/** A row of small links without bullets (the social networks, the other languages): one rule for all in a page's CSS. */
export const InlineList = styled("ul")({ display: "flex", gap: 4, listStyle: "none", margin: 0, padding: 0 });
